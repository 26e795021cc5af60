// A member grant at the configured other origin (a second site of the same platform), discovered
// from that origin's own metadata and bound to it (resource = that origin), for resource-binding
// checks. Its tokens are masked, and revoked at that origin by revokeAtOtherOrigin().
import { consent } from '../browser/consent.ts';
import type { Member } from '../browser/strategies.ts';
import { config } from '../harness/context.ts';
import { notTestable } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { pkce, randomValue } from '../oauth/pkce.ts';
import { authorizationUrl, revokeRequest, tokenRequest } from '../oauth/requests.ts';
import { discoverTarget, memberResource, type Target } from '../target/target.ts';
import type { FlowClient } from './clients.ts';
import { tokensOf, type TokenSet } from './tokens.ts';
import { grantBeingObtained } from './plan.ts';

export interface OtherOriginGrant {
  target: Target;
  client: FlowClient;
  resource: string;
  /** why no tokens came back, in one line (undefined when tokens did) */
  problem?: string;
  response?: HttpResponse;
  tokens?: TokenSet;
}

/** The other origin, its member client and member from the config; Not testable without them. */
export function otherOriginSetup(): { origin: string; client: FlowClient; member: Member } {
  const c = config();
  if (!c.otherOrigin)
    notTestable('configure otherOrigin.baseUrl (a second site of the same platform) to test that tokens are bound to one origin');
  const client = c.otherOrigin.memberClient ?? c.memberClient;
  const member = c.otherOrigin.members?.[0] ?? c.members?.[0];
  if (!client) notTestable('configure otherOrigin.memberClient (or memberClient) for a member client at the other origin');
  if (!member) notTestable('configure otherOrigin.members (or members) for a member login at the other origin');
  return { origin: new URL(c.otherOrigin.baseUrl).origin, client, member };
}

const issued: { target: Target; token: string; client: FlowClient }[] = [];

/** Discover the other origin, authorize its member there (approve) and redeem the code there. */
export async function otherOriginGrant(label: string): Promise<OtherOriginGrant> {
  const { origin, client, member } = otherOriginSetup();
  const target = await discoverTarget({ ...config(), baseUrl: origin }, false);
  const resource = memberResource(target);
  if (!target.endpoints.authorization || !target.endpoints.token) {
    return {
      target,
      client,
      resource,
      problem: `${origin} advertises no authorization or token endpoint (${target.problems.join('; ') || 'no metadata'})`,
    };
  }
  const p = pkce();
  const url = authorizationUrl(target, {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scopes.join(' '),
    state: `cs-${randomValue(12)}`,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    nonce: client.scopes.includes('openid') ? randomValue(12) : undefined,
    resource,
  });
  // a session of its own: its tokens are revoked when its file ends, and a server may revoke with
  // them everything granted in the session (lib/flows/authorize.ts, `fresh`)
  const outcome = await consent({
    authorizeUrl: url,
    redirectUri: client.redirectUri,
    member,
    decision: 'approve',
    label,
    fresh: true,
    grant: grantBeingObtained(),
  });
  const code = outcome.callback?.searchParams.get('code');
  if (!code)
    return { target, client, resource, problem: `the authorization at ${origin} gave no code (${outcome.kind} at ${outcome.url})` };
  const response = await tokenRequest(target, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: p.verifier,
    resource,
  });
  const tokens = tokensOf(response);
  for (const token of [tokens?.refresh_token, tokens?.access_token]) if (token) issued.push({ target, token, client });
  return {
    target,
    client,
    resource,
    response,
    tokens,
    problem: tokens ? undefined : `the code exchange at ${origin} gave no tokens (HTTP ${response.status})`,
  };
}

/** Revoke what otherOriginGrant obtained, at the origin that issued it (call in afterAll). */
export async function revokeAtOtherOrigin(): Promise<void> {
  const list = issued.splice(0).filter((i) => i.target.endpoints.revocation);
  await Promise.all(
    list.map(({ target, token, client }) =>
      revokeRequest(target, { token, client_id: client.clientId, client_secret: client.clientSecret }).catch(() => undefined),
    ),
  );
}
