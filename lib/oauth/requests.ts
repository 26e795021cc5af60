// The OAuth requests the suites send, built raw on lib/http (never throwing on an error answer):
// authorization URLs, code exchange, refresh, revocation, introspection, registration.
import { http, type HttpResponse } from '../http/client.ts';
import type { Target } from '../target/target.ts';
import { notTestable } from '../harness/failure.ts';

export type Params = Record<string, string | undefined>;

export function endpointUrl(target: Target, name: keyof Target['endpoints']): string {
  const e = target.endpoints[name];
  const elsewhere = target.offOrigin[name];
  if (!e && elsewhere)
    notTestable(`the target advertises its ${name} endpoint at ${elsewhere}, on another origin, which the harness never calls`);
  if (!e) notTestable(`the target advertises no ${name} endpoint`);
  return e.url;
}

/** An authorization URL with these query parameters (undefined ones left out, order kept). */
export function authorizationUrl(target: Target, params: Params | [string, string][]): string {
  const url = new URL(endpointUrl(target, 'authorization'));
  const pairs = Array.isArray(params) ? params : Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined);
  for (const [k, v] of pairs) url.searchParams.append(k, v);
  return url.href;
}

export function form(params: Params): [string, string][] {
  return Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined);
}

export function tokenRequest(target: Target, params: Params | [string, string][]): Promise<HttpResponse> {
  return http({ url: endpointUrl(target, 'token'), form: Array.isArray(params) ? params : form(params) });
}

export function revokeRequest(target: Target, params: Params): Promise<HttpResponse> {
  return http({ url: endpointUrl(target, 'revocation'), form: form(params) });
}

export function introspectRequest(target: Target, params: Params): Promise<HttpResponse> {
  return http({ url: endpointUrl(target, 'introspection'), form: form(params) });
}

export function registerRequest(target: Target, metadata: unknown): Promise<HttpResponse> {
  return http({ url: endpointUrl(target, 'registration'), json: metadata });
}

export function bearerGet(url: string, token: string | undefined, headers: Record<string, string> = {}): Promise<HttpResponse> {
  return http({ url, headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers } });
}
