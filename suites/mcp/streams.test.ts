// MCP's Streamable HTTP transport, the rules of its event streams (Sending Messages to the Server,
// Listening for Messages from the Server, Resumability and Redelivery): a request's stream is primed
// with an event id and ends after its response; the GET stream carries no response; event ids are
// unique in a session, and a resumption replays only its own stream. A server that answers with JSON
// and opens no stream does not use these features: those checks are skipped there.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { mcpMessages, mcpPost, mcpUrl, sessionHeaders, sseEvents } from '../../lib/resource/mcp-raw.ts';
import { fileSessions } from './session.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const freshSession = fileSessions();

const isStream = (type: string | undefined) => (type ?? '').startsWith('text/event-stream');
const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
const isResponse = (m: Record<string, unknown>) => 'id' in m && ('result' in m || 'error' in m);

/** A fresh session and the answers to two tools/list requests in it, each read whole. */
async function twoRequests(t: CheckContext, ids: [number, number]) {
  const s = await freshSession();
  const a = await mcpPost(list(ids[0]), { session: s, whole: true, streamMs: 5000 });
  const b = await mcpPost(list(ids[1]), { session: s, whole: true, streamMs: 5000 });
  const answers = [s.init, a, b];
  if (!answers.some((r) => isStream(r.header('content-type'))))
    t.skip('/mcp opens no event stream (its answers are not text/event-stream): the transport lets a server answer with JSON');
  return { s, a, b, answers };
}

