// The resource of the authorization request must be repeated at the token endpoint (RFC 8707): the
// client's duty. The server's is the outcome: a code exchange with another value is refused; one
// without it is refused, or gives tokens no resource the authorization did not name accepts (RFC 8707
// §2.2 lets the server choose the audience: the resource authorized, say, or UserInfo only).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';
import { graphql } from '../../lib/resource/graphql.ts';

const omitted = codeGrant('resource-omitted');
const different = codeGrant('resource-different');

const CODES = ['invalid_grant', 'invalid_target', 'invalid_request'];

/** Another origin: the configured other site when there is one, else a reserved name (RFC 2606). */
const otherResource = () => target().otherOrigin ?? 'https://resource.cs-conformance.invalid';

check(
  'endpoints/token/resource-repeated',
  'code exchange with no resource → refused (invalid_grant, invalid_target or invalid_request), or tokens bound to the resource authorized: the other origin refuses the access token',
  async (t) => {
    const rec = await omitted();
    const res = await redeem(rec, { resource: undefined });
    await judgeClientRefusal(rec, res);
    const tokens = tokensOf(res, rec);
    if (!tokens) {
      expectOAuthError(res, CODES, 'the resource must be repeated at the token endpoint');
      return;
    }
    const other = target().otherOrigin;
    if (!other)
      notTestable('configure otherOrigin.baseUrl (a second site of the same platform) to test that tokens are bound to one origin');
    const there = await graphql(tokens.access_token, '{ viewer { id } }', undefined, other);
    if (there.status < 300)
      fail(
        'a code exchange without resource gives no token for a resource the authorization did not name',
        `an error (${CODES.join(', ')}), or tokens the other origin's /account/graphql refuses (bound to the resource authorized, ${rec.resource}, or narrower)`,
        `the access token is served at ${other}/account/graphql (HTTP ${there.status}), which the authorization never named`,
      );
    t.note(`an exchange without resource gave tokens that ${other}/account/graphql refuses (HTTP ${there.status})`);
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
