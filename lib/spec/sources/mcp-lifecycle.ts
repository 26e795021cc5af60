// Model Context Protocol: Lifecycle and Ping (docs/specification/2025-11-25/basic/lifecycle.mdx and
// basic/utilities/ping.mdx), the server's sentences: part of the mcp-base inventory (mcp-base.ts).
// Markdown emphasis dropped, links kept as their text.
import type { Requirement } from './types.ts';

const SUPPORTED =
  'a version the server supports shows as one it serves: a request of the session carrying MCP-Protocol-Version: <it> is served, not refused with 400 (mcp-transport/version/unsupported-400)';
const VERSIONS = 'each released version (2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25)';

export const MCP_LIFECYCLE = [
  {
    id: 'mcp-base/lifecycle/initialization-first',
    keyword: 'MUST',
    section: 'Lifecycle › Initialization',
    quote: 'The initialization phase MUST be the first interaction between client and server.',
    reading: 'The server’s part: it sends the client nothing (no request, no notification) before the client has initialized.',
    untested:
      'GET /mcp with Accept: text/event-stream and no session id, before any initialize: refused (400, 404 or 405), or a stream that carries no server message until the harness has initialized.',
  },
  {
    id: 'mcp-base/lifecycle/server-capabilities',
    keyword: 'MUST',
    section: 'Lifecycle › Initialization',
    quote: 'The server MUST respond with its own capabilities and information:',
    reading: 'The initialize result names the server’s capabilities and its implementation (serverInfo).',
    untested:
      'initialize at /mcp, with no token and with the member’s token: a result with protocolVersion (a string), capabilities (an object) and serverInfo with name and version (strings).',
  },
  {
    id: 'mcp-base/lifecycle/no-requests-before-initialized',
    keyword: 'SHOULD NOT',
    section: 'Lifecycle › Initialization',
    quote: 'The server SHOULD NOT send requests other than pings and logging before receiving the `initialized` notification.',
    reading: 'Between its initialize result and the client’s notifications/initialized, the server sends no request but ping.',
    untested:
      'After initialize and before notifications/initialized, GET /mcp in the session (where offered) for a few seconds: no request other than ping on it, nor on the initialize answer’s stream (a warning).',
  },
  {
    id: 'mcp-base/lifecycle/same-version',
    keyword: 'MUST',
    section: 'Lifecycle › Version Negotiation',
    quote: 'If the server supports the requested protocol version, it MUST respond with the same version.',
    reading: `The version asked for comes back when the server supports it; ${SUPPORTED}.`,
    untested: `initialize with ${VERSIONS}, each in a fresh session: where the result names another version W, a request of a session negotiated at W carrying MCP-Protocol-Version: <the version asked> is refused (400), i.e. it was not supported; served, it was, and the initialize broke this.`,
  },
  {
    id: 'mcp-base/lifecycle/other-version',
    keyword: 'MUST',
    section: 'Lifecycle › Version Negotiation',
    quote: 'Otherwise, the server MUST respond with another protocol version it supports.',
    reading: `An unsupported version gets a version the server supports instead; ${SUPPORTED}. The same page’s example answers an unsupported version with error -32602 listing data.supported: a server following that example is taken too.`,
    untested:
      'initialize with protocolVersion 1999-01-01: a result naming a version the session then serves (its requests with that MCP-Protocol-Version are not refused), or error -32602 whose data.supported lists versions that are then served; anything else fails.',
  },
  {
    id: 'mcp-base/lifecycle/latest-version',
    keyword: 'SHOULD',
    section: 'Lifecycle › Version Negotiation',
    quote: 'This SHOULD be the latest version supported by the server.',
    reading: 'The version offered instead is the latest the server supports.',
    untested: `initialize with 1999-01-01: the version answered is the latest of ${VERSIONS} the server serves (a warning otherwise).`,
  },
  {
    id: 'mcp-base/lifecycle/negotiated-version',
    keyword: 'MUST',
    section: 'Lifecycle › Operation',
    quote: 'Both parties MUST: Respect the negotiated protocol version …',
    reading: 'In a session negotiated at an older version the server supports, its messages are of that version.',
    untested:
      'Where initialize with 2025-03-26 (or 2025-06-18) comes back unchanged: tools/list and ping in that session validate against that version’s schema (schema/<version>/schema.json).',
  },
  {
    id: 'mcp-base/lifecycle/negotiated-capabilities',
    keyword: 'MUST',
    section: 'Lifecycle › Operation',
    quote: 'Both parties MUST: … Only use capabilities that were successfully negotiated',
    reading:
      'The harness declares no client capability: the server requests nothing of roots, sampling or elicitation, and sends only the notifications its own declared capabilities allow.',
    untested:
      'On every stream of a session whose initialize declared capabilities: {}: no roots/list, sampling/createMessage or elicitation/create request; no notifications/tools/list_changed unless the server declared tools.listChanged (likewise resources and prompts).',
  },
  {
    id: 'mcp-base/lifecycle/timeouts',
    keyword: 'SHOULD',
    section: 'Timeouts',
    quote: 'Implementations SHOULD establish timeouts for all sent requests, to prevent hung connections and resource exhaustion.',
    reading: 'Requests the server sends (a ping) time out when unanswered.',
    notObservable: 'a timeout shows only by waiting, and the clock is never a verdict in this harness (CONTRIBUTING)',
  },
  {
    id: 'mcp-base/lifecycle/maximum-timeout',
    keyword: 'SHOULD',
    section: 'Timeouts',
    quote:
      'However, implementations SHOULD always enforce a maximum timeout, regardless of progress notifications, to limit the impact of a misbehaving client or server.',
    reading: 'The server bounds how long it waits for the client.',
    notObservable: 'a timeout shows only by waiting, and the clock is never a verdict in this harness (CONTRIBUTING)',
  },
  {
    id: 'mcp-base/lifecycle/error-cases',
    keyword: 'SHOULD',
    section: 'Error Handling',
    quote: 'Implementations SHOULD be prepared to handle these error cases:',
    reading:
      'The cases listed: protocol version mismatch, failure to negotiate required capabilities, request timeouts. A version mismatch or a capability the server cannot meet is answered, not a crash (timeouts are not observable: the clock is never a verdict).',
    untested:
      'initialize with protocolVersion 1999-01-01 (judged by mcp-base/lifecycle/other-version) and with capabilities {"experimental": {"cs-conformance": {}}}: an answer (a result or a JSON-RPC error), never a 5xx or the connection dropped.',
  },
  {
    id: 'mcp-base/ping/responds',
    keyword: 'MUST',
    section: 'Ping › Behavior Requirements',
    quote: 'The receiver MUST respond promptly with an empty response:',
    reading:
      'A ping gets its response. Judged today on ping answered as an event stream (mcp-transport/sending/sse-response): the response arrives on it or on its resumption. How prompt is not judged (the clock is never a verdict). That the result is empty: mcp-base/ping/empty.',
    checks: ['mcp-transport/sending/sse-response'],
    breaks: [
      {
        way: 'ends ping’s event stream without the response',
        kind: 'other',
        checks: ['mcp-transport/sending/sse-response'],
        fault: 'mcp-sse-no-response',
      },
      {
        way: 'ends ping’s stream after its priming event, and the resumption delivers nothing',
        kind: 'after-event',
        checks: ['mcp-transport/sending/sse-response'],
        fault: 'mcp-sse-response-lost',
      },
    ],
  },
  {
    id: 'mcp-base/ping/empty',
    keyword: 'MUST',
    section: 'Ping › Behavior Requirements',
    quote: 'The receiver MUST respond promptly with an empty response:',
    reading: 'The same sentence’s other half: ping’s result is the empty object.',
    untested:
      'ping in a session, anonymous and with the member’s token: the response’s result is {} (an object with no member but, at most, _meta).',
  },
] as const satisfies readonly Requirement[];
