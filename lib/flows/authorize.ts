// An authorization request through the browser: fresh state, nonce and PKCE every time; the outcome
// (callback, error page, login stop) is recorded raw, for each check to judge.
import type { ConsentOutcome, ConsentRequest } from '../browser/driver.ts';
import { consent } from '../browser/consent.ts';
import type { Decision, Member } from '../browser/strategies.ts';
import { target } from '../harness/context.ts';
import { show } from '../harness/failure.ts';
import { memberResource } from '../target/target.ts';
import { pkce, randomValue, type Pkce } from '../oauth/pkce.ts';
import { authorizationUrl, endpointUrl, type Params } from '../oauth/requests.ts';
import type { FlowClient } from './clients.ts';
import { grantBeingObtained } from './plan.ts';

export interface AuthorizeOptions {
  client: FlowClient;
  member?: Member;
  decision?: Decision;
  scopes?: string[];
  /** the RFC 8707 resource; default: memberResource(); null: none sent */
  resource?: string | null;
  /** parameters to change; undefined removes one */
  params?: Params;
  /** the PKCE pair to send (a fresh one when absent) */
  pkce?: Pkce;
  /** send the redirect URI as this (an altered one); the outcome is caught there */
  redirectUri?: string;
  /**
   * The redirect URI sent is one the server must refuse: a navigation anywhere on its origin or the
   * client's registered one is the outcome (a faulty server may send the browser to either, normalized).
   */
  catchClient?: boolean;
  /** send the request as a form POST from a page of the client's origin (OIDC Core §3.1.2.1), not as a GET */
  method?: 'GET' | 'POST';
  label: string;
  /** an unrecognised page is the error page a refusal should show */
  expectRefusal?: boolean;
  /**
   * The check needs the consent page itself (to see it, or to deny): a server may remember the
   * member's consent and send the browser straight back, so ask for it again with prompt=consent,
   * where that is well-formed OIDC (openid in the scopes); see authorizeAtConsent().
   */
  askConsent?: boolean;
  /**
   * Start signed out, in a browser session of its own: when the sign-in page is needed, and for flows
   * that make a correct server revoke tokens (a replayed code, a reused refresh token, a revoked
   * refresh token). A server may revoke everything granted in the member's session with them
   * (oidc-provider revokes the whole grant), which must not reach the tokens of other checks.
   */
  fresh?: boolean;
  /** pairs appended to the request after its own (a parameter sent twice) */
  extra?: [string, string][];
  /** at the consent page: capture its forms and stop, or submit these forms (lib/browser/driver.ts) */
  consentForms?: ConsentRequest['consentForms'];
  /** keep the session for the next drive (outcome.session), or drive in one kept so (lib/browser/sessions.ts) */
  hold?: boolean;
  resume?: string;
}

export interface AuthorizeRecord {
  /** how the request was sent */
  method: 'GET' | 'POST';
  state: string;
  nonce: string;
  pkce: Pkce;
  client: FlowClient;
  redirectUri: string;
  resource?: string;
  scopes: string[];
  url: string;
  outcome: ConsentOutcome;
  /** the callback's query parameters as sent, repeats kept: the authorization response (RFC 6749 §4.1.2) */
  callback: [string, string][];
  /** the callback's fragment parameters: not where a client reads the response, but evidence of where it came */
  fragment: [string, string][];
}

