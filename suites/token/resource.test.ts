// The resource of the authorization request must be repeated at the token endpoint (RFC 8707):
// a code exchange with another value is refused; one without it is refused or gives no member token.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectNoMemberToken } from '../../lib/flows/token-use.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';

const omitted = codeGrant('resource-omitted');
const different = codeGrant('resource-different');

const CODES = ['invalid_grant', 'invalid_target', 'invalid_request'];

/** Another origin: the configured other site when there is one, else a reserved name (RFC 2606). */
const otherResource = () => target().otherOrigin ?? 'https://resource.cs-conformance.invalid';

check(
  'endpoints/token/resource-repeated',
  'code exchange with no resource → refused (invalid_grant, invalid_target or invalid_request), or tokens without a member token',
  async (t) => {
    const rec = await omitted();
    const res = await redeem(rec, { resource: undefined });
    await judgeClientRefusal(rec, res);
    // RFC 8707 §2.2 lets the server pick the audience when no resource is sent (say, UserInfo only)
    const tokens = tokensOf(res, rec);
    if (tokens)
      return expectNoMemberToken(
        t,
        tokens.access_token,
        'an exchange without resource',
        'the resource must be repeated at the token endpoint',
      );
    expectOAuthError(res, CODES, 'the resource must be repeated at the token endpoint');
  },
  { grants: [omitted] },
);

check(
  'endpoints/token/resource-repeated',
  "code exchange with a resource other than the authorization request's (another origin) → refused (invalid_grant, invalid_target or invalid_request)",
  async () => {
    const rec = await different();
    const res = await redeem(rec, { resource: otherResource() });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, CODES, 'the resource must be repeated at the token endpoint');
  },
  { grants: [different] },
);
