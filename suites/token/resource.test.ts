// The resource of the authorization request must be repeated at the token endpoint (RFC 8707):
// a code exchange without it, or with another value, is refused.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { redeem } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import type { Params } from '../../lib/oauth/requests.ts';
import { freshCode, judgeClientRefusal } from '../../lib/flows/token-checks.ts';

const CODES = ['invalid_grant', 'invalid_target', 'invalid_request'];

/** Another origin: the configured other site when there is one, else a reserved name (RFC 2606). */
const otherResource = () => target().otherOrigin ?? 'https://resource.cs-conformance.invalid';

const cases: [string, string, () => Params][] = [
  ['omitted', 'no resource', () => ({ resource: undefined })],
  ['different', "a resource other than the authorization request's (another origin)", () => ({ resource: otherResource() })],
];

for (const [label, what, over] of cases) {
  check(
    'endpoints/token/resource-repeated',
    `code exchange with ${what} → refused (invalid_grant, invalid_target or invalid_request)`,
    async () => {
      const rec = await freshCode(`resource-${label}`);
      const res = await redeem(rec, over());
      await judgeClientRefusal(rec, res);
      expectOAuthError(res, CODES, 'the resource must be repeated at the token endpoint');
    },
  );
}
