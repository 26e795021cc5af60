// Member tokens need `resource`, equal to the origin the protected-resource metadata advertises (RFC 8707):
// no code without it (or one whose token is no member token), none for another origin.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { expectNoMemberToken } from '../../lib/flows/token-use.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

check(
  'endpoints/authorize/resource',
  'member-scope authorization request without resource → no code, or none that yields a member token',
  async (t) => {
    const rec = await authorize({ client: memberClient(), member: member(), resource: null, label: 'no-resource', expectRefusal: true });
    if (!callbackParam(rec, 'code')) return;
    // a server may serve the request without the member audience (RFC 8707 leaves it to policy): redeemed without resource, as asked
    const tokens = tokensOf(await redeem(rec), rec);
    if (!tokens) return t.note('the code was issued without resource, but its exchange gave no tokens');
    await expectNoMemberToken(t, tokens.access_token, 'a code issued without resource', 'resource is required for member tokens');
  },
);

check('endpoints/authorize/resource', 'member-scope authorization request with another origin as resource → no code', async () => {
  const other = target().otherOrigin ?? 'https://cs-conformance.invalid';
  const rec = await authorize({ client: memberClient(), member: member(), resource: other, label: 'other-resource', expectRefusal: true });
  expectNoCode(rec, 'resource must be the origin this site advertises');
});
