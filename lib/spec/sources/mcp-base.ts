// The requirement inventory of the Model Context Protocol base protocol (lib/spec/sources/types.ts): the
// Overview (messages, JSON Schema, _meta), Lifecycle and Ping pages of the 2025-11-25 specification
// (modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/basic/index.mdx, lifecycle.mdx,
// utilities/ping.mdx), the sentences that bind the server at /mcp. Markdown emphasis dropped; the
// client's sentences, icons (rendered by clients) and the stdio transport are left out.
import type { Source } from './types.ts';
import { MCP_LIFECYCLE } from './mcp-lifecycle.ts';

const ANSWERS = 'Every Response /mcp sends in a session (initialize, tools/list, ping, an unknown method, a tools/call with bad arguments)';
const SERVER_REQUESTS =
  'Every request the server sends on a stream the harness holds open in a session (the GET stream where offered, the event streams of POST answers), a ping if any';
const TOOL_SCHEMAS = 'tools/list at /mcp, anonymous and with the member’s token: each tool’s inputSchema and outputSchema';
const META = 'Every _meta key in the results /mcp sends (the result’s own _meta, each tool’s)';

export const mcpBase = {
  id: 'mcp-base',
  cite: 'MCP Base Protocol',
  title: 'Model Context Protocol: Base Protocol (Overview, Lifecycle, Ping)',
  scope: 'the JSON-RPC messages, lifecycle and ping of /mcp as an MCP server',
  cites: ['jsonrpc', 'mcp-transport', 'mcp-authorization', 'json-schema'],
  requirements: [
    {
      id: 'mcp-base/overview/base-and-lifecycle',
      keyword: 'MUST',
      section: 'Overview',
      quote: 'All implementations MUST support the base protocol and lifecycle management components.',
      reading: 'The server at /mcp speaks the base protocol (the entries of Messages) and the lifecycle (mcp-base/lifecycle/*).',
      untested:
        'A session at /mcp, anonymous and with the member’s token: initialize, notifications/initialized, ping and tools/list each answered as the mcp-base and jsonrpc entries ask.',
    },
    {
      id: 'mcp-base/messages/json-rpc',
      keyword: 'MUST',
      section: 'Messages',
      quote: 'All messages between MCP clients and servers MUST follow the JSON-RPC 2.0 specification.',
      reading: 'Every message /mcp sends is JSON-RPC 2.0: the jsonrpc inventory’s entries are this sentence’s parts.',
      untested: 'Judged by the jsonrpc entries, on every message /mcp sends.',
    },
    {
      id: 'mcp-base/requests/id-type',
      keyword: 'MUST',
      section: 'Messages › Requests',
      quote: 'Requests MUST include a string or integer ID.',
      reading: 'A request the server sends (a ping on a stream) has a string or integer id.',
      untested: `${SERVER_REQUESTS}: its id a string or an integer.`,
    },
    {
      id: 'mcp-base/requests/id-not-null',
      keyword: 'MUST NOT',
      section: 'Messages › Requests',
      quote: 'Unlike base JSON-RPC, the ID MUST NOT be `null`.',
      reading: 'No request of the server has a null id.',
      untested: `${SERVER_REQUESTS}: its id not null.`,
    },
    {
      id: 'mcp-base/requests/id-unused',
      keyword: 'MUST NOT',
      section: 'Messages › Requests',
      quote: 'The request ID MUST NOT have been previously used by the requestor within the same session.',
      reading: 'The server does not reuse the ids of its own requests within a session.',
      untested: `${SERVER_REQUESTS}: no id twice in one session.`,
    },
    {
      id: 'mcp-base/responses/same-id',
      keyword: 'MUST',
      section: 'Messages › Responses › Result Responses',
      quote: 'Result responses MUST include the same ID as the request they correspond to.',
      reading: 'Restates jsonrpc/4/same-id for result responses.',
      untested: 'Judged with jsonrpc/4/same-id.',
    },
    {
      id: 'mcp-base/responses/result',
      keyword: 'MUST',
      section: 'Messages › Responses › Result Responses',
      quote: 'Result responses MUST include a `result` field.',
      reading: 'A successful response carries result, an object (the schema’s JSONRPCResultResponse).',
      untested: `${ANSWERS}: a response without error has result, a JSON object.`,
    },
    {
      id: 'mcp-base/errors/same-id',
      keyword: 'MUST',
      section: 'Messages › Responses › Error Responses',
      quote:
        'Error responses MUST include the same ID as the request they correspond to (except in error cases where the ID could not be read due a malformed request).',
      reading:
        'An error response carries its request’s id; one to input whose id could not be read may omit it (the schema’s id is optional there).',
      untested:
        'cs-conformance/probe and tools/list with params: 5 in a session, each with a string id: the error response carries that id.',
    },
    {
      id: 'mcp-base/errors/error-field',
      keyword: 'MUST',
      section: 'Messages › Responses › Error Responses',
      quote: 'Error responses MUST include an `error` field with a `code` and `message`.',
      reading: 'Restates jsonrpc/5/error-object.',
      untested: 'Judged with jsonrpc/5/error-object.',
    },
    {
      id: 'mcp-base/errors/integer-codes',
      keyword: 'MUST',
      section: 'Messages › Responses › Error Responses',
      quote: 'Error codes MUST be integers.',
      reading: 'Restates jsonrpc/5.1/integer-code.',
      untested: 'Judged with jsonrpc/5.1/integer-code.',
    },
    {
      id: 'mcp-base/notifications/no-response',
      keyword: 'MUST NOT',
      section: 'Messages › Notifications',
      quote: 'The receiver MUST NOT send a response.',
      reading: 'Restates jsonrpc/4.1/no-reply: no response to notifications/initialized or any notification.',
      untested: 'Judged with jsonrpc/4.1/no-reply.',
    },
    {
      id: 'mcp-base/notifications/no-id',
      keyword: 'MUST NOT',
      section: 'Messages › Notifications',
      quote: 'Notifications MUST NOT include an ID.',
      reading: 'A notification the server sends (notifications/message, progress, list_changed) has no id.',
      untested: 'Every message on a session’s streams whose method starts with notifications/: no id member.',
    },
    {
      id: 'mcp-base/auth/http',
      keyword: 'SHOULD',
      section: 'Auth',
      quote:
        'Implementations using an HTTP-based transport SHOULD conform to this specification, whereas implementations using STDIO transport SHOULD NOT follow this specification, and instead retrieve credentials from the environment.',
      reading: 'Points at MCP Authorization for /mcp over HTTP.',
      notApplicable:
        'not a rule of its own here: it points at MCP Authorization, whose sentences that bind the server are each an entry of the mcp-authorization inventory, judged there',
    },
    {
      id: 'mcp-base/json-schema/2020-12',
      keyword: 'MUST',
      section: 'JSON Schema Usage › Implementation Requirements',
      quote: 'Clients and servers MUST support JSON Schema 2020-12 for schemas without an explicit `$schema` field',
      reading: 'A schema the server publishes without $schema is a JSON Schema 2020-12 schema.',
      untested: `${TOOL_SCHEMAS} without $schema: valid against the 2020-12 meta-schema.`,
    },
    {
      id: 'mcp-base/json-schema/valid',
      keyword: 'MUST',
      section: 'JSON Schema Usage › Schema Validation',
      quote: 'Schemas MUST be valid according to their declared or default dialect',
      reading: 'Every schema the server publishes is valid in its dialect.',
      untested: `${TOOL_SCHEMAS}: valid against the meta-schema of its $schema, or of 2020-12 without one.`,
    },
    {
      id: 'mcp-base/meta/prefix',
      keyword: 'MUST',
      section: 'General fields › _meta',
      quote: 'If specified, MUST be a series of labels separated by dots (`.`), followed by a slash (`/`).',
      reading: 'A _meta key the server writes with a prefix has labels separated by dots and a slash after them.',
      untested: `${META}: where it has a prefix (text before the last /), the prefix is dot-separated labels followed by /.`,
    },
    {
      id: 'mcp-base/meta/labels',
      keyword: 'MUST',
      section: 'General fields › _meta',
      quote:
        'Labels MUST start with a letter and end with a letter or digit; interior characters can be letters, digits, or hyphens (`-`).',
      reading: 'Each label of such a prefix is a DNS-like label.',
      untested: `${META}: each label of its prefix starts with a letter, ends with a letter or digit, and has only letters, digits and hyphens.`,
    },
    {
      id: 'mcp-base/meta/name',
      keyword: 'MUST',
      section: 'General fields › _meta',
      quote: 'Unless empty, MUST begin and end with an alphanumeric character (`[a-z0-9A-Z]`).',
      reading: 'The name part of a _meta key begins and ends with a letter or digit.',
      untested: `${META}: its name (after the prefix) is empty or begins and ends with [a-z0-9A-Z].`,
    },
    {
      id: 'mcp-base/meta/no-assumptions',
      keyword: 'MUST NOT',
      section: 'General fields › _meta',
      quote: 'implementations MUST NOT make assumptions about values at these keys.',
      reading: 'The server does not rely on what a client puts at reserved _meta keys.',
      notObservable: 'what an implementation assumes is inside it; no answer shows an assumption made or not',
    },
    ...MCP_LIFECYCLE,
  ],
} as const satisfies Source;
