// Helpers for the resource-side self-tests: start the reference, mint tokens without the browser
// flow, and talk to /account/graphql, /mcp (with the real MCP client) and the admin API.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';

export const VIEWER_QUERY = `{ viewer { id email name enrolledCourses(first: 10) { totalCount nodes { slug expireDate hasLifetimeAccess lastWatchedLecture { lectureId positionSeconds } } } } }`;

export const start = (faults: string[] = []): Promise<ReferenceServer> => createServer({ faults });

export interface MintOptions {
  site?: 'alpha' | 'beta';
  memberId?: string;
  clientId?: string;
  scopes?: string[];
  /** the origin the token is bound to; defaults to the site's own */
  audience?: string;
  ttl?: number;
}

/** A member token (account:read) of Ada at alpha unless told otherwise. */
export function mint(server: ReferenceServer, o: MintOptions = {}): string {
  const site = server.sites.find((s) => s.id === (o.site ?? 'alpha'))!;
  return server.platform.store.issueToken(
    {
      kind: 'access',
      siteId: site.id,
      clientId: o.clientId ?? `${site.id}-mcp-connector`,
      memberId: o.memberId ?? `mem_${site.id}_ada`,
      scopes: o.scopes ?? ['openid', 'email', 'account:read'],
      audience: o.audience ?? site.origin,
    },
    o.ttl ?? 3600,
  ).value;
}

/** An operator token: the vendor integration with operator scopes, signed in as the site owner. */
export const mintOperator = (
  server: ReferenceServer,
  scopes = [
    'courses:read',
    'courses:write',
    'students:read',
    'members:read',
    'orders:read',
    'analytics:read',
    'events:read',
    'events:write',
    'coupons:read',
    'pages:read',
  ],
) => mint(server, { clientId: 'vendor-acme-lms', memberId: 'mem_alpha_owner', scopes });

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body };
}

export async function send(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return answer(await fetch(url, { ...init, headers, redirect: 'manual' }));
}

export const gql = (origin: string, query: string, token?: string, variables?: Record<string, unknown>) =>
  send(`${origin}/account/graphql`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

/** The challenge's auth-params (RFC 9110 §11), keyed by lower-case name. */
export function challengeParams(a: Answer): Record<string, string> {
  const header = a.headers.get('www-authenticate') ?? '';
  return Object.fromEntries([...header.matchAll(/([\w-]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** A connected MCP client; `headers` replaces the Authorization header entirely when given. */
export async function mcpClient(origin: string, token?: string, headers?: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'reference-self-test', version: '1.0.0' });
  const requestInit = { headers: headers ?? (token ? { Authorization: `Bearer ${token}` } : {}) };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { requestInit }));
  return client;
}

export async function toolNames(origin: string, token?: string): Promise<string[]> {
  const client = await mcpClient(origin, token);
  try {
    return (await client.listTools()).tools.map((t) => t.name).sort();
  } finally {
    await client.close();
  }
}

/** The structured result of one tool call (throws when the call is an error). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callTool(origin: string, name: string, args: Record<string, unknown> = {}, token?: string): Promise<any> {
  const client = await mcpClient(origin, token);
  try {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`tool ${name} failed: ${JSON.stringify(result.content)}`);
    return result.structuredContent;
  } finally {
    await client.close();
  }
}
