// Malformed token requests get invalid_request (spec Errors; RFC 6749 §5.2), never a server error:
// no grant_type, a repeated parameter, an overlong scope, bad percent-encoding, invalid UTF-8.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { pkce, randomValue } from '../../lib/oauth/pkce.ts';
import { endpointUrl, tokenRequest } from '../../lib/oauth/requests.ts';
import { memberResource } from '../../lib/target/target.ts';
import { controlGrant } from '../../lib/flows/token-checks.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const control = controlGrant();

/** The rest of a well-formed code exchange by the member client (a code that was never issued). */
function rest(): [string, string][] {
  const c = memberClient();
  const pairs: [string, string | undefined][] = [
    ['code', `cs-${randomValue(24)}`],
    ['redirect_uri', c.redirectUri],
    ['client_id', c.clientId],
    ['client_secret', c.clientSecret],
    ['code_verifier', pkce().verifier],
    ['resource', memberResource(target())],
  ];
  return pairs.filter((p): p is [string, string] => p[1] !== undefined);
}

/** A body sent byte for byte (our form encoder would repair what these probes break). */
function rawBody(grantType: Buffer): Promise<HttpResponse> {
  const tail = rest()
    .map(([k, v]) => `&${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('');
  return http({
    url: endpointUrl(target(), 'token'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.concat([Buffer.from('grant_type='), grantType, Buffer.from(tail)]),
  });
}

// a scope of known names, over 2,000 characters (refresh grants carry a scope, RFC 6749 §6)
const LONG_SCOPE = 'openid '.repeat(300).trim();

// [title, the request, accepted codes]. Where a lenient form parser reads the request as another,
// well-formed one, the answer that reading gets is accepted too (the title says so).
const ALSO = (codes: string) => `invalid_request (${codes} also accepted), not a server error`;
const cases: [string, () => Promise<HttpResponse>, string[]][] = [
  ['token request with no grant_type → invalid_request, not a server error', () => tokenRequest(target(), rest()), ['invalid_request']],
  [
    // read leniently (one grant_type), it is a code exchange with a code that was never issued
    `token request with grant_type=authorization_code sent twice → ${ALSO('invalid_grant')}`,
    () => tokenRequest(target(), [['grant_type', 'authorization_code'], ['grant_type', 'authorization_code'], ...rest()]),
    ['invalid_request', 'invalid_grant'],
  ],
  [
    `refresh request with a ${LONG_SCOPE.length}-character scope → ${ALSO('invalid_grant or invalid_scope')}`,
    () =>
      tokenRequest(target(), [
        ['grant_type', 'refresh_token'],
        ['refresh_token', `cs-${randomValue(24)}`],
        ['scope', LONG_SCOPE],
        ...rest().filter(([k]) => k.startsWith('client_')),
      ]),
    ['invalid_request', 'invalid_grant', 'invalid_scope'],
  ],
  [
    `token request with grant_type=authorization_code%ZZ (invalid percent-encoding) → ${ALSO('unsupported_grant_type')}`,
    () => rawBody(Buffer.from('authorization_code%ZZ')),
    ['invalid_request', 'unsupported_grant_type'],
  ],
  [
    `token request with grant_type=authorization_code<0xFF> (a byte that is not UTF-8) → ${ALSO('unsupported_grant_type')}`,
    () => rawBody(Buffer.from([...Buffer.from('authorization_code'), 0xff])),
    ['invalid_request', 'unsupported_grant_type'],
  ],
];

for (const [title, send, codes] of cases) {
  check(
    'errors/invalid_request',
    title,
    async (t) => {
      const res = await send();
      await control(t, res);
      expectOAuthError(res, codes, 'a malformed request gets invalid_request');
    },
    { grants: [sharedMemberGrant] },
  );
}
