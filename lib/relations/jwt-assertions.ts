// A client of the harness's with its own JWK Set (RFC 7591 §2), registered where the metadata offers what
// it signs: client assertions (private_key_jwt, RFC 7523 §2.2, OIDC Core §9: iss and sub its client_id,
// aud the token endpoint URL), or Request Objects (OIDC Core §6.1). Its keys, and what it signs.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { notTestable } from '../harness/failure.ts';
import { http } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import { loopbackRedirect, memberClient, type FlowClient } from '../flows/clients.ts';
import { endpointUrl } from '../oauth/requests.ts';
import { randomValue } from '../oauth/pkce.ts';
import { surfaceOf } from '../surface/model.ts';

export const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export interface AssertionClient {
  client: FlowClient;
  kid: string;
  publicJwk: Record<string, unknown>;
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

/** The client assertion method an endpoint lists, private_key_jwt first (RFC 8414 §2: an endpoint whose list is absent offers client_secret_basic only). */
export function offersAssertions(endpoint: 'token' | 'revocation' | 'introspection'): 'private_key_jwt' | 'client_secret_jwt' | undefined {
  const methods = surfaceOf(target()).authMethods[endpoint] ?? [];
  return (['private_key_jwt', 'client_secret_jwt'] as const).find((m) => methods.includes(m));
}

const registered = new Map<string, Promise<AssertionClient>>();

/** Registered once per file (a refusal ends every check that needs it the same way): for client assertions, or for Request Objects. */
export const assertionClient = (use: 'assertions' | 'request-objects' = 'assertions'): Promise<AssertionClient> => {
  if (!registered.has(use)) registered.set(use, register(use));
  return registered.get(use)!;
};

async function register(use: 'assertions' | 'request-objects'): Promise<AssertionClient> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `cs-${randomValue(8)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } as Record<string, unknown>;
  const redirectUri = loopbackRedirect();
  const res = await http({
    url: endpointUrl(target(), 'registration'),
    json: {
      client_name: 'cs-conformance test client',
      application_type: 'native',
      redirect_uris: [redirectUri],
      ...(use === 'assertions'
        ? { token_endpoint_auth_method: 'private_key_jwt' }
        : { token_endpoint_auth_method: 'none', request_object_signing_alg: 'ES256' }),
      jwks: { keys: [publicJwk] },
      scope: 'openid',
    },
  });
  const clientId = (res.json() as { client_id?: unknown } | undefined)?.client_id;
  if (res.status >= 300 || typeof clientId !== 'string')
    notTestable(
      `the registration endpoint refused a loopback client with its own JWK Set${use === 'assertions' ? ' and private_key_jwt' : ''} (${describeResponse(res)}): the harness holds no key of a client the target knows`,
    );
  const sign = async (claims: Record<string, unknown>, header: Record<string, unknown> = {}) => {
    const value = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT', ...header }).sign(privateKey);
    rememberSecret(value);
    return value;
  };
  return { client: { clientId: clientId as string, redirectUri, scopes: ['openid'] }, kid, publicJwk, sign };
}

/** The claims of a correct assertion (RFC 7523 §3), `over` changing some. */
export function assertionClaims(clientId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss: clientId, sub: clientId, aud: endpointUrl(target(), 'token'), iat: now, exp: now + 300, jti: randomValue(16), ...over };
}

/** The form members that authenticate the client with this assertion. */
export const withAssertion = (c: AssertionClient, assertion: string) => ({
  client_id: c.client.clientId,
  client_assertion_type: ASSERTION_TYPE,
  client_assertion: assertion,
});

/**
 * The forgeries a client's own key can make (RFC 8725 §3.8, §3.10): signed correctly, but expired, or
 * naming another client or one never issued in `who` (iss, with sub for an assertion).
 */
export async function ownKeyForgeries(
  way: string,
  signed: (name: string, over: Record<string, unknown>) => Promise<{ name: string; value: string }>,
  who: (clientId: string) => Record<string, unknown>,
  named: string,
): Promise<{ name: string; value: string }[]> {
  if (way === 'expired') {
    const now = Math.floor(Date.now() / 1000);
    return [await signed('exp five minutes ago, signed with its own key', { iat: now - 600, exp: now - 300 })];
  }
  const other = memberClient().clientId;
  const never = `cs-never-issued-${randomValue(8)}`;
  return [
    await signed(`${named} ${other} (another client), signed with its own key`, who(other)),
    await signed(`${named} ${never} (a client_id never issued), signed with its own key`, who(never)),
  ];
}
