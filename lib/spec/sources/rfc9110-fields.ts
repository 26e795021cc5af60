// RFC 9110 HTTP Semantics §5–§7 (fields, message metadata, routing): the sentences that bind this service
// as an origin server, part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { EVERY_ENDPOINT } from './surface-text.ts';

export const RFC9110_FIELDS = [
  {
    id: 'rfc9110/5.1/ignore-unknown-fields',
    keyword: 'SHOULD',
    section: '5.1 Field Names',
    quote: 'Other recipients SHOULD ignore unrecognized header and trailer fields.',
    reading:
      'The service, a recipient that is not a proxy, answers a request carrying a header field it does not know as it answers the same request without it.',
    untested: `Each request of ${EVERY_ENDPOINT} sent twice, the second time with X-CS-Conformance-Probe: 1 and with Client-Id: <another client's id> (a field named like one of the service's parameters): the same status and the same kind of answer both times (the same error code, or a success of the same shape).`,
  },
  {
    id: 'rfc9110/5.3/no-duplicate-fields',
    keyword: 'MUST NOT',
    section: '5.3 Field Order',
    quote:
      "This means that, aside from the well-known exception noted below, a sender MUST NOT generate multiple field lines with the same name in a message (whether in the headers or trailers) or append a field line when a field line of the same name already exists in the message, unless that field's definition allows multiple field line values to be recombined as a comma-separated list (i.e., at least one alternative of the field's definition allows a comma-separated list, such as an ABNF rule of #(values) defined in Section 5.6.1).",
    reading:
      'No answer carries a field whose definition has no list form on two lines: Content-Type, Content-Length, Location, Date, ETag, Last-Modified, Retry-After, Content-Location, Server. Lists (WWW-Authenticate, Allow, Vary, Cache-Control) may repeat, and Set-Cookie is the exception.',
    untested: `The raw header lines of every answer of ${EVERY_ENDPOINT} (undici's rawHeaders, not the merged view): Content-Type, Content-Length, Location, Date, ETag, Last-Modified, Retry-After, Content-Location or Server on two lines fails.`,
  },
  {
    id: 'rfc9110/5.4/large-fields-4xx',
    keyword: 'MUST',
    section: '5.4 Field Limits',
    quote:
      'A server that receives a request header field line, field value, or set of fields larger than it wishes to process MUST respond with an appropriate 4xx (Client Error) status code.',
    reading:
      'Header fields larger than the service takes get a 4xx (431 fits, 400 or 413 too), never a 5xx nor a connection closed without an answer; fields it is willing to process are served as usual.',
    untested: `At ${EVERY_ENDPOINT}: a request with one 64 KiB header field (X-CS-Conformance-Pad), one with Authorization: Bearer <64 KiB>, and one with 200 fields of 1 KiB → the usual answer (the server processed them), or a 4xx; a 5xx, or the connection closed with no status, fails.`,
  },
  {
    id: 'rfc9110/5.5/ctl-in-field',
    keyword: 'MUST',
    section: '5.5 Field Values',
    quote:
      'Field values containing CR, LF, or NUL characters are invalid and dangerous, due to the varying ways that implementations might parse and interpret those characters; a recipient of CR, LF, or NUL within a field value MUST either reject the message or replace each of those characters with SP before further processing or forwarding of that message.',
    reading:
      'A NUL inside a field the service reads (Authorization, Origin, MCP-Session-Id, Content-Type) makes the request refused (400) or is read as a space: a Bearer token with a NUL in it is then no token of the member’s. (A bare CR or LF cannot sit inside an HTTP/1.1 field line without ending it.)',
    untested:
      'Over a raw socket (undici refuses to send such fields): at UserInfo, /account/graphql and /mcp, Authorization: Bearer <the member’s access token><NUL>x, and the token with a NUL in its middle → a 400, or the 401 of a token read with a space in it; never served as the member. At /mcp, an Origin of the service’s own origin followed by <NUL>.evil.example → refused.',
  },
  {
    id: 'rfc9110/5.6.1.1/no-empty-list-elements',
    keyword: 'MUST NOT',
    section: '5.6.1.1 Sender Requirements',
    quote: 'In any production that uses the list construct, a sender MUST NOT generate empty list elements.',
    reading: 'The list fields the service generates have no empty element.',
    untested: `In every answer of ${EVERY_ENDPOINT}: Allow, Vary, WWW-Authenticate, Cache-Control, Accept-Encoding, Access-Control-Allow-Methods and Access-Control-Allow-Headers hold no empty element (no ", ," and no leading or trailing comma).`,
  },
  {
    id: 'rfc9110/5.6.3/no-bws',
    keyword: 'MUST NOT',
    section: '5.6.3 Whitespace',
    quote: 'A sender MUST NOT generate BWS in messages.',
    reading:
      'BWS is the whitespace the grammar tolerates around the "=" of parameters and auth-params: the service’s challenges (resource_metadata="…", error="…") and media-type parameters (charset=utf-8) have none.',
    untested: `In the WWW-Authenticate and Content-Type fields of every answer of ${EVERY_ENDPOINT}: no whitespace before or after the "=" of an auth-param or a parameter.`,
  },
  {
    id: 'rfc9110/5.6.7/imf-fixdate',
    keyword: 'MUST',
    section: '5.6.7 Date/Time Formats',
    quote:
      'When a sender generates a field that contains one or more timestamps defined as HTTP-date, the sender MUST generate those timestamps in the IMF-fixdate format.',
    reading: 'Date, Last-Modified, Expires and a Retry-After in date form are IMF-fixdate (Sun, 06 Nov 1994 08:49:37 GMT).',
    untested: `Every Date, Last-Modified, Expires and Retry-After (date form) of every answer of ${EVERY_ENDPOINT} matches IMF-fixdate exactly: not the RFC 850 or asctime forms, not an ISO 8601 date, GMT as the zone.`,
  },
  {
    id: 'rfc9110/5.6.7/no-extra-whitespace',
    keyword: 'MUST NOT',
    section: '5.6.7 Date/Time Formats',
    quote: 'A sender MUST NOT generate additional whitespace in an HTTP-date beyond that specifically included as SP in the grammar.',
    reading: 'The same dates carry single spaces between their parts and none around them.',
    untested: 'Judged with rfc9110/5.6.7/imf-fixdate: the same fields, exactly one SP between the parts of the date.',
  },
  {
    id: 'rfc9110/6.2/response-version',
    keyword: 'SHOULD',
    section: '6.2 Control Data',
    quote:
      'A server SHOULD send a response version equal to the highest version to which the server is conformant that has a major version less than or equal to the one received in the request.',
    reading: 'The harness asks in HTTP/1.1; the answer’s version is the highest the server conforms to, up to 1.1.',
    notObservable:
      'which versions a server conforms to is its own: an HTTP/1.0 status line is right for a server that implements no more, so no answer shows the sentence broken',
  },
  {
    id: 'rfc9110/6.6.1/date-approximation',
    keyword: 'SHOULD',
    section: '6.6.1 Date',
    quote:
      'A sender that generates a Date header field SHOULD generate its field value as the best available approximation of the date and time of message generation.',
    reading:
      'The Date of an answer is when it was made, to the server’s best knowledge: it agrees, within the clock skew clients allow, with the moment the harness received it and with the iat of the ID tokens the same server issues.',
    untested: `Every Date of every answer of ${EVERY_ENDPOINT} lies between the request's sending and the answer's arrival on the harness's clock, widened by the skew the ID token checks allow; a Date outside is a warning that names both clocks (the harness's may be the wrong one), and a Date that disagrees with the iat of an ID token issued in the same second is a warning too.`,
  },
  {
    id: 'rfc9110/6.6.1/date-required',
    keyword: 'MUST',
    section: '6.6.1 Date',
    quote:
      'An origin server with a clock (as defined in Section 5.6.7) MUST generate a Date header field in all 2xx (Successful), 3xx (Redirection), and 4xx (Client Error) responses, and MAY generate a Date header field in 1xx (Informational) and 5xx (Server Error) responses.',
    reading:
      'The service has a clock: it states lifetimes and times (expires_in, the ID token’s exp and iat, RFC 7591’s client_id_issued_at). So every 2xx, 3xx and 4xx answer carries Date: judged at every endpoint of the model on its ordinary request, a method it does not serve and a method no server implements (lib/relations/http-fields.ts); a 5xx may go without.',
    checks: ['rfc9110/6.6.1/date-required'],
    breaks: [
      {
        way: 'sends the token endpoint’s 405s without Date',
        kind: 'place',
        checks: ['rfc9110/6.6.1/date-required'],
        fault: 'token-405-no-date',
      },
      {
        way: 'sends the authorization-server metadata without Date',
        kind: 'place',
        checks: ['rfc9110/6.6.1/date-required'],
        fault: 'metadata-no-date',
      },
    ],
  },
  {
    id: 'rfc9110/6.6.1/no-clock-no-date',
    keyword: 'MUST NOT',
    section: '6.6.1 Date',
    quote: 'An origin server without a clock MUST NOT generate a Date header field.',
    reading: 'Only for a server without a clock.',
    notApplicable: 'the service has a clock: it states lifetimes and times (expires_in, the ID token’s exp and iat)',
  },
  {
    id: 'rfc9110/7.4/https-over-tls',
    keyword: 'MUST',
    section: '7.4 Rejecting Misdirected Requests',
    quote:
      'In particular, a request for an "https" resource MUST be rejected unless it has been received over a connection that has been secured via a certificate valid for that target URI\'s origin, as defined by Section 4.2.2.',
    reading:
      'On an https deployment the service’s port serves no resource to a plain-text request: judged at the authorization-server metadata (rfc8414/3/https), only against an https origin.',
    checks: ['rfc8414/3/https'],
    breaks: [
      {
        way: 'the https port also answers plain-text HTTP, the metadata included',
        kind: 'other',
        checks: ['rfc8414/3/https'],
        fault: 'front-plain-http',
      },
    ],
  },
] as const satisfies readonly Requirement[];
