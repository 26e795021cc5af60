// Protected endpoints take exactly `Authorization: Bearer <token>`: malformed headers built around
// the member's valid token are refused at /account/graphql with 401 (or 400 invalid_request,
// RFC 6750 §3.1), never served; at each admin operation another scheme is refused as no token (never
// a 403, which says the token was read), and at /mcp it gets no member tool.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { describeRefusal } from '../../lib/resource/refusal.ts';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { show } from '../../lib/harness/failure.ts';
import { adminProbes } from '../../lib/flows/every-resource.ts';
import { describeOperation } from '../../lib/resource/openapi-operations.ts';
import { initializeRequest, mcpMessages, mcpPost, mcpUrl, sessionHeaders, type McpSession } from '../../lib/resource/mcp-raw.ts';

const granted = sharedMemberGrant;
const QUERY = '{ viewer { id email } }';

const FORMS: [string, (token: string) => string][] = [
  ['"Bearer" and no token', () => 'Bearer'],
  ['"Bearer <token> <token>" (the member\'s valid token twice)', (tk) => `Bearer ${tk} ${tk}`],
  ['"Bearer <token with a space inside>" (the member\'s valid token split in two)', (tk) => `Bearer ${tk.slice(0, 8)} ${tk.slice(8)}`],
  ['"Token <token>" (another scheme, the member\'s valid token)', (tk) => `Token ${tk}`],
  ['"Basic <token>" (another scheme, the member\'s valid token)', (tk) => `Basic ${tk}`],
];

for (const [label, header] of FORMS) {
  check(
    'authentication/10/bearer',
    `POST /account/graphql with Authorization: ${label} → refused with 401 or 400, no data`,
    async (t) => {
      const token = grantTokens(await granted(t)).access_token;
      const res = await http({ url: graphqlUrl(), method: 'POST', json: { query: QUERY }, headers: { authorization: header(token) } });
      if (res.status !== 401 && res.status !== 400) {
        fail(
          'protected endpoints take only "Authorization: Bearer <ACCESS_TOKEN>"',
          'HTTP 401 (or 400 invalid_request)',
          describeRefusal(res),
        );
      }
    },
    { grants: [granted] },
  );
}

const OTHER_SCHEMES: [string, (token: string) => string][] = FORMS.filter(([label]) => /another scheme/.test(label));

check(
  'authentication/10/bearer',
  'each admin operation of /openapi.json with Authorization: "Token <token>", then "Basic <token>" (the member\'s valid token) → refused with 401 or 400, not taken for a token (403)',
  async (t) => {
    const token = grantTokens(await granted(t)).access_token;
    const ops = adminProbes();
    if (!ops.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    const wrong: string[] = [];
    for (const op of ops)
      for (const [label, header] of OTHER_SCHEMES) {
        const res = await http({
          url: op.url,
          method: op.method,
          headers: { authorization: header(token) },
          ...(op.write && op.method !== 'DELETE' ? { json: {} } : {}),
        });
        if (res.status !== 401 && res.status !== 400) wrong.push(`${describeOperation(op)} with ${label}: ${describeRefusal(res)}`);
      }
    if (wrong.length)
      fail(
        'protected endpoints take only "Authorization: Bearer <ACCESS_TOKEN>": another scheme carries no token they read',
        'HTTP 401 (or 400 invalid_request) at each operation, as for a request without a token; a 403 says the token was read',
        wrong.join(' | '),
      );
  },
  { grants: [granted] },
);

check(
  'authentication/10/bearer',
  'MCP initialize and tools/list at /mcp with Authorization: "Token <token>", then "Basic <token>" (the member\'s valid token) → refused, or served as an anonymous caller: no member tool',
  async (t) => {
    const token = grantTokens(await granted(t)).access_token;
    const anonymous = await toolsWith(undefined);
    const wrong: string[] = [];
    for (const [label, header] of OTHER_SCHEMES) {
      const got = await toolsWith(header(token));
      if (!got.tools) continue;
      const extra = got.tools.filter((n) => !(anonymous.tools ?? []).includes(n));
      if (extra.length) wrong.push(`${label}: served with ${extra.join(', ')} (an anonymous session gets ${show(anonymous.tools ?? [])})`);
    }
    if (wrong.length)
      fail(
        'protected endpoints take only "Authorization: Bearer <ACCESS_TOKEN>": under another scheme the token is not read',
        'HTTP 401 (or 400), or an anonymous session (its tools only)',
        wrong.join(' | '),
      );
  },
  { grants: [granted] },
);

/** An MCP session opened with this Authorization header (or none), its tools listed with it, ended. */
async function toolsWith(authorization: string | undefined): Promise<{ status: number; tools?: string[] }> {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const init = await mcpPost(initializeRequest(), { headers });
  if (init.status !== 200) return { status: init.status };
  const session: McpSession = { init, sessionId: init.header('mcp-session-id'), version: negotiated(init) };
  await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session, headers });
  const listed = await mcpPost({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { session, headers });
  if (session.sessionId)
    await http({ url: mcpUrl(), method: 'DELETE', headers: { ...sessionHeaders(session), ...headers } }).catch(() => undefined);
  const result = mcpMessages(listed).find((m) => m.id === 2 && 'result' in m)?.result as { tools?: { name?: unknown }[] } | undefined;
  return { status: init.status, tools: result?.tools?.map((x) => String(x.name)) };
}

function negotiated(init: Parameters<typeof mcpMessages>[0]): string {
  const result = mcpMessages(init).find((m) => m.id === 1)?.result as { protocolVersion?: string } | undefined;
  return result?.protocolVersion ?? LATEST_PROTOCOL_VERSION;
}
