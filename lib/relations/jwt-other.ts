// Another issuer's genuine JWTs, for the way "another issuer" (RFC 8725 §3.8) where the server signs the
// JWT itself: the harness cannot sign one, so it takes the configured other origin's (a second site of
// the same platform, an issuer of its own, which may share this one's keys). Also the issuer's
// public keys, which the forgeries that confuse or replace them need.
import { config, target } from '../harness/context.ts';
import { once } from '../harness/once.ts';
import { notTestable } from '../harness/failure.ts';
import { http } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import { loopbackRedirect } from '../flows/clients.ts';
import { otherOriginGrant } from '../flows/other-origin.ts';
import { fileGrant } from '../flows/plan.ts';
import { endpointUrl } from '../oauth/requests.ts';
import { fetchDocument } from '../target/fetch-document.ts';
import { discoverTarget, type Target } from '../target/target.ts';

/** The other origin's member grant: its tokens (revoked there when the file ends: revokeAtOtherOrigin). */
export const otherIssuerTokens = fileGrant(
  'relations: the other origin’s member tokens (another issuer)',
  { member: "the other origin's member", client: "the other origin's member client", scopes: 'configured', resource: 'the other origin' },
  undefined,
  async () => {
    const g = await otherOriginGrant('jwt-other-issuer');
    if (!g.tokens) notTestable(`the configured other origin gives no member tokens (${g.problem}): check otherOrigin in the config`);
    return g.tokens!;
  },
);

export async function otherTarget(): Promise<Target> {
  const other = config().otherOrigin;
  if (!other) notTestable('configure otherOrigin.baseUrl (a second site of the same platform): another issuer of this platform');
  return discoverTarget({ ...config(), baseUrl: other.baseUrl }, false);
}

export interface Registered {
  uri?: string;
  token?: string;
}

/** A loopback client registered at a target (Authentication 4), and what the response offers to manage it (RFC 7592 §3). */
export async function registrationAt(t: Target): Promise<Registered> {
  const res = await http({
    url: endpointUrl(t, 'registration'),
    json: {
      client_name: 'cs-conformance test client',
      application_type: 'native',
      redirect_uris: [loopbackRedirect()],
      token_endpoint_auth_method: 'none',
    },
  });
  const body = (res.json() ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
  rememberSecret(text('registration_access_token'));
  return { uri: text('registration_client_uri'), token: text('registration_access_token') };
}

/** The issuer's public keys: its jwks_uri's, where that is on its origin (the harness fetches nothing elsewhere). */
export const issuerKeys = once("the issuer's public keys", async () => {
  const uri = target().metadata.authorizationServer?.jwks_uri ?? target().metadata.openidConfiguration?.jwks_uri;
  if (typeof uri !== 'string' || !URL.canParse(uri) || new URL(uri).origin !== target().origin) return [];
  const keys = (await fetchDocument(uri)).json?.keys;
  return Array.isArray(keys) ? (keys.filter((k) => k && typeof k === 'object') as Record<string, unknown>[]) : [];
});
