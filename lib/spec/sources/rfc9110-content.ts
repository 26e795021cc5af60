// RFC 9110 HTTP Semantics §8 and §12 (representation metadata, content codings): the sentences that bind
// this service as an origin server, part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { DOCUMENTS, EVERY_ENDPOINT, POST_ENDPOINTS } from './surface-text.ts';

const DATES_NOT_KNOWN =
  'whether the server can determine a modification date or a change-detecting tag for a representation is its own knowledge; an answer without one does not show the sentence broken';

export const RFC9110_CONTENT = [
  {
    id: 'rfc9110/8.3/content-type',
    keyword: 'SHOULD',
    section: '8.3 Content-Type',
    quote:
      'A sender that generates a message containing content SHOULD generate a Content-Type header field in that message unless the intended media type of the enclosed representation is unknown to the sender.',
    reading:
      'The service knows the type of all it sends: JSON answers, its HTML pages, event streams, error bodies. Every answer with content names it: judged at every endpoint of the model on its ordinary request, a method it does not serve and a method no server implements (lib/relations/http-fields.ts). (Which type each answer must have is the other sources’ entries, e.g. rfc6749/5.1 for application/json.)',
    checks: ['rfc9110/8.3/content-type'],
    breaks: [
      {
        way: 'sends the revocation endpoint’s 405 without Content-Type',
        kind: 'place',
        checks: ['rfc9110/8.3/content-type'],
        fault: 'revoke-405-no-content-type',
      },
      {
        way: 'sends the JWK Set’s 405 without Content-Type',
        kind: 'place',
        checks: ['rfc9110/8.3/content-type'],
        fault: 'jwks-405-no-content-type',
      },
    ],
  },
  {
    id: 'rfc9110/8.4/content-encoding',
    keyword: 'MUST',
    section: '8.4 Content-Encoding',
    quote:
      'If one or more encodings have been applied to a representation, the sender that applied the encodings MUST generate a Content-Encoding header field that lists the content codings in the order in which they were applied.',
    reading: 'A compressed answer says so: Content-Encoding names each coding applied, in order.',
    untested: `Each request of ${EVERY_ENDPOINT} with Accept-Encoding: gzip, deflate, br and without it: content that is compressed (the gzip magic 1f 8b, or a deflate or brotli stream that decodes to the content served without Accept-Encoding) carries Content-Encoding naming its codings in order.`,
  },
  {
    id: 'rfc9110/8.6/head-content-length',
    keyword: 'MUST NOT',
    section: '8.6 Content-Length',
    quote:
      'A server MAY send a Content-Length header field in a response to a HEAD request (Section 9.3.2); a server MUST NOT send Content-Length in such a response unless its field value equals the decimal number of octets that would have been sent in the content of a response if the same request had used the GET method.',
    reading: 'A HEAD answer’s Content-Length, where sent, is the length of the GET answer’s content.',
    untested: `HEAD of ${DOCUMENTS} and of UserInfo (with a token): where the 2xx answer carries Content-Length, it equals the length of the content of the GET answer to the same request. A refused HEAD is rfc9110/9.1/get-and-head's.`,
  },
  {
    id: 'rfc9110/8.6/304-content-length',
    keyword: 'MUST NOT',
    section: '8.6 Content-Length',
    quote:
      'A server MAY send a Content-Length header field in a 304 (Not Modified) response to a conditional GET request (Section 15.4.5); a server MUST NOT send Content-Length in such a response unless its field value equals the decimal number of octets that would have been sent in the content of a 200 (OK) response to the same request.',
    reading: 'Where a document answers a conditional GET with 304, a Content-Length in it is the length of the 200’s content.',
    untested: `Where ${DOCUMENTS} answer a conditional GET (If-None-Match with the ETag they sent, If-Modified-Since with their Last-Modified) with 304, its Content-Length, if any, equals the length of the 200's content.`,
  },
  {
    id: 'rfc9110/8.6/no-length-204',
    keyword: 'MUST NOT',
    section: '8.6 Content-Length',
    quote:
      'A server MUST NOT send a Content-Length header field in any response with a status code of 1xx (Informational) or 204 (No Content).',
    reading:
      'The service’s 204s carry no Content-Length: the delete at registration_client_uri (RFC 7592 §2.3), its answers to CORS preflights, a deleted MCP session; and so do its 100 Continue answers.',
    untested:
      'Every 204 of the surface carries no Content-Length: DELETE of registration_client_uri with its token (where offered), OPTIONS with Access-Control-Request-Method at the token, UserInfo and registration endpoints and the documents, DELETE /mcp of a fresh session; and a 100 Continue (rfc9110/10.1.1/expect-100) carries none.',
  },
  {
    id: 'rfc9110/8.6/send-content-length',
    keyword: 'SHOULD',
    section: '8.6 Content-Length',
    quote:
      'Aside from the cases defined above, in the absence of Transfer-Encoding, an origin server SHOULD send a Content-Length header field when the content size is known prior to sending the complete header section.',
    reading:
      'An answer with neither Transfer-Encoding nor Content-Length is delimited by closing the connection. Whether its size was known before its header section is the server’s: a check can only warn. Event streams are not of a known size.',
    untested: `Every answer of ${EVERY_ENDPOINT} but an event stream carries Content-Length or Transfer-Encoding: chunked; one delimited by closing the connection is a warning.`,
  },
  {
    id: 'rfc9110/8.7/content-location-transitory',
    keyword: 'MUST',
    section: '8.7 Content-Location',
    quote:
      'An origin server that receives a Content-Location field in a request message MUST treat the information as transitory request context rather than as metadata to be saved verbatim as part of the representation.',
    reading: 'A Content-Location sent with a registration or an update is not stored with the client.',
    untested:
      'A loopback registration, and an update of registration_client_uri where offered, each sent with Content-Location: https://attacker.example/clients/1 → the registration answer and a later read of the client name no such URI, and registration_client_uri is not it.',
  },
  {
    id: 'rfc9110/8.7/content-location-semantics',
    keyword: 'MUST NOT',
    section: '8.7 Content-Location',
    quote: 'However, an origin server MUST NOT use such context information to alter the request semantics.',
    reading: 'A request is answered the same with or without a Content-Location field.',
    untested: `Each POST of ${POST_ENDPOINTS}, and the PUT of registration_client_uri where offered, sent twice, once with Content-Location: https://attacker.example/: the same outcome both times (the same status, the same error code or the same kind of success).`,
  },
  {
    id: 'rfc9110/8.8.2.1/last-modified-not-future',
    keyword: 'MUST NOT',
    section: '8.8.2.1 Generation',
    quote:
      "An origin server with a clock (as defined in Section 5.6.7) MUST NOT generate a Last-Modified date that is later than the server's time of message origination (Date, Section 6.6.1).",
    reading:
      'The service has a clock (rfc9110/6.6.1/date-required): a Last-Modified it sends is not later than the Date of the same answer.',
    untested: `In every answer of ${EVERY_ENDPOINT} carrying both Last-Modified and Date (the documents and the JWK Set are where a server sends them): Last-Modified not later than Date.`,
  },
  {
    id: 'rfc9110/8.8.2.1/send-last-modified',
    keyword: 'SHOULD',
    section: '8.8.2.1 Generation',
    quote:
      'An origin server SHOULD send Last-Modified for any selected representation for which a last modification date can be reasonably and consistently determined, since its use in conditional requests and evaluating cache freshness ([CACHING]) can substantially reduce unnecessary transfers and significantly improve service availability and scalability.',
    reading: 'Documents whose modification date the server knows carry Last-Modified.',
    notObservable: DATES_NOT_KNOWN,
  },
  {
    id: 'rfc9110/8.8.3.1/send-etag',
    keyword: 'SHOULD',
    section: '8.8.3.1 Generation',
    quote:
      "An origin server SHOULD send an ETag for any selected representation for which detection of changes can be reasonably and consistently determined, since the entity tag's use in conditional requests and evaluating cache freshness ([CACHING]) can substantially reduce unnecessary transfers and significantly improve service availability, scalability, and reliability.",
    reading: 'Documents whose changes the server can tell carry an ETag.',
    notObservable: DATES_NOT_KNOWN,
  },
  {
    id: 'rfc9110/12.5.3/identity-fallback',
    keyword: 'SHOULD',
    section: '12.5.3 Accept-Encoding',
    quote:
      'If a non-empty Accept-Encoding header field is present in a request and none of the available representations for the response have a content coding that is listed as acceptable, the origin server SHOULD send a response without any content coding unless the identity coding is indicated as unacceptable.',
    reading: 'A client that accepts only codings the service lacks still gets an answer, uncompressed.',
    untested: `Each request of ${EVERY_ENDPOINT} with Accept-Encoding: x-cs-conformance (a coding no server has): the answer as without the field, with no Content-Encoding (or identity); a 406 or 415 is a warning.`,
  },
  {
    id: 'rfc9110/12.5.3/415-no-accept-encoding',
    keyword: 'MUST NOT',
    section: '12.5.3 Accept-Encoding',
    quote:
      'In order to avoid confusion with issues related to media types, servers that fail a request with a 415 status for reasons unrelated to content codings MUST NOT include the Accept-Encoding header field.',
    reading:
      'Where the service refuses a body of the wrong media type with 415 (it may answer 400 instead; RFC 9110 §15.5.16 states no keyword), that 415 carries no Accept-Encoding.',
    untested:
      'A token request with a JSON body, a registration with a form body, POST /account/graphql and POST /mcp with Content-Type: text/plain: where answered 415, no Accept-Encoding field.',
  },
] as const satisfies readonly Requirement[];