export async function authorize(o: AuthorizeOptions): Promise<AuthorizeRecord> {
  const t = target();
  const p = o.pkce ?? pkce();
  const state = o.params?.state ?? `cs-${randomValue(12)}`;
  const nonce = randomValue(12);
  const redirectUri = o.redirectUri ?? o.client.redirectUri;
  const scopes = o.scopes ?? o.client.scopes;
  const resource = o.resource === null ? undefined : (o.resource ?? memberResource(t));
  const params: Params = {
    response_type: 'code',
    client_id: o.client.clientId,
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    nonce,
    resource,
    prompt: o.askConsent && scopes.includes('openid') ? 'consent' : undefined,
  };
  for (const [k, v] of Object.entries(o.params ?? {})) params[k] = v;
  if (o.params && 'state' in o.params && o.params.state === undefined) delete params.state;
  // OpenID Connect: a nonce belongs to an authentication request, one whose scope has openid
  if (!(params.scope ?? '').split(' ').includes('openid') && !(o.params && 'nonce' in o.params)) delete params.nonce;
  const url = withExtra(authorizationUrl(t, params), o.extra);
  const method = o.method ?? 'GET';
  const outcome = await consent({
    authorizeUrl: method === 'POST' ? endpointUrl(t, 'authorization') : url,
    post: method === 'POST' ? { fields: [...new URL(url).searchParams], from: new URL(o.client.redirectUri).origin } : undefined,
    catchOrigins: o.catchClient ? [...new Set([new URL(redirectUri).origin, new URL(o.client.redirectUri).origin])] : undefined,
    redirectUri,
    member: o.member,
    decision: o.decision ?? 'approve',
    label: o.label,
    unknownPageIsError: o.expectRefusal,
    fresh: o.fresh,
    consentForms: o.consentForms,
    grant: grantBeingObtained(),
    hold: o.hold,
    resume: o.resume,
  });
  const callback = outcome.callback ? [...outcome.callback.searchParams.entries()] : [];
  const fragment = outcome.callback ? [...new URLSearchParams(outcome.callback.hash.replace(/^#/, ''))] : [];
  return { method, state, nonce, pkce: p, client: o.client, redirectUri, resource, scopes, url, outcome, callback, fragment };
}

/**
 * A code request of `client` as a correct client sends it (fresh state, PKCE S256, the member
 * resource, a nonce with openid), for probes that send it themselves rather than drive it.
 */
export function codeRequestParams(client: FlowClient): Params {
  const openid = client.scopes.includes('openid');
  return {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scopes.join(' '),
    state: randomValue(),
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    resource: memberResource(target()),
    nonce: openid ? randomValue() : undefined,
  };
}

/** A parameter of the authorization response, in the callback's query, where a client reads it. */
export function callbackParam(rec: AuthorizeRecord, name: string): string | undefined {
  return rec.callback.find(([k]) => k === name)?.[1];
}

/** A parameter the redirect carried in its fragment instead. */
export function fragmentParam(rec: AuthorizeRecord, name: string): string | undefined {
  return rec.fragment.find(([k]) => k === name)?.[1];
}

/** A callback parameter for Actual: lines, and where it came: `error="access_denied" in the fragment, not the query`. */
export function showParam(rec: AuthorizeRecord, name: string): string {
  const query = callbackParam(rec, name);
  if (query !== undefined) return `${name}=${show(query)}`;
  const fragment = fragmentParam(rec, name);
  return fragment === undefined ? `${name}=(absent)` : `${name}=${show(fragment)} in the fragment, not the query`;
}

/** What happened, in one line, for Actual: lines. */
export function describeOutcome(rec: AuthorizeRecord): string {
  const o = rec.outcome;
  const pages = o.pages.map((p) => p.kind).join(' → ') || 'no page';
  const names = (pairs: [string, string][]) => pairs.map(([k]) => k).join(', ');
  if (o.kind === 'callback') {
    const fragment = rec.fragment.length ? `, and ${names(rec.fragment)} in the fragment, not the query` : '';
    return `redirected to the client with ${names(rec.callback) || 'no parameters'}${fragment} (${pages} → callback)`;
  }
  return `${o.kind} at ${o.url} (HTTP ${o.status ?? '?'}; ${pages})`;
}

function withExtra(url: string, extra: [string, string][] | undefined): string {
  if (!extra?.length) return url;
  const u = new URL(url);
  for (const [k, v] of extra) u.searchParams.append(k, v);
  return u.href;
}
