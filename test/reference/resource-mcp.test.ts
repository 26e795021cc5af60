// The reference's /mcp endpoint through the real MCP client: anonymous callers get the public tools,
// member tokens add the member's own tools, and any bad Authorization header is a 401 challenge.
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { callTool, challengeParams, gql, mcpClient, mint, mintOperator, send, start, toolNames, VIEWER_QUERY } from './resource-support.ts';

let server: ReferenceServer;
let origin: string;
beforeAll(async () => {
  server = await start();
  origin = server.origin;
});
afterAll(() => server.close());

const PUBLIC = ['get_course', 'list_courses'];
const ALL = ['get_course', 'list_courses', 'my_enrollments', 'my_event_registrations', 'my_orders'];
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const rawPost = (headers: Record<string, string>, body: string = JSON.stringify(INIT)) =>
  send(`${origin}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

describe('anonymous callers: public tools only, never a challenge', () => {
  it('lists the public tools', async () => {
    expect(await toolNames(origin)).toEqual(PUBLIC);
  });

  it("list_courses is the site's published catalogue", async () => {
    const { courses } = await callTool(origin, 'list_courses');
    expect(courses.map((c: { slug: string }) => c.slug)).toEqual([
      'intro-to-python',
      'data-visualisation',
      'statistics-basics',
      'compilers-101',
    ]);
    const beta = await callTool(server.origins[1]!, 'list_courses');
    expect(beta.courses.map((c: { slug: string }) => c.slug)).toEqual(['piano-foundations', 'music-theory-101']);
  });

  it('get_course by slug; an unknown or draft slug is a tool error', async () => {
    expect((await callTool(origin, 'get_course', { slug: 'compilers-101' })).course).toMatchObject({ title: 'Compilers 101' });
    await expect(callTool(origin, 'get_course', { slug: 'rust-for-pythonistas' })).rejects.toThrow(/no public course/);
  });

  it('an initialize with no Authorization header is 200, no WWW-Authenticate', async () => {
    const a = await rawPost({});
    expect(a.status).toBe(200);
    expect(a.headers.get('www-authenticate')).toBeNull();
    expect(messages(a)[0]).toMatchObject({ id: 1, result: { serverInfo: { name: 'course-school-alpha' } } });
  });

  it('calling a member tool anonymously is refused as an unknown tool', async () => {
    const client = await mcpClient(origin);
    try {
      const result = await client
        .callTool({ name: 'my_enrollments', arguments: {} })
        .catch((e: Error) => ({ isError: true, content: e.message }));
      expect(result.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe("member tokens: public tools plus the member's own", () => {
  it('lists the member tools too', async () => {
    expect(await toolNames(origin, mint(server))).toEqual(ALL);
  });

  it("my_enrollments is the token's member's, and first limits it", async () => {
    const all = await callTool(origin, 'my_enrollments', {}, mint(server));
    expect(all.member).toEqual({ id: 'mem_alpha_ada', email: 'ada@alpha.test' });
    expect(all.enrollments.map((e: { slug: string }) => e.slug)).toEqual(['intro-to-python', 'data-visualisation', 'statistics-basics']);
    expect((await callTool(origin, 'my_enrollments', { first: 1 }, mint(server))).enrollments).toHaveLength(1);
    const grace = await callTool(origin, 'my_enrollments', {}, mint(server, { memberId: 'mem_alpha_grace' }));
    expect(grace.enrollments.map((e: { slug: string }) => e.slug)).toEqual(['compilers-101']);
  });

  it("my_orders and my_event_registrations are the member's own", async () => {
    expect((await callTool(origin, 'my_orders', {}, mint(server))).orders.map((o: { id: string }) => o.id)).toEqual(['ord_a1', 'ord_a2']);
    expect((await callTool(origin, 'my_event_registrations', {}, mint(server))).eventRegistrations).toHaveLength(1);
    expect(
      (await callTool(origin, 'my_orders', {}, mint(server, { memberId: 'mem_alpha_grace' }))).orders.map((o: { id: string }) => o.id),
    ).toEqual(['ord_g1']);
  });

  it('the same token works at /mcp and /account/graphql', async () => {
    const token = mint(server);
    expect((await gql(origin, VIEWER_QUERY, token)).status).toBe(200);
    expect(await toolNames(origin, token)).toEqual(ALL);
  });

  it("a valid token without account:read (an operator's) gets the public tools only", async () => {
    expect(await toolNames(origin, mintOperator(server))).toEqual(PUBLIC);
    expect(await toolNames(origin, mint(server, { scopes: ['openid'] }))).toEqual(PUBLIC);
  });
});

describe('a bad Authorization header is 401 invalid_token with resource_metadata, never anonymous', () => {
  it.each([
    ['an unknown token', () => 'Bearer never-issued'],
    ['an expired token', () => `Bearer ${mint(server, { ttl: -10 })}`],
    ['a token bound to the other origin', () => `Bearer ${mint(server, { audience: server.origins[1] })}`],
    ['a beta member token', () => `Bearer ${mint(server, { site: 'beta' })}`],
    ['another scheme', () => 'Basic YWRhOnB3'],
    ['an empty Bearer', () => 'Bearer'],
  ])('%s', async (_, header) => {
    const a = await rawPost({ authorization: header() });
    expect(a.status).toBe(401);
    expect(challengeParams(a)).toMatchObject({
      error: 'invalid_token',
      resource_metadata: `${origin}/.well-known/oauth-protected-resource`,
    });
  });

  it('a revoked token', async () => {
    const token = mint(server);
    server.platform.store.tokens.get(token)!.revoked = true;
    expect((await rawPost({ authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('the MCP client sees a 401 StreamableHTTPError', async () => {
    const error = await mcpClient(origin, 'never-issued').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
  });
});

describe('transport edges: sessions, event streams, never a 5xx', () => {
  it.each(['GET', 'DELETE'])('%s /mcp without a session id → 400', async (method) => {
    expect((await send(`${origin}/mcp`, { method, headers: { accept: 'text/event-stream' } })).status).toBe(400);
  });

  it.each([
    ['invalid JSON', {}, '{', 400],
    ['a non-JSON-RPC body', {}, '{"hello":1}', 400],
    ['no Accept header', { accept: '' }, JSON.stringify(INIT), 406],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
  ])('%s → %i', async (_, headers, body, status) => {
    expect((await rawPost(headers as Record<string, string>, body)).status).toBe(status);
  });

  it('initialize opens a session: a visible-ASCII id, an event stream whose first event primes (an id, empty data)', async () => {
    const a = await rawPost({});
    expect(a.headers.get('mcp-session-id')).toMatch(/^[\x21-\x7e]+$/);
    expect(a.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events(a)[0]).toMatchObject({ data: '' });
    expect(events(a)[0]!.id).toBeTruthy();
  });

  it('a request without the session id → 400; with an unknown one, or from another caller → 404', async () => {
    const sid = (await rawPost({})).headers.get('mcp-session-id')!;
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect((await rawPost({}, list)).status).toBe(400);
    expect((await rawPost({ 'mcp-session-id': 'never-issued' }, list)).status).toBe(404);
    expect((await rawPost({ 'mcp-session-id': sid, authorization: `Bearer ${mint(server)}` }, list)).status).toBe(404);
    expect(messages(await rawPost({ 'mcp-session-id': sid }, list))[0]).toMatchObject({ id: 2, result: {} });
  });

  it('DELETE ends the session: its id then gets 404', async () => {
    const sid = (await rawPost({})).headers.get('mcp-session-id')!;
    expect((await send(`${origin}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': sid } })).status).toBe(200);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect((await rawPost({ 'mcp-session-id': sid }, list)).status).toBe(404);
  });

  it("event ids are unique in a session; Last-Event-ID replays that stream's events only", async () => {
    const sid = (await rawPost({})).headers.get('mcp-session-id')!;
    const inSession = { 'mcp-session-id': sid, 'mcp-protocol-version': '2025-11-25' };
    const a = await rawPost(inSession, JSON.stringify({ jsonrpc: '2.0', id: 11, method: 'tools/list' }));
    const b = await rawPost(inSession, JSON.stringify({ jsonrpc: '2.0', id: 12, method: 'tools/list' }));
    const ids = [...events(a), ...events(b)].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const replay = await openFor(`${origin}/mcp`, { ...inSession, 'last-event-id': events(a)[0]!.id! }, 500);
    expect(replay.map((m) => m.id)).toEqual([11]);
  });
});

/** The events of an answer's event stream. */
function events(a: { body: unknown }): { id?: string; data: string }[] {
  return String(a.body)
    .split('\n\n')
    .filter((b) => b.trim())
    .map((b) => {
      const lines = b.split('\n');
      const field = (n: string) => lines.filter((l) => l.startsWith(`${n}:`)).map((l) => l.slice(n.length + 1).trim());
      return { id: field('id')[0], data: field('data').join('\n') };
    });
}

/** The JSON-RPC messages of an event-stream answer. */
const messages = (a: { body: unknown }) => events(a).flatMap((e) => (e.data ? [JSON.parse(e.data) as Record<string, unknown>] : []));

/** GET an event stream for `ms`, then hang up: the messages that arrived. */
async function openFor(url: string, headers: Record<string, string>, ms: number): Promise<Record<string, unknown>[]> {
  const ac = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ac.signal });
  const timer = setTimeout(() => ac.abort(), ms);
  let text = '';
  try {
    for await (const chunk of res.body!) text += Buffer.from(chunk).toString('utf8');
  } catch {
    /* hung up */
  } finally {
    clearTimeout(timer);
  }
  return messages({ body: text });
}
