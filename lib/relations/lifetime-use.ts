// Where the lifetime checks present a token: UserInfo and /account/graphql as the token suites do, /mcp
// as an MCP initialize, and the introspection endpoint as the lifetimes client (RFC 7662 §2.1).
import { target } from '../harness/context.ts';
import type { HttpResponse } from '../http/client.ts';
import { introspectRequest } from '../oauth/requests.ts';
import { mcpInitialize } from '../flows/every-resource.ts';
import { useToken } from '../flows/token-use.ts';
import type { FlowClient } from '../flows/clients.ts';

export type AccessPlace = 'UserInfo' | '/account/graphql' | '/mcp' | 'introspection';
export const ACCESS_PLACES: readonly AccessPlace[] = ['UserInfo', '/account/graphql', '/mcp', 'introspection'];

export function introspect(client: FlowClient, token: string, hint: string): Promise<HttpResponse> {
  return introspectRequest(target(), { token, token_type_hint: hint, client_id: client.clientId, client_secret: client.clientSecret });
}

/** The access token presented at a place. */
export function use(place: AccessPlace, client: FlowClient, token: string): Promise<HttpResponse> {
  if (place === '/mcp') return mcpInitialize(token);
  if (place === 'introspection') return introspect(client, token, 'access_token');
  return useToken(place, token);
}

const activeField = (res: HttpResponse) => (res.status === 200 ? (res.json() as { active?: unknown } | undefined)?.active : undefined);
export const active = (res: HttpResponse): boolean => activeField(res) === true;
export const inactive = (res: HttpResponse): boolean => activeField(res) === false;
