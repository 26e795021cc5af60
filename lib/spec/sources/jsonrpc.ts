// The requirement inventory of the JSON-RPC 2.0 Specification (lib/spec/sources/types.ts), for the server
// behind /mcp (MCP messages "MUST follow the JSON-RPC 2.0 specification"). Text: jsonrpc.org/specification
// (2010-03-26, revised 2013-01-04). Sentences addressed to the Client are left out; batches are not
// applicable (MCP exchanges single messages since 2025-06-18).
import type { Source } from './types.ts';

const SESSION_ANSWERS =
  'Every JSON-RPC Response /mcp sends, in JSON or on an event stream (initialize, tools/list, ping, a method it does not know, a tools/call with bad arguments)';
const NO_BATCH =
  'MCP exchanges single JSON-RPC messages (batching was removed in 2025-06-18; the body of a POST is one message), and input /mcp cannot take gets an HTTP error status (mcp-transport/sending/error-status)';

export const jsonrpc = {
  id: 'jsonrpc',
  cite: 'JSON-RPC 2.0',
  title: 'JSON-RPC 2.0 Specification',
  scope: 'the JSON-RPC messages /mcp answers with',
  cites: ['rfc8259'],
  requirements: [
    {
      id: 'jsonrpc/4/same-id',
      keyword: 'MUST',
      section: '4 Request object',
      quote: 'The Server MUST reply with the same value in the Response object if included.',
      reading: 'Each Response of /mcp carries the id of its request, of the same type (a string stays a string).',
      untested:
        'initialize, tools/list and ping at /mcp with ids of each kind (a string with non-ASCII characters, a small and a large integer): the Response’s id equals the request’s, of the same JSON type.',
    },
    {
      id: 'jsonrpc/4.1/no-reply',
      keyword: 'MUST NOT',
      section: '4.1 Notification',
      quote: 'The Server MUST NOT reply to a Notification, including those that are within a batch request.',
      reading:
        'No Response answers a notification: notifications/initialized and one the server does not know. (MCP’s transport makes the answer 202 with no body, judged by mcp-transport/sending/202-accepted; a body that is not a Response is that entry’s, not this one’s.)',
      untested:
        'In a session, POST /mcp notifications/initialized and notifications/cs-conformance-probe: no JSON-RPC Response object in either answer, nor on the session’s GET stream (where offered) for either.',
    },
    {
      id: 'jsonrpc/5/reply',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'When a rpc call is made, the Server MUST reply with a Response, except for in the case of Notifications.',
      reading:
        'Every request gets its Response. Judged today for ping answered as an event stream (mcp-transport/sending/sse-response): the stream, or its resumption, delivers the Response. Every other request: jsonrpc/5/reply-every-request.',
      checks: ['mcp-transport/sending/sse-response'],
      breaks: [
        {
          way: 'ends ping’s event stream without the Response, with no event id to resume from',
          kind: 'other',
          checks: ['mcp-transport/sending/sse-response'],
          fault: 'mcp-sse-no-response',
        },
        {
          way: 'ends ping’s event stream after a priming event, and its resumption delivers no Response',
          kind: 'after-event',
          checks: ['mcp-transport/sending/sse-response'],
          fault: 'mcp-sse-response-lost',
        },
      ],
    },
    {
      id: 'jsonrpc/5/reply-every-request',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'When a rpc call is made, the Server MUST reply with a Response, except for in the case of Notifications.',
      reading: 'The same sentence for every other request, answered as JSON or as a stream.',
      untested:
        'In a session: initialize, tools/list, ping, cs-conformance/probe (a method no server has) and tools/call of a listed tool with arguments of the wrong type, each answered (JSON, or the stream with its resumption) with exactly one Response carrying the request’s id.',
    },
    {
      id: 'jsonrpc/5/version',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'A String specifying the version of the JSON-RPC protocol. MUST be exactly "2.0".',
      reading: 'Every Response names jsonrpc "2.0".',
      untested: `${SESSION_ANSWERS}: "jsonrpc": "2.0", a string.`,
    },
    {
      id: 'jsonrpc/5/result-on-success',
      keyword: 'REQUIRED',
      section: '5 Response object',
      quote: 'This member is REQUIRED on success.',
      reading: 'A successful Response has a result (for MCP, an object).',
      untested: `${SESSION_ANSWERS}: a Response without error has result.`,
    },
    {
      id: 'jsonrpc/5/no-result-on-error',
      keyword: 'MUST NOT',
      section: '5 Response object',
      quote: 'This member MUST NOT exist if there was an error invoking the method.',
      reading: 'An error Response has no result.',
      untested: `${SESSION_ANSWERS}: a Response with error has no result.`,
    },
    {
      id: 'jsonrpc/5/error-on-error',
      keyword: 'REQUIRED',
      section: '5 Response object',
      quote: 'This member is REQUIRED on error.',
      reading: 'A failed call (an unknown method, invalid params) is answered with error.',
      untested:
        'cs-conformance/probe (a method no server has) and tools/list with params: 5 → a Response with error (-32601 and -32602 fit).',
    },
    {
      id: 'jsonrpc/5/no-error-on-success',
      keyword: 'MUST NOT',
      section: '5 Response object',
      quote: 'This member MUST NOT exist if there was no error triggered during invocation.',
      reading: 'A successful Response has no error.',
      untested: `${SESSION_ANSWERS}: a Response with result has no error.`,
    },
    {
      id: 'jsonrpc/5/error-object',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'The value for this member MUST be an Object as defined in section 5.1.',
      reading: 'error is an object with code and message.',
      untested: 'The error Responses of jsonrpc/5/error-on-error: error is an object with an integer code and a string message.',
    },
    {
      id: 'jsonrpc/5/id-required',
      keyword: 'REQUIRED',
      section: '5 Response object',
      quote: 'This member is REQUIRED.',
      reading:
        'Every Response has an id. MCP (mcp-base/errors/same-id) lets an error Response to a request whose id could not be read go without one: there, null or absent is taken.',
      untested: `${SESSION_ANSWERS}: an id member (null or absent only in an error to input whose id could not be read).`,
    },
    {
      id: 'jsonrpc/5/id-same',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'It MUST be the same as the value of the id member in the Request Object.',
      reading: 'Restates jsonrpc/4/same-id from the Response’s side.',
      untested: 'Judged with jsonrpc/4/same-id.',
    },
    {
      id: 'jsonrpc/5/id-null',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'If there was an error in detecting the id in the Request object (e.g. Parse error/Invalid Request), it MUST be Null.',
      reading:
        'Input whose id cannot be read gets an HTTP error status at /mcp (MCP transport); a JSON-RPC error Response in that answer, if any, has id null (or none: MCP allows it).',
      untested:
        'POST /mcp with a body that is not JSON, and with {"jsonrpc":"2.0","method":1,"id":7}: where the 4xx answer carries a JSON-RPC error Response, its id is null or absent (the second, whose id could be read, may carry 7).',
    },
    {
      id: 'jsonrpc/5/result-xor-error',
      keyword: 'MUST',
      section: '5 Response object',
      quote: 'Either the result member or error member MUST be included, but both members MUST NOT be included.',
      reading: 'A Response has exactly one of result and error.',
      untested: `${SESSION_ANSWERS}: exactly one of result and error.`,
    },
    {
      id: 'jsonrpc/5.1/error-member',
      keyword: 'MUST',
      section: '5.1 Error object',
      quote:
        'When a rpc call encounters an error, the Response Object MUST contain the error member with a value that is a Object with the following members:',
      reading: 'Restates jsonrpc/5/error-on-error and jsonrpc/5/error-object.',
      untested: 'Judged with jsonrpc/5/error-object.',
    },
    {
      id: 'jsonrpc/5.1/integer-code',
      keyword: 'MUST',
      section: '5.1 Error object',
      quote: 'A Number that indicates the error type that occurred. This MUST be an integer.',
      reading: 'error.code is an integer (no fraction, not a string).',
      untested: 'The error Responses of jsonrpc/5/error-on-error and jsonrpc/5/id-null: error.code an integer.',
    },
    {
      id: 'jsonrpc/5.1/concise-message',
      keyword: 'SHOULD',
      section: '5.1 Error object',
      quote: 'The message SHOULD be limited to a concise single sentence.',
      reading: 'error.message is one short sentence; details belong in data.',
      untested:
        'The error Responses of jsonrpc/5/error-on-error: message a single sentence (no line break, at most one full stop inside), a warning otherwise.',
    },
    {
      id: 'jsonrpc/6/single-response',
      keyword: 'MUST',
      section: '6 Batch',
      quote:
        'If the batch rpc call itself fails to be recognized as an valid JSON or as an Array with at least one value, the response from the Server MUST be a single Response object.',
      reading: 'Only for batches.',
      notApplicable: NO_BATCH,
    },
    {
      id: 'jsonrpc/6/no-empty-array',
      keyword: 'MUST NOT',
      section: '6 Batch',
      quote:
        'If there are no Response objects contained within the Response array as it is to be sent to the client, the server MUST NOT return an empty Array and should return nothing at all.',
      reading: 'Only for batches.',
      notApplicable: NO_BATCH,
    },
  ],
} as const satisfies Source;
