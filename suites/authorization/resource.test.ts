// Member tokens need `resource`, equal to the origin the protected-resource metadata advertises (RFC 8707):
// no code without it (or one whose token is no member token), none for another origin, also by POST. A
// near miss of the origin (its text as userinfo of another host, a host that begins with its host,
// another port, the other scheme) names another resource: no code, or one whose token is no member token
// here (a server may bind it to the resource it was asked for, never to the origin it resembles).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { expectNoMemberToken } from '../../lib/flows/token-use.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { memberResource } from '../../lib/target/target.ts';

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

check(
  'endpoints/authorize/resource',
  'the member-scope authorization request as a form POST with another origin as resource → no code',
  async (t) => {
    await requirePost(t);
    const other = target().otherOrigin ?? 'https://cs-conformance.invalid';
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      resource: other,
      method: 'POST',
      label: 'other-resource-post',
      expectRefusal: true,
    });
    expectNoCode(rec, 'resource must be the origin this site advertises, whichever method the request came by');
  },
);

const nearMisses: [string, (u: URL) => string][] = [
  ["the advertised resource's text as userinfo of another host", (u) => `${u.protocol}//${u.host}@cs-conformance.invalid`],
  [
    "a host that begins with the advertised resource's host",
    (u) => `${u.protocol}//${u.hostname}.cs-conformance.invalid${u.port ? `:${u.port}` : ''}`,
  ],
  [
    'the advertised resource at another port',
    (u) => `${u.protocol}//${u.hostname}:${Number(u.port || (u.protocol === 'https:' ? 443 : 80)) + 1}`,
  ],
  ['the advertised resource with the other scheme', (u) => `${u.protocol === 'https:' ? 'http:' : 'https:'}//${u.host}`],
];

for (const [what, alter] of nearMisses) {
  check(
    'endpoints/authorize/resource',
    `member-scope authorization request with ${what} as resource → no code, or none whose token is a member token here`,
    async (t) => {
      const resource = alter(new URL(memberResource(target())));
      const rec = await authorize({ client: memberClient(), member: member(), resource, label: `resource-${what}`, expectRefusal: true });
      if (!callbackParam(rec, 'code')) return;
      // redeemed for the resource it was issued for, as a client would
      const tokens = tokensOf(await redeem(rec), rec);
      if (!tokens) return t.note(`the code was issued for ${resource}, but its exchange gave no tokens`);
      await expectNoMemberToken(
        t,
        tokens.access_token,
        `a code issued for ${resource}`,
        'a resource that only resembles the advertised one is not taken for it',
      );
    },
  );
}
