// RFC 9110 HTTP Semantics §13 (conditional requests) and §14 (range requests), where they apply to this
// service: the documents it serves to GET, the update and delete of registration_client_uri, and the
// requests that must ignore them. Part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { DOCUMENTS } from './surface-text.ts';

const MANAGE = 'Where registration_client_uri offers PUT or DELETE';

export const RFC9110_CONDITIONAL = [
  {
    id: 'rfc9110/13.1.1/if-match-evaluate',
    keyword: 'MUST',
    section: '13.1.1 If-Match',
    quote:
      'When an origin server receives a request that selects a representation and that request includes an If-Match header field, the origin server MUST evaluate the If-Match condition per Section 13.2 prior to performing the method.',
    reading:
      'The requests that select a representation here: GET of the documents, and the read, update and delete of registration_client_uri. If-Match is false when no current entity tag matches, or when the resource has none and the value is not "*".',
    untested: 'Judged with rfc9110/13.1.1/if-match-false: the same requests.',
  },
  {
    id: 'rfc9110/13.1.1/if-match-false',
    keyword: 'MUST NOT',
    section: '13.1.1 If-Match',
    quote:
      'An origin server that evaluates an If-Match condition MUST NOT perform the requested method if the condition evaluates to false.',
    reading:
      'A false If-Match stops the method: the update or delete is not made (412; a 2xx only where the same change had already been made, which a fresh change never is), and a GET is not served (412).',
    untested: `${MANAGE}: an update (a new client_name) and a delete with If-Match: "cs-conformance-never" → not performed (412; a read then shows the client unchanged and present). GET of ${DOCUMENTS} with the same If-Match → 412, not the document.`,
  },
  {
    id: 'rfc9110/13.1.2/if-none-match-evaluate',
    keyword: 'MUST',
    section: '13.1.2 If-None-Match',
    quote:
      'When an origin server receives a request that selects a representation and that request includes an If-None-Match header field, the origin server MUST evaluate the If-None-Match condition per Section 13.2 prior to performing the method.',
    reading: 'The documents evaluate If-None-Match: "*" is false for a resource that has a representation, and so is the ETag it sent.',
    untested: 'Judged with rfc9110/13.1.2/if-none-match-false: the same requests.',
  },
  {
    id: 'rfc9110/13.1.2/if-none-match-false',
    keyword: 'MUST NOT',
    section: '13.1.2 If-None-Match',
    quote:
      'An origin server that evaluates an If-None-Match condition MUST NOT perform the requested method if the condition evaluates to false; instead, the origin server MUST respond with either a) the 304 (Not Modified) status code if the request method is GET or HEAD or b) the 412 (Precondition Failed) status code for all other request methods.',
    reading: 'A GET of a document whose If-None-Match is false gets 304, not the document.',
    untested: `GET of ${DOCUMENTS} with If-None-Match: * and, for each that sent an ETag, with that ETag → 304; the same GET without the field → 200.`,
  },
  {
    id: 'rfc9110/13.1.3/ims-ignored',
    keyword: 'MUST',
    section: '13.1.3 If-Modified-Since',
    quote:
      'A recipient MUST ignore the If-Modified-Since header field if the received field value is not a valid HTTP-date, the field value has more than one member, or if the request method is neither GET nor HEAD.',
    reading: 'If-Modified-Since changes nothing on a POST, nor on a GET whose value is not one HTTP-date.',
    untested: `A refresh at the token endpoint, POST /account/graphql and POST /mcp, each with If-Modified-Since: <a date in the future> → answered as without it (no 304, no 412); GET of ${DOCUMENTS} with If-Modified-Since: not-a-date, and with two dates → 200.`,
  },
  {
    id: 'rfc9110/13.1.3/ims-304',
    keyword: 'SHOULD',
    section: '13.1.3 If-Modified-Since',
    quote:
      'An origin server that evaluates an If-Modified-Since condition SHOULD NOT perform the requested method if the condition evaluates to false; instead, the origin server SHOULD generate a 304 (Not Modified) response, including only those metadata that are useful for identifying or updating a previously cached response.',
    reading: 'A document not modified since the date asked about is answered 304.',
    untested: `GET of each of ${DOCUMENTS} that sent Last-Modified, with If-Modified-Since: that date → 304 (a 200 is a warning).`,
  },
  {
    id: 'rfc9110/13.1.4/ius-false',
    keyword: 'MUST NOT',
    section: '13.1.4 If-Unmodified-Since',
    quote:
      'An origin server that evaluates an If-Unmodified-Since condition MUST NOT perform the requested method if the condition evaluates to false.',
    reading:
      'Only a resource with a modification date can make it false (the field is ignored otherwise, §13.1.4). A client the server knows the registration time of was modified after any earlier date.',
    untested: `${MANAGE}: an update and a delete with If-Unmodified-Since: <a date before the client was registered> → not performed (412) where the server keeps a modification date (as client_id_issued_at suggests); performed where it has none and ignores the field.`,
  },
  {
    id: 'rfc9110/13.1.5/if-range-without-range',
    keyword: 'MUST',
    section: '13.1.5 If-Range',
    quote: 'A server MUST ignore an If-Range header field received in a request that does not contain a Range header field.',
    reading: 'If-Range alone changes nothing.',
    untested: `GET of ${DOCUMENTS} with If-Range: "cs-conformance-never" and no Range → 200 with the whole document.`,
  },
  {
    id: 'rfc9110/13.2.1/ignore-on-failure',
    keyword: 'MUST',
    section: '13.2.1 When to Evaluate',
    quote:
      'A server MUST ignore all received preconditions if its response to the same request without those conditions, prior to processing the request content, would have been a status code other than a 2xx (Successful) or 412 (Precondition Failed).',
    reading: 'A request refused for its own reasons keeps that refusal when a precondition is added.',
    untested:
      'UserInfo and POST /account/graphql with no token, and with If-None-Match: * → 401 both times (not 304 or 412); an unknown path under the origin with If-Match: "x" → 404; POST to a document with If-None-Match: * → the 405 it gets without it.',
  },
  {
    id: 'rfc9110/13.2.1/ignore-for-options',
    keyword: 'MUST',
    section: '13.2.1 When to Evaluate',
    quote:
      'Likewise, a server MUST ignore the conditional request header fields defined by this specification when received with a request method that does not involve the selection or modification of a selected representation, such as CONNECT, OPTIONS, or TRACE.',
    reading: 'An OPTIONS (a CORS preflight included) is answered as without conditional fields.',
    untested:
      'OPTIONS with Access-Control-Request-Method: POST at the token endpoint, and a plain OPTIONS at each document, with If-Match: "cs-conformance-never" → answered as without it (never 412).',
  },
  {
    id: 'rfc9110/14.2/range-unknown-method',
    keyword: 'MUST',
    section: '14.2 Range',
    quote:
      'A server MUST ignore a Range header field received with a request method that is unrecognized or for which range handling is not defined.',
    reading: 'Range is defined for GET only: a POST with Range is answered whole.',
    untested:
      'A refresh at the token endpoint, POST /account/graphql and POST /mcp (initialize), each with Range: bytes=0-0 → the whole answer as without it, never 206 or 416.',
  },
  {
    id: 'rfc9110/14.2/range-unknown-unit',
    keyword: 'MUST',
    section: '14.2 Range',
    quote: 'An origin server MUST ignore a Range header field that contains a range unit it does not understand.',
    reading: 'A GET with a range unit the service does not know is answered whole.',
    untested: `GET of ${DOCUMENTS} and of UserInfo (with a token) with Range: cs-conformance=0-0 → 200 with the whole representation, never 206 or 416.`,
  },
  {
    id: 'rfc9110/14.4/content-range-ignored',
    keyword: 'MUST',
    section: '14.4 Content-Range',
    quote:
      'A server MUST ignore a Content-Range header field received in a request with a method for which Content-Range support is not defined.',
    reading: 'Content-Range on a POST changes nothing.',
    untested: 'A refresh at the token endpoint and a loopback registration, each with Content-Range: bytes 0-1/2 → answered as without it.',
  },
  {
    id: 'rfc9110/14.5/partial-put-400',
    keyword: 'SHOULD',
    section: '14.5 Partial PUT',
    quote:
      'An origin server SHOULD respond with a 400 (Bad Request) status code if it receives Content-Range on a PUT for a target resource that does not support partial PUT requests.',
    reading: 'An update of a client carrying Content-Range is refused (400), not applied as a whole or in part.',
    untested:
      'Where registration_client_uri offers PUT: an update with Content-Range: bytes 0-9/100 → 400, and a read then shows the client unchanged (another refusal is a warning, and the update applied the worst one).',
  },
] as const satisfies readonly Requirement[];
