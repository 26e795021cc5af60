// The code exchange and what a check needs from it. A prerequisite that fails (no code, no tokens)
// blocks the check, naming the clause whose check reports the cause, so one fault fails once.
import { target } from '../harness/context.ts';
import type { HttpResponse } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import { introspectRequest, tokenRequest, type Params } from '../oauth/requests.ts';
import type { FlowClient } from './clients.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeOptions, type AuthorizeRecord } from './authorize.ts';
import { track } from './revoke-later.ts';
import { blocked } from '../harness/failure.ts';
import { requireDeclared, type Fallback } from './plan.ts';
import { memberResource } from '../target/target.ts';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  expires_in?: number;
}

export function requireCode(rec: AuthorizeRecord): string {
  const code = callbackParam(rec, 'code');
  if (!code) blocked('endpoints/authorize/code', `the authorization gave no code (${describeOutcome(rec)})`);
  return code!;
}

/** The code exchange's form fields for an authorization (RFC 6749 §4.1.3, RFC 7636, RFC 8707). */
export function exchangeParams(rec: AuthorizeRecord, over: Params = {}): Params {
  return {
    grant_type: 'authorization_code',
    code: callbackParam(rec, 'code'),
    redirect_uri: rec.redirectUri,
    client_id: rec.client.clientId,
    client_secret: rec.client.clientSecret,
    code_verifier: rec.pkce.verifier,
    resource: rec.resource,
    ...over,
  };
}

export function redeem(rec: AuthorizeRecord, over: Params = {}): Promise<HttpResponse> {
  return tokenRequest(target(), exchangeParams(rec, over));
}

/** The token response as a TokenSet, remembered for masking and for revocation after the file. */
export function tokensOf(res: HttpResponse, rec?: AuthorizeRecord): TokenSet | undefined {
  const body = res.json() as Partial<TokenSet> | undefined;
  if (res.status !== 200 || typeof body?.access_token !== 'string') return undefined;
  for (const v of [body.access_token, body.refresh_token, body.id_token]) rememberSecret(v);
  if (rec) track(body as TokenSet, rec.client);
  return body as TokenSet;
}

export function requireTokens(res: HttpResponse, rec?: AuthorizeRecord): TokenSet {
  const tokens = tokensOf(res, rec);
  if (!tokens) blocked('endpoints/token/returns-tokens', `the code exchange gave no tokens (HTTP ${res.status})`);
  return tokens!;
}

export interface Grant {
  rec: AuthorizeRecord;
  response: HttpResponse;
}

/** Authorize (approve) and redeem the code once: the raw record of both. */
export async function grant(o: AuthorizeOptions): Promise<Grant> {
  requireDeclared('grant()');
  const rec = await authorize(o);
  const response = callbackParam(rec, 'code') ? await redeem(rec) : undefined;
  if (response) tokensOf(response, rec);
  return { rec, response: response! };
}

/** The clients (by target origin and client_id) whose authorization without resource was refused. */
const needResource = new Set<string>();

/**
 * A grant asked for without resource, a shape the text does not promise: the spec requires resource
 * "for member tokens", so a correct server may refuse every authorization of a member client without
 * one (invalid_target, RFC 8707 §2: "missing"; or invalid_request, RFC 6749 §4.1.2.1: a required
 * parameter missing). Then the shape it guarantees, through the grant's fallback: the member resource,
 * repeated at the exchange; at once for a client already refused so.
 */
export async function grantWithoutResource(o: AuthorizeOptions, fallback: Fallback<Grant>): Promise<Grant> {
  const key = `${target().origin} ${o.client.clientId}`;
  if (!needResource.has(key)) {
    const g = await grant({ ...o, resource: null });
    if (!['invalid_target', 'invalid_request'].includes(callbackParam(g.rec, 'error') ?? '')) return g;
    needResource.add(key);
  }
  return fallback(() => grant({ ...o, resource: memberResource(target()), label: `${o.label} (with resource)` }));
}

/** The tokens of a grant, or the check is blocked. */
export function grantTokens(g: Grant): TokenSet {
  requireCode(g.rec);
  return requireTokens(g.response, g.rec);
}

/** The token's scope as the client's own introspection states it, or undefined when it cannot be asked. */
export async function introspectedScope(client: FlowClient, token: string): Promise<string[] | undefined> {
  if (!target().endpoints.introspection) return undefined;
  const res = await introspectRequest(target(), { token, client_id: client.clientId, client_secret: client.clientSecret });
  const body = res.json() as { active?: unknown; scope?: unknown } | undefined;
  return res.status === 200 && body?.active === true && typeof body.scope === 'string' ? body.scope.split(' ') : undefined;
}
