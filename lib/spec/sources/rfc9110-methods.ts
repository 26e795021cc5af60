// RFC 9110 HTTP Semantics §9 (methods): the sentences that bind this service as an origin server, part
// of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { EVERY_ENDPOINT, GET_RESOURCES } from './surface-text.ts';

const NOT_ALLOWED =
  'An origin server that receives a request method that is recognized and implemented, but not allowed for the target resource, SHOULD respond with the 405 (Method Not Allowed) status code.';
const UNSAFE =
  'If the purpose of such a resource is to perform an unsafe action, then the resource owner MUST disable or disallow that action when it is accessed using a safe request method.';

export const RFC9110_METHODS = [
  {
    id: 'rfc9110/9.1/get-and-head',
    keyword: 'MUST',
    section: '9.1 Overview',
    quote: 'All general-purpose servers MUST support the methods GET and HEAD.',
    reading:
      'Whether this API is a "general-purpose server" the text leaves open: a server built for a few resources may not be one. Read as: every endpoint of the model that serves GET answers HEAD, with the token its GET takes, with anything but 405 or 501 (lib/relations/http-head.ts); judged as a warning, since a special-purpose server is not bound. /mcp, whose GET is the server’s choice, is not judged.',
    judgedAs: 'SHOULD',
    checks: ['rfc9110/9.1/get-and-head'],
    breaks: [
      {
        way: 'refuses HEAD of the JWK Set with 405',
        kind: 'place',
        checks: ['rfc9110/9.1/get-and-head'],
        fault: 'jwks-head-405',
      },
      {
        way: 'refuses HEAD of UserInfo with 405',
        kind: 'place',
        checks: ['rfc9110/9.1/get-and-head'],
        fault: 'userinfo-head-405',
      },
    ],
  },
  {
    id: 'rfc9110/9.1/501-unrecognized',
    keyword: 'SHOULD',
    section: '9.1 Overview',
    quote:
      'An origin server that receives a request method that is unrecognized or not implemented SHOULD respond with the 501 (Not Implemented) status code.',
    reading:
      'A method no server implements (CSPROBE, a valid method token) gets 501 at every endpoint of the model (lib/relations/http-head.ts). A 405 is taken too: a server that answers every method a resource does not serve with 405 names in Allow what it serves, which tells the client as much. Any other status is a warning.',
    checks: ['rfc9110/9.1/501-unrecognized'],
    breaks: [
      {
        way: 'answers an unknown method at the token endpoint with 400',
        kind: 'place',
        checks: ['rfc9110/9.1/501-unrecognized'],
        fault: 'token-unknown-method-400',
      },
      {
        way: 'answers an unknown method at /openapi.json with 404',
        kind: 'place',
        checks: ['rfc9110/9.1/501-unrecognized'],
        fault: 'openapi-unknown-method-404',
      },
    ],
  },
  {
    id: 'rfc9110/9.1/405-not-allowed',
    keyword: 'SHOULD',
    section: '9.1 Overview',
    quote: NOT_ALLOWED,
    reading:
      'Judged at registration_client_uri: PATCH (recognized, not a method of RFC 7592) with the client’s token gets 405, or 501 (the previous sentence, for a method the server does not implement); so do PUT and DELETE where the server does not offer them. A 404 while the client still reads breaks it. Every other endpoint: rfc9110/9.1/405-every-endpoint.',
    checks: ['rfc7592/2/unsupported-method'],
    breaks: [
      {
        way: 'answers PUT, PATCH and DELETE at registration_client_uri with 404, as if the client were not there',
        kind: 'other',
        checks: ['rfc7592/2/unsupported-method'],
        fault: 'manage-unsupported-404',
      },
      {
        way: 'offers no delete, and answers a DELETE with 404 rather than 405',
        kind: 'place',
        checks: ['rfc7592/2/unsupported-method'],
        fault: 'manage-delete-unsupported-404',
      },
    ],
  },
  {
    id: 'rfc9110/9.1/405-every-endpoint',
    keyword: 'SHOULD',
    section: '9.1 Overview',
    quote: NOT_ALLOWED,
    reading:
      'The same sentence at every other endpoint of the model (lib/relations/http-methods.ts): each of GET, HEAD, POST, PUT, PATCH and DELETE that an endpoint does not serve (HEAD served wherever GET is; the methods the text leaves to the server not sent: at the registration endpoint none but POST, its URL being possibly the client configuration endpoint’s (RFC 7592 §2), whose methods rfc7592/2/unsupported-method judges; GET and DELETE at /mcp, MCP Streamable HTTP) gets 405, or 501 where the server implements the method nowhere. Sent with the member’s token where the endpoint takes one. A 404, a 400, a 401 or a 2xx is a warning.',
    checks: ['rfc9110/9.1/405-every-endpoint'],
    breaks: [
      {
        way: 'answers GET at the token endpoint with 400 invalid_request, not 405',
        kind: 'place',
        checks: ['rfc9110/9.1/405-every-endpoint'],
        fault: 'token-get-400',
      },
      {
        way: 'answers PUT, PATCH and DELETE at /account/graphql with 404, as if nothing were there',
        kind: 'place',
        checks: ['rfc9110/9.1/405-every-endpoint'],
        fault: 'graphql-put-404',
      },
    ],
  },
  {
    id: 'rfc9110/9.2.1/unsafe-by-safe-method',
    keyword: 'MUST',
    section: '9.2.1 Safe Methods',
    quote: UNSAFE,
    reading:
      'The token endpoint performs an unsafe action (a code or refresh token redeemed, tokens issued): sent by GET with its parameters in the query, the exchange issues no tokens (rfc6749/3.2/post-only, which takes any 4xx). The other unsafe actions: rfc9110/9.2.1/unsafe-elsewhere.',
    checks: ['rfc6749/3.2/post-only'],
    breaks: [
      {
        way: 'the token endpoint also answers GET, reading the exchange from the query string',
        kind: 'other',
        checks: ['rfc6749/3.2/post-only'],
        fault: 'token-get-accepted',
      },
    ],
  },
  {
    id: 'rfc9110/9.2.1/unsafe-elsewhere',
    keyword: 'MUST',
    section: '9.2.1 Safe Methods',
    quote: UNSAFE,
    reading:
      'The same sentence at the service’s other unsafe actions: revoking a token, registering a client, approving consent, a GraphQL mutation, an MCP tool call. Each sent by GET (or HEAD), its parameters in the query, is not performed.',
    untested:
      'By GET and by HEAD with the parameters in the query: the revocation of the member’s refresh token (then it still refreshes), a loopback registration (then no client with that redirect URI exists: its authorization request gets an error page), the consent form’s fields with decision=approve to the form’s action (no code reaches the client), ?query=mutation{…} at /account/graphql and a tools/call at /mcp (nothing changed) → the action not performed, whatever the status.',
  },
  {
    id: 'rfc9110/9.3.2/head-no-content',
    keyword: 'MUST NOT',
    section: '9.3.2 HEAD',
    quote: 'The HEAD method is identical to GET except that the server MUST NOT send content in the response.',
    reading: 'A HEAD answer, whatever its status, ends at its header section.',
    untested: `HEAD of each GET resource (${GET_RESOURCES}) over a raw socket (an HTTP client discards what follows a HEAD answer): no content after the header section, whatever the status (a 405 included).`,
  },
  {
    id: 'rfc9110/9.3.2/head-same-fields',
    keyword: 'SHOULD',
    section: '9.3.2 HEAD',
    quote:
      'The server SHOULD send the same header fields in response to a HEAD request as it would have sent if the request method had been GET.',
    reading:
      'Where HEAD is served, its fields are the GET’s; those determined only while generating the content (Content-Length, Vary, a dynamic ETag) may be missing, as the next sentence allows.',
    untested: `HEAD and GET of each GET resource (${GET_RESOURCES}) with the same request fields: each field of the GET answer but Content-Length, Transfer-Encoding, Vary, ETag, Last-Modified and Date is in the HEAD answer with the same value (a warning per field missing or different).`,
  },
  {
    id: 'rfc9110/9.3.3/201-created',
    keyword: 'SHOULD',
    section: '9.3.3 POST',
    quote:
      'If one or more resources has been created on the origin server as a result of successfully processing a POST request, the origin server SHOULD send a 201 (Created) response containing a Location header field that provides an identifier for the primary resource created (Section 10.2.2) and a representation that describes the status of the request while referring to the new resource(s).',
    reading:
      'A registration that creates a client (the loopback registration) creates a resource: 201 with a Location naming it (registration_client_uri, where RFC 7592 management is offered). A vendor registration that returns an integration’s existing client_id creates nothing: 200 fits. /mcp’s initialize starts a session named by MCP-Session-Id, not by a URI: not judged.',
    untested:
      'A loopback registration → 201 with a Location (equal to registration_client_uri where the answer has one); another 2xx, or no Location, is a warning.',
  },
  {
    id: 'rfc9110/9.3.4/put-200-204',
    keyword: 'MUST',
    section: '9.3.4 PUT',
    quote:
      'If the target resource does have a current representation and that representation is successfully modified in accordance with the state of the enclosed representation, then the origin server MUST send either a 200 (OK) or a 204 (No Content) response to indicate successful completion of the request.',
    reading:
      'The service’s PUT is the update at registration_client_uri (RFC 7592 §2.2, where offered): an update that takes effect is answered 200 (RFC 7592 asks 200 with the client’s information) or 204, never 201 or 202.',
    untested:
      'Where registration_client_uri offers PUT: an update with the client’s token and its metadata with a new client_name, which a read then shows → the PUT answered 200 or 204.',
  },
  {
    id: 'rfc9110/9.3.4/put-constraints',
    keyword: 'SHOULD',
    section: '9.3.4 PUT',
    quote:
      'An origin server SHOULD verify that the PUT representation is consistent with its configured constraints for the target resource.',
    reading:
      'A client’s constraints are the registration rules (loopback or registered https redirect URIs only, account:read for the member audience only): an update through registration_client_uri is held to them as the registration is.',
    checks: [
      'authentication/4/fixed-https-callback',
      'security/redirect-uri/loopback-only',
      'authentication/7/account-read-member-audience',
    ],
    breaks: [
      {
        way: 'takes an update whose redirect URIs registration would refuse (a fixed https callback, a loopback look-alike)',
        kind: 'place',
        checks: ['authentication/4/fixed-https-callback', 'security/redirect-uri/loopback-only'],
        fault: 'manage-update-skips-redirect-rules',
      },
      {
        way: 'takes an update that gives a registered client account:read',
        kind: 'place',
        checks: ['authentication/7/account-read-member-audience'],
        fault: 'manage-update-member-audience',
      },
    ],
  },
  {
    id: 'rfc9110/9.3.4/put-no-validator',
    keyword: 'MUST NOT',
    section: '9.3.4 PUT',
    quote:
      "An origin server MUST NOT send a validator field (Section 8.8), such as an ETag or Last-Modified field, in a successful response to PUT unless the request's representation data was saved without any transformation applied to the content (i.e., the resource's new representation data is identical to the content received in the PUT request) and the validator field value reflects the new representation.",
    reading:
      'The update’s answer adds what the client did not send (client_id, its secret and their issue times): its representation is transformed, so a successful update carries no ETag and no Last-Modified.',
    untested: 'Where registration_client_uri offers PUT: the successful update’s answer carries no ETag and no Last-Modified.',
  },
  {
    id: 'rfc9110/9.3.5/delete-status',
    keyword: 'SHOULD',
    section: '9.3.5 DELETE',
    quote:
      'If a DELETE method is successfully applied, the origin server SHOULD send a 202 (Accepted) status code if the action will likely succeed but has not yet been enacted, a 204 (No Content) status code if the action has been enacted and no further information is to be supplied, or a 200 (OK) status code if the action has been enacted and the response message includes a representation describing the status.',
    reading:
      'The deletes the service offers: a client at registration_client_uri (RFC 7592 §2.3 asks 204, judged by rfc7592/2.3/deprovision-204) and an MCP session by DELETE /mcp. A delete that succeeds is 202, 204, or 200 with content.',
    untested:
      'DELETE of registration_client_uri with its token (where offered) and DELETE /mcp with a fresh session’s id: where the delete succeeds (the token then refused; the session id then 404), the status is 200 with content, 202 or 204; another 2xx is a warning.',
  },
  {
    id: 'rfc9110/9.3.7/options-features',
    keyword: 'SHOULD',
    section: '9.3.7 OPTIONS',
    quote:
      'A server generating a successful response to OPTIONS SHOULD send any header that might indicate optional features implemented by the server and applicable to the target resource (e.g., Allow), including potential extensions not defined by this specification.',
    reading:
      'Where the service answers OPTIONS with a 2xx, the answer names what the resource takes (Allow). A server that does not implement OPTIONS (405, 501) is not bound; a CORS preflight’s Access-Control-Allow-Methods is Fetch’s, not this sentence’s.',
    untested: `OPTIONS without CORS fields at ${EVERY_ENDPOINT}: where answered 2xx, an Allow field listing at least the methods the endpoint serves; a 2xx without it is a warning.`,
  },
  {
    id: 'rfc9110/9.3.8/trace-no-credentials',
    keyword: 'SHOULD',
    section: '9.3.8 TRACE',
    quote:
      'The final recipient of the request SHOULD exclude any request fields that are likely to contain sensitive data when that recipient generates the response content.',
    reading:
      'A TRACE the service answers does not echo credentials: it does not implement TRACE (405, 501), or reflects the request without Authorization, Cookie and the like, so a page that makes a browser send TRACE cannot read them back.',
    untested: `TRACE at ${EVERY_ENDPOINT} with Authorization: Bearer <the member's access token> and Cookie: cs-probe=<a random value>: the answer's content contains neither value.`,
  },
] as const satisfies readonly Requirement[];
