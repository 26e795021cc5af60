// Every protected resource of the origin, for the rules about which tokens a resource accepts (a
// revoked token, another origin's, one never issued, one lacking the scope): UserInfo,
// /account/graphql, /mcp (an MCP initialize, its session ended at once) and each admin operation of
// /openapi.json (one per scope area first, as lib/resource/openapi-operations.ts selects them). A
// rule checked at one resource while another still serves the token is the miss this closes.
import { target } from '../harness/context.ts';
import type { HttpResponse } from '../http/client.ts';
import { adminOperations, callOperation, describeOperation, maySend, type ApiOperation } from '../resource/openapi-operations.ts';
import { endSession, mcpMessages, openSession } from '../resource/mcp-raw.ts';
import { useToken } from './token-use.ts';

export type ResourceKind = 'UserInfo' | '/account/graphql' | '/mcp' | 'admin';

export interface ResourceAnswer {
  kind: ResourceKind;
  /** UserInfo, /account/graphql, /mcp, or the admin operation (method, path, scopes) */
  place: string;
  res: HttpResponse;
}

/** The admin operations a probe may send a token to (refusal probes: no DELETE to a remote target); none without /openapi.json. */
export function adminProbes(): ApiOperation[] {
  const doc = target().metadata.openapi as Record<string, unknown> | undefined;
  return doc ? adminOperations(doc, target().origin).filter((o) => maySend(o, true)) : [];
}

/** An MCP initialize with the token; a session it opened is ended at once (the probe only asks whether the token is taken). */
export async function mcpInitialize(token: string | undefined): Promise<HttpResponse> {
  const s = await openSession(token);
  if (s.init.status < 300) await endSession(s);
  return s.init;
}

/** Served: HTTP 200 (at /mcp, with the initialize result). */
export function served(a: ResourceAnswer): boolean {
  if (a.res.status !== 200) return false;
  return a.kind !== '/mcp' || mcpMessages(a.res).some((m) => m.id === 1 && 'result' in m);
}

/**
 * Taken for a valid token: served, or (at an admin operation) refused for its scope only (403): the
 * operation knew the token and judged what it may do.
 */
export function recognised(a: ResourceAnswer): boolean {
  return a.kind === 'admin' ? a.res.status < 300 || a.res.status === 403 : served(a);
}

/** The token at every resource, one request each, in this order: UserInfo, /account/graphql, /mcp, the admin operations. */
export async function atEveryResource(token: string, o: { admin?: boolean } = {}): Promise<ResourceAnswer[]> {
  const out: ResourceAnswer[] = [];
  for (const kind of ['UserInfo', '/account/graphql'] as const) out.push({ kind, place: kind, res: await useToken(kind, token) });
  out.push({ kind: '/mcp', place: '/mcp', res: await mcpInitialize(token) });
  if (o.admin !== false)
    for (const op of adminProbes()) out.push({ kind: 'admin', place: describeOperation(op), res: await callOperation(op, token) });
  return out;
}

/** The answers at the same places again, for the token after an event (its revocation, say). */
export async function againAt(before: readonly ResourceAnswer[], token: string): Promise<ResourceAnswer[]> {
  const ops = new Map(adminProbes().map((op) => [describeOperation(op), op]));
  const out: ResourceAnswer[] = [];
  for (const b of before) {
    const res =
      b.kind === 'admin'
        ? await callOperation(ops.get(b.place)!, token)
        : b.kind === '/mcp'
          ? await mcpInitialize(token)
          : await useToken(b.kind, token);
    out.push({ ...b, res });
  }
  return out;
}
