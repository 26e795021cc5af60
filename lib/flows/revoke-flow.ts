// The requests of the revocation scenarios: a fresh member grant, a revocation as some client, the
// refresh grant, and a refresh token proven to work (its refresh answered) before it is revoked.
import { target } from '../harness/context.ts';
import type { HttpResponse } from '../http/client.ts';
import { member, memberClient, type FlowClient } from './clients.ts';
import { grant, tokensOf, type Grant, type TokenSet, grantTokens } from './tokens.ts';
import { revokeRequest, tokenRequest } from '../oauth/requests.ts';
import { blocked } from '../harness/failure.ts';
import { fileGrant, OWN_MEMBER_SHAPE, ownGrant, type Planned } from './plan.ts';

/**
 * A member grant of one file's own, signed in afresh: its flow does `changes` to it once (revokes a
 * token, say), and the file's checks read what the flow found.
 */
export function memberFileGrant<T>(id: string, changes: string, flow: (g: Grant, tokens: TokenSet) => Promise<T>): Planned<T> {
  return fileGrant(id, OWN_MEMBER_SHAPE, changes, async () => {
    const g = await grant({ client: memberClient(), member: member(), label: id, fresh: true });
    return flow(g, grantTokens(g));
  });
}

/**
 * A member grant of the check's own: the configured member signs in afresh and approves; the code is
 * redeemed (blocked when no tokens). `changes`: what the check does to it.
 */
export function memberGrantOfItsOwn(id: string, changes: string): Planned<{ g: Grant; tokens: TokenSet }> {
  return ownGrant(id, OWN_MEMBER_SHAPE, changes, async () => {
    const g = await grant({ client: memberClient(), member: member(), label: id, fresh: true });
    return { g, tokens: grantTokens(g) };
  });
}

export function revokeAs(client: FlowClient, token: string, hint?: string): Promise<HttpResponse> {
  return revokeRequest(target(), { token, token_type_hint: hint, client_id: client.clientId, client_secret: client.clientSecret });
}

/** The refresh grant, repeating the grant's resource: without it a server may pick another audience (RFC 8707 §2.2). */
export function refresh(g: Grant, refreshToken: string): Promise<HttpResponse> {
  return tokenRequest(target(), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: g.rec.client.clientId,
    client_secret: g.rec.client.clientSecret,
    resource: g.rec.resource,
  });
}

/** The new tokens of a refresh, or undefined when it gave no access token. */
export function refreshed(res: HttpResponse, g: Grant): TokenSet | undefined {
  return tokensOf(res, g.rec);
}

/**
 * A refresh token proven usable: the grant's refresh token is used once (a correct server answers
 * with a new access token, and may rotate the refresh token), and the one it returned once more, so
 * that a refresh token a refresh returns is known to refresh (else a probe that revokes it, then
 * refreshes, would blame the probe); the one to use next is returned.
 */
export async function provenRefreshToken(g: Grant, tokens: TokenSet): Promise<string> {
  if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  let current = tokens.refresh_token!;
  for (const which of ['the grant’s', 'the one a refresh returned'] as const) {
    const res = await refresh(g, current);
    const next = refreshed(res, g);
    if (!next)
      blocked('endpoints/token/refresh', `the refresh grant with ${which} refresh token gave no access token (HTTP ${res.status})`);
    current = next!.refresh_token ?? current;
  }
  return current;
}
