// The run's grants beyond the member client's that the id-token suite reads ID tokens from, each
// obtained once for the run: another client's (members[0] approves a client the harness registers,
// so aud, azp and sub are judged at a second client), one refreshed once by its flow (the refresh
// response, where a server issues an ID token too), and members[1]'s (another member: another sub,
// their own claims). Only read by the checks.
import { member, memberClient, registerLoopbackClient, type FlowClient } from '../../lib/flows/clients.ts';
import { fallbackGrant, MEMBER_SHAPE, runGrant } from '../../lib/flows/plan.ts';
import { refresh } from '../../lib/flows/revoke-flow.ts';
import { grantCodec } from '../../lib/flows/shared-grants.ts';
import { grant, grantWithoutResource, tokensOf, type Grant } from '../../lib/flows/tokens.ts';
import { isIdentityScope } from '../../lib/spec/scopes.ts';

const grants = grantCodec();

/** The member client when it asks for openid, else a loopback client registered for it. */
const openidClient = async (): Promise<FlowClient> =>
  memberClient().scopes.includes('openid') ? memberClient() : registerLoopbackClient({ scope: 'openid' });

/** members[0] approves a client the harness registers (openid): a second client's ID token. */
export const otherClientGrant = runGrant(
  "another client's openid grant",
  { ...MEMBER_SHAPE, client: 'a client the harness registers with openid', scopes: 'openid' },
  async () => grant({ client: await registerLoopbackClient({ scope: 'openid' }), member: member(), label: 'id-token (another client)' }),
  grants,
);

export interface Refreshed {
  /** the code exchange */
  grant: Grant;
  /** the refresh response (with the same record), when the code exchange gave a refresh token */
  refresh?: Grant;
}

/** An openid grant whose refresh token its flow uses once: the refresh response is read, never spent again. */
export const refreshedGrant = runGrant<Refreshed>(
  'an openid grant refreshed once',
  {
    ...MEMBER_SHAPE,
    client: 'the member client, or a client the harness registers with openid',
    params: 'its refresh token used once by its flow',
  },
  async () => {
    const g = await grant({ client: await openidClient(), member: member(), label: 'id-token-refreshed' });
    const tokens = g.response ? tokensOf(g.response, g.rec) : undefined;
    if (!tokens?.refresh_token) return { grant: g };
    const response = await refresh(g, tokens.refresh_token);
    tokensOf(response, g.rec);
    return { grant: g, refresh: { rec: g.rec, response } };
  },
  {
    encode: (v) => ({ grant: grants.encode(v.grant), refresh: v.refresh && grants.encode(v.refresh) }),
    decode: (json) => {
      const v = json as { grant: unknown; refresh?: unknown };
      return { grant: grants.decode(v.grant), refresh: v.refresh === undefined ? undefined : grants.decode(v.refresh) };
    },
  },
);

const SECOND_MEMBER = { member: 'members[1]', client: 'the openid client', scopes: 'its identity scopes', session: 'own' } as const;

/** The same with the member resource, for a server that requires it of every member authorization. */
const secondMemberWithResource = fallbackGrant<Grant>(
  "members[1]'s openid grant with resource",
  { ...SECOND_MEMBER, resource: 'member resource' },
  "the openid client's authorization without resource is refused invalid_target",
);

/**
 * members[1] approves the openid client for its identity scopes, without resource (so UserInfo
 * serves the token wherever it serves identity tokens), in a session of its own; with the member
 * resource where the server requires it of every member authorization.
 */
export const secondMemberGrant = runGrant(
  "members[1]'s openid grant",
  { ...SECOND_MEMBER, resource: 'none' },
  async () => {
    const client = await openidClient();
    const scopes = client.scopes.filter(isIdentityScope);
    return grantWithoutResource(
      { client, member: member(1), scopes, label: 'id-token-other-member', fresh: true },
      secondMemberWithResource,
    );
  },
  grants,
  undefined,
  [secondMemberWithResource],
);
