// MCP Security Best Practices, Session Hijacking, at /mcp: each request of a session is authenticated
// (a token never issued, sent in the member's session, is refused), a session id is no credential (the
// member's session id without a token is not served as the member), a session serves only its caller
// (another caller's request with its id is refused: a warning otherwise), and session ids are not
// worked out from one another (no counter, no clock). A server that issues no MCP-Session-Id keeps no
// sessions: these checks are skipped there.
import { afterAll } from 'vitest';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { endSession, mcpMessages, mcpPost, openSession, type McpSession } from '../../lib/resource/mcp-raw.ts';
import { memberNeedles } from '../../lib/resource/member-data.ts';
import { askViewer } from '../../lib/resource/viewer-answer.ts';
import { fileSessions } from './session.ts';
import { predictable } from './session-ids.ts';

const granted = sharedMemberGrant;
const freshSession = fileSessions();
const opened: McpSession[] = [];
afterAll(async () => {
  for (const s of opened.splice(0)) await endSession(s);
});

const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

/** The tool names of a tools/list answer, or undefined when it holds no result. */
function toolNames(res: HttpResponse, id: number): string[] | undefined {
  const result = mcpMessages(res).find((m) => m.id === id && 'result' in m)?.result as { tools?: { name?: unknown }[] } | undefined;
  return result && Array.isArray(result.tools) ? result.tools.map((x) => String(x.name)) : undefined;
}

interface Probes {
  member: McpSession;
  /** the rest only when the member's session has an id */
  own?: string[];
  publicTools?: string[];
  noToken?: HttpResponse;
  neverIssued?: HttpResponse;
  viewer?: Record<string, unknown>;
}

/** The member's session and what other callers get with its id, asked once for the file. */
const probes = once('the member session and the requests made with its id', async (): Promise<Probes> => {
  const token = grantTokens(await granted()).access_token;
  const member = await openSession(token);
  opened.push(member);
  if (member.init.status !== 200 || !member.sessionId) return { member };
  await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session: member });
  const own = toolNames(await mcpPost(list(2), { session: member }), 2) ?? [];
  const anonymous = await openSession();
  opened.push(anonymous);
  if (anonymous.init.status === 200) await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session: anonymous });
  const publicTools = anonymous.init.status === 200 ? (toolNames(await mcpPost(list(3), { session: anonymous }), 3) ?? []) : [];
  const noToken = await mcpPost(list(4), { session: { ...member, token: undefined } });
  const neverIssued = await mcpPost(list(5), { session: { ...member, token: `cs-never-issued-${randomValue(24)}` } });
  const viewer = (await askViewer(token, '{ viewer { id email } }')).viewer;
  return { member, own, publicTools, noToken, neverIssued, viewer };
});

async function withSession(t: CheckContext) {
  const p = await probes(t);
  if (p.member.init.status !== 200)
    blocked('authentication/8/same-token', `/mcp did not open a session for the member token (HTTP ${p.member.init.status})`);
  if (!p.noToken) return t.skip('initialize gave no MCP-Session-Id: the server keeps no sessions');
  return p as Required<Probes>;
}

/** What of the member's shows in the answer to the request without a token: member tools, or the member's id or e-mail. */
async function memberShown(t: CheckContext): Promise<string[]> {
  const p = await withSession(t);
  const tools = toolNames(p.noToken, 4) ?? [];
  const extra = tools.filter((n) => p.own.includes(n) && !p.publicTools.includes(n));
  const needles = memberNeedles(config().members?.slice(0, 1) ?? [], p.viewer).find(mcpMessages(p.noToken));
  return [...extra.map((n) => `the member tool ${n}`), ...needles];
}

check(
  'mcp-security/session-hijacking/verify-all',
  "in an MCP session opened with the member's token, tools/list with a never-issued Bearer token → refused (401, or 404), never served",
  async (t) => {
    const { neverIssued } = await withSession(t);
    if (neverIssued.status < 400 || toolNames(neverIssued, 5))
      fail(
        'an MCP server that implements authorization verifies every inbound request, not only the one that opened the session',
        'HTTP 401 (the token refused), or 404; no tools/list result',
        describeResponse(neverIssued),
      );
  },
  { grants: [granted] },
);

check(
  'mcp-security/session-hijacking/no-session-auth',
  "in an MCP session opened with the member's token, tools/list with its session id and no Authorization → not served as the member (no member tool, no member data)",
  async (t) => {
    const { noToken } = await withSession(t);
    const shown = await memberShown(t);
    if (shown.length)
      fail(
        'a session id is no credential: a request without a token is never served as the member who opened the session',
        'a refusal (404, 400 or 401), or an anonymous answer: the tools an anonymous session is offered, no member data',
        `${shown.join(', ')}; ${describeResponse(noToken)}`,
      );
  },
  { grants: [granted] },
);

check(
  'mcp-security/session-hijacking/bind-to-user',
  "the member's MCP session id sent by another caller (no token), tools/list → refused (404 or another 4xx), not served in that session",
  async (t) => {
    const { noToken, publicTools, own } = await withSession(t);
    if ((await memberShown(t)).length)
      blocked('mcp-security/session-hijacking/no-session-auth', 'the request without a token was served as the member');
    const tools = toolNames(noToken, 4);
    // a member session offered nothing an anonymous one is not: the token may have been served as anonymous
    if ((noToken.status < 400 || tools) && own.every((n) => publicTools.includes(n)))
      blocked('authentication/8/same-token', "the member's session was offered only the anonymous tools: it may be no member's session");
    if (noToken.status < 400 || tools)
      fail(
        'a session serves the caller it was opened for: its id, sent by anyone else, finds no session',
        'HTTP 404 (the session unknown to this caller) or another 4xx',
        `${describeResponse(noToken)}${tools ? ` (tools listed: ${show(tools)}; an anonymous session gets ${show(publicTools)})` : ''}`,
      );
  },
  { grants: [granted] },
);

check(
  'mcp-security/session-hijacking/non-deterministic-ids',
  'three MCP sessions opened one after another → three different session ids, no counter or clock among them',
  async (t) => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await freshSession({ notify: false });
      if (s.sessionId === undefined) return t.skip('initialize gave no MCP-Session-Id: the server keeps no sessions');
      ids.push(s.sessionId);
    }
    const why = predictable(ids);
    if (why)
      fail(
        'session ids are secure and non-deterministic: one cannot be worked out from another',
        'three different ids with no common part that counts or tells the time',
        `${why}: ${ids.map((id) => show(id)).join(', ')}`,
      );
  },
  { grants: [granted] },
);