check(
  'mcp-transport/sending/sse-priming',
  'in a fresh session, initialize and tools/list answered as text/event-stream → the first event of each has an id and empty data',
  async (t) => {
    const { s, answers } = await twoRequests(t, [2, 3]);
    // the priming event came with protocol version 2025-11-25 (an empty data field breaks older clients)
    if (s.version < '2025-11-25') t.skip(`the server chose protocol version ${s.version}, older than the priming event (2025-11-25)`);
    const unprimed = answers
      .filter((r) => isStream(r.header('content-type')))
      .map((r) => sseEvents(r.body)[0])
      .filter((e) => !e || !e.id || e.data !== '');
    if (unprimed.length)
      fail(
        'a server that opens an event stream first sends an event with an event id and an empty data field (to prime reconnection)',
        'a first event with an id and empty data',
        unprimed.map((e) => (e ? `first event id ${show(e.id)}, data ${show(e.data.slice(0, 80))}` : 'no event')).join('; '),
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/sending/sse-terminate',
  'in a fresh session, tools/list answered as text/event-stream → the stream ends within 5 s (after its response)',
  async (t) => {
    const s = await freshSession();
    const res = await mcpPost(list(2), { session: s, whole: true, streamMs: 5000 });
    if (!isStream(res.header('content-type'))) t.skip('/mcp does not answer tools/list with an event stream');
    const answered = mcpMessages(res).some((m) => m.id === 2 && isResponse(m));
    if (!answered) return t.note('no response to tools/list arrived within 5 s: this rule is about the stream after it');
    if (res.cut)
      fail(
        'after the JSON-RPC response has been sent, the server terminates the SSE stream',
        'the stream ends after the response',
        'the response arrived and the stream was still open 5 s after the request',
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/listening/no-response-on-get',
  'in a fresh session, GET /mcp opens the server stream; POST tools/list meanwhile → its response on the POST answer, no JSON-RPC response on the GET stream',
  async (t) => {
    const s = await freshSession();
    const get = http({ url: mcpUrl(), headers: { ...sessionHeaders(s), accept: 'text/event-stream' }, streamMs: 3000 });
    await new Promise((r) => setTimeout(r, 1000)); // the GET reaches the server first
    const post = await mcpPost(list(7), { session: s });
    const stream = await get;
    if (!(stream.status < 300 && isStream(stream.header('content-type'))))
      t.skip(`GET /mcp opens no stream (HTTP ${stream.status}): the server sends nothing unrequested`);
    if (!mcpMessages(post).some((m) => m.id === 7)) t.note('tools/list was not answered on its POST');
    const responses = mcpMessages(stream).filter(isResponse);
    if (responses.length)
      fail(
        'the server does not send a JSON-RPC response on the GET stream unless resuming a stream of an earlier request',
        'no JSON-RPC response on the GET stream',
        `on the GET stream: ${responses.map((m) => `a response with id ${show(m.id)}`).join(', ')}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/resumability/event-id-unique',
  'in a fresh session, initialize and two tools/list answered as event streams → no event id repeats across the streams',
  async (t) => {
    const { answers } = await twoRequests(t, [2, 3]);
    const ids = answers.flatMap((r) => (isStream(r.header('content-type')) ? sseEvents(r.body).flatMap((e) => (e.id ? [e.id] : [])) : []));
    if (!ids.length) t.skip('the event streams carry no event ids: the server does not offer resumption');
    const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    if (repeated.length)
      fail(
        'an event id is globally unique across all streams of the session',
        'every event id distinct',
        `repeated: ${repeated.map((id) => show(id)).join(', ')} (of ${ids.length} ids in 3 streams)`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/resumability/no-cross-replay',
  "in a fresh session, tools/list A then tools/list B (event streams with ids); GET with Last-Event-ID = A's first event id → none of B's messages",
  async (t) => {
    const { s, a, b } = await twoRequests(t, [21, 22]);
    const first = sseEvents(a.body)[0]?.id;
    if (!isStream(a.header('content-type')) || !first)
      return t.skip("tools/list's stream carries no event id: the server does not offer resumption");
    const others = [s.init, b].flatMap((r) => sseEvents(r.body).map((e) => e.id));
    if (others.includes(first))
      blocked('mcp-transport/resumability/event-id-unique', `A's event id ${show(first)} is also an event id of another stream`);
    const replay = await http({
      url: mcpUrl(),
      headers: { ...sessionHeaders(s), accept: 'text/event-stream', 'last-event-id': first },
      streamMs: 2000,
    });
    if (replay.status >= 300 || !isStream(replay.header('content-type')))
      return t.note(`the resumption was not served (HTTP ${replay.status}): nothing replayed`);
    // a server's own requests (ping…) may follow on a resumed stream; responses other than A's may not
    const foreign = mcpMessages(replay).filter((m) => isResponse(m) && m.id !== 21);
    if (foreign.length)
      fail(
        'a resumption replays only the messages of the stream the Last-Event-ID belongs to, never those of another stream',
        "no response but A's (id 21) replayed",
        `replayed: ${foreign.map((m) => `a response with id ${show(m.id)}`).join(', ')} (B's response has id 22)`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-transport/sending/sse-response',
  "in a fresh session, ping answered as text/event-stream → the stream carries the response with ping's id (or, ended early after an event id, a resumption with Last-Event-ID delivers it)",
  async (t) => {
    const s = await freshSession();
    const res = await mcpPost({ jsonrpc: '2.0', id: 31, method: 'ping' }, { session: s, whole: true, streamMs: 5000 });
    if (!isStream(res.header('content-type')))
      t.skip(`/mcp answered ping as ${show(res.header('content-type') ?? 'no type')}, not an event stream`);
    if (mcpMessages(res).some((m) => m.id === 31 && isResponse(m))) return;
    // the server may end the stream before the response once it sent an event id; the client resumes
    const last = sseEvents(res.body)
      .flatMap((e) => (e.id ? [e.id] : []))
      .at(-1);
    const replay = last
      ? await http({ url: mcpUrl(), headers: { ...sessionHeaders(s), accept: 'text/event-stream', 'last-event-id': last }, streamMs: 2000 })
      : undefined;
    if (replay && replay.status < 300 && mcpMessages(replay).some((m) => m.id === 31 && isResponse(m)))
      return t.note('the response came on the resumed stream, not on the POST stream');
    fail(
      'the event stream of a request eventually includes the JSON-RPC response to it',
      'a response with id 31 on the stream (or on its resumption with Last-Event-ID)',
      `${res.cut ? 'the stream stayed open 5 s' : 'the stream ended'} without it (${sseEvents(res.body).length} events)${
        replay ? `; the resumption (HTTP ${replay.status}) did not deliver it` : '; no event id to resume from'
      }`,
    );
  },
  { grants: [sharedMemberGrant] },
);
