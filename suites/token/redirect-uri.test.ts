// A code is bound to the redirect_uri of its authorization request (RFC 6749 §4.1.3): redeemed with
// a different redirect_uri, or with none, it is refused.
import { check } from '../../lib/harness/check.ts';
import { redeem } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';

const otherRedirect = codeGrant('code-other-redirect-uri');
const noRedirect = codeGrant('code-no-redirect-uri');

/** The same URI with one more path segment: as a string, not identical. */
function altered(uri: string): string {
  const u = new URL(uri);
  u.pathname += u.pathname.endsWith('/') ? 'other' : '/other';
  return u.href;
}

check(
  'endpoints/token/code-bound-to-redirect-uri',
  "code exchange with a redirect_uri other than the authorization request's → invalid_grant",
  async () => {
    const rec = await otherRedirect();
    const res = await redeem(rec, { redirect_uri: altered(rec.redirectUri) });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, ['invalid_grant'], "redirect_uri must be identical to the authorization request's");
  },
  { grants: [otherRedirect] },
);

check(
  'rfc6749/4.1.3/redirect-uri-present',
  'code exchange with no redirect_uri (the authorization request had one) → refused (invalid_request or invalid_grant)',
  async () => {
    const rec = await noRedirect();
    const res = await redeem(rec, { redirect_uri: undefined });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, ['invalid_request', 'invalid_grant'], 'redirect_uri must be present when the authorization request had one');
  },
  { grants: [noRedirect] },
);
