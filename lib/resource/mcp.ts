// The one MCP client of the harness: the SDK's real client (Streamable HTTP) against /mcp, its POSTs
// sent through lib/http so every exchange is recorded as the check's evidence and keeps the
// deadlines and the outbound rule (the GET for a server stream goes through fetch, as it may stay
// open, after the same origin check). An attempt returns the session or the error, and every answer;
// it throws only when the client cannot read /mcp's answers at all (the check is blocked by that rule).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { target } from '../harness/context.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { TransportError } from '../http/errors.ts';
import { guard } from '../http/guard.ts';
import { blocked } from '../harness/failure.ts';
import { RESOURCE_PATHS } from '../target/well-known.ts';
import { hasResponse } from './mcp-raw.ts';

export interface McpAttempt {
  client?: Client;
  tools: Tool[];
  error?: unknown;
  /** every answer to a POST, in order (the first is the initialize request's) */
  responses: HttpResponse[];
  close(): Promise<void>;
}

function recordingFetch(responses: HttpResponse[], failures: TransportError[]): FetchLike {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET') {
      guard(String(url));
      return fetch(url, init);
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const body = typeof init.body === 'string' ? init.body : undefined;
    // an event stream is read until it holds the response to this request (the server may keep it open)
    const id = requestId(body);
    const res = await http({
      url: String(url),
      method,
      headers,
      body,
      ...(id !== undefined && { streamMs: 15_000, streamUntil: (text: string) => hasResponse(text, id) }),
    }).catch((e: unknown) => {
      if (e instanceof TransportError) failures.push(e);
      throw e;
    });
    responses.push(res);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
    const empty = [101, 204, 205, 304].includes(res.status);
    return new Response(empty ? null : res.body, { status: res.status, headers: out });
  };
}

function requestId(body: string | undefined): unknown {
  try {
    return (JSON.parse(body ?? '') as { id?: unknown }).id;
  } catch {
    return undefined;
  }
}

/** Initialize and list every tool (following cursors, at most 10 pages), as an MCP client does; `query`
 * is appended to the endpoint URL (a probe that puts a token there). */
export async function mcpAttempt(token?: string, origin = target().origin, query = ''): Promise<McpAttempt> {
  const responses: HttpResponse[] = [];
  const failures: TransportError[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(origin + RESOURCE_PATHS.mcp + query), {
    fetch: recordingFetch(responses, failures),
    requestInit: token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'cs-conformance', version: '1' });
  // a client that is done ends its session (DELETE), then closes its streams
  const close = () =>
    transport
      .terminateSession()
      .catch(() => undefined)
      .then(() => client.close())
      .catch(() => undefined);
  try {
    await client.connect(transport, { timeout: 15000 });
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const listed = await client.listTools(cursor ? { cursor } : undefined, { timeout: 15000 });
      tools.push(...listed.tools);
      cursor = listed.nextCursor;
      if (!cursor) break;
    }
    return { client, tools, responses, close };
  } catch (error) {
    await close();
    // an answer neither JSON nor an event stream: no MCP client can read it, whatever the check is about
    const message = error instanceof Error ? error.message : String(error);
    if (/Unexpected content type/.test(message))
      blocked('mcp-transport/sending/request-content-type', `the MCP client could not read /mcp's answer (${message})`);
    return { tools: [], error: targetError(error, failures), responses, close };
  }
}

/** What the target did, where the SDK reports it second-hand: the transport failure its fetch met (an
 * oversized or cut answer), or its timeout as the target's (no answer in time), never a harness bug. */
function targetError(error: unknown, failures: TransportError[]): unknown {
  if (failures[0]) return failures[0];
  if (error instanceof McpError && error.code === (ErrorCode.RequestTimeout as number))
    return new TransportError('ERR_TIMEOUT', `/mcp gave no answer in time (${error.message})`);
  return error;
}

/** The HTTP status of a failed attempt's first refused answer, for Actual: lines. */
export function describeAttempt(a: McpAttempt): string {
  const refused = a.responses.find((r) => r.status >= 400);
  const why = a.error instanceof Error ? a.error.message : String(a.error);
  return refused ? `HTTP ${refused.status}, WWW-Authenticate: ${refused.header('www-authenticate') ?? '(absent)'} (${why})` : why;
}
