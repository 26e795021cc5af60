// RFC 9110 HTTP Semantics §10 (Expect, Allow, Server) and §15 (status codes): the sentences that bind
// this service as an origin server, part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { DOCUMENTS, EVERY_ENDPOINT, POST_ENDPOINTS } from './surface-text.ts';

const LOCATION_OTHER =
  'The server SHOULD generate a Location header field in the response containing a URI reference for the different URI.';
const LOCATION_PERMANENT =
  'The server SHOULD generate a Location header field in the response containing a preferred URI reference for the new permanent URI.';
const EVERY_405 =
  'every 405 of the surface (the methods of rfc9110/9.1/405-every-endpoint, GET /mcp where the server opens no stream, PATCH at registration_client_uri)';

export const RFC9110_STATUS = [
  {
    id: 'rfc9110/10.1.1/expect-100',
    keyword: 'MUST',
    section: '10.1.1 Expect',
    quote:
      'Upon receiving an HTTP/1.1 (or later) request that has a method, target URI, and complete header section that contains a 100-continue expectation and an indication that request content will follow, an origin server MUST send either: an immediate response with a final status code, if that status can be determined by examining just the method, target URI, and header fields, or an immediate 100 (Continue) response to encourage the client to send the request content.',
    reading:
      'A POST announcing its content with Expect: 100-continue gets a 100 Continue or a final status before the content is sent. How soon is not judged (the clock is never a verdict here, and rfc9110/10.1.1/no-wait-before-100 is not observable for that reason): what comes first is.',
    untested: `POST to ${POST_ENDPOINTS} with Expect: 100-continue and Content-Length, the content held back: the first thing the server sends is a 100 Continue or a final status (a 417 included); if it sends nothing for a while, the check sends the content anyway and notes it, judging only what comes.`,
  },
  {
    id: 'rfc9110/10.1.1/no-wait-before-100',
    keyword: 'MUST NOT',
    section: '10.1.1 Expect',
    quote: 'The origin server MUST NOT wait for the content before sending the 100 (Continue) response.',
    reading: 'A server that means to send 100 Continue sends it before the content arrives.',
    notObservable:
      'waiting shows only as silence over time, and the clock is never a verdict in this harness (CONTRIBUTING): a slow server and a waiting one look the same',
  },
  {
    id: 'rfc9110/10.1.1/final-after-100',
    keyword: 'MUST',
    section: '10.1.1 Expect',
    quote:
      'A server that sends a 100 (Continue) response MUST ultimately send a final status code, once it receives and processes the request content, unless the connection is closed prematurely.',
    reading: 'After a 100 Continue and the content, the request gets its final answer.',
    untested:
      'Where a 100 Continue came (rfc9110/10.1.1/expect-100), the content then sent gets a final status: the same answer the request gets without Expect.',
  },
  {
    id: 'rfc9110/10.2.1/allow-in-405',
    keyword: 'MUST',
    section: '10.2.1 Allow',
    quote:
      'An origin server MUST generate an Allow header field in a 405 (Method Not Allowed) response and MAY do so in any other response.',
    reading:
      'Every 405 the service sends carries Allow: judged with its content, by the relation Allow in every 405 (rfc9110/15.5.6/allow).',
    checks: ['rfc9110/15.5.6/allow'],
    breaks: [
      {
        way: 'a 405 without Allow (GET at the token endpoint)',
        kind: 'place',
        checks: ['rfc9110/15.5.6/allow'],
        fault: 'token-405-no-allow',
      },
    ],
  },
  {
    id: 'rfc9110/10.2.4/server-detail',
    keyword: 'SHOULD NOT',
    section: '10.2.4 Server',
    quote:
      'An origin server SHOULD NOT generate a Server header field containing needlessly fine-grained detail and SHOULD limit the addition of subproducts by third parties.',
    reading:
      '"Needlessly fine-grained" is the server’s to weigh; the text names the harm as revealing implementation details (§17.12). Read: a Server field naming product versions (nginx/1.25.3, Express/4.18.2) or several subproducts is a warning; a bare product name, or no Server field, passes.',
    untested: `The Server field of every answer of ${EVERY_ENDPOINT}, where sent: no product-version and one product at most (a warning otherwise).`,
  },
  {
    id: 'rfc9110/15.4.2/301-location',
    keyword: 'SHOULD',
    section: '15.4.2 301 Moved Permanently',
    quote: LOCATION_PERMANENT,
    reading: 'A 301 of the service names where the resource moved.',
    untested: `Every 301 of ${EVERY_ENDPOINT} (a path with a trailing slash redirected, http sent to https): a Location field.`,
  },
  {
    id: 'rfc9110/15.4.3/302-location',
    keyword: 'SHOULD',
    section: '15.4.3 302 Found',
    quote: LOCATION_OTHER,
    reading:
      'The authorization endpoint’s 302s (to the client’s redirect URI with a code or an error, to its own sign-in and consent pages) name where to go. (303, which the sign-in form’s answer should be, has no sentence with a keyword: rfc9700/4.12/use-303 judges it.)',
    untested:
      'Every 302 of the surface (the authorization endpoint’s redirects, its sign-in and consent steps, the answers to their forms): a Location field.',
  },
  {
    id: 'rfc9110/15.4.8/307-location',
    keyword: 'SHOULD',
    section: '15.4.8 307 Temporary Redirect',
    quote: LOCATION_OTHER,
    reading: 'A 307 of the service names where to go (none answers the sign-in form: rfc9700/4.12/no-307).',
    untested: `Every 307 of ${EVERY_ENDPOINT}: a Location field.`,
  },
  {
    id: 'rfc9110/15.4.9/308-location',
    keyword: 'SHOULD',
    section: '15.4.9 308 Permanent Redirect',
    quote: LOCATION_PERMANENT,
    reading: 'A 308 of the service names where the resource moved.',
    untested: `Every 308 of ${EVERY_ENDPOINT}: a Location field.`,
  },
  {
    id: 'rfc9110/15.5/4xx-explanation',
    keyword: 'SHOULD',
    section: '15.5 Client Error 4xx',
    quote:
      'Except when responding to a HEAD request, the server SHOULD send a representation containing an explanation of the error situation, and whether it is a temporary or permanent condition.',
    reading:
      'Every 4xx but a HEAD’s has content that explains it: the OAuth errors (error, error_description), the resources’ errors, the authorization endpoint’s error pages. Whether it says temporary or permanent is for a reader; a check sees only that content is there.',
    untested: `Every 4xx of ${EVERY_ENDPOINT} to a method other than HEAD (the OAuth errors, the resources' 401 and 403, a 404 for an unknown path, 405s, 415s): non-empty content (a warning otherwise).`,
  },
  {
    id: 'rfc9110/15.5.6/allow',
    keyword: 'MUST',
    section: '15.5.6 405 Method Not Allowed',
    quote:
      "The origin server MUST generate an Allow header field in a 405 response containing a list of the target resource's currently supported methods.",
    reading:
      'The list names what the resource serves: on every 405 of the relation 405 for a method not served (lib/relations/http-methods.ts), Allow is present, the method refused is not in it, and each method it names, sent to the same resource, is not answered 405 (an empty Allow is for a resource disabled by configuration, §10.2.1). Whether the list is complete is not judged: a method the server serves and leaves out of Allow breaks nothing a client relies on.',
    checks: ['rfc9110/15.5.6/allow'],
    breaks: [
      {
        way: 'a 405 without Allow (GET at the token endpoint)',
        kind: 'place',
        checks: ['rfc9110/15.5.6/allow'],
        fault: 'token-405-no-allow',
      },
      {
        way: 'an Allow that names GET at /account/graphql, which answers GET with 405',
        kind: 'place',
        checks: ['rfc9110/15.5.6/allow'],
        fault: 'graphql-allow-lists-get',
      },
    ],
  },
  {
    id: 'rfc9110/15.5.7/406-content',
    keyword: 'SHOULD',
    section: '15.5.7 406 Not Acceptable',
    quote:
      'The server SHOULD generate content containing a list of available representation characteristics and corresponding resource identifiers from which the user or user agent can choose the one most appropriate.',
    reading:
      'Where the service answers 406 (POST /mcp whose Accept lacks application/json or text/event-stream; a document asked for in a type it does not have, where it negotiates), the content names the types it has.',
    untested: `POST /mcp (initialize) with Accept: text/html, and GET of ${DOCUMENTS} with Accept: application/xml: where answered 406, the content names the media types available (a warning otherwise).`,
  },
] as const satisfies readonly Requirement[];
