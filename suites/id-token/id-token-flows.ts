// The ID token the id-token suite judges: the run's shared member grant, an openid code exchange
// with a nonce (judged only when the authorization-server metadata lists both
// id_token_signing_alg_values_supported and jwks_uri), and its header and claims decoded WITHOUT
// verifying, so each check judges one rule.
import { decodeJwt, decodeProtectedHeader, type JWTPayload, type ProtectedHeaderParameters } from 'jose';
import type { CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked } from '../../lib/harness/failure.ts';
import type { AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grant, grantTokens, type Grant, type TokenSet } from '../../lib/flows/tokens.ts';
import { MEMBER_SHAPE, runGrant } from '../../lib/flows/plan.ts';
import { grantCodec } from '../../lib/flows/shared-grants.ts';

export interface IdTokenGrant {
  grant: Grant;
  tokens: TokenSet;
  rec: AuthorizeRecord;
  /** seconds since the epoch, when the token response came */
  receivedAt: number;
}
export interface DecodedIdToken extends IdTokenGrant {
  jwt: string;
  header: ProtectedHeaderParameters;
  claims: JWTPayload;
}

/**
 * A member client configured without openid does not stop the suite: a loopback client registered
 * for it asks for openid (open to anyone, Authentication 4), once for the run.
 */
const registeredOpenidGrant = runGrant(
  'openid grant of a registered client',
  { ...MEMBER_SHAPE, client: 'a client the harness registers with openid', scopes: 'openid' },
  async () => grant({ client: await registerLoopbackClient({ scope: 'openid' }), member: member(), label: 'id-token (registered client)' }),
  grantCodec(),
  'the member client has no openid scope',
);

/** What a check of the ID token declares: the run's member grant, or the registered client's. */
export const ID_TOKEN_GRANTS = [sharedMemberGrant, registeredOpenidGrant];

/** The openid grant; each check calls the returned function (and declares ID_TOKEN_GRANTS). */
export function idTokenFlow(): (t: CheckContext) => Promise<IdTokenGrant> {
  const ownGrant = registeredOpenidGrant;
  return async (t) => {
    if (!target().capabilities.idToken) {
      t.skip(
        'the authorization-server metadata does not list both id_token_signing_alg_values_supported and jwks_uri: no ID token is promised (the spec: use UserInfo)',
      );
    }
    const g = memberClient().scopes.includes('openid') ? await sharedMemberGrant(t) : await ownGrant(t);
    const tokens = grantTokens(g);
    // when the token response came: the end of the recorded code exchange
    const x = g.response.exchange;
    return { grant: g, tokens, rec: g.rec, receivedAt: (Date.parse(x.startedAt) + x.durationMs) / 1000 };
  };
}

/** The id_token decoded without verification, or the check is blocked: authentication/9/id-token reports it. */
export async function decodedIdToken(t: CheckContext, flow: (t: CheckContext) => Promise<IdTokenGrant>): Promise<DecodedIdToken> {
  const g = await flow(t);
  const jwt = g.tokens.id_token;
  if (typeof jwt !== 'string') blocked('authentication/9/id-token', 'the code exchange returned no id_token');
  try {
    return { ...g, jwt: jwt!, header: decodeProtectedHeader(jwt!), claims: decodeJwt(jwt!) };
  } catch (e) {
    return blocked('authentication/9/id-token', `the id_token is not a decodable JWT (${(e as Error).message})`);
  }
}
