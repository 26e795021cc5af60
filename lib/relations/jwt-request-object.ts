// The Request Object (OIDC Core §6.1) as a place of the JWT relation, where the metadata offers it
// (request_parameter_supported): a client of the harness's with its own keys signs its authorization
// request (iss its client_id, aud the issuer, ES256), sent as `request` beside the same parameters in
// the member's signed-in session. A correct one reaches the consent page (taken); a forged one must be
// refused (OIDC Core §6.3.2: "the Authorization Server MUST return an error"), never served.
import { target } from '../harness/context.ts';
import { member } from '../flows/clients.ts';
import { authorize } from '../flows/authorize.ts';
import { pkce, randomValue } from '../oauth/pkce.ts';
import { issuer } from '../flows/outcome.ts';
import { authorizeAnswer, showAnswer } from './answers.ts';
import { assertionClient, ownKeyForgeries } from './jwt-assertions.ts';
import { parseJws, type Forgery } from './jwt-forge.ts';
import type { JwtPlace } from './jwt-places.ts';

const clientOf = () => assertionClient('request-objects');

async function requestClaims(over: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const { client } = await clientOf();
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: client.clientId,
    aud: issuer(),
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid',
    state: `cs-${randomValue(12)}`,
    nonce: randomValue(12),
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    iat: now,
    exp: now + 300,
    jti: randomValue(16),
    ...over,
  };
}

const metadata = () => ({ ...target().metadata.authorizationServer, ...target().metadata.openidConfiguration }) as Record<string, unknown>;

export const REQUEST_OBJECT: JwtPlace = {
  phrase: "a Request Object a client of the harness's signed, in members[0]'s signed-in session",
  outcome: 'refused (an error redirect or page), no consent page, no code',
  grants: [],
  control: true,
  genuine: async () => (await clientOf()).sign(await requestClaims()),
  keys: async () => [(await clientOf()).publicJwk],
  skipWay(way) {
    const algs = metadata().request_object_signing_alg_values_supported;
    return way === 'alg-none' && Array.isArray(algs) && algs.includes('none')
      ? 'request_object_signing_alg_values_supported lists "none": an unsigned Request Object is one the OP takes'
      : undefined;
  },
  async forge(way): Promise<Forgery[]> {
    const c = await clientOf();
    const signed = async (name: string, over: Record<string, unknown>) => ({ name, value: await c.sign(await requestClaims(over)) });
    return ownKeyForgeries(way, signed, (id) => ({ iss: id }), 'iss');
  },
  async present(value, _t, label) {
    const { client } = await clientOf();
    const claims = parseJws(value)?.claims ?? {};
    const same = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined);
    // the query repeats what the object says (OIDC Core §6.1: client_id, response_type and scope with openid, at least)
    const rec = await authorize({
      client,
      member: member(),
      scopes: ['openid'],
      resource: null,
      params: { request: value, state: same('state'), nonce: same('nonce'), code_challenge: same('code_challenge') },
      label,
      expectRefusal: true,
      consentForms: 'capture',
    });
    const answer = authorizeAnswer(rec);
    return { taken: answer.kind === 'served', text: showAnswer(answer) };
  },
};
