// Secrets never reach evidence: every secret-bearing place is masked as `abcd…wxyz (len=N)`.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSecretName,
  maskBody,
  maskHeaderValue,
  maskJson,
  maskKnownSecrets,
  maskUrl,
  maskValue,
  rememberSecret,
  withoutSecretTail,
} from '../../lib/http/mask.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVl';

describe('masking', () => {
  it('keeps four characters at each end of a long value, and the length', () => {
    expect(maskValue(TOKEN)).toBe(`eyJh…bHVl (len=${TOKEN.length})`);
  });

  it('hides short values completely', () => {
    expect(maskValue('hunter2')).toBe('… (len=7)');
  });

  it('masks Authorization values but keeps the scheme', () => {
    expect(maskHeaderValue('Authorization', `Bearer ${TOKEN}`)).toBe(`Bearer ${maskValue(TOKEN)}`);
    expect(maskHeaderValue('content-type', 'application/json')).toBe('application/json');
  });

  it('masks secret form parameters and leaves the rest', () => {
    const body = `grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk&client_id=abc&client_secret=very-secret-value-1234&redirect_uri=http%3A%2F%2F127.0.0.1%3A1%2Fcb`;
    const masked = maskBody(body, 'application/x-www-form-urlencoded');
    expect(masked).not.toContain('SplxlOBeZQQYbYS6WxSbIA');
    expect(masked).not.toContain('dBjftJeZ4CVP');
    expect(masked).not.toContain('very-secret-value-1234');
    expect(masked).toContain('client_id=abc');
    expect(masked).toContain('grant_type=authorization_code');
    expect(masked).toContain('code=Splx…SbIA (len=22)');
  });

  it('masks tokens in JSON bodies at any depth', () => {
    const body = JSON.stringify({
      access_token: TOKEN,
      token_type: 'Bearer',
      nested: { refresh_token: `${TOKEN}r`, id_token: `${TOKEN}i` },
      password: 'pw-123456',
    });
    const masked = maskBody(body, 'application/json; charset=utf-8');
    expect(masked).not.toContain(TOKEN);
    expect(masked).not.toContain('pw-123456');
    expect(JSON.parse(masked).token_type).toBe('Bearer');
  });

  it('masks the code in a redirect Location, in the query and the fragment', () => {
    const url =
      'http://127.0.0.1:5000/cb?code=abcdefghijklmnopqrstuvwxyz&state=xyz&iss=http%3A%2F%2Fa#access_token=0123456789abcdefghijXYZ';
    const masked = maskUrl(url);
    expect(masked).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(masked).not.toContain('0123456789abcdefghijXYZ');
    expect(masked).toContain('state=xyz');
  });

  it('masks a known secret wherever it is echoed, e.g. in an HTML page', () => {
    rememberSecret('member-password-42');
    expect(maskKnownSecrets('<input value="member-password-42">')).toBe('<input value="… (len=18)">');
  });

  it('masks a secret that contains another whole, and every occurrence among many secrets', () => {
    const inner = 'tok-inner-0123456789';
    const outer = `xx${inner}yy`;
    rememberSecret(inner);
    rememberSecret(outer);
    for (let i = 0; i < 500; i++) rememberSecret(`other-secret-${i}-abcdefgh`);
    const text = `a=${outer}&b=${inner}&c=other-secret-499-abcdefgh&d=other-secret-4`;
    expect(maskKnownSecrets(text)).toBe(
      `a=${maskValue(outer)}&b=${maskValue(inner)}&c=${maskValue('other-secret-499-abcdefgh')}&d=other-secret-4`,
    );
  });

  it('leaves no known secret in any text, wherever the secrets sit (short alphabet: overlaps and near misses)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '=', '&'), minLength: 6, maxLength: 14 });
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 8 }),
        fc.array(fc.oneof(word, fc.string()), { maxLength: 12 }),
        (secrets, parts) => {
          for (const s of secrets) rememberSecret(s);
          const text = [...parts, ...secrets].join('|');
          const masked = maskKnownSecrets(text);
          return secrets.every((s) => !masked.includes(s));
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('drops the start of a known secret from the end of a masked text cut short, and nothing else', () => {
    rememberSecret('tail-secret-0123456789');
    expect(withoutSecretTail('page says tail-secret-01')).toBe('page says ');
    expect(withoutSecretTail('page says tail-s')).toBe('page says ');
    expect(withoutSecretTail('page says tail-')).toBe('page says tail-'); // shorter than any secret masked whole
    // it reads masked text: a whole secret at the end is masked already, and stays so
    const masked = maskKnownSecrets('page says tail-secret-0123456789');
    expect(withoutSecretTail(masked)).toBe(`page says ${maskValue('tail-secret-0123456789')}`);
    expect(withoutSecretTail('page says tail-secret-09')).toBe('page says tail-secret-09');
  });

  it('masks two secrets that overlap as one: no tail of the second is left', () => {
    const first = 'ovl-abcdef12';
    const second = 'cdef1234567890-ovl-tail';
    rememberSecret(first);
    rememberSecret(second);
    const masked = maskKnownSecrets(`x ovl-abcdef1234567890-ovl-tail y`);
    expect(masked).toBe(`x ${maskValue('ovl-abcdef1234567890-ovl-tail')} y`);
    expect(masked).not.toContain('567890');
  });
});

