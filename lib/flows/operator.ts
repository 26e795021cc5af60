// An operator token: a client registered at the registration endpoint (loopback redirect URI) asks
// for the operator scopes the target advertises — every scope of scopes_supported but openid,
// profile, email and account:* — and the configured member approves them in the browser (the spec
// does not restrict who may approve operator scopes). Once per run.
import { fetchWellKnown } from '../discovery/documents.ts';
import type { HttpResponse } from '../http/client.ts';
import { graphql } from '../resource/graphql.ts';
import { isOperatorScope, RESOURCE_SCOPES } from '../spec/scopes.ts';
import { member, registerLoopbackClient } from './clients.ts';
import { grant, grantTokens, type Grant, type TokenSet } from './tokens.ts';
import { blocked } from '../harness/failure.ts';

/**
 * The operator scopes the target advertises: scopes_supported of the authorization-server metadata,
 * else of the OpenID configuration, read raw (a document the Target could not parse for another
 * reason still lists its scopes); the spec's Scopes table when neither lists any.
 */
export async function operatorScopes(): Promise<string[]> {
  for (const kind of ['authorizationServer', 'openidConfiguration'] as const) {
    const listed = (await fetchWellKnown(kind)).json?.scopes_supported;
    if (Array.isArray(listed)) return [...new Set(listed.filter((s): s is string => typeof s === 'string' && isOperatorScope(s)))];
  }
  return Object.values(RESOURCE_SCOPES).flat().filter(isOperatorScope);
}

/**
 * The operator grant (shared by the run: lib/flows/shared-grants.ts); blocked when the target
 * advertises no operator scope or refuses the client.
 */
export async function operatorFlow(label: string): Promise<Grant> {
  const scopes = await operatorScopes();
  if (!scopes.length) blocked('endpoints/discovery/authorization-server/scopes', 'scopes_supported lists no operator scope');
  const client = await registerLoopbackClient({ scope: scopes.join(' ') });
  return grant({ client, member: member(), scopes, label });
}

export interface ScopedToken {
  token: string;
  scopes: string[];
  tokens: TokenSet;
}

/** The access token and the scopes it was granted (the response's `scope`, else those requested: RFC 6749 §5.1). */
export function scopedToken(g: Grant): ScopedToken {
  const tokens = grantTokens(g);
  const scopes = typeof tokens.scope === 'string' ? tokens.scope.split(' ').filter(Boolean) : g.rec.scopes;
  return { token: tokens.access_token, scopes, tokens };
}

/**
 * For a token that was just refused with 401 where only its scope is in question: a second request
 * where the same token is valid if the token is (`control`). A 401 there too means the token endpoint
 * issued a token this origin does not take at all: the check is blocked, and
 * authentication/8/bound-to-origin reports it.
 */
export function blockIfInvalidToo(control: HttpResponse, who: string, where: string): void {
  if (control.status === 401) {
    blocked('authentication/8/bound-to-origin', `the ${who} token is refused as invalid at ${where} too (HTTP 401)`);
  }
}

/** The control at /account/graphql: a valid token of this origin gets 200 (member) or 403 (operator), never 401. */
export async function blockIfNotAcceptedHere(token: string, who: string): Promise<void> {
  blockIfInvalidToo(await graphql(token, '{ viewer { id } }'), who, '/account/graphql');
}
