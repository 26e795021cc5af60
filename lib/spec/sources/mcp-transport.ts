// The requirement inventory of Model Context Protocol: Streamable HTTP transport (lib/spec/sources/types.ts).
// Text: modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/basic/transports.mdx, the latest
// revision with the Streamable HTTP session model (the harness speaks 2025-06-18 to /mcp). Markdown emphasis dropped.
import type { Source } from './types.ts';
import {
  MCP_ANY_ORIGIN,
  MCP_ORIGIN_PREFIX,
  MCP_OTHER_ORIGIN_TOKEN,
  MCP_REVOKED_TOKEN_SERVED,
  MCP_SESSION_TOKEN_UNVERIFIED,
  MCP_UNKNOWN_TOKEN_ANONYMOUS,
} from './resource-ways.ts';

export const mcpTransport = {
  id: 'mcp-transport',
  cite: 'MCP Streamable HTTP',
  title: 'Model Context Protocol: Streamable HTTP transport',
  scope: '/mcp as an MCP server over Streamable HTTP',
  cites: ['mcp-base', 'jsonrpc', 'mcp-authorization', 'mcp-security', 'rfc9110', 'rfc8259', 'sse'],
  requirements: [
    {
      id: 'mcp-transport/streamable-http/post-and-get',
      keyword: 'MUST',
      section: 'Streamable HTTP',
      quote:
        'The server MUST provide a single HTTP endpoint path (hereafter referred to as the MCP endpoint) that supports both POST and GET methods.',
      reading:
        '/mcp takes JSON-RPC over POST (judged by the anonymous session checks) and answers GET, either with an SSE stream or with 405 (the GET section allows that answer).',
      checks: ['mcp-transport/listening/get-sse-or-405'],
      breaks: [
        {
          way: 'answers GET with 200 application/json, neither a stream nor 405',
          kind: 'other',
          checks: ['mcp-transport/listening/get-sse-or-405'],
          fault: 'mcp-get-json',
        },
      ],
    },
    {
      id: 'mcp-transport/security/origin-validation',
      keyword: 'MUST',
      section: 'Streamable HTTP › Security Warning',
      quote: 'Servers MUST validate the `Origin` header on all incoming connections to prevent DNS rebinding attacks',
      reading:
        "A browser page on another origin must not drive /mcp with the visitor's network position. Judged with the next entry: a request whose Origin is a foreign site is refused.",
      checks: ['mcp-transport/security/origin-403'],
      breaks: [MCP_ANY_ORIGIN, MCP_ORIGIN_PREFIX],
    },
    {
      id: 'mcp-transport/security/origin-403',
      keyword: 'MUST',
      section: 'Streamable HTTP › Security Warning',
      quote: 'If the `Origin` header is present and invalid, servers MUST respond with HTTP 403 Forbidden.',
      reading:
        'Invalid means not an origin the service serves (its own {base_url} is valid; requests without Origin, from non-browser clients, are not judged). A server answering 200 or 401 to a foreign Origin breaks it.',
      checks: ['mcp-transport/security/origin-403'],
      breaks: [MCP_ANY_ORIGIN, MCP_ORIGIN_PREFIX],
    },
    {
      id: 'mcp-transport/security/origin-scheme',
      keyword: 'MUST',
      section: 'Streamable HTTP › Security Warning',
      quote: 'If the `Origin` header is present and invalid, servers MUST respond with HTTP 403 Forbidden.',
      reading:
        'Which Origins are invalid is the server’s to say. One with the server’s own host and port but the other scheme cannot be a DNS-rebinding page (that page is served from a host name of the attacker’s), so a server that validates the host and port is not broken by serving it: a warning, with this reading. A foreign host, a host that only starts with the server’s, and null are judged by mcp-transport/security/origin-403.',
      judgedAs: 'SHOULD',
      checks: ['mcp-transport/security/origin-scheme'],
      breaks: [
        {
          way: 'serves an Origin of its own host and port with the other scheme',
          kind: 'near-miss',
          checks: ['mcp-transport/security/origin-scheme'],
          fault: 'mcp-origin-other-scheme',
        },
      ],
    },
    {
      id: 'mcp-transport/security/bind-localhost',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Security Warning',
      quote: 'When running locally, servers SHOULD bind only to localhost (127.0.0.1) rather than all network interfaces (0.0.0.0)',
      reading: "For MCP servers running on the user's machine.",
      notApplicable: '/mcp is a hosted endpoint of the service origin, not a server running locally.',
    },
    {
      id: 'mcp-transport/security/authentication',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Security Warning',
      quote: 'Servers SHOULD implement proper authentication for all connections',
      reading:
        "The spec leaves anonymous access open at /mcp; what binds is that a presented token is authenticated: an unknown token or another origin's token is refused (401 invalid_token), never served as anonymous or as the member.",
      checks: ['errors/invalid_token', 'authentication/8/other-origin'],
      breaks: [MCP_UNKNOWN_TOKEN_ANONYMOUS, MCP_OTHER_ORIGIN_TOKEN, MCP_REVOKED_TOKEN_SERVED, MCP_SESSION_TOKEN_UNVERIFIED],
    },
    {
      id: 'mcp-transport/sending/202-accepted',
      keyword: 'MUST',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote: 'If the server accepts the input, the server MUST return HTTP status code 202 Accepted with no body.',
      reading:
        'A JSON-RPC notification (notifications/initialized after initialize) is answered 202 with an empty body, not 200 with a JSON-RPC answer.',
      checks: ['mcp-transport/sending/202-accepted'],
      breaks: [
        {
          way: 'answers an accepted notification 200 with "{}"',
          kind: 'other',
          checks: ['mcp-transport/sending/202-accepted'],
          fault: 'mcp-notification-200',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/error-status',
      keyword: 'MUST',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote: 'If the server cannot accept the input, it MUST return an HTTP error status code (e.g., 400 Bad Request).',
      reading:
        'The sentence governs a JSON-RPC response or notification the server cannot take: an HTTP error status, never a 2xx. Judged with a body that is not JSON and a JSON object that is not JSON-RPC, which the sentence does not reach (the body must be a request, notification or response): JSON-RPC 2.0 §5 answers those with an error response (-32700 Parse error, -32600 Invalid Request, id null), so an HTTP error status passes and so does a 2xx carrying a JSON-RPC error and no result; a 2xx that takes them silently (202 and no body, a result) fails.',
      checks: ['mcp-transport/sending/error-status'],
      breaks: [
        {
          way: 'answers a body that is not JSON, or not JSON-RPC, with 202 and no body, as if it took it',
          kind: 'other',
          checks: ['mcp-transport/sending/error-status'],
          fault: 'mcp-bad-input-accepted',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/request-content-type',
      keyword: 'MUST',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote:
        'If the input is a JSON-RPC request, the server MUST either return `Content-Type: text/event-stream`, to initiate an SSE stream, or `Content-Type: application/json`, to return one JSON object.',
      reading:
        'initialize, tools/list and tools/call answers carry one of the two content types; anything else (text/html, text/plain) breaks clients.',
      checks: ['mcp-transport/sending/request-content-type'],
      breaks: [
        {
          way: 'answers JSON-RPC requests as text/plain',
          kind: 'other',
          checks: ['mcp-transport/sending/request-content-type'],
          fault: 'mcp-answer-text-plain',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/sse-priming',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote:
        'The server SHOULD immediately send an SSE event consisting of an event ID and an empty `data` field in order to prime the client to reconnect (using that event ID as `Last-Event-ID`).',
      reading: 'Only when the server answers a POST with an SSE stream.',
      checks: ['mcp-transport/sending/sse-priming'],
      breaks: [
        {
          way: 'opens its event streams with no priming event',
          kind: 'other',
          checks: ['mcp-transport/sending/sse-priming'],
          fault: 'mcp-sse-no-priming',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/sse-response',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote: 'The SSE stream SHOULD eventually include a JSON-RPC response for the JSON-RPC request sent in the POST body.',
      reading:
        "An SSE answer to a request carries the response with the request's id (or, where the server ended the stream early after an event id, a resumption with Last-Event-ID delivers it): judged on a ping, a request no session needs; the harness's MCP client needs it for initialize and tools/list to run any check, so a server breaking it there fails the anonymous session checks.",
      checks: ['mcp-transport/sending/sse-response', 'endpoints/mcp/anonymous'],
      breaks: [
        {
          way: "ends a request's event stream without its response, with no event id to resume from (ping, a request other than the ones every session sends)",
          kind: 'place',
          checks: ['mcp-transport/sending/sse-response'],
          fault: 'mcp-sse-no-response',
        },
        {
          way: 'ends the stream early after its priming event, as it may, but the resumption from that event id never delivers the response',
          kind: 'after-event',
          checks: ['mcp-transport/sending/sse-response'],
          fault: 'mcp-sse-response-lost',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/sse-terminate',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote: 'After the JSON-RPC response has been sent, the server SHOULD terminate the SSE stream.',
      reading: 'A stream left open after the response holds a connection per request.',
      checks: ['mcp-transport/sending/sse-terminate'],
      breaks: [
        {
          way: "keeps a request's event stream open after its response",
          kind: 'other',
          checks: ['mcp-transport/sending/sse-terminate'],
          fault: 'mcp-sse-held-open',
        },
      ],
    },
    {
      id: 'mcp-transport/sending/disconnect-not-cancel',
      keyword: 'SHOULD NOT',
      section: 'Streamable HTTP › Sending Messages to the Server',
      quote: 'Disconnection SHOULD NOT be interpreted as the client cancelling its request.',
      reading: 'Server-side handling of a dropped stream.',
      notObservable:
        "Whether work continues after a disconnect is visible only through resumption, which the service's read-only tools give no way to observe.",
    },
    {
      id: 'mcp-transport/listening/get-sse-or-405',
      keyword: 'MUST',
      section: 'Streamable HTTP › Listening for Messages from the Server',
      quote:
        'The server MUST either return `Content-Type: text/event-stream` in response to this HTTP GET, or else return HTTP 405 Method Not Allowed, indicating that the server does not offer an SSE stream at this endpoint.',
      reading: 'GET /mcp (Accept: text/event-stream) → an SSE stream or 405; not 200 HTML, not 404.',
      checks: ['mcp-transport/listening/get-sse-or-405'],
      breaks: [
        {
          way: 'answers GET with 200 application/json',
          kind: 'other',
          checks: ['mcp-transport/listening/get-sse-or-405'],
          fault: 'mcp-get-json',
        },
      ],
    },
    {
      id: 'mcp-transport/listening/no-response-on-get',
      keyword: 'MUST NOT',
      section: 'Streamable HTTP › Listening for Messages from the Server',
      quote:
        'The server MUST NOT send a JSON-RPC response on the stream unless resuming a stream associated with a previous client request.',
      reading: 'When a GET stream is offered, responses to POSTed requests come on the POST answer, not on it.',
      checks: ['mcp-transport/listening/no-response-on-get'],
      breaks: [
        {
          way: 'sends a JSON-RPC response on the GET stream',
          kind: 'place',
          checks: ['mcp-transport/listening/no-response-on-get'],
          fault: 'mcp-get-stream-response',
        },
      ],
    },
    {
      id: 'mcp-transport/multiple/no-broadcast',
      keyword: 'MUST NOT',
      section: 'Streamable HTTP › Multiple Connections',
      quote:
        'The server MUST send each of its JSON-RPC messages on only one of the connected streams; that is, it MUST NOT broadcast the same message across multiple streams.',
      reading: 'Concerns server-initiated messages over concurrent streams.',
      notObservable:
        "The service's tools send no server-initiated messages the harness can provoke, so there is nothing that could be broadcast.",
    },
    {
      id: 'mcp-transport/resumability/event-id-unique',
      keyword: 'MUST',
      section: 'Streamable HTTP › Resumability and Redelivery',
      quote:
        'If present, the ID MUST be globally unique across all streams within that session—or all streams with that specific client, if session management is not in use.',
      reading: 'Only when SSE events carry ids.',
      checks: ['mcp-transport/resumability/event-id-unique'],
      breaks: [
        {
          way: "numbers each stream's events from 0, so ids repeat across streams",
          kind: 'other',
          checks: ['mcp-transport/resumability/event-id-unique'],
          fault: 'mcp-event-ids-per-stream',
        },
      ],
    },
    {
      id: 'mcp-transport/resumability/no-cross-replay',
      keyword: 'MUST NOT',
      section: 'Streamable HTTP › Resumability and Redelivery',
      quote: 'The server MUST NOT replay messages that would have been delivered on a different stream.',
      reading: 'Only when the server supports resumption with Last-Event-ID.',
      checks: ['mcp-transport/resumability/no-cross-replay'],
      breaks: [
        {
          way: 'replays the later events of every stream of the session',
          kind: 'other',
          checks: ['mcp-transport/resumability/no-cross-replay'],
          fault: 'mcp-replay-all-streams',
        },
      ],
    },
    {
      id: 'mcp-transport/session/id-secure',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Session Management',
      quote:
        'The session ID SHOULD be globally unique and cryptographically secure (e.g., a securely generated UUID, a JWT, or a cryptographic hash).',
      reading: 'A guessable session id lets another client join an anonymous or member session.',
      notObservable:
        'Cryptographic quality cannot be judged from a few samples; uniqueness across two sessions is the most a black box sees.',
    },
    {
      id: 'mcp-transport/session/id-visible-ascii',
      keyword: 'MUST',
      section: 'Streamable HTTP › Session Management',
      quote: 'The session ID MUST only contain visible ASCII characters (ranging from 0x21 to 0x7E).',
      reading:
        'When initialize assigns an MCP-Session-Id, its value is 1+ characters in 0x21–0x7E (no spaces, no control or non-ASCII bytes).',
      checks: ['mcp-transport/session/id-visible-ascii'],
      breaks: [
        {
          way: 'puts a space into its session ids',
          kind: 'other',
          checks: ['mcp-transport/session/id-visible-ascii'],
          fault: 'mcp-session-id-space',
        },
      ],
    },
    {
      id: 'mcp-transport/session/missing-id-400',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Session Management',
      quote:
        'Servers that require a session ID SHOULD respond to requests without an `MCP-Session-Id` header (other than initialization) with HTTP 400 Bad Request.',
      reading: 'If initialize assigned a session id, tools/list without it → 400 (a server not requiring sessions may serve it).',
      checks: ['mcp-transport/session/missing-id-400'],
      breaks: [
        {
          way: 'answers a request without the session id 404',
          kind: 'other',
          checks: ['mcp-transport/session/missing-id-400'],
          fault: 'mcp-missing-session-404',
        },
      ],
    },
    {
      id: 'mcp-transport/session/terminated-404',
      keyword: 'MUST',
      section: 'Streamable HTTP › Session Management',
      quote:
        'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
      reading:
        'After DELETE /mcp with the session id is accepted (2xx), a request with that id → 404; a made-up session id → 404 too (a terminated or never-issued session).',
      checks: ['mcp-transport/session/terminated-404'],
      breaks: [
        {
          way: 'answers DELETE 200 and keeps serving the session',
          kind: 'after-event',
          checks: ['mcp-transport/session/terminated-404'],
          fault: 'mcp-session-survives-delete',
        },
      ],
    },
    {
      id: 'mcp-transport/version/assume-default',
      keyword: 'SHOULD',
      section: 'Streamable HTTP › Protocol Version Header',
      quote:
        'For backwards compatibility, if the server does not receive an `MCP-Protocol-Version` header, and has no other way to identify the version - for example, by relying on the protocol version negotiated during initialization - the server SHOULD assume protocol version `2025-03-26`.',
      reading: 'A request without the header after a negotiated session is served by the negotiated version.',
      notObservable: 'The versions the service supports answer tools/list alike; which version the server assumed leaves no visible trace.',
    },
    {
      id: 'mcp-transport/version/unsupported-400',
      keyword: 'MUST',
      section: 'Streamable HTTP › Protocol Version Header',
      quote:
        'If the server receives a request with an invalid or unsupported `MCP-Protocol-Version`, it MUST respond with `400 Bad Request`.',
      reading: 'tools/list with MCP-Protocol-Version: 1999-01-01 (or "garbage") → 400, not served.',
      checks: ['mcp-transport/version/unsupported-400'],
      breaks: [
        {
          way: 'serves an unsupported or malformed MCP-Protocol-Version',
          kind: 'other',
          checks: ['mcp-transport/version/unsupported-400'],
          fault: 'mcp-any-protocol-version',
        },
      ],
    },
  ],
} as const satisfies Source;
