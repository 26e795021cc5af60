// PKCE with S256 only: plain, an unknown method, s256 (the name in another case: method names are
// case-sensitive, RFC 7636 §6.2.1), or no challenge at all yields no code; and, the client and
// redirect URI being valid, the answer is the authorization error response with error=invalid_request
// (RFC 7636 §4.4.1, delivered by redirect per RFC 6749 §4.1.2.1). The request without a challenge is
// tried by POST too, and so is plain.
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { expectErrorRedirect, expectNoCode } from '../../lib/flows/outcome.ts';
import type { Params } from '../../lib/oauth/requests.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';

const MISSING: ClauseId = 'rfc7636/4.4.1/missing-challenge';
const UNSUPPORTED: ClauseId = 'rfc7636/4.4.1/unsupported-method';

const NONE: Params = { code_challenge: undefined, code_challenge_method: undefined };
const cases: [string, Params, ClauseId, ('GET' | 'POST')?][] = [
  [
    'code_challenge_method=plain (challenge = verifier)',
    { code_challenge_method: 'plain', code_challenge: 'cs-conformance-plain-verifier-0123456789abcdefghij' },
    UNSUPPORTED,
  ],
  ['code_challenge_method=S512 (unknown)', { code_challenge_method: 'S512' }, UNSUPPORTED],
  ['code_challenge_method=s256 (S256 in lower case)', { code_challenge_method: 's256' }, UNSUPPORTED],
  ['no code_challenge and no method', NONE, MISSING],
  ['no code_challenge and no method, as a form POST', NONE, MISSING, 'POST'],
  [
    'code_challenge_method=plain (challenge = verifier), as a form POST',
    { code_challenge_method: 'plain', code_challenge: 'cs-conformance-plain-verifier-0123456789abcdefghij' },
    UNSUPPORTED,
    'POST',
  ],
];

for (const [what, params, errorClause, method] of cases) {
  // one authorization per case, judged by both checks
  const attempt = once(`authorization request with ${what}`, () =>
    authorize({ client: memberClient(), member: member(), params, method, label: `pkce-${what}`, expectRefusal: true }),
  );

  check('authentication/1/s256-only', `authorization request with ${what} → no code`, async (t) => {
    if (method === 'POST') await requirePost(t);
    expectNoCode(await attempt(t), 'only code_challenge_method=S256 is accepted');
  });

  check(errorClause, `authorization request with ${what} → redirect with error=invalid_request, no code`, async (t) => {
    if (method === 'POST') await requirePost(t);
    const rec = await attempt(t);
    // a code is authentication/1/s256-only's failure; this check judges how the refusal is answered
    if (callbackParam(rec, 'code')) blocked('authentication/1/s256-only', `the request with ${what} got a code`);
    expectErrorRedirect(
      rec,
      ['invalid_request'],
      errorClause === MISSING
        ? 'a server that requires PKCE answers a request without code_challenge with the authorization error response, error=invalid_request (RFC 7636 §4.4.1)'
        : 'a server that does not support the requested transformation answers with the authorization error response, error=invalid_request (RFC 7636 §4.4.1)',
    );
  });
}