describe('masking by the kind of name', () => {
  const RAT = 'rat-9LllQk2mZ0pT4vXyB7nR1sD6fH3jK8wE5qA0';

  it('knows credential names whatever their case and separators', () => {
    for (const n of ['registration_access_token', 'api_key', 'api-key', 'apiKey', 'X-Api-Key', 'X-Auth-Token', 'client_secret'])
      expect(isSecretName(n), n).toBe(true);
    for (const n of ['passcode', 'user_code', 'device_code', 'code_verifier', 'client_assertion', 'credentials', 'session_id', 'PHPSESSID'])
      expect(isSecretName(n), n).toBe(true);
    for (const n of ['Authorization', 'Proxy-Authorization', 'csrf_token', 'Mcp-Session-Id', 'password', 'newPassword', 'pwd'])
      expect(isSecretName(n), n).toBe(true);
  });

  it('allows names that carry no secret, which a reader needs to see', () => {
    const allowed = [
      'token_type',
      'token_type_hint',
      'token_endpoint',
      'token_endpoint_auth_method',
      'token_endpoint_auth_methods_supported',
      'code_challenge_methods_supported',
      'code_challenge_method',
      'code_challenge',
      'client_assertion_type',
      'id_token_signed_response_alg',
      'registration_client_uri',
      'revocation_endpoint',
      'check_session_iframe',
      'end_session_endpoint',
      'error',
      'error_description',
      'error_uri',
      'error_code',
      'status_code',
      'expires_in',
      'refresh_token_expires_in',
      'response_types',
      'grant_types',
      'Access-Control-Allow-Credentials',
      'client_id',
      'state',
      'content-type',
    ];
    for (const n of allowed) expect(isSecretName(n), n).toBe(false);
  });

  it('masks JSON members at any depth, strings in arrays too, and leaves the allowed and numbers', () => {
    const body = JSON.stringify({
      client_id: 'reg-1',
      registration_access_token: RAT,
      registration_client_uri: 'http://127.0.0.1:1/reg/reg-1',
      token_endpoint_auth_method: 'none',
      deep: [{ meta: { apiKey: 'key-abcdefghijklmnopqrstuvwxyz' } }],
      backup_codes: ['code-one-1234', 'code-two-5678'],
      error: { code: 400, message: 'bad' },
    });
    const masked = JSON.parse(maskBody(body, 'application/json'));
    expect(masked.registration_access_token).toBe(maskValue(RAT));
    expect(masked.deep[0].meta.apiKey).toBe(maskValue('key-abcdefghijklmnopqrstuvwxyz'));
    expect(masked.backup_codes).toEqual(['… (len=13)', '… (len=13)']);
    expect(masked).toMatchObject({
      client_id: 'reg-1',
      registration_client_uri: 'http://127.0.0.1:1/reg/reg-1',
      token_endpoint_auth_method: 'none',
    });
    expect(masked.error).toEqual({ code: 400, message: 'bad' });
  });

  it('remembers a value masked by its name: echoed anywhere later, it is masked too', () => {
    maskJson({ registration_access_token: RAT });
    expect(maskKnownSecrets(`<p>token ${RAT} is not valid</p>`)).toBe(`<p>token ${maskValue(RAT)} is not valid</p>`);
    expect(maskKnownSecrets(`next=${encodeURIComponent(`${RAT}/+`)}`)).not.toContain(RAT);
  });

  it('masks JSON served with another type: the text stays as sent, its secrets masked', () => {
    const body = `{"access_token":"json-as-text-0123456789abcdef","token_type":"Bearer"}`;
    expect(maskBody(body, 'text/plain')).toBe(`{"access_token":"${maskValue('json-as-text-0123456789abcdef')}","token_type":"Bearer"}`);
  });

  it('masks a URL inside JSON by its parameters', () => {
    expect(maskJson({ redirect_to: 'http://127.0.0.1:1/cb?code=url-in-json-code-0123&state=s1' })).toEqual({
      redirect_to: `http://127.0.0.1:1/cb?code=${maskValue('url-in-json-code-0123')}&state=s1`,
    });
  });

  it('masks form fields by name, whatever the spelling', () => {
    const body = 'client_id=c&api-key=form-key-0123456789abcd&userPassword=pw-form-77&token_type_hint=refresh_token';
    expect(maskBody(body, 'application/x-www-form-urlencoded')).toBe(
      `client_id=c&api-key=${maskValue('form-key-0123456789abcd')}&userPassword=… (len=10)&token_type_hint=refresh_token`,
    );
  });

  it('masks query and fragment parameters by name, and leaves code_challenge and its method', () => {
    const url =
      'http://127.0.0.1:1/authorize?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&session_state=ss-0123456789#id_token=frag-token-0123456789';
    expect(maskUrl(url)).toBe(
      `http://127.0.0.1:1/authorize?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&session_state=… (len=13)#id_token=${maskValue('frag-token-0123456789')}`,
    );
  });

  it('does not mask twice a URL masked already', () => {
    const once = maskUrl('http://127.0.0.1:1/cb?code=twice-code-0123456789&state=s');
    expect(maskUrl(once)).toBe(once);
    expect(maskKnownSecrets(once)).toBe(once);
  });

  it('masks headers by name, a Location by its parameters', () => {
    expect(maskHeaderValue('X-Api-Key', 'hdr-key-0123456789abcdef')).toBe(maskValue('hdr-key-0123456789abcdef'));
    expect(maskHeaderValue('Proxy-Authorization', 'Basic cHJveHk6c2VjcmV0LXZhbHVl')).toBe(`Basic ${maskValue('cHJveHk6c2VjcmV0LXZhbHVl')}`);
    expect(maskHeaderValue('Location', 'http://127.0.0.1:1/cb?code=loc-code-0123456789&state=s')).toBe(
      `http://127.0.0.1:1/cb?code=${maskValue('loc-code-0123456789')}&state=s`,
    );
    expect(maskHeaderValue('Access-Control-Allow-Credentials', 'true')).toBe('true');
    expect(maskHeaderValue('Authorization', 'Bearer')).toBe('… (len=6)');
  });

  it('masks every cookie value and keeps the names and the Set-Cookie attributes', () => {
    expect(maskHeaderValue('Cookie', '_session=cookie-value-0123456789ab; lang=en')).toBe(
      `_session=${maskValue('cookie-value-0123456789ab')}; lang=… (len=2)`,
    );
    expect(maskHeaderValue('Set-Cookie', '_interaction=set-cookie-value-0123; path=/interaction; httponly; samesite=lax')).toBe(
      `_interaction=${maskValue('set-cookie-value-0123')}; path=/interaction; httponly; samesite=lax`,
    );
    expect(maskKnownSecrets('echo set-cookie-value-0123')).toBe(`echo ${maskValue('set-cookie-value-0123')}`);
  });
});
