// RFC 9110 HTTP Semantics §2–§4 (conformance, connections, URIs): the sentences that bind this service
// as an origin server, part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';
import { DOCUMENTS, EVERY_ENDPOINT } from './surface-text.ts';

const GENERATED_URIS =
  'the values of the discovery documents, Location headers, the resource_metadata of challenges, registration_client_uri and the servers of /openapi.json';

export const RFC9110_URIS = [
  {
    id: 'rfc9110/2.2/abnf',
    keyword: 'MUST NOT',
    section: '2.2 Requirements Notation',
    quote: 'A sender MUST NOT generate protocol elements that do not match the grammar defined by the corresponding ABNF rules.',
    reading:
      'The service is the sender of every answer: each header field it generates whose grammar HTTP defines (Content-Type, Content-Length, Date, Last-Modified, Allow, Location, WWW-Authenticate, ETag, Retry-After, Vary) matches it. The Bearer challenges’ auth-params are also held to RFC 6750 §3’s grammar by its entries (rfc6750/3/*).',
    untested: `In each answer of ${EVERY_ENDPOINT}, successes and errors, parse every header field whose grammar RFC 9110 defines against its ABNF (Content-Type as media-type, Content-Length as 1*DIGIT, Date and Last-Modified as HTTP-date, Allow as #method, Location as URI-reference, WWW-Authenticate as #challenge, ETag as entity-tag, Retry-After, Vary): a value that does not parse fails. Fields of other documents (Cache-Control, the CORS fields) are judged by those documents’ entries.`,
  },
  {
    id: 'rfc9110/2.3/own-lengths',
    keyword: 'MUST',
    section: '2.3 Length Requirements',
    quote:
      'At a minimum, a recipient MUST be able to parse and process protocol element lengths that are at least as long as the values that it generates for those same protocol elements in other messages.',
    reading:
      'What the service generates comes back to it: the URIs of its own origin it publishes (its endpoints, registration_client_uri, the Location of its redirects to its own pages) are requested, and the values it issues (codes, access and refresh tokens, client_ids, session ids) are sent back where they belong. None is refused for its length.',
    untested: `Collect ${GENERATED_URIS} that name this origin, and the longest code, access token, refresh token, client_id and MCP session id the service issued; request each URI as given, and send each value back where it belongs (the token request, Authorization: Bearer, MCP-Session-Id): never 414, 431, or a 400 for its length.`,
  },
  {
    id: 'rfc9110/3.3/connection-not-user',
    keyword: 'MUST NOT',
    section: '3.3 Connections, Clients, and Servers',
    quote:
      'As a result, a server MUST NOT assume that two requests on the same connection are from the same user agent unless the connection is secured and specific to that agent.',
    reading:
      'A request is authenticated by what it carries, not by the connection it comes on: on a connection that is not secured (the references’ loopback http), a request without credentials after one with the member’s token is refused as if alone. On an https origin the exception may apply (a TLS connection is specific to its agent), and nothing is judged there.',
    untested:
      'Over one kept-alive plain-http connection: GET UserInfo with the member’s access token (200), then GET UserInfo and POST /account/graphql with no Authorization header → each refused (401) as on a fresh connection; and POST /mcp initialize with the token, then tools/list with no token and no session id → served only as anonymous. Skipped on an https origin.',
  },
  {
    id: 'rfc9110/4.1/8000-octets',
    keyword: 'RECOMMENDED',
    section: '4.1 URI References',
    quote:
      'It is RECOMMENDED that all senders and recipients support, at a minimum, URIs with lengths of 8000 octets in protocol elements.',
    reading:
      'Every endpoint takes a request target of up to 8000 octets: the authorization request (the longest a client sends, with its state, scope and resource), a document with an unused query. A refusal below that length is a warning.',
    untested: `The member client’s authorization request with state padded until the request target is 8000 octets → the same sign-in or consent as unpadded, and the state echoed whole; GET of ${DOCUMENTS} with a query padded to 8000 octets → served. A 414 is a warning.`,
  },
  {
    id: 'rfc9110/4.2.1/http-host',
    keyword: 'MUST NOT',
    section: '4.2.1 http URI Scheme',
    quote: 'A sender MUST NOT generate an "http" URI with an empty host identifier.',
    reading: `Every http URI the service generates has a host: ${GENERATED_URIS} (all http on the references’ loopback origin).`,
    untested: `Parse ${GENERATED_URIS} with an RFC 3986 parser (not the WHATWG URL parser, which fills an empty host from the path): an http URI whose authority has an empty host fails.`,
  },
  {
    id: 'rfc9110/4.2.1/reject-empty-host',
    keyword: 'MUST',
    section: '4.2.1 http URI Scheme',
    quote: 'A recipient that processes such a URI reference MUST reject it as invalid.',
    reading:
      'The http URIs the service processes are the loopback redirect URIs clients register and send: "http:///cb" and "http://:8080/cb" are invalid, not read as http://cb/ (as a WHATWG parser would).',
    untested:
      'Register redirect_uris ["http:///cb"] and ["http://:8080/cb"] → refused (invalid_redirect_uri or invalid_client_metadata); the member client’s authorization request with redirect_uri=http:///cb → an error page, no redirect.',
  },
  {
    id: 'rfc9110/4.2.2/https-host',
    keyword: 'MUST NOT',
    section: '4.2.2 https URI Scheme',
    quote: 'A sender MUST NOT generate an "https" URI with an empty host identifier.',
    reading: `Every https URI the service generates has a host: ${GENERATED_URIS} on an https deployment, and the resource it advertises.`,
    untested: 'Judged with rfc9110/4.2.1/http-host, on https URIs.',
  },
  {
    id: 'rfc9110/4.2.2/reject-empty-host',
    keyword: 'MUST',
    section: '4.2.2 https URI Scheme',
    quote: 'A recipient that processes such a URI reference MUST reject it as invalid.',
    reading:
      'The https URIs the service processes: the resource parameter, metadata-document URLs used as client_id, fixed https redirect URIs at registration. "https:///…" is invalid, never taken as a resource, a client_id or a redirect URI.',
    untested:
      'resource=https:///account at the authorization and token endpoints (member client) → an error (invalid_target or invalid_request); client_id=https:///client.json at the authorization endpoint → an error page; a registration with redirect_uris ["https:///cb"] → refused.',
  },
  {
    id: 'rfc9110/4.2.4/no-userinfo-generated',
    keyword: 'MUST NOT',
    section: '4.2.4 Deprecation of userinfo in http(s) URIs',
    quote:
      'A sender MUST NOT generate the userinfo subcomponent (and its "@" delimiter) when an "http" or "https" URI reference is generated within a message as a target URI or field value.',
    reading:
      'The URIs the service puts in header fields carry no userinfo: the Location of its redirects (to the client’s redirect URI, to its own pages) and the resource_metadata of its challenges.',
    untested: `Every Location and every resource_metadata auth-param in the answers of ${EVERY_ENDPOINT}, parsed as a URI: no userinfo (nothing and no "@" before the host).`,
  },
  {
    id: 'rfc9110/4.2.4/userinfo-untrusted',
    keyword: 'SHOULD',
    section: '4.2.4 Deprecation of userinfo in http(s) URIs',
    quote:
      'Before making use of an "http" or "https" URI reference received from an untrusted source, a recipient SHOULD parse for userinfo and treat its presence as an error; it is likely being used to obscure the authority for the sake of phishing attacks.',
    reading:
      'The URIs the service takes from clients: redirect URIs at registration and at the authorization and token endpoints, metadata-document URLs used as client_id. Each with userinfo is refused: registration refuses http://user@127.0.0.1/cb, the authorization and token endpoints do not take a redirect_uri that differs from the registered one by its userinfo alone, and a metadata-document URL with userinfo is no client_id. The resource parameter: rfc9110/4.2.4/userinfo-resource.',
    checks: [
      'security/redirect-uri/no-userinfo',
      'endpoints/authorize/redirect-uri',
      'endpoints/token/code-bound-to-redirect-uri',
      'cimd/3/url-grammar',
    ],
    breaks: [
      {
        way: 'drops the userinfo of a registered redirect URI before its loopback test, registering http://<user>@127.0.0.1/cb',
        kind: 'near-miss',
        checks: ['security/redirect-uri/no-userinfo'],
        fault: 'register-loopback-userinfo-ignored',
      },
      {
        way: 'compares redirect URIs at the authorization endpoint without their userinfo',
        kind: 'exact-match',
        checks: ['endpoints/authorize/redirect-uri'],
        fault: 'authorize-redirect-userinfo-ignored',
      },
      {
        way: 'compares the token request’s redirect_uri without its userinfo',
        kind: 'place',
        checks: ['endpoints/token/code-bound-to-redirect-uri'],
        fault: 'token-redirect-uri-userinfo-ignored',
      },
      {
        way: 'takes a metadata-document URL with a username or password as a client_id',
        kind: 'place',
        checks: ['cimd/3/url-grammar'],
        fault: 'cimd-url-userinfo-ok',
      },
    ],
  },
  {
    id: 'rfc9110/4.2.4/userinfo-resource',
    keyword: 'SHOULD',
    section: '4.2.4 Deprecation of userinfo in http(s) URIs',
    quote:
      'Before making use of an "http" or "https" URI reference received from an untrusted source, a recipient SHOULD parse for userinfo and treat its presence as an error; it is likely being used to obscure the authority for the sake of phishing attacks.',
    reading:
      'The same sentence at the resource parameter (RFC 8707), the other URI the service takes from clients: resource=https://someone@{origin} names no resource of this service.',
    untested:
      'The member client’s authorization request, and then its token request, with resource=<the advertised resource with "someone@" before its host> → an error (invalid_target, invalid_request) or a token that /account/graphql refuses; never a token /account/graphql and /mcp serve.',
  },
] as const satisfies readonly Requirement[];
