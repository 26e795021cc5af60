// MCP's Streamable HTTP transport at /mcp, judged at the wire (MCP transport, Streamable HTTP): GET is
// an event stream or 405, an Origin that is not the server's gets 403, an accepted notification gets
// 202 with no body, input it cannot accept gets an HTTP error status, a session id is visible ASCII,
// an unsupported MCP-Protocol-Version gets 400, and a request is answered as JSON or an event stream.
// The session is anonymous where /mcp serves anonymous requests, else the member's.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { initializeRequest, mcpMessages, mcpPost, mcpUrl, sessionHeaders } from '../../lib/resource/mcp-raw.ts';
import { fileSessions } from './session.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const freshSession = fileSessions();

const FOREIGN = 'https://cs-conformance.invalid';

/** A session as a client opens it, shared by the checks of this file. */
const session = once('an MCP session', () => freshSession());

check(
  'mcp-transport/listening/get-sse-or-405',
  'GET /mcp with Accept: text/event-stream (in the session) → Content-Type text/event-stream, or 405',
  async (t) => {
    const s = await session(t);
    const res = await http({
      url: mcpUrl(),
      headers: { ...sessionHeaders(s), accept: 'text/event-stream' },
      streamMs: 3000,
    });
    const type = res.header('content-type') ?? '';
    if (res.status === 405 || (res.status < 300 && type.startsWith('text/event-stream'))) return;
    fail(
      'the MCP endpoint answers GET with an event stream, or with 405 Method Not Allowed',
      'Content-Type text/event-stream, or HTTP 405',
      `HTTP ${res.status}, Content-Type ${show(type || undefined)}`,
    );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/security/origin-403',
  `MCP initialize with Origin: ${FOREIGN} → 403 (and with the target's own Origin, served)`,
  async (t) => {
    const s = await session(t);
    const foreign = await mcpPost(initializeRequest(), { token: s.token, headers: { origin: FOREIGN } });
    if (foreign.status !== 403)
      fail(
        'an Origin header that is present and invalid gets 403 Forbidden (DNS rebinding)',
        'HTTP 403',
        `HTTP ${foreign.status}${foreign.status === 200 ? ' (served)' : ''}`,
      );
    const own = await mcpPost(initializeRequest(), { token: s.token, headers: { origin: target().origin } });
    t.note(`with Origin: ${target().origin} (the server's own): HTTP ${own.status}`);
  },
  { grants: [sharedMemberGrant] },
);

/** Each Origin sent with the member's initialize; the answers that are not 403. */
async function notRefused(t: CheckContext, origins: string[]): Promise<string[]> {
  const s = await session(t);
  const wrong: string[] = [];
  for (const origin of origins) {
    const res = await mcpPost(initializeRequest(), { token: s.token, headers: { origin } });
    if (res.status !== 403) wrong.push(`Origin: ${origin} → HTTP ${res.status}${res.status === 200 ? ' (served)' : ''}`);
  }
  return wrong;
}

check(
  'mcp-transport/security/origin-403',
  "MCP initialize with Origin near misses of the target's own (its origin followed by .cs-conformance.invalid, null) → 403 each",
  async (t) => {
    const wrong = await notRefused(t, [`${target().origin}.cs-conformance.invalid`, 'null']);
    if (wrong.length)
      fail(
        "an Origin header that is present and not the server's (another host, or none) gets 403 Forbidden (DNS rebinding)",
        'HTTP 403 for each',
        wrong.join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/security/origin-scheme',
  "MCP initialize with Origin of the target's own host and port with the other scheme → 403 (a warning: the server may validate host and port)",
  async (t) => {
    const own = new URL(target().origin);
    const wrong = await notRefused(t, [`${own.protocol === 'https:' ? 'http:' : 'https:'}//${own.host}`]);
    if (wrong.length)
      fail(
        "an Origin that is not the server's own, compared whole, is best refused; which Origins are invalid is the server's to say, and this one cannot be a DNS-rebinding page",
        'HTTP 403',
        wrong.join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/sending/202-accepted',
  'in a fresh session, after initialize, POST notifications/initialized (session id and protocol version headers) → 202 with no body',
  async () => {
    const s = await freshSession({ notify: false });
    const res = await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session: s });
    if (res.status !== 202 || res.body.trim() !== '')
      fail(
        'a notification the server accepts is answered 202 Accepted with no body',
        'HTTP 202, empty body',
        `HTTP ${res.status}, body ${show(res.body.slice(0, 200) || '(empty)')}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

/** A JSON-RPC error response and no result (JSON-RPC 2.0 §5): how JSON-RPC itself answers input it cannot parse. */
const jsonRpcError = (res: HttpResponse) => {
  const messages = mcpMessages(res);
  return messages.some((m) => m.error && typeof m.error === 'object') && !messages.some((m) => 'result' in m);
};

check(
  'mcp-transport/sending/error-status',
  'POST /mcp with a body that is not JSON, then with a JSON object that is not JSON-RPC → an HTTP error status, or a JSON-RPC error response, each',
  async (t) => {
    const s = await session(t);
    const answers: [string, HttpResponse][] = [];
    const bodies: [string, string][] = [
      ['not JSON', '{"jsonrpc": "2.0", "method": '],
      ['not JSON-RPC', JSON.stringify({ hello: 'world' })],
    ];
    for (const [what, body] of bodies) answers.push([what, await mcpPost(body, { session: s })]);
    // the sentence governs responses and notifications it cannot take; for input that is no JSON-RPC message at
    // all, JSON-RPC's own error response (Parse error, Invalid Request) is an answer too
    const accepted = answers.filter(([, res]) => res.status < 400 && !jsonRpcError(res));
    if (accepted.length)
      fail(
        'input the server cannot accept is refused: an HTTP error status (MCP), or a JSON-RPC error response (JSON-RPC 2.0 §5)',
        'for each: a 4xx/5xx status, or a JSON-RPC error object (no result)',
        answers.map(([what, res]) => `${what}: HTTP ${res.status}, body ${show(res.body.slice(0, 120) || '(empty)')}`).join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/session/id-visible-ascii',
  'MCP initialize → an MCP-Session-Id, when given, of visible ASCII (0x21–0x7E) only',
  async (t) => {
    const s = await session(t);
    if (s.sessionId === undefined) return t.note('no MCP-Session-Id: the server keeps no sessions');
    if (!/^[\x21-\x7e]+$/.test(s.sessionId))
      fail(
        'a session ID contains only visible ASCII characters (0x21 to 0x7E)',
        'visible ASCII only',
        `MCP-Session-Id ${show(s.sessionId)}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/version/unsupported-400',
  'in the session, tools/list with MCP-Protocol-Version: 1999-01-01, then with not-a-version → 400 each',
  async (t) => {
    const s = await session(t);
    const answers: [string, number, boolean][] = [];
    for (const version of ['1999-01-01', 'not-a-version']) {
      const res = await mcpPost(
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
        { session: s, headers: { 'mcp-protocol-version': version } },
      );
      answers.push([version, res.status, mcpMessages(res).some((m) => 'result' in m)]);
    }
    const wrong = answers.filter(([, status]) => status !== 400);
    if (wrong.length)
      fail(
        'an invalid or unsupported MCP-Protocol-Version gets 400 Bad Request',
        'HTTP 400 for each',
        answers.map(([v, status, served]) => `${v}: HTTP ${status}${served ? ' (tools listed)' : ''}`).join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/sending/request-content-type',
  'in the session, initialize and tools/list → each answered (2xx) with Content-Type application/json or text/event-stream',
  async (t) => {
    const s = await session(t);
    const listed = await mcpPost({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { session: s });
    const answers: [string, HttpResponse][] = [
      ['initialize', s.init],
      ['tools/list', listed],
    ];
    const typeOf = (r: HttpResponse) => (r.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const wrong = answers
      .filter(([, r]) => r.status < 300 && !['application/json', 'text/event-stream'].includes(typeOf(r)))
      .map(([what, r]) => `${what}: HTTP ${r.status}, Content-Type ${show(typeOf(r) || undefined)}`);
    if (wrong.length)
      fail(
        'a JSON-RPC request is answered with Content-Type text/event-stream (an SSE stream) or application/json (one JSON object)',
        'application/json or text/event-stream',
        wrong.join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);
