// Where the server takes a JWT a client signs: client assertions (private_key_jwt, RFC 7523 §2.2) at the
// token, revocation and introspection endpoints, and Request Objects (lib/relations/jwt-request-object.ts),
// where the metadata offers them. The harness is that
// client (lib/relations/jwt-assertions.ts), so it can also sign the ways only a signer can: another
// issuer (iss and sub another client's) and expired. Each check first presents a correct assertion,
// which must be taken there (else the place is not reached); a forged one must be refused.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { notTestable } from '../harness/failure.ts';
import { authorize, callbackParam } from '../flows/authorize.ts';
import { member } from '../flows/clients.ts';
import { fileGrant, MEMBER_SHAPE } from '../flows/plan.ts';
import { exchangeParams, tokensOf } from '../flows/tokens.ts';
import { introspectRequest, revokeRequest, tokenRequest } from '../oauth/requests.ts';
import { randomValue } from '../oauth/pkce.ts';
import {
  assertionClaims,
  assertionClient,
  offersAssertions,
  ownKeyForgeries,
  withAssertion,
  type AssertionClient,
} from './jwt-assertions.ts';
import type { Forgery } from './jwt-forge.ts';
import type { JwtPlace, Taken } from './jwt-places.ts';
import { REQUEST_OBJECT } from './jwt-request-object.ts';

type Endpoint = 'token' | 'revocation' | 'introspection';

/** The assertion client's grant (members[0], openid, no resource): its refresh token, handed on as the server rotates it. */
const refreshState = fileGrant(
  'relations: a grant of a client that signs client assertions',
  { ...MEMBER_SHAPE, client: 'a client the harness registers with its own keys (private_key_jwt)', scopes: 'openid', resource: 'none' },
  'its refresh token is refreshed with correct and forged client assertions',
  async () => {
    const c = await assertionClient();
    const rec = await authorize({ client: c.client, member: member(), scopes: ['openid'], resource: null, label: 'jwt-assertion-grant' });
    if (!callbackParam(rec, 'code')) notTestable(`the assertion client's authorization gave no code: ${JSON.stringify(rec.callback)}`);
    const over = { client_secret: undefined, ...withAssertion(c, await c.sign(assertionClaims(c.client.clientId))) };
    const res = await tokenRequest(target(), { ...exchangeParams(rec), ...over });
    const refresh = tokensOf(res, rec)?.refresh_token;
    if (!refresh) notTestable(`the assertion client's code exchange gave no refresh token (${describeResponse(res)})`);
    return { current: refresh!, queue: Promise.resolve() as Promise<unknown> };
  },
  undefined,
  'the token endpoint offers private_key_jwt',
);

async function sendAt(endpoint: Endpoint, c: AssertionClient, assertion: string, t: CheckContext): Promise<Taken> {
  const auth = withAssertion(c, assertion);
  if (endpoint === 'token') {
    // the checks run side by side: one refresh at a time, each with the refresh token the last one handed on
    const state = await refreshState(t);
    const turn = state.queue.then(async () => {
      const res = await tokenRequest(target(), { grant_type: 'refresh_token', refresh_token: state.current, ...auth });
      const tokens = tokensOf(res);
      if (tokens?.refresh_token) state.current = tokens.refresh_token;
      return { taken: !!tokens, text: tokens ? `HTTP ${res.status} with tokens` : describeResponse(res) };
    });
    state.queue = turn.catch(() => undefined);
    return turn;
  }
  // a token never issued: a client that authenticates gets 200 (RFC 7009 §2.2; RFC 7662 §2.2 "active": false), one that does not 401
  const token = `cs-never-issued-${randomValue(16)}`;
  const res =
    endpoint === 'revocation' ? await revokeRequest(target(), { token, ...auth }) : await introspectRequest(target(), { token, ...auth });
  return { taken: res.status === 200, text: describeResponse(res) };
}

function assertionAt(endpoint: Endpoint): JwtPlace {
  return {
    phrase: `a client assertion (private_key_jwt) of a client the harness registered, at the ${endpoint} endpoint${endpoint === 'token' ? ' (a refresh)' : ''}`,
    outcome: 'refused (invalid_client)',
    grants: endpoint === 'token' ? [refreshState] : [],
    control: true,
    async genuine(t) {
      const offered = offersAssertions(endpoint);
      if (!offered) t.skip(`the ${endpoint} endpoint's authentication methods list no client assertion`);
      if (offered === 'client_secret_jwt')
        notTestable(
          `the ${endpoint} endpoint lists client_secret_jwt alone: the harness signs its assertions with a key of its own (private_key_jwt)`,
        );
      const c = await assertionClient();
      return c.sign(assertionClaims(c.client.clientId));
    },
    keys: async () => [(await assertionClient()).publicJwk],
    async forge(way): Promise<Forgery[]> {
      const c = await assertionClient();
      const signed = async (name: string, over: Record<string, unknown>) => ({
        name,
        value: await c.sign(assertionClaims(c.client.clientId, over)),
      });
      return ownKeyForgeries(way, signed, (id) => ({ iss: id, sub: id }), 'iss and sub');
    },
    present: async (value, t) => sendAt(endpoint, await assertionClient(), value, t),
  };
}

/** The places where the server takes a JWT a client signs, by `<endpoint>.<credential>`. */
export const CLIENT_PLACES: Record<string, JwtPlace> = {
  'authorization.request-object': REQUEST_OBJECT,
  'token.client-assertion': assertionAt('token'),
  'revocation.client-assertion': assertionAt('revocation'),
  'introspection.client-assertion': assertionAt('introspection'),
};
