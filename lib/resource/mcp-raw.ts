// MCP's Streamable HTTP transport at the wire (the transport's own rules, which the SDK client hides):
// an initialize, a notification, a request in a session, each a plain HTTP exchange with the headers
// a correct client sends (Accept of both answer types, the session id and the protocol version).
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { target } from '../harness/context.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { RESOURCE_PATHS } from '../target/well-known.ts';

export const mcpUrl = (origin = target().origin) => origin + RESOURCE_PATHS.mcp;

export const initializeRequest = (id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'cs-conformance', version: '1' } },
});

export interface McpSession {
  /** the answer to initialize */
  init: HttpResponse;
  sessionId?: string;
  /** the version the server chose (the initialize result's protocolVersion) */
  version: string;
  token?: string;
}

/**
 * A POST to /mcp: `body` as JSON (or raw text), the Accept a client sends, the session's headers. An
 * event stream is read until the response to `body`'s id has arrived (`whole`: until the server ends
 * it, or `streamMs`).
 */
export function mcpPost(
  body: unknown,
  o: { session?: McpSession; token?: string; headers?: Record<string, string>; whole?: boolean; streamMs?: number } = {},
): Promise<HttpResponse> {
  const token = o.token ?? o.session?.token;
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return http({
    url: mcpUrl(),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(o.session && sessionHeaders(o.session)),
      ...(token && { authorization: `Bearer ${token}` }),
      ...o.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    streamMs: o.streamMs ?? 10_000,
    streamUntil: o.whole || id === undefined ? undefined : (text) => hasResponse(text, id),
  });
}

/** The headers every request of the session carries: its token, its id and the negotiated version. */
export const sessionHeaders = (s: McpSession): Record<string, string> => ({
  ...(s.token && { authorization: `Bearer ${s.token}` }),
  ...(s.sessionId && { 'mcp-session-id': s.sessionId }),
  'mcp-protocol-version': s.version,
});

/** Ends the session as a client does when it is done (DELETE; a server may answer 405). */
export async function endSession(s: McpSession): Promise<void> {
  if (s.sessionId) await http({ url: mcpUrl(), method: 'DELETE', headers: sessionHeaders(s) }).catch(() => undefined);
}

/** Does this SSE text hold the JSON-RPC response to `id`? */
export function hasResponse(text: string, id: unknown): boolean {
  return sseEvents(text).some((e) => parsed(e.data).some((m) => m.id === id && ('result' in m || 'error' in m)));
}

/** The JSON-RPC messages of an answer: its JSON body, or the data of each event of an SSE stream. */
export function mcpMessages(res: HttpResponse): Record<string, unknown>[] {
  const type = res.header('content-type') ?? '';
  if (type.startsWith('text/event-stream')) return sseEvents(res.body).flatMap((e) => parsed(e.data));
  return parsed(res.body);
}

function parsed(text: string): Record<string, unknown>[] {
  try {
    const v: unknown = JSON.parse(text);
    return (Array.isArray(v) ? v : [v]).filter((m): m is Record<string, unknown> => !!m && typeof m === 'object');
  } catch {
    return [];
  }
}

/** The events of a text/event-stream body: id and data (data lines joined with "\n"). */
export function sseEvents(body: string): { id?: string; data: string }[] {
  return (
    body
      .split(/\r?\n\r?\n/)
      .filter((block) => block.trim())
      .map((block) => {
        const lines = block.split(/\r?\n/);
        const field = (name: string) =>
          lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).replace(/^ /, ''));
        return { id: field('id')[0], data: field('data').join('\n'), fields: field('id').length + field('data').length };
      })
      // a block of comments only (": keep-alive") is no event
      .filter((e) => e.fields > 0)
      .map(({ id, data }) => ({ id, data }))
  );
}

/** initialize: the session it opens (anonymous, or with `token`); the caller sends notifications/initialized. */
export async function openSession(token?: string): Promise<McpSession> {
  const init = await mcpPost(initializeRequest(), { token });
  const result = mcpMessages(init).find((m) => m.id === 1)?.result as { protocolVersion?: string } | undefined;
  const session: McpSession = {
    init,
    sessionId: init.header('mcp-session-id'),
    version: result?.protocolVersion ?? LATEST_PROTOCOL_VERSION,
    token,
  };
  return session;
}
