// Identifiers across ID tokens: a jti names one JWT only (RFC 7519 §4.1.7: two code exchanges, no jti
// or two different ones); a member keeps one sub for the client (OIDC Core §5.7: the same sub in
// two exchanges); two members never share one (RFC 7519 §4.1.2).
import { decodeJwt, type JWTPayload } from 'jose';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { fileGrant, MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { member, type FlowClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();
const claimsOf = (jwt: string | undefined): JWTPayload | undefined => (typeof jwt === 'string' ? decodeJwt(jwt) : undefined);

// the client of the run's ID token, which the two other exchanges use too
let client: FlowClient | undefined;
const SAME_CLIENT = { ...MEMBER_SHAPE, client: "the run's ID token's client" };
const againFlow = fileGrant('a second ID token of members[0]', { ...SAME_CLIENT, params: 'a second grant' }, undefined, async () =>
  claimsOf(grantTokens(await grant({ client: client!, member: member(), label: 'id-token-second' })).id_token),
);
const otherFlow = fileGrant('an ID token of members[1]', { ...SAME_CLIENT, member: 'members[1]', session: 'own' }, undefined, async () =>
  claimsOf(grantTokens(await grant({ client: client!, member: member(1), label: 'id-token-other-member', fresh: true })).id_token),
);

/** The run's ID token (members[0]) and a second one of members[0] by the same client. */
async function tokens(t: CheckContext) {
  const first = await decodedIdToken(t, flow);
  client ??= first.rec.client;
  return { first: first.claims, again: await againFlow(t) };
}

check(
  'rfc7519/4.1.7/jti',
  'two ID tokens of two code exchanges → no jti, or two different jti values',
  async (t) => {
    const { first, again } = await tokens(t);
    if (first.jti === undefined && again?.jti === undefined) return t.note('neither ID token carries a jti');
    if (first.jti !== undefined && first.jti === again?.jti)
      fail(
        'a jti is assigned so that no two tokens share it (RFC 7519 §4.1.7)',
        'different jti values',
        `both ID tokens have jti ${show(first.jti)}`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS, againFlow] },
);

check(
  'oidc-core/5.7/sub-stable',
  "members[0]'s ID tokens of two code exchanges by one client → the same sub",
  async (t) => {
    const { first, again } = await tokens(t);
    if (again && first.sub !== again.sub)
      fail(
        'sub is stable for the member at this client (OIDC Core §5.7)',
        `sub ${show(first.sub)} both times`,
        `sub ${show(first.sub)}, then ${show(again.sub)}`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS, againFlow] },
);

check(
  'rfc7519/4.1.2/sub-unique',
  "members[0]'s and members[1]'s ID tokens by one client → two different subs",
  async (t) => {
    const { first } = await tokens(t);
    const other = await otherFlow(t);
    if (other && other.sub === first.sub)
      fail('a sub names one subject within the issuer (RFC 7519 §4.1.2)', 'two members, two subs', `both have sub ${show(first.sub)}`);
  },
  { grants: [...ID_TOKEN_GRANTS, againFlow, otherFlow] },
);
