// MCP's Streamable HTTP transport, Session Management: a server that requires its session id answers
// a request without one with 400, and a session it ended, or never issued, with 404. A server that
// issues no MCP-Session-Id keeps no sessions: these checks are skipped there.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { mcpMessages, mcpPost, mcpUrl, sessionHeaders } from '../../lib/resource/mcp-raw.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { fileSessions } from './session.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const freshSession = fileSessions();

const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

/** A fresh session, skipped where the server issues no session id. */
async function withSessionId(t: { skip(reason: string): never }) {
  const s = await freshSession();
  if (s.sessionId === undefined) t.skip('initialize gave no MCP-Session-Id: the server keeps no sessions');
  return { ...s, sessionId: s.sessionId };
}

check(
  'mcp-transport/session/missing-id-400',
  'in a fresh session, tools/list without the MCP-Session-Id header → 400, or served (the server does not require it)',
  async (t) => {
    const s = await withSessionId(t);
    const res = await mcpPost(list, { session: { ...s, sessionId: undefined } });
    const served = res.status < 300 && mcpMessages(res).some((m) => m.id === 2 && 'result' in m);
    if (served) return t.note('served without the session id: the server does not require it');
    if (res.status !== 400)
      fail(
        'a server that requires a session id answers a request without the MCP-Session-Id header (other than initialize) with 400 Bad Request',
        'HTTP 400, or the request served',
        `HTTP ${res.status}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/session/terminated-404',
  'tools/list with a session id never issued → 404 (or 400); DELETE of a fresh session → 2xx or 405, and after a 2xx, tools/list with its id → 404',
  async (t) => {
    const s = await withSessionId(t);
    const wrong: string[] = [];
    const never = await mcpPost(list, { session: { ...s, sessionId: `cs-never-issued-${randomValue(16)}` } });
    if (never.status !== 404 && never.status !== 400) wrong.push(`a session id never issued: HTTP ${never.status}`);
    const ended = await http({ url: mcpUrl(), method: 'DELETE', headers: sessionHeaders(s) });
    if (ended.status === 405) t.note('DELETE answered 405: the server does not let a client end its session');
    else if (ended.status >= 300) t.note(`DELETE answered HTTP ${ended.status}`);
    else {
      const after = await mcpPost(list, { session: s });
      if (after.status !== 404) wrong.push(`after DELETE answered ${ended.status}: tools/list with the session id: HTTP ${after.status}`);
    }
    if (wrong.length)
      fail(
        'a request with a session id the server ended (or never issued) is answered 404 Not Found',
        'HTTP 404 (400 for an id never issued)',
        wrong.join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);
