// Secrets never reach evidence: every secret-bearing place is masked as `abcd…wxyz (len=N)`.
import { describe, expect, it } from 'vitest';
import { maskBody, maskHeaderValue, maskKnownSecrets, maskUrl, maskValue, rememberSecret, withoutSecretTail } from '../../lib/http/mask.ts';

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
