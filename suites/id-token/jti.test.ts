// Identifiers across ID tokens: a jti names one JWT only (RFC 7519 §4.1.7: no two ID tokens of the
// run's grants share one); a member keeps one sub for the client (OIDC Core §5.7: the same sub in two
// exchanges, and in a refresh response's ID token, §12.2), and, where the OP gives public subject
// identifiers only, at every client; two members never share one (RFC 7519 §4.1.2).
import { decodeJwt, type JWTPayload } from 'jose';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { fileGrant, MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { member, type FlowClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { decoded, idTokenFlow, idTokens, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';
import { otherClientGrant, secondMemberGrant } from './id-token-grants.ts';

const flow = idTokenFlow();
const claimsOf = (jwt: string | undefined): JWTPayload | undefined => (typeof jwt === 'string' ? decodeJwt(jwt) : undefined);

// the client of the run's ID token, which the second exchange uses too
let client: FlowClient | undefined;
const SAME_CLIENT = { ...MEMBER_SHAPE, client: "the run's ID token's client" };
const againFlow = fileGrant('a second ID token of members[0]', { ...SAME_CLIENT, params: 'a second grant' }, undefined, async () =>
  claimsOf(grantTokens(await grant({ client: client!, member: member(), label: 'id-token-second' })).id_token),
);

/** Every ID token of the run's grants (idTokens) and a second one of members[0] by the same client. */
async function tokens(t: CheckContext) {
  const all = await idTokens(t, flow);
  client ??= all[0]!.rec.client;
  return { all, first: all[0]!.claims, again: await againFlow(t) };
}

/** members[1]'s ID token claims (blocked when there is none: authentication/9/id-token reports it). */
const secondMember = async (t: CheckContext) =>
  decoded(grantTokens(await secondMemberGrant(t)).id_token, "members[1]'s code exchange").claims;

check(
  'rfc7519/4.1.7/jti',
  "the ID tokens of the run's grants (two code exchanges of members[0] by one client, another client's, members[1]'s, a refresh response's) → no jti, or no two the same",
  async (t) => {
    const { all, again } = await tokens(t);
    const jtis = [...all.map((x) => ({ place: x.place, jti: x.claims.jti })), { place: 'a second code exchange', jti: again?.jti }];
    jtis.push({ place: "members[1]'s code exchange", jti: (await secondMember(t)).jti });
    const carried = jtis.filter((x) => x.jti !== undefined);
    if (!carried.length) return t.note('no ID token carries a jti');
    const twice = carried.filter((x, i) => carried.findIndex((y) => y.jti === x.jti) !== i);
    if (twice.length)
      fail(
        'a jti is assigned so that no two tokens share it (RFC 7519 §4.1.7)',
        'different jti values',
        twice.map((x) => `${x.place} repeats jti ${show(x.jti)}`).join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS, againFlow, secondMemberGrant] },
);

check(
  'oidc-core/5.7/sub-stable',
  "members[0]'s ID tokens of two code exchanges by one client, and of a refresh response (when it carries one) → the same sub as the grant's first",
  async (t) => {
    const { all, first, again } = await tokens(t);
    const problems: string[] = [];
    if (again && first.sub !== again.sub) problems.push(`two code exchanges: sub ${show(first.sub)}, then ${show(again.sub)}`);
    for (const x of all)
      if (x.original && x.claims.sub !== x.original.sub)
        problems.push(`${x.place}: sub ${show(x.claims.sub)}, its grant's code exchange ${show(x.original.sub)}`);
    if (problems.length)
      fail('sub is stable for the member at this client (OIDC Core §5.7, §12.2)', 'the same sub every time', problems.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS, againFlow] },
);

check(
  'oidc-core/5.7/sub-stable',
  "members[0]'s ID tokens at the member client and at another client, where subject_types_supported lists public only → the same sub",
  async (t) => {
    const types = target().metadata.openidConfiguration?.subject_types_supported;
    if (Array.isArray(types) && types.includes('pairwise'))
      t.skip('subject_types_supported lists pairwise: a client may be given a sub of its own (OIDC Core §8)');
    const { all } = await tokens(t);
    const other = all.find((x) => x.place === "another client's code exchange");
    if (!other) {
      // the grant's own refusal blocks here as it does; a grant with no tokens is the code flow's to report
      await otherClientGrant(t);
      return blocked(['endpoints/authorize/code', 'endpoints/token/returns-tokens'], "another client's grant gave no ID token");
    }
    if (other.claims.sub !== all[0]!.claims.sub)
      fail(
        'a public subject identifier is the same at every client (OIDC Core §8), and never reassigned for the member (§5.7)',
        `sub ${show(all[0]!.claims.sub)} at both clients`,
        `sub ${show(other.claims.sub)} at another client`,
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS, againFlow] },
);

check(
  'rfc7519/4.1.2/sub-unique',
  "members[0]'s and members[1]'s ID tokens by one client → two different subs",
  async (t) => {
    const { first } = await tokens(t);
    const other = await secondMember(t);
    if (other.sub === first.sub)
      fail('a sub names one subject within the issuer (RFC 7519 §4.1.2)', 'two members, two subs', `both have sub ${show(first.sub)}`);
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS, againFlow, secondMemberGrant] },
);
