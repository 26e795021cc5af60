// The requirement inventory of RFC 6749 The OAuth 2.0 Authorization Framework (lib/spec/sources/types.ts).
// Quotes are word for word from the RFC text; a bullet of a "The authorization server MUST:" list is
// quoted with its lead-in and "[…]". Client-only sentences (the client MUST …) have no entry unless a
// server that tolerates the violation is itself a risk; then the entry says how the server is judged.
import type { Requirement, Source } from './types.ts';
import {
  AUTHORIZE_ACCOUNT_READ_REGISTERED,
  AUTHORIZE_AUTO_APPROVE,
  AUTHORIZE_CLIENT_ID_CASE,
  AUTHORIZE_CODE_TWICE,
  AUTHORIZE_CONSENT_CSRF,
  AUTHORIZE_CONSENT_CSRF_OPTIONAL,
  AUTHORIZE_CONSENT_REMEMBERED,
  AUTHORIZE_CONSENT_SKIPPED,
  AUTHORIZE_CONSENT_UNBOUND,
  AUTHORIZE_ERROR_STATE_DROPPED,
  AUTHORIZE_POST_AUTO_APPROVE,
  AUTHORIZE_POST_CODE_MISSING,
  AUTHORIZE_POST_ERROR_STATE_DROPPED,
  AUTHORIZE_SCOPE_OPTIONAL,
  AUTHORIZE_SCOPE_PREFIX,
  HYBRID_TOKEN,
  IMPLICIT_SERVED,
} from './authorize-ways.ts';
import {
  AUTHORIZE_POST_CLIENT_UNCHECKED,
  AUTHORIZE_POST_REDIRECT_UNCHECKED,
  AUTHORIZE_REDIRECT_HOST_PREFIX,
  AUTHORIZE_REDIRECT_LOOPBACK_NAMES,
  AUTHORIZE_REDIRECT_PATH_CASE,
  AUTHORIZE_REDIRECT_PERCENT_DECODED,
  AUTHORIZE_REDIRECT_PORT_IGNORED,
  AUTHORIZE_REDIRECT_QUERY_IGNORED,
  AUTHORIZE_REDIRECT_QUERY_UNORDERED,
  AUTHORIZE_REDIRECT_SCHEME_IGNORED,
  AUTHORIZE_REDIRECT_TRAILING_SLASH,
  AUTHORIZE_REDIRECT_TRIMMED,
  AUTHORIZE_REDIRECT_URI_PREFIX,
  AUTHORIZE_REDIRECT_URL_PARSED,
  AUTHORIZE_REDIRECT_USERINFO_IGNORED,
  AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED,
} from './redirect-ways.ts';
import { REGISTER_SECRET_CACHEABLE } from './registration-ways.ts';
import {
  ADMIN_401_NO_CHALLENGE,
  ADMIN_IGNORES_SCOPE,
  ADMIN_REVOKED_TOKEN_SERVED,
  ADMIN_UNKNOWN_TOKEN_SERVED,
  BEARER_ACCEPTS_REFRESH_TOKEN,
  BEARER_ACCEPTS_UNSIGNED_JWT,
  BEARER_HS256_PUBLIC_KEY,
  MCP_IGNORES_SCOPE,
  MCP_REVOKED_TOKEN_SERVED,
  RESOURCE_401_WRONG_CODE,
  RESOURCE_403_WRONG_CODE,
  RESOURCE_TOKEN_NEAR_MATCH,
} from './resource-ways.ts';
import {
  AUTHORIZE_SCOPE_NARROWED_UNSTATED,
  BASIC_BESIDE,
  CLIENT_SECRET_UNCHECKED_WAYS,
  CODE_REPLAY_REVOKES_WAYS,
  CODE_SINGLE_USE_WAYS,
  CODE_VALID_WAYS,
  NO_STORE_WAYS,
  OTHER_GRANTS,
  REDIRECT_ABSENT,
  REFRESH_ACCEPTS_WAYS,
  REFRESH_ANY_CLIENT,
  REFRESH_NARROWING_IGNORED,
  REFRESH_OPENID_KEPT,
  REFRESH_PREFIX_MATCH,
  REFRESH_REUSE_IGNORED,
  REFRESH_ROTATION_WAYS,
  REFRESH_SCOPE_WIDENED,
  REFRESH_UNKNOWN_INVALID_REQUEST,
  REVOKE_REFRESH_NOOP,
  TOKEN_BAD_CODE_INVALID_REQUEST,
  TOKEN_CODE_ANY_CLIENT,
  TOKEN_CODE_WITHOUT_SECRET,
  TOKEN_OTHER_CLIENT_SECRET,
  TOKEN_OTHER_CLIENT_SECRET_2,
  TOKEN_OTHER_CLIENT_SECRET_OWN,
  TOKEN_REDIRECT_URI_WAYS,
  TOKEN_UNKNOWN_CLIENT_INVALID_REQUEST,
} from './token-ways.ts';

/** TLS is the deployment's: the harness only talks to the configured origin, as configured. */
const TLS =
  'transport security is the deployment’s: the harness talks only to the configured origin, in the scheme it is given (the references serve plain HTTP on loopback), and never tries the plain-HTTP twin of an HTTPS origin';
const DOCS = 'a statement in the service’s documentation, not in any protocol answer; the spec documents no sizes';
const GRANT_TYPES =
  'the service offers only the authorization code (with PKCE S256) and refresh token grants (spec Authentication 1; grant_types_supported)';

const registration = [
  {
    id: 'rfc6749/2.1/no-client-type-assumption',
    keyword: 'SHOULD NOT',
    section: '2.1 Client Types',
    quote: 'The authorization server SHOULD NOT make assumptions about the client type.',
    reading:
      'The client type comes from the client’s registration: public clients use token_endpoint_auth_method none, confidential ones client_secret_post. A server that assumed every client public would redeem a confidential client’s code without its secret; one that assumed every client confidential would refuse a public client’s exchange.',
    checks: ['authentication/1/public-none', 'authentication/1/confidential-client-secret-post'],
    breaks: [
      {
        way: 'takes every client for public: a confidential client redeems without its secret',
        kind: 'other',
        checks: ['authentication/1/confidential-client-secret-post'],
        fault: 'token-client-secret-unchecked',
      },
      {
        way: 'takes every client for confidential: a public client is asked for a secret',
        kind: 'other',
        checks: ['authentication/1/public-none'],
        fault: 'token-public-client-secret-required',
      },
      {
        way: 'reads the type from the request at the revocation endpoint: a confidential client that sends no secret is taken for public',
        kind: 'place',
        checks: ['authentication/1/confidential-client-secret-post'],
        fault: 'revoke-client-secret-unchecked',
      },
      {
        way: 'reads the type from the request at the introspection endpoint: a confidential client that sends no secret is taken for public',
        kind: 'place',
        checks: ['authentication/1/confidential-client-secret-post'],
        fault: 'introspect-client-secret-unchecked',
      },
    ],
  },
  {
    id: 'rfc6749/2.2/client-id-not-authentication',
    keyword: 'MUST NOT',
    section: '2.2 Client Identifier',
    quote:
      'The client identifier is not a secret; it is exposed to the resource owner and MUST NOT be used alone for client authentication.',
    reading:
      'A confidential client that presents only its client_id at the token endpoint is not authenticated: the exchange is refused (invalid_client). A server that broke it would issue tokens to anyone who knows the client_id.',
    checks: ['authentication/1/confidential-client-secret-post'],
    breaks: [
      ...CLIENT_SECRET_UNCHECKED_WAYS,
      {
        way: 'answers the introspection endpoint to a bare client_id (no credentials at all)',
        kind: 'place',
        checks: ['rfc7662/2.1/requires-authorization'],
        fault: 'introspect-anyone',
      },
    ],
  },
  {
    id: 'rfc6749/2.2/document-id-size',
    keyword: 'SHOULD',
    section: '2.2 Client Identifier',
    quote: 'The authorization server SHOULD document the size of any identifier it issues.',
    reading: 'The service documents the size of the client identifiers it issues.',
    notObservable: DOCS,
  },
  {
    id: 'rfc6749/2.3/public-client-authentication',
    keyword: 'MUST NOT',
    section: '2.3 Client Authentication',
    quote: 'However, the authorization server MUST NOT rely on public client authentication for the purpose of identifying the client.',
    reading:
      'Public clients here have no credential at all (token_endpoint_auth_method none); the server identifies them by registered redirect URI, PKCE and the resource owner’s consent, never by a credential a public client holds.',
    notObservable:
      'what the server relies on is internal; the visible part, that a public client gets no credential, is judged by resources/registration/auth-methods',
  },
  {
    id: 'rfc6749/2.3.1/basic-scheme',
    keyword: 'MUST',
    section: '2.3.1 Client Password',
    quote:
      'The authorization server MUST support the HTTP Basic authentication scheme for authenticating clients that were issued a client password.',
    reading:
      'RFC 6749 makes HTTP Basic mandatory for clients with a password. The service profiles client authentication to client_secret_post (spec Authentication 1; token_endpoint_auth_methods_supported), and a registered client is bound to its token_endpoint_auth_method (RFC 7591 §2), so a client_secret_post client that sends Basic may be refused. A deliberate deviation of the service profile from this sentence.',
    notApplicable:
      'the service’s confidential clients are registered with client_secret_post only (spec Authentication 1); a Basic check would judge a method the service does not offer its clients',
  },
  {
    id: 'rfc6749/2.3.1/secret-not-in-uri',
    keyword: 'MUST NOT',
    section: '2.3.1 Client Password',
    quote: 'The parameters can only be transmitted in the request-body and MUST NOT be included in the request URI.',
    reading:
      'Addressed to the client, but a token endpoint that accepts client_id and client_secret from the query string invites secrets into URLs and logs. The server is judged, as a SHOULD (a warning), by a confidential client’s code exchange whose client_secret is only in the request URI: no tokens (invalid_client or invalid_request).',
    judgedAs: 'SHOULD',
    checks: ['rfc6749/2.3.1/secret-not-in-uri'],
    breaks: [
      {
        way: "takes a confidential client's secret from the token request's URI",
        kind: 'other',
        checks: ['rfc6749/2.3.1/secret-not-in-uri'],
        fault: 'token-secret-in-uri',
      },
    ],
  },
  {
    id: 'rfc6749/2.3.1/tls-password',
    keyword: 'MUST',
    section: '2.3.1 Client Password',
    quote:
      'The authorization server MUST require the use of TLS as described in Section 1.6 when sending requests using password authentication.',
    reading: 'client_secret_post requests reach the token endpoint only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/2.3.1/brute-force',
    keyword: 'MUST',
    section: '2.3.1 Client Password',
    quote:
      'Since this client authentication method involves a password, the authorization server MUST protect any endpoint utilizing it against brute force attacks.',
    reading:
      'The token, revocation and introspection endpoints resist guessing of client secrets (rate limits, alerts, or secrets too long to guess).',
    notObservable:
      'the protection may be alerts, throttling or secret entropy; rate limits are "not shown" in the spec, and a throttling probe would lock the harness’s own clients out',
  },
  {
    id: 'rfc6749/2.3.2/other-methods-mapping',
    keyword: 'MUST',
    section: '2.3.2 Other Authentication Methods',
    quote:
      'When using other authentication methods, the authorization server MUST define a mapping between the client identifier (registration record) and authentication scheme.',
    reading: 'Only none and client_secret_post are offered.',
    notApplicable: 'the service offers no other client authentication method (spec Authentication 1)',
  },
] as const satisfies readonly Requirement[];

const endpoints = [
  {
    id: 'rfc6749/3.1/authenticate-resource-owner',
    keyword: 'MUST',
    section: '3.1 Authorization Endpoint',
    quote: 'The authorization server MUST first verify the identity of the resource owner.',
    reading:
      'An authorization request with nobody signed in gets a sign-in page, never a code. A server that broke it would hand out codes for no one, or for whoever it guessed.',
    checks: ['authentication/3/interactive-consent'],
    breaks: [AUTHORIZE_AUTO_APPROVE, AUTHORIZE_POST_AUTO_APPROVE],
  },
  {
    id: 'rfc6749/3.1/endpoint-no-fragment',
    keyword: 'MUST NOT',
    section: '3.1 Authorization Endpoint',
    quote: 'The endpoint URI MUST NOT include a fragment component.',
    reading:
      'The authorization_endpoint the metadata advertises has no fragment. A server that broke it would advertise a URI a client cannot add parameters to correctly. The metadata check refuses a non-empty fragment; a bare trailing "#" (an empty fragment) passes it.',
    checks: ['endpoints/discovery/authorization-server/endpoints'],
    breaks: [
      {
        way: 'advertises authorization_endpoint with a fragment',
        kind: 'other',
        checks: ['endpoints/discovery/authorization-server/endpoints'],
        fault: 'asm-authorization-endpoint-fragment',
      },
    ],
  },
  {
    id: 'rfc6749/3.1/tls',
    keyword: 'MUST',
    section: '3.1 Authorization Endpoint',
    quote:
      'Since requests to the authorization endpoint result in user authentication and the transmission of clear-text credentials (in the HTTP response), the authorization server MUST require the use of TLS as described in Section 1.6 when sending requests to the authorization endpoint.',
    reading: 'The authorization endpoint is served only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/3.1/get',
    keyword: 'MUST',
    section: '3.1 Authorization Endpoint',
    quote:
      'The authorization server MUST support the use of the HTTP "GET" method [RFC2616] for the authorization endpoint and MAY support the use of the "POST" method as well.',
    reading: 'The browser reaches /oauth/authorize with GET and the query parameters; the approval flow does exactly that.',
    checks: ['endpoints/authorize/code'],
    breaks: [
      {
        way: 'serves the GET request but sends no code back',
        kind: 'other',
        checks: ['endpoints/authorize/code'],
        fault: 'authorize-code-missing',
      },
    ],
  },
  {
    id: 'rfc6749/3.1/empty-parameter',
    keyword: 'MUST',
    section: '3.1 Authorization Endpoint',
    quote: 'Parameters sent without a value MUST be treated as if they were omitted from the request.',
    reading:
      'At the authorization endpoint, every parameter of the model (lib/surface/parameters.ts), required and optional alike, is judged by the relation empty-value (lib/relations/empty-value.ts): the request with p= (no value) gets the outcome of the same request without p, in the member’s signed-in session (the consent page or a code is served; an error redirect or an error page refused; error codes equal, or both among those the text names for p missing). A required p= refused with the error the text names for p missing is p left out. State= and, by POST, code_challenge= are also judged to the code. A server that took the empty value as a value would issue a code bound to an empty state, or refuse an optional parameter nobody sent.',
    checks: ['rfc6749/3.1/empty-parameter'],
    breaks: [
      {
        way: 'takes state= (empty) for a state',
        kind: 'other',
        checks: ['rfc6749/3.1/empty-parameter'],
        fault: 'authorize-empty-state-accepted',
      },
      {
        way: 'takes code_challenge= (empty) for a challenge',
        kind: 'other',
        checks: ['rfc6749/3.1/empty-parameter'],
        fault: 'authorize-empty-challenge-accepted',
      },
      {
        way: 'takes state= (empty) for a state when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/3.1/empty-parameter'],
        fault: 'authorize-post-empty-state',
      },
      {
        way: 'takes request_uri= (empty), an optional parameter no hand-written case names, for a request_uri and refuses it',
        kind: 'place',
        checks: ['rfc6749/3.1/empty-parameter'],
        fault: 'authorize-empty-request-uri-refused',
      },
    ],
  },
  {
    id: 'rfc6749/3.1/ignore-unrecognized',
    keyword: 'MUST',
    section: '3.1 Authorization Endpoint',
    quote: 'The authorization server MUST ignore unrecognized request parameters.',
    reading:
      'An authorization request with one extra parameter the server does not know (its name and value drawn from the run’s seed: lib/relations/unrecognized.ts) gets the outcome of the same request without it, in the member’s signed-in session (the consent page, or the same refusal); by POST, it still leads, after approval, to a code. A server that refused it would break every client that sends an extension it has not heard of.',
    checks: ['rfc6749/3.1/ignore-unrecognized'],
    breaks: [
      {
        way: 'refuses an unknown parameter with invalid_request',
        kind: 'other',
        checks: ['rfc6749/3.1/ignore-unrecognized'],
        fault: 'authorize-unknown-parameter-refused',
      },
      {
        way: 'refuses it when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/3.1/ignore-unrecognized'],
        fault: 'authorize-post-unknown-parameter-refused',
      },
    ],
  },
  {
    id: 'rfc6749/3.1/parameters-once',
    keyword: 'MUST NOT',
    section: '3.1 Authorization Endpoint',
    quote: 'Request and response parameters MUST NOT be included more than once.',
    reading:
      'The authorization response carries code, state and iss once each. (The request side is the client’s; a server that tolerates a repeated request parameter is judged under §4.1.2.1 invalid_request.)',
    checks: ['endpoints/authorize/code', 'endpoints/authorize/iss'],
    breaks: [
      {
        way: 'repeats code in the authorization response',
        kind: 'other',
        checks: ['endpoints/authorize/code'],
        fault: 'authorize-code-twice',
      },
      {
        way: 'repeats iss in the authorization response',
        kind: 'other',
        checks: ['endpoints/authorize/iss'],
        fault: 'authorize-iss-twice',
      },
    ],
  },
  {
    id: 'rfc6749/3.1/repeated-request-parameter',
    keyword: 'MUST NOT',
    section: '3.1 Authorization Endpoint',
    quote: 'Request and response parameters MUST NOT be included more than once.',
    reading:
      'Addressed to the client, but §4.1.2.1 names the server’s answer to a request that breaks it: invalid_request. A server that silently picks one of two values of code_challenge or redirect_uri lets the copies disagree. Judged on every parameter of the model a server recognizes (lib/relations/repeated.ts; login_hint and id_token_hint, which a server need not recognize, are ignored repeated or not; resource, which RFC 8707 §2 lets a client send more than once, is not judged; request, request_uri, claims and response_mode where advertised): sent twice (two different values for state, nonce and code_challenge), in the member’s signed-in session → refused: an error redirect or an error page, no consent page, no code. By POST, code_challenge twice → no code.',
    checks: ['rfc6749/3.1/repeated-request-parameter'],
    breaks: [
      {
        way: 'serves a parameter sent twice with its last value',
        kind: 'other',
        checks: ['rfc6749/3.1/repeated-request-parameter'],
        fault: 'authorize-repeated-parameter-last-wins',
      },
      {
        way: 'serves it when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/3.1/repeated-request-parameter'],
        fault: 'authorize-post-params-last-wins',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.1/response-type-error',
    keyword: 'MUST',
    section: '3.1.1 Response Type',
    quote:
      'If an authorization request is missing the "response_type" parameter, or if the response type is not understood, the authorization server MUST return an error response as described in Section 4.1.2.1.',
    reading:
      'A request without response_type, or with one the server does not understand, gets an error response, never a code. Section 4.1.2.1 describes it: with a valid client and redirect URI, the error redirect, error=unsupported_response_type (or invalid_request, which also fits a malformed request). Judged on response_type=cs_unknown, and on CODE, which is not code (an OP compares request values code point by code point, OIDC Core §14; RFC 6749 leaves no case-insensitive reading): an error page is not the response that section describes. A missing response_type is endpoints/authorize/required-parameters (no code).',
    checks: ['rfc6749/3.1.1/response-type-error'],
    breaks: [
      {
        way: 'answers an unknown response_type with an error page, not the error redirect',
        kind: 'other',
        checks: ['rfc6749/3.1.1/response-type-error'],
        fault: 'authorize-unknown-response-type-page',
      },
      {
        way: 'serves response_type=CODE as code',
        kind: 'near-miss',
        checks: ['rfc6749/3.1.1/response-type-error'],
        fault: 'authorize-response-type-case',
      },
      {
        way: 'answers it with an error page when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/3.1.1/response-type-error'],
        fault: 'authorize-post-response-type-page',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.2/redirect-absolute',
    keyword: 'MUST',
    section: '3.1.2 Redirection Endpoint',
    quote: 'The redirection endpoint URI MUST be an absolute URI as defined by [RFC3986] Section 4.3.',
    reading:
      'Addressed to the client’s endpoint; the server is bound by RFC 7591 §5 ("registered redirection URI values MUST be one of" an https site, an http URI on the local machine, an application-specific scheme), which no relative reference is: registering /path or //host/path gets no client with it (a refusal, invalid_redirect_uri or invalid_client_metadata, or a client whose returned redirect_uris leave it out).',
    checks: ['rfc6749/3.1.2/redirect-absolute'],
    breaks: [
      {
        way: 'registers a relative redirect URI (a path)',
        kind: 'exact-match',
        checks: ['rfc6749/3.1.2/redirect-absolute'],
        fault: 'register-relative-redirect',
      },
      {
        way: 'registers a network-path reference (//127.0.0.1:<port>/cb) as an http URI',
        kind: 'exact-match',
        checks: ['rfc6749/3.1.2/redirect-absolute'],
        fault: 'register-scheme-relative-redirect',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.2/query-retained',
    keyword: 'MUST',
    section: '3.1.2 Redirection Endpoint',
    quote:
      'The endpoint URI MAY include an "application/x-www-form-urlencoded" formatted (per Appendix B) query component ([RFC3986] Section 3.4), which MUST be retained when adding additional query parameters.',
    reading:
      'When the registered redirect URI has a query (http://127.0.0.1:<port>/cb?x=1), the code redirect keeps x=1 and adds code, state and iss. A server that replaced the query would lose the client’s own parameters.',
    checks: ['rfc6749/3.1.2/query-retained'],
    breaks: [
      {
        way: 'drops the registered query at the code redirect',
        kind: 'place',
        checks: ['rfc6749/3.1.2/query-retained'],
        fault: 'authorize-redirect-query-dropped',
      },
      {
        way: 'drops the registered query at the error redirect',
        kind: 'place',
        checks: ['rfc6749/3.1.2/query-retained'],
        fault: 'authorize-error-query-dropped',
      },
      {
        way: 'adds its parameters after a second ?, so code is not a parameter of its own',
        kind: 'other',
        checks: ['rfc6749/3.1.2/query-retained'],
        fault: 'authorize-redirect-query-double-question',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.2/no-fragment',
    keyword: 'MUST NOT',
    section: '3.1.2 Redirection Endpoint',
    quote: 'The endpoint URI MUST NOT include a fragment component.',
    reading: 'The registration endpoint refuses a redirect URI with a fragment.',
    checks: ['security/redirect-uri/no-fragment'],
    breaks: [
      {
        way: 'registers a redirect URI with a fragment',
        kind: 'other',
        checks: ['security/redirect-uri/no-fragment'],
        fault: 'register-fragment-accepted',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.2.1/warn-insecure',
    keyword: 'SHOULD',
    section: '3.1.2.1 Endpoint Request Confidentiality',
    quote:
      'If TLS is not available, the authorization server SHOULD warn the resource owner about the insecure endpoint prior to redirection (e.g., display a message during the authorization request).',
    reading: 'Plain-HTTP redirect URIs are loopback only here.',
    notApplicable:
      'the only plain-HTTP redirect URIs the service accepts are loopback addresses (spec Authentication 4; RFC 8252 §7.3), which never cross an open network',
  },
  {
    id: 'rfc6749/3.1.2.2/register-public',
    keyword: 'MUST',
    section: '3.1.2.2 Registration Requirements',
    quote: 'The authorization server MUST require the following clients to register their redirection endpoint:',
    reading:
      'Public clients (and all clients here) have registered redirect URIs; an authorization request naming another one never redirects there.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_POST_REDIRECT_UNCHECKED],
  },
  {
    id: 'rfc6749/3.1.2.2/register-all',
    keyword: 'SHOULD',
    section: '3.1.2.2 Registration Requirements',
    quote:
      'The authorization server SHOULD require all clients to register their redirection endpoint prior to utilizing the authorization endpoint.',
    reading: 'Confidential clients too are held to their registered redirect URIs.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [
      {
        way: 'holds a vendor integration to its redirect URI but not to its port',
        kind: 'exact-match',
        checks: ['endpoints/authorize/redirect-uri'],
        fault: 'authorize-redirect-port-ignored',
      },
    ],
  },
  {
    id: 'rfc6749/3.1.2.2/complete-uri',
    keyword: 'SHOULD',
    section: '3.1.2.2 Registration Requirements',
    quote:
      'The authorization server SHOULD require the client to provide the complete redirection URI (the client MAY use the "state" request parameter to achieve per-request customization).',
    reading:
      'The whole redirect URI is registered and matched (an extra path segment, a longer segment or an added query is refused); the loopback port is the one RFC 8252 exception (limits/loopback-any-port).',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_REDIRECT_QUERY_IGNORED, AUTHORIZE_REDIRECT_PORT_IGNORED],
  },
  {
    id: 'rfc6749/3.1.2.2/scheme-authority-path',
    keyword: 'SHOULD',
    section: '3.1.2.2 Registration Requirements',
    quote:
      'If requiring the registration of the complete redirection URI is not possible, the authorization server SHOULD require the registration of the URI scheme, authority, and path (allowing the client to dynamically vary only the query component of the redirection URI when requesting authorization).',
    reading: 'Complete URIs are registered here; a different host or path is refused.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_SCHEME_IGNORED, AUTHORIZE_REDIRECT_HOST_PREFIX, AUTHORIZE_REDIRECT_PATH_CASE],
  },
  {
    id: 'rfc6749/3.1.2.3/match-registered',
    keyword: 'MUST',
    section: '3.1.2.3 Dynamic Configuration',
    quote:
      'When a redirection URI is included in an authorization request, the authorization server MUST compare and match the value received against at least one of the registered redirection URIs (or URI components) as defined in [RFC3986] Section 6, if any redirection URIs were registered.',
    reading: 'A redirect_uri that matches no registered one gets an error page and no redirect.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_POST_REDIRECT_UNCHECKED],
  },
  {
    id: 'rfc6749/3.1.2.3/simple-string-comparison',
    keyword: 'MUST',
    section: '3.1.2.3 Dynamic Configuration',
    quote:
      'If the client registration included the full redirection URI, the authorization server MUST compare the two URIs using simple string comparison as defined in [RFC3986] Section 6.2.1.',
    reading:
      'Look-alikes (another host, userinfo in front, a longer segment, an added query, localhost for 127.0.0.1) do not match; the loopback port is the RFC 8252 exception.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [
      AUTHORIZE_REDIRECT_PATH_CASE,
      AUTHORIZE_REDIRECT_PERCENT_DECODED,
      AUTHORIZE_REDIRECT_TRAILING_SLASH,
      AUTHORIZE_REDIRECT_TRIMMED,
      AUTHORIZE_REDIRECT_URL_PARSED,
      {
        way: 'compares after Unicode NFKC normalization',
        kind: 'exact-match',
        checks: ['endpoints/authorize/redirect-uri'],
        fault: 'authorize-redirect-nfkc',
      },
      AUTHORIZE_REDIRECT_QUERY_UNORDERED,
      AUTHORIZE_REDIRECT_USERINFO_IGNORED,
      AUTHORIZE_REDIRECT_LOOPBACK_NAMES,
    ],
  },
  {
    id: 'rfc6749/3.1.2.4/no-redirect',
    keyword: 'MUST NOT',
    section: '3.1.2.4 Invalid Endpoint',
    quote:
      'If an authorization request fails validation due to a missing, invalid, or mismatching redirection URI, the authorization server SHOULD inform the resource owner of the error and MUST NOT automatically redirect the user-agent to the invalid redirection URI.',
    reading:
      'A mismatching redirect URI gets an error page (the resource owner is informed) and never a redirect to it: the open-redirector case of §10.15.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [
      AUTHORIZE_REDIRECT_URI_PREFIX,
      {
        way: 'redirects the error to the unregistered URI when the request came as a form POST',
        kind: 'place',
        checks: ['endpoints/authorize/redirect-uri'],
        fault: 'authorize-post-redirect-unchecked',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/endpoint-no-fragment',
    keyword: 'MUST NOT',
    section: '3.2 Token Endpoint',
    quote: 'The endpoint URI MUST NOT include a fragment component.',
    reading: 'The token_endpoint the metadata advertises has no fragment (a bare trailing "#", an empty one, passes the metadata check).',
    checks: ['endpoints/discovery/authorization-server/endpoints'],
    breaks: [
      {
        way: 'advertises token_endpoint with a fragment',
        kind: 'other',
        checks: ['endpoints/discovery/authorization-server/endpoints'],
        fault: 'asm-token-endpoint-fragment',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/tls',
    keyword: 'MUST',
    section: '3.2 Token Endpoint',
    quote:
      'Since requests to the token endpoint result in the transmission of clear-text credentials (in the HTTP request and response), the authorization server MUST require the use of TLS as described in Section 1.6 when sending requests to the token endpoint.',
    reading: 'The token endpoint is served only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/3.2/post-only',
    keyword: 'MUST',
    section: '3.2 Token Endpoint',
    quote: 'The client MUST use the HTTP "POST" method when making access token requests.',
    reading:
      'Addressed to the client, but a token endpoint that also answers GET takes codes, verifiers and secrets from the URL, where logs and Referer headers keep them. The server is judged by a code exchange sent as GET with its parameters in the query: no tokens (any 4xx, 405 included). No sentence forbids the server to accept it, so a server that does is warned, not failed.',
    judgedAs: 'SHOULD',
    checks: ['rfc6749/3.2/post-only'],
    breaks: [
      {
        way: 'answers a code exchange sent as GET with its parameters in the query',
        kind: 'other',
        checks: ['rfc6749/3.2/post-only'],
        fault: 'token-get-accepted',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/empty-parameter',
    keyword: 'MUST',
    section: '3.2 Token Endpoint',
    quote: 'Parameters sent without a value MUST be treated as if they were omitted from the request.',
    reading:
      'At the token endpoint, an empty value is a missing parameter: every parameter of the code exchange and of the refresh (lib/relations/empty-value.ts), emptied and left out on one live code (the refusals first, then the correct exchange as the control; a refusal on a code an earlier one spent is sent again on a code of its own) and on its refresh token: the same outcome (tokens both, or refusals whose codes are equal or both among those the text names). A server that skipped PKCE for an empty verifier would hand the code to anyone.',
    checks: ['rfc6749/3.2/empty-parameter'],
    breaks: [
      {
        way: 'skips PKCE for code_verifier= (empty) instead of counting it missing',
        kind: 'other',
        checks: ['rfc6749/3.2/empty-parameter'],
        fault: 'token-empty-verifier-unchecked',
      },
      {
        way: 'refuses a refresh with scope= (empty) instead of taking it as the whole grant',
        kind: 'place',
        checks: ['rfc6749/3.2/empty-parameter'],
        fault: 'refresh-empty-scope-refused',
      },
      {
        way: 'takes redirect_uri= (empty) at the code exchange as present with nothing to compare, and redeems the code',
        kind: 'place',
        checks: ['rfc6749/3.2/empty-parameter'],
        fault: 'token-empty-redirect-uri-accepted',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/ignore-unrecognized',
    keyword: 'MUST',
    section: '3.2 Token Endpoint',
    quote: 'The authorization server MUST ignore unrecognized request parameters.',
    reading:
      'A correct code exchange, and a correct refresh, with one extra parameter the server does not know (its name and value drawn from the run’s seed: lib/relations/unrecognized.ts) still return tokens.',
    checks: ['rfc6749/3.2/ignore-unrecognized'],
    breaks: [
      {
        way: 'refuses a token request carrying a parameter it does not know',
        kind: 'other',
        checks: ['rfc6749/3.2/ignore-unrecognized'],
        fault: 'token-unknown-parameter-refused',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/parameters-once',
    keyword: 'MUST NOT',
    section: '3.2 Token Endpoint',
    quote: 'Request and response parameters MUST NOT be included more than once.',
    reading:
      'The client’s side, but a token endpoint that silently picks one of two values is a risk: a repeated parameter is refused with invalid_request (invalid_grant also accepted), never a server error.',
    checks: ['errors/invalid_request'],
    breaks: [
      {
        way: 'answers a parameter sent twice with a server error',
        kind: 'other',
        checks: ['errors/invalid_request'],
        fault: 'token-5xx-on-duplicate-params',
      },
    ],
  },
  {
    id: 'rfc6749/3.2/repeated-request-parameter',
    keyword: 'MUST NOT',
    section: '3.2 Token Endpoint',
    quote: 'Request and response parameters MUST NOT be included more than once.',
    reading:
      'Addressed to the client, but §5.2 names the server’s answer to a request that breaks it (invalid_request: the request "repeats a parameter"). A token endpoint that serves a parameter sent twice picks one of the copies, which may disagree. Judged on every parameter of the code exchange and of the refresh but resource, which RFC 8707 §2 lets a client send more than once (lib/relations/repeated.ts), each sent twice on a live code or refresh token: refused, no tokens (any error code; a refusal on a code an earlier refusal spent is sent again on a code of its own).',
    checks: ['rfc6749/3.2/repeated-request-parameter'],
    breaks: [
      {
        way: 'serves a code exchange with code_verifier sent twice, taking the last',
        kind: 'other',
        checks: ['rfc6749/3.2/repeated-request-parameter'],
        fault: 'token-repeated-verifier-last-wins',
      },
      {
        way: 'serves a refresh with refresh_token sent twice, taking the last',
        kind: 'place',
        checks: ['rfc6749/3.2/repeated-request-parameter'],
        fault: 'refresh-repeated-token-last-wins',
      },
    ],
  },
  {
    id: 'rfc6749/3.3/scope-when-different',
    keyword: 'MUST',
    section: '3.3 Access Token Scope',
    quote:
      'If the issued access token scope is different from the one requested by the client, the authorization server MUST include the "scope" response parameter to inform the client of the actual scope granted.',
    reading:
      'When the server grants less than asked (it MAY), the token response states the scope granted. Judged where the harness can make the server grant less: the member client asks for one scope it was not given. Accepted: a refusal (invalid_scope, access_denied, or an error page), or a token response whose scope is present and lacks it. A server that broke it would narrow the grant silently.',
    checks: ['rfc6749/3.3/scope-when-different'],
    breaks: [AUTHORIZE_SCOPE_NARROWED_UNSTATED, REFRESH_NARROWING_IGNORED, REFRESH_OPENID_KEPT],
  },
  {
    id: 'rfc6749/3.3/default-or-invalid-scope',
    keyword: 'MUST',
    section: '3.3 Access Token Scope',
    quote:
      'If the client omits the scope parameter when requesting authorization, the authorization server MUST either process the request using a pre-defined default value or fail the request indicating an invalid scope.',
    reading:
      'An authorization request without scope gets no code, or a code whose token response states the default scope. The spec makes scope required, so a refusal as a missing parameter (invalid_request) is accepted too.',
    checks: ['endpoints/authorize/required-parameters'],
    breaks: [AUTHORIZE_SCOPE_OPTIONAL],
  },
  {
    id: 'rfc6749/3.3/document-scopes',
    keyword: 'SHOULD',
    section: '3.3 Access Token Scope',
    quote: 'The authorization server SHOULD document its scope requirements and default value (if defined).',
    reading: 'The scopes are documented in scopes_supported of the authorization-server metadata (and the spec’s Scopes table).',
    checks: ['endpoints/discovery/authorization-server/scopes'],
    breaks: [
      {
        way: 'leaves a scope of the service out of scopes_supported',
        kind: 'other',
        checks: ['endpoints/discovery/authorization-server/scopes'],
        fault: 'asm-missing-scope',
      },
    ],
  },
] as const satisfies readonly Requirement[];

const codeGrant = [
  {
    id: 'rfc6749/4.1.2/code',
    keyword: 'REQUIRED',
    section: '4.1.2 Authorization Response',
    quote: 'REQUIRED.  The authorization code generated by the authorization server.',
    reading: 'An approved request is redirected to the redirect URI with exactly one code.',
    checks: ['endpoints/authorize/code'],
    breaks: [
      {
        way: 'redirects after approval without a code',
        kind: 'other',
        checks: ['endpoints/authorize/code'],
        fault: 'authorize-code-missing',
      },
      AUTHORIZE_CODE_TWICE,
      AUTHORIZE_POST_CODE_MISSING,
    ],
  },
  {
    id: 'rfc6749/4.1.2/code-expires',
    keyword: 'MUST',
    section: '4.1.2 Authorization Response',
    quote: 'The authorization code MUST expire shortly after it is issued to mitigate the risk of leaks.',
    reading:
      'A code not redeemed is refused after a short while (invalid_grant). The spec does not show the code lifetime; the RFC recommends at most 10 minutes.',
    notObservable:
      'Seeing a code expire means keeping it unredeemed past its lifetime, up to the RECOMMENDED 10 minutes: longer than a run may take (the harness is a CI gate of seconds), and no request shortens it. Not judged; a replayed code is (rfc6749/4.1.2/code-used-twice).',
  },
  {
    id: 'rfc6749/4.1.2/code-lifetime-10-minutes',
    keyword: 'RECOMMENDED',
    section: '4.1.2 Authorization Response',
    quote: 'A maximum authorization code lifetime of 10 minutes is RECOMMENDED.',
    reading: 'A code older than 10 minutes is refused.',
    notObservable: 'The same wait as rfc6749/4.1.2/code-expires: a code redeemed after 10 minutes, longer than a run may take.',
  },
  {
    id: 'rfc6749/4.1.2/code-used-twice',
    keyword: 'MUST',
    section: '4.1.2 Authorization Response',
    quote:
      'If an authorization code is used more than once, the authorization server MUST deny the request and SHOULD revoke (when possible) all tokens previously issued based on that authorization code.',
    reading:
      'A replayed code gets invalid_grant, also when two exchanges race. (The SHOULD half, revoking what the first exchange issued, is rfc6749/10.5/replay-revokes.)',
    checks: ['endpoints/token/code-single-use'],
    breaks: [...CODE_SINGLE_USE_WAYS],
  },
  {
    id: 'rfc6749/4.1.2/state',
    keyword: 'REQUIRED',
    section: '4.1.2 Authorization Response',
    quote: 'REQUIRED if the "state" parameter was present in the client authorization request.  The exact value received from the client.',
    reading: 'The code redirect echoes state byte for byte.',
    checks: ['endpoints/authorize/state'],
    breaks: [
      { way: 'omits state', kind: 'other', checks: ['endpoints/authorize/state'], fault: 'authorize-state-dropped' },
      { way: 'echoes an altered state', kind: 'exact-match', checks: ['endpoints/authorize/state'], fault: 'authorize-state-altered' },
      { way: 'repeats state', kind: 'other', checks: ['endpoints/authorize/state'], fault: 'authorize-state-twice' },
      {
        way: 'omits state when the request came as a form POST',
        kind: 'place',
        checks: ['endpoints/authorize/state'],
        fault: 'authorize-post-state-dropped',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.2/document-code-size',
    keyword: 'SHOULD',
    section: '4.1.2 Authorization Response',
    quote: 'The authorization server SHOULD document the size of any value it issues.',
    reading: 'The service documents the size of its codes.',
    notObservable: DOCS,
  },
  {
    id: 'rfc6749/4.1.2.1/invalid-client-or-redirect',
    keyword: 'MUST NOT',
    section: '4.1.2.1 Error Response',
    quote:
      'If the request fails due to a missing, invalid, or mismatching redirection URI, or if the client identifier is missing or invalid, the authorization server SHOULD inform the resource owner of the error and MUST NOT automatically redirect the user-agent to the invalid redirection URI.',
    reading: 'An unknown or missing client_id, or a redirect URI that does not match, gets an error page and no redirect.',
    checks: ['endpoints/authorize/client-id', 'endpoints/authorize/redirect-uri'],
    breaks: [
      AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED,
      AUTHORIZE_CLIENT_ID_CASE,
      AUTHORIZE_POST_REDIRECT_UNCHECKED,
      AUTHORIZE_POST_CLIENT_UNCHECKED,
    ],
  },
  {
    id: 'rfc6749/4.1.2.1/error-code',
    keyword: 'REQUIRED',
    section: '4.1.2.1 Error Response',
    quote: 'REQUIRED.  A single ASCII [USASCII] error code from the following:',
    reading:
      'An error redirect carries one error code of the list: access_denied when the resource owner denies, invalid_scope for a scope the client may not have.',
    checks: ['authentication/3/interactive-consent', 'errors/invalid_scope'],
    breaks: [
      {
        way: 'reports a denial with an error code of its own',
        kind: 'other',
        checks: ['authentication/3/interactive-consent'],
        fault: 'authorize-deny-wrong-code',
      },
      {
        way: 'reports a refused scope with an error value of its own',
        kind: 'other',
        checks: ['errors/invalid_scope'],
        fault: 'authorize-scope-error-unlisted',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.2.1/error-charset',
    keyword: 'MUST NOT',
    section: '4.1.2.1 Error Response',
    quote: 'Values for the "error" parameter MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E.',
    reading: 'Error codes in error redirects are plain printable ASCII (access_denied, invalid_scope are checked by value).',
    checks: ['authentication/3/interactive-consent', 'errors/invalid_scope'],
    breaks: [
      {
        way: 'reports a refused scope with an error value holding a double quote and spaces',
        kind: 'other',
        checks: ['errors/invalid_scope'],
        fault: 'authorize-scope-error-unlisted',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.2.1/error-description-charset',
    keyword: 'MUST NOT',
    section: '4.1.2.1 Error Response',
    quote: 'Values for the "error_description" parameter MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E.',
    reading:
      'An error_description in an error redirect, when present, holds no double quote, no backslash, no control or non-ASCII character. Judged on the error redirect for an unknown response_type.',
    checks: ['rfc6749/4.1.2.1/error-description-charset'],
    breaks: [
      {
        way: 'says why with double quotes and a non-ASCII dash',
        kind: 'other',
        checks: ['rfc6749/4.1.2.1/error-description-charset'],
        fault: 'authorize-error-description-quote',
      },
      {
        way: 'does so when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/4.1.2.1/error-description-charset'],
        fault: 'authorize-post-error-description-quote',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.2.1/error-uri-charset',
    keyword: 'MUST',
    section: '4.1.2.1 Error Response',
    quote:
      'Values for the "error_uri" parameter MUST conform to the URI-reference syntax and thus MUST NOT include characters outside the set %x21 / %x23-5B / %x5D-7E.',
    reading:
      'An error_uri in an error redirect, when present, is a URI reference of those characters. Judged on the error redirect for an unknown response_type.',
    checks: ['rfc6749/4.1.2.1/error-uri-charset'],
    breaks: [
      {
        way: 'points at an error_uri whose path holds a space',
        kind: 'other',
        checks: ['rfc6749/4.1.2.1/error-uri-charset'],
        fault: 'authorize-error-uri-space',
      },
      {
        way: 'does so when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/4.1.2.1/error-uri-charset'],
        fault: 'authorize-post-error-uri-space',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.2.1/state',
    keyword: 'REQUIRED',
    section: '4.1.2.1 Error Response',
    quote: 'REQUIRED if a "state" parameter was present in the client authorization request.  The exact value received from the client.',
    reading: 'The error redirect (deny) echoes state byte for byte.',
    checks: ['endpoints/authorize/state'],
    breaks: [
      AUTHORIZE_ERROR_STATE_DROPPED,
      {
        way: 'puts the state of a denial in the fragment',
        kind: 'place',
        checks: ['endpoints/authorize/state'],
        fault: 'authorize-deny-in-fragment',
      },
      AUTHORIZE_POST_ERROR_STATE_DROPPED,
    ],
  },
  {
    id: 'rfc6749/4.1.3/redirect-uri-identical',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote:
      'REQUIRED, if the "redirect_uri" parameter was included in the authorization request as described in Section 4.1.1, and their values MUST be identical.',
    reading: 'A code exchange with another redirect_uri than the authorization request’s gets invalid_grant.',
    checks: ['endpoints/token/code-bound-to-redirect-uri'],
    breaks: [...TOKEN_REDIRECT_URI_WAYS],
  },
  {
    id: 'rfc6749/4.1.3/require-client-authentication',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote:
      'The authorization server MUST: […] require client authentication for confidential clients or for any client that was issued client credentials (or with other authentication requirements),',
    reading: 'A confidential client’s code exchange without its client_secret gets invalid_client.',
    checks: ['authentication/1/confidential-client-secret-post'],
    breaks: [
      TOKEN_CODE_WITHOUT_SECRET,
      {
        way: 'refreshes for a confidential client without its secret',
        kind: 'place',
        checks: ['rfc6749/6/require-client-authentication'],
        fault: 'refresh-no-client-auth',
      },
    ],
  },
  {
    id: 'rfc6749/4.1.3/authenticate-client',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote: 'The authorization server MUST: […] authenticate the client if client authentication is included,',
    reading:
      'A confidential client’s code exchange with a wrong client_secret gets invalid_client. Client authentication included in the request is checked wherever it is: a wrong secret in Authorization: Basic beside the right one in the body is refused (invalid_client, or invalid_request for two methods at once), never outweighed by the body.',
    checks: ['authentication/1/confidential-client-secret-post', 'rfc6749/4.1.3/authenticate-client'],
    breaks: [
      {
        way: "redeems a confidential client's code with a wrong secret",
        kind: 'other',
        checks: ['authentication/1/confidential-client-secret-post'],
        fault: 'token-client-secret-unchecked',
      },
      TOKEN_OTHER_CLIENT_SECRET_OWN,
      BASIC_BESIDE,
    ],
  },
  {
    id: 'rfc6749/4.1.3/code-issued-to-client',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote:
      'The authorization server MUST: […] ensure that the authorization code was issued to the authenticated confidential client, or if the client is public, ensure that the code was issued to "client_id" in the request,',
    reading: 'The member client’s code redeemed with another registered client_id is refused (invalid_grant or invalid_client).',
    checks: ['endpoints/token/code-bound-to-client'],
    breaks: [TOKEN_CODE_ANY_CLIENT, TOKEN_OTHER_CLIENT_SECRET_2],
  },
  {
    id: 'rfc6749/4.1.3/code-valid',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote: 'The authorization server MUST: […] verify that the authorization code is valid, and',
    reading:
      'A code never issued, made up, or already used gets invalid_grant; so does a credential of another kind presented as code (the member’s live refresh or access token), with the rest of the exchange correct.',
    checks: ['errors/invalid_grant', 'endpoints/token/code-single-use', 'rfc6749/4.1.3/code-valid'],
    breaks: [...CODE_VALID_WAYS],
  },
  {
    id: 'rfc6749/4.1.3/redirect-uri-present',
    keyword: 'MUST',
    section: '4.1.3 Access Token Request',
    quote:
      'The authorization server MUST: […] ensure that the "redirect_uri" parameter is present if the "redirect_uri" parameter was included in the initial authorization request as described in Section 4.1.1, and if included ensure that their values are identical.',
    reading:
      'The authorization request always carries redirect_uri here (spec), so a code exchange without redirect_uri is refused (invalid_request or invalid_grant). A server that broke it would only compare redirect_uri when the client chose to send it. The "identical" half is rfc6749/4.1.3/redirect-uri-identical.',
    checks: ['rfc6749/4.1.3/redirect-uri-present'],
    breaks: [REDIRECT_ABSENT],
  },
] as const satisfies readonly Requirement[];

const otherGrants = [
  {
    id: 'rfc6749/4.2/implicit',
    keyword: 'MUST',
    section: '4.2 Implicit Grant',
    quote:
      'The authorization server MUST verify that the redirection URI to which it will redirect the access token matches a redirection URI registered by the client as described in Section 3.1.2.',
    reading:
      'The implicit grant (response_type=token) is not offered: no access token is ever delivered in an authorization response, so §4.2 as a whole does not apply.',
    notApplicable: `${GRANT_TYPES}; security/authorize/no-implicit judges that response_type=token and id_token yield no token`,
    checks: ['security/authorize/no-implicit'],
    breaks: [IMPLICIT_SERVED, HYBRID_TOKEN],
  },
  {
    id: 'rfc6749/4.3/password',
    keyword: 'MUST',
    section: '4.3 Resource Owner Password Credentials Grant',
    quote:
      "Since this access token request utilizes the resource owner's password, the authorization server MUST protect the endpoint against brute force attacks (e.g., using rate-limitation or generating alerts).",
    reading:
      'The password grant is not offered: grant_type=password at the token endpoint is refused (unsupported_grant_type, or unauthorized_client, invalid_grant, invalid_request, invalid_client) and never yields a token, so §4.3 as a whole does not apply.',
    notApplicable: `${GRANT_TYPES}; no check yet sends grant_type=password`,
  },
  {
    id: 'rfc6749/4.4/client-credentials',
    keyword: 'MUST',
    section: '4.4 Client Credentials Grant',
    quote: 'The authorization server MUST authenticate the client.',
    reading:
      'The client credentials grant is not offered: grant_type=client_credentials, even from a confidential client with its secret, is refused (unsupported_grant_type or unauthorized_client) and never yields a token, so §4.4 as a whole does not apply.',
    notApplicable: `${GRANT_TYPES}; no check yet sends grant_type=client_credentials`,
  },
] as const satisfies readonly Requirement[];

const tokenResponses = [
  {
    id: 'rfc6749/5.1/access-token',
    keyword: 'REQUIRED',
    section: '5.1 Successful Response',
    quote: 'REQUIRED.  The access token issued by the authorization server.',
    reading: 'A successful code exchange answers HTTP 200 with a non-empty access_token.',
    checks: ['endpoints/token/returns-tokens'],
  },
  {
    id: 'rfc6749/5.1/token-type',
    keyword: 'REQUIRED',
    section: '5.1 Successful Response',
    quote: 'REQUIRED.  The type of the token issued as described in Section 7.1.  Value is case insensitive.',
    reading: 'The token response states token_type, here Bearer in any case (RFC 6750).',
    checks: ['endpoints/token/returns-tokens'],
    breaks: [
      {
        way: 'leaves token_type out of the code exchange',
        kind: 'other',
        checks: ['endpoints/token/returns-tokens'],
        fault: 'token-no-token-type',
      },
    ],
  },
  {
    id: 'rfc6749/5.1/expires-in',
    keyword: 'RECOMMENDED',
    section: '5.1 Successful Response',
    quote: 'RECOMMENDED.  The lifetime in seconds of the access token.',
    reading:
      'The token response states expires_in, a positive number of seconds; the spec shows no access-token lifetime, so the response is where a client learns it.',
    checks: ['rfc6749/5.1/expires-in'],
    breaks: [
      {
        way: 'leaves expires_in out of the code exchange',
        kind: 'place',
        checks: ['rfc6749/5.1/expires-in'],
        fault: 'token-no-expires-in',
      },
      {
        way: 'leaves expires_in out of the refresh response (the code exchange states it)',
        kind: 'place',
        checks: ['rfc6749/5.1/expires-in'],
        fault: 'refresh-no-expires-in',
      },
      OTHER_GRANTS,
    ],
  },
  {
    id: 'rfc6749/5.1/expiry-other-means',
    keyword: 'SHOULD',
    section: '5.1 Successful Response',
    quote: 'If omitted, the authorization server SHOULD provide the expiration time via other means or document the default value.',
    reading:
      'Without expires_in, the lifetime is still findable: the access token carries exp (a JWT), or introspection (RFC 7662) states exp; either passes. Judged together with rfc6749/5.1/expires-in: expires_in, or else one of those. A default that is only documented cannot be seen: with no introspection endpoint the check passes with a note, with one that gives no exp it warns.',
    checks: ['rfc6749/5.1/expiry-other-means'],
    breaks: [
      {
        way: "leaves the code exchange's lifetime out of the response, the token and introspection",
        kind: 'place',
        checks: ['rfc6749/5.1/expiry-other-means'],
        fault: 'token-expiry-unstated',
      },
      {
        way: "leaves a refreshed token's lifetime out of the response, the token and introspection",
        kind: 'place',
        checks: ['rfc6749/5.1/expiry-other-means'],
        fault: 'refresh-expiry-unstated',
      },
    ],
  },
  {
    id: 'rfc6749/5.1/scope',
    keyword: 'REQUIRED',
    section: '5.1 Successful Response',
    quote:
      'OPTIONAL, if identical to the scope requested by the client; otherwise, REQUIRED.  The scope of the access token as described by Section 3.3.',
    reading: 'The same rule as §3.3: a token response for less than the requested scope states the scope granted.',
    checks: ['rfc6749/3.3/scope-when-different'],
    breaks: [AUTHORIZE_SCOPE_NARROWED_UNSTATED, REFRESH_NARROWING_IGNORED, REFRESH_OPENID_KEPT],
  },
  {
    id: 'rfc6749/5.1/no-store',
    keyword: 'MUST',
    section: '5.1 Successful Response',
    quote:
      'The authorization server MUST include the HTTP "Cache-Control" response header field [RFC2616] with a value of "no-store" in any response containing tokens, credentials, or other sensitive information, as well as the "Pragma" response header field [RFC2616] with a value of "no-cache".',
    reading:
      'Token responses (code exchange and refresh) carry Cache-Control: no-store. "Any response containing … credentials" reaches further: the registration response that carries a client_secret is judged in rfc6749/5.1/no-store-registration, and Pragma: no-cache in rfc6749/5.1/pragma.',
    checks: ['endpoints/token/no-store'],
    breaks: [...NO_STORE_WAYS, REGISTER_SECRET_CACHEABLE, OTHER_GRANTS],
  },
  {
    id: 'rfc6749/5.1/no-store-registration',
    keyword: 'MUST',
    section: '5.1 Successful Response',
    quote:
      'The authorization server MUST include the HTTP "Cache-Control" response header field [RFC2616] with a value of "no-store" in any response containing tokens, credentials, or other sensitive information, as well as the "Pragma" response header field [RFC2616] with a value of "no-cache".',
    reading:
      'A registration response that carries a client_secret contains a credential: Cache-Control: no-store. A server that broke it would let a cache keep a client secret.',
    checks: ['rfc6749/5.1/no-store-registration'],
    breaks: [
      {
        way: 'sends a registration answer carrying a client_secret without Cache-Control: no-store',
        kind: 'other',
        checks: ['rfc6749/5.1/no-store-registration'],
        fault: 'register-secret-cacheable',
      },
      {
        way: 'sends the client_secret again, cacheable, when the registration is read back',
        kind: 'place',
        notApplicable: 'the service offers no registration management (RFC 7592): a registration is never read back',
      },
    ],
  },
  {
    id: 'rfc6749/5.1/pragma',
    keyword: 'MUST',
    section: '5.1 Successful Response',
    quote:
      'The authorization server MUST include the HTTP "Cache-Control" response header field [RFC2616] with a value of "no-store" in any response containing tokens, credentials, or other sensitive information, as well as the "Pragma" response header field [RFC2616] with a value of "no-cache".',
    reading:
      'Token responses also carry Pragma: no-cache, for HTTP/1.0 caches. (RFC 9111 has since deprecated Pragma; RFC 6749 still requires it.)',
    checks: ['rfc6749/5.1/pragma'],
    breaks: [
      {
        way: "sends the code exchange's tokens without Pragma: no-cache",
        kind: 'place',
        checks: ['rfc6749/5.1/pragma'],
        fault: 'token-no-pragma',
      },
      {
        way: 'sends the refresh response without Pragma: no-cache (the code exchange has it)',
        kind: 'place',
        checks: ['rfc6749/5.1/pragma'],
        fault: 'refresh-no-pragma',
      },
    ],
  },
  {
    id: 'rfc6749/5.1/document-sizes',
    keyword: 'SHOULD',
    section: '5.1 Successful Response',
    quote: 'The authorization server SHOULD document the size of any value it issues.',
    reading: 'The service documents the size of its tokens.',
    notObservable: DOCS,
  },
  {
    id: 'rfc6749/5.2/error-code',
    keyword: 'REQUIRED',
    section: '5.2 Error Response',
    quote: 'REQUIRED.  A single ASCII [USASCII] error code from the following:',
    reading:
      'Token-endpoint errors are JSON objects whose error is one code of §5.2 (or of a registered extension), the right one for the case: invalid_grant for a bad code, invalid_client for a client that is not acceptable, invalid_request for a malformed request.',
    checks: ['errors/shape', 'errors/invalid_grant', 'errors/invalid_client', 'errors/invalid_request'],
    breaks: [
      TOKEN_BAD_CODE_INVALID_REQUEST,
      REFRESH_UNKNOWN_INVALID_REQUEST,
      TOKEN_UNKNOWN_CLIENT_INVALID_REQUEST,
      {
        way: 'answers a malformed request with another code than invalid_request',
        kind: 'other',
        checks: ['errors/invalid_request'],
        fault: 'token-malformed-invalid-grant',
      },
      {
        way: 'sends an error code outside the set of codes and characters',
        kind: 'other',
        checks: ['errors/shape'],
        fault: 'token-error-code-outside-charset',
      },
    ],
  },
  {
    id: 'rfc6749/5.2/invalid-client-401',
    keyword: 'MUST',
    section: '5.2 Error Response',
    quote:
      'If the client attempted to authenticate via the "Authorization" request header field, the authorization server MUST respond with an HTTP 401 (Unauthorized) status code and include the "WWW-Authenticate" response header field matching the authentication scheme used by the client.',
    reading:
      'A token request whose client authentication in an Authorization: Basic header fails gets HTTP 401 with WWW-Authenticate: Basic. The service’s clients use client_secret_post, but a client may still try the header; the answer to that attempt is this sentence’s.',
    checks: ['rfc6749/5.2/invalid-client-401'],
    breaks: [
      {
        way: 'refuses a client that tried HTTP Basic with 400 and no challenge',
        kind: 'other',
        checks: ['rfc6749/5.2/invalid-client-401'],
        fault: 'token-basic-refused-400',
      },
      {
        way: 'answers 401 with a challenge of another scheme (Bearer) than the client used',
        kind: 'exact-match',
        checks: ['rfc6749/5.2/invalid-client-401'],
        fault: 'token-basic-challenge-bearer',
      },
      {
        way: 'refuses a client that tried HTTP Basic at the revocation endpoint with 400 and no challenge',
        kind: 'place',
        checks: ['rfc6749/5.2/invalid-client-401'],
        fault: 'revoke-basic-refused-400',
      },
    ],
  },
  {
    id: 'rfc6749/5.2/error-charset',
    keyword: 'MUST NOT',
    section: '5.2 Error Response',
    quote: 'Values for the "error" parameter MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E.',
    reading: 'Token-endpoint error codes are known codes (which are plain ASCII).',
    checks: ['errors/shape'],
    breaks: [
      {
        way: 'sends an error code with a character outside the set',
        kind: 'other',
        checks: ['errors/shape'],
        fault: 'token-error-code-outside-charset',
      },
    ],
  },
  {
    id: 'rfc6749/5.2/error-description-charset',
    keyword: 'MUST NOT',
    section: '5.2 Error Response',
    quote: 'Values for the "error_description" parameter MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E.',
    reading:
      'error_description in token-endpoint errors holds no double quote, backslash, control or non-ASCII character (the spec requires an error_description; its text is the server’s).',
    checks: ['rfc6749/5.2/error-description-charset'],
    breaks: [
      {
        way: 'puts a double quote in error_description',
        kind: 'other',
        checks: ['rfc6749/5.2/error-description-charset'],
        fault: 'token-error-description-quote',
      },
    ],
  },
  {
    id: 'rfc6749/5.2/error-uri-charset',
    keyword: 'MUST',
    section: '5.2 Error Response',
    quote:
      'Values for the "error_uri" parameter MUST conform to the URI-reference syntax and thus MUST NOT include characters outside the set %x21 / %x23-5B / %x5D-7E.',
    reading: 'error_uri in token-endpoint errors, when present, is a URI reference of those characters.',
    checks: ['rfc6749/5.2/error-uri-charset'],
    breaks: [
      { way: 'puts a space in error_uri', kind: 'other', checks: ['rfc6749/5.2/error-uri-charset'], fault: 'token-error-uri-space' },
    ],
  },
] as const satisfies readonly Requirement[];

const refresh = [
  {
    id: 'rfc6749/6/scope-not-exceeding',
    keyword: 'MUST NOT',
    section: '6 Refreshing an Access Token',
    quote:
      'The requested scope MUST NOT include any scope not originally granted by the resource owner, and if omitted is treated as equal to the scope originally granted by the resource owner.',
    reading:
      'Addressed to the client, but a server that grants what a refresh asks for is a scope escalation. Judged: a refresh asking for the original scope plus one never granted → refused (invalid_scope; invalid_request or invalid_grant accepted), or a token that lacks it: a token response whose scope is stated and lacks it, or, with no scope stated, one whose scope the client’s own introspection gives without it (that the narrowed scope went unstated is rfc6749/3.3/scope-when-different’s; with neither, the token stands for the scope asked and fails). Omitted, the scope is the original one: the refreshed token works where the first did (endpoints/token/refresh).',
    checks: ['rfc6749/6/scope-not-exceeding'],
    breaks: [
      REFRESH_SCOPE_WIDENED,
      {
        way: "grants a refresh a scope of the client's registration that this grant never received",
        kind: 'grant-shape',
        checks: ['rfc6749/6/scope-not-exceeding'],
        fault: 'refresh-scope-within-client',
      },
    ],
  },
  {
    id: 'rfc6749/6/require-client-authentication',
    keyword: 'MUST',
    section: '6 Refreshing an Access Token',
    quote:
      'The authorization server MUST: […] require client authentication for confidential clients or for any client that was issued client credentials (or with other authentication requirements),',
    reading:
      'A confidential client’s refresh without its client_secret (or with a wrong one) gets invalid_client. The same rule as at the code exchange, checked in each place.',
    checks: ['rfc6749/6/require-client-authentication'],
    breaks: [
      {
        way: 'refreshes for a confidential client without its secret, or with a wrong one',
        kind: 'other',
        checks: ['rfc6749/6/require-client-authentication'],
        fault: 'refresh-no-client-auth',
      },
      {
        way: "refreshes for a confidential client with another registered client's secret",
        kind: 'confusion',
        checks: ['rfc6749/6/require-client-authentication'],
        fault: 'token-other-client-secret',
      },
    ],
  },
  {
    id: 'rfc6749/6/bound-to-client',
    keyword: 'MUST',
    section: '6 Refreshing an Access Token',
    quote:
      'The authorization server MUST: […] authenticate the client if client authentication is included and ensure that the refresh token was issued to the authenticated client, and',
    reading: 'The member client’s refresh token presented with another registered client_id is refused.',
    checks: ['endpoints/token/refresh-bound-to-client'],
    breaks: [REFRESH_ANY_CLIENT],
  },
  {
    id: 'rfc6749/6/validate-refresh-token',
    keyword: 'MUST',
    section: '6 Refreshing an Access Token',
    quote: 'The authorization server MUST: […] validate the refresh token.',
    reading:
      'Made-up, revoked or rotated-out refresh tokens get invalid_grant; so does a credential of another kind presented as refresh_token (the member’s live access token, its ID token, an unredeemed code): only a refresh token is validated as one.',
    checks: ['errors/invalid_grant', 'authentication/11/revoke-refresh', 'security/refresh/rotation', 'rfc6749/6/validate-refresh-token'],
    breaks: [
      REVOKE_REFRESH_NOOP,
      {
        way: 'refreshes with the refresh token a rotation replaced',
        kind: 'after-event',
        checks: ['security/refresh/rotation'],
        fault: 'refresh-old-token-kept',
      },
      REFRESH_PREFIX_MATCH,
      {
        way: 'answers a refresh token it never issued with another code than invalid_grant',
        kind: 'other',
        checks: ['errors/invalid_grant'],
        fault: 'refresh-unknown-invalid-request',
      },
      ...REFRESH_ACCEPTS_WAYS,
      {
        way: 'refreshes with a refresh token after its lifetime ran out',
        kind: 'after-event',
        notObservable:
          "a refresh token's lifetime is the server's and unstated (days, or none); a black-box client cannot move the server's clock",
      },
    ],
  },
  {
    id: 'rfc6749/6/new-refresh-token-scope',
    keyword: 'MUST',
    section: '6 Refreshing an Access Token',
    quote:
      'If a new refresh token is issued, the refresh token scope MUST be identical to that of the refresh token included by the client in the request.',
    reading:
      'A rotated refresh token carries the same scope as the one it replaces: refreshing with it gives an access token of the original scope. A server that broke it would widen or narrow the grant at each rotation.',
    checks: ['rfc6749/6/new-refresh-token-scope'],
    breaks: [
      {
        way: 'gives the rotated refresh token one scope less than the one it replaces',
        kind: 'after-event',
        checks: ['rfc6749/6/new-refresh-token-scope'],
        fault: 'refresh-token-scope-shrinks',
      },
      {
        way: 'gives the rotated refresh token the narrower scope one refresh asked for',
        kind: 'grant-shape',
        checks: ['rfc6749/6/new-refresh-token-scope'],
        fault: 'refresh-grant-narrowed',
      },
    ],
  },
] as const satisfies readonly Requirement[];

const resources = [
  {
    id: 'rfc6749/7/validate-token',
    keyword: 'MUST',
    section: '7 Accessing Protected Resources',
    quote:
      'The resource server MUST validate the access token and ensure that it has not expired and that its scope covers the requested resource.',
    reading:
      'Each resource (UserInfo, /account/graphql, /mcp, the admin API) refuses a token it did not issue, an unsigned or re-signed JWT, an ID or refresh token, a revoked token, and a token whose scope does not cover it (403 insufficient_scope).',
    checks: [
      'errors/invalid_token',
      'security/resource/unsecured-jwt',
      'security/resource/alg-confusion',
      'security/resource/access-tokens-only',
      'authentication/11/revoke-access',
      'scopes/resource-scopes',
      'errors/insufficient_scope',
    ],
    breaks: [
      ADMIN_UNKNOWN_TOKEN_SERVED,
      RESOURCE_TOKEN_NEAR_MATCH,
      MCP_REVOKED_TOKEN_SERVED,
      ADMIN_REVOKED_TOKEN_SERVED,
      {
        way: 'serves an access token after it expired',
        kind: 'after-event',
        notObservable:
          'The access-token lifetime is not shown; the tokens a run can get live as long as their expires_in (an hour at the reference), far beyond a run of seconds, and no request makes a token expire early.',
      },
      ADMIN_IGNORES_SCOPE,
      MCP_IGNORES_SCOPE,
      BEARER_ACCEPTS_UNSIGNED_JWT,
      BEARER_ACCEPTS_REFRESH_TOKEN,
    ],
  },
  {
    id: 'rfc6749/7/not-expired',
    keyword: 'MUST',
    section: '7 Accessing Protected Resources',
    quote:
      'The resource server MUST validate the access token and ensure that it has not expired and that its scope covers the requested resource.',
    reading:
      'An access token past its lifetime is refused (401 invalid_token) at each resource. The spec shows no access-token lifetime; the token response’s expires_in states it.',
    notObservable:
      "An expired access token needs a wait past its lifetime (expires_in, an hour on the reference), longer than a run may take; the resource server's validation of revoked and unknown tokens is judged (authentication/11/revoke-access, errors/invalid_token), its scope coverage by errors/insufficient_scope.",
  },
  {
    id: 'rfc6749/7.2/inform-client',
    keyword: 'SHOULD',
    section: '7.2 Error Response',
    quote: 'If a resource access request fails, the resource server SHOULD inform the client of the error.',
    reading: 'A refused resource request names its error in a Bearer challenge (invalid_token, insufficient_scope).',
    checks: ['errors/invalid_token', 'errors/insufficient_scope', 'errors/www-authenticate'],
    breaks: [RESOURCE_401_WRONG_CODE, RESOURCE_403_WRONG_CODE, ADMIN_401_NO_CHALLENGE],
  },
  {
    id: 'rfc6749/7.2/scheme-designers',
    keyword: 'SHOULD',
    section: '7.2 Error Response',
    quote:
      'New authentication schemes designed primarily for OAuth token authentication SHOULD define a mechanism for providing an error status code to the client, in which the error values allowed are registered in the error registry established by this specification.',
    reading: 'Addressed to authors of new schemes; the service uses Bearer (RFC 6750).',
    notApplicable: 'the service defines no authentication scheme of its own',
  },
] as const satisfies readonly Requirement[];

const extensibility = [
  {
    id: 'rfc6749/8/definitions',
    keyword: 'MUST',
    section: '8 Extensibility',
    quote: 'All other types MUST be registered.',
    reading:
      '§8.1–8.4 bind those who define new token types, endpoint parameters, grant types and response types. The service defines none: the extensions it uses (PKCE, resource, iss, nonce, RFC 7591 registration) are registered by their RFCs.',
    notApplicable: 'the service defines no new access token type, endpoint parameter, grant type or response type',
  },
  {
    id: 'rfc6749/8.5/error-abnf',
    keyword: 'MUST',
    section: '8.5 Defining Additional Error Codes',
    quote: 'Error codes MUST conform to the error ABNF and SHOULD be prefixed by an identifying name when possible.',
    reading:
      'Every error code the service sends, extension codes included (invalid_redirect_uri, invalid_client_metadata, invalid_target), is a known code of printable ASCII.',
    checks: ['errors/shape'],
    breaks: [
      {
        way: 'sends an error code outside the error ABNF',
        kind: 'other',
        checks: ['errors/shape'],
        fault: 'token-error-code-outside-charset',
      },
    ],
  },
] as const satisfies readonly Requirement[];

const security = [
  {
    id: 'rfc6749/10.1/no-credentials-native',
    keyword: 'MUST NOT',
    section: '10.1 Client Authentication',
    quote:
      'The authorization server MUST NOT issue client passwords or other client credentials to native application or user-agent-based application clients for the purpose of client authentication.',
    reading:
      'A loopback (native) client that registers as public (token_endpoint_auth_method none) gets no client_secret. A secret issued at dynamic registration belongs to one installation, which the next sentence allows (MAY).',
    checks: ['resources/registration/auth-methods'],
    breaks: [
      {
        way: 'issues a client_secret to a loopback client that registers as public',
        kind: 'other',
        checks: ['resources/registration/auth-methods'],
        fault: 'register-secret-for-public',
      },
    ],
  },
  {
    id: 'rfc6749/10.1/other-means',
    keyword: 'SHOULD',
    section: '10.1 Client Authentication',
    quote:
      "When client authentication is not possible, the authorization server SHOULD employ other means to validate the client's identity -- for example, by requiring the registration of the client redirection URI or enlisting the resource owner to confirm identity.",
    reading: 'Public clients are held to their registered redirect URIs, and the resource owner consents each time.',
    checks: ['endpoints/authorize/redirect-uri', 'authentication/3/interactive-consent'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_CONSENT_SKIPPED],
  },
  {
    id: 'rfc6749/10.2/authenticate-when-possible',
    keyword: 'MUST',
    section: '10.2 Client Impersonation',
    quote: 'The authorization server MUST authenticate the client whenever possible.',
    reading: 'Confidential clients are authenticated at the token endpoint: no secret or a wrong one gets invalid_client.',
    checks: ['authentication/1/confidential-client-secret-post'],
    breaks: [...CLIENT_SECRET_UNCHECKED_WAYS, TOKEN_OTHER_CLIENT_SECRET],
  },
  {
    id: 'rfc6749/10.2/register-redirect',
    keyword: 'MUST',
    section: '10.2 Client Impersonation',
    quote:
      "If the authorization server cannot authenticate the client due to the client's nature, the authorization server MUST require the registration of any redirection URI used for receiving authorization responses and SHOULD utilize other means to protect resource owners from such potentially malicious clients.",
    reading: 'Public clients receive codes only at registered redirect URIs; the other means is interactive consent (and PKCE).',
    checks: ['endpoints/authorize/redirect-uri', 'authentication/3/interactive-consent'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_CONSENT_SKIPPED],
  },
  {
    id: 'rfc6749/10.2/explicit-authentication',
    keyword: 'SHOULD',
    section: '10.2 Client Impersonation',
    quote:
      'The authorization server SHOULD enforce explicit resource owner authentication and provide the resource owner with information about the client and the requested authorization scope and lifetime.',
    reading:
      'The resource owner signs in and sees a consent page before any code (authentication/3/interactive-consent), and the page names the client: a client registered moments before with a distinctive client_name has it, or its client_id, on its consent page. How the page presents the scopes and the lifetime (their names, or descriptions of its own) is left to the server and not judged: no outside check can tell a description from other text.',
    checks: ['rfc6749/10.2/explicit-authentication', 'authentication/3/interactive-consent'],
    breaks: [
      AUTHORIZE_AUTO_APPROVE,
      {
        way: 'names no client on the consent page',
        kind: 'other',
        checks: ['rfc6749/10.2/explicit-authentication'],
        fault: 'consent-unnamed-client',
      },
      {
        way: 'names no client when the request came as a form POST',
        kind: 'place',
        checks: ['rfc6749/10.2/explicit-authentication'],
        fault: 'authorize-post-consent-unnamed',
      },
    ],
  },
  {
    id: 'rfc6749/10.2/no-silent-repeat',
    keyword: 'SHOULD NOT',
    section: '10.2 Client Impersonation',
    quote:
      'The authorization server SHOULD NOT process repeated authorization requests automatically (without active resource owner interaction) without authenticating the client or relying on other measures to ensure that the repeated request comes from the original client and not an impersonator.',
    reading:
      'A repeated request of a public client shows the consent page again before a code: a loopback client the harness registers, approved once, asks again with no prompt (rfc8252/8.6/repeat-consent); a server that remembered the first approval and approved silently warns.',
    checks: ['rfc8252/8.6/repeat-consent'],
    breaks: [AUTHORIZE_CONSENT_REMEMBERED],
  },
  {
    id: 'rfc6749/10.3/confidential',
    keyword: 'MUST',
    section: '10.3 Access Tokens',
    quote:
      'Access token credentials (as well as any confidential access token attributes) MUST be kept confidential in transit and storage, and only shared among the authorization server, the resource servers the access token is valid for, and the client to whom the access token is issued.',
    reading:
      'Storage and transit are internal or TLS; the visible parts are judged elsewhere: no token in an authorization response (security/authorize/no-implicit), no code or token in a Referer (security/referrer/policy), no-store on token responses.',
    notObservable: 'how tokens are stored is internal, and transit is TLS (see rfc6749/10.3/tls)',
  },
  {
    id: 'rfc6749/10.3/tls',
    keyword: 'MUST',
    section: '10.3 Access Tokens',
    quote:
      'Access token credentials MUST only be transmitted using TLS as described in Section 1.6 with server authentication as defined by [RFC2818].',
    reading: 'Access tokens travel only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.3/unforgeable',
    keyword: 'MUST',
    section: '10.3 Access Tokens',
    quote:
      'The authorization server MUST ensure that access tokens cannot be generated, modified, or guessed to produce valid access tokens by unauthorized parties.',
    reading:
      'Generated: a made-up token, an unsigned JWT and a JWT signed with the public key as HMAC secret are refused. Modified: a real token with one character changed is refused (not judged yet). Guessed: see rfc6749/10.10/guess-probability.',
    checks: ['errors/invalid_token', 'security/resource/unsecured-jwt', 'security/resource/alg-confusion'],
    breaks: [RESOURCE_TOKEN_NEAR_MATCH, ADMIN_UNKNOWN_TOKEN_SERVED, BEARER_ACCEPTS_UNSIGNED_JWT, BEARER_HS256_PUBLIC_KEY],
  },
  {
    id: 'rfc6749/10.3/scope-by-client',
    keyword: 'SHOULD',
    section: '10.3 Access Tokens',
    quote:
      'The authorization server SHOULD take the client identity into account when choosing how to honor the requested scope and MAY issue an access token with less rights than requested.',
    reading: 'account:read is refused to clients from the registration endpoint; unreviewed metadata-document clients get no write scope.',
    checks: ['authentication/7/account-read-member-audience', 'authentication/5/cimd-unreviewed-scopes'],
    breaks: [
      AUTHORIZE_ACCOUNT_READ_REGISTERED,
      {
        way: 'grants write scopes to an unreviewed metadata-document client',
        kind: 'other',
        checks: ['authentication/5/cimd-unreviewed-scopes'],
        fault: 'authorize-cimd-write-scope',
      },
      AUTHORIZE_SCOPE_PREFIX,
    ],
  },
  {
    id: 'rfc6749/10.4/confidential',
    keyword: 'MUST',
    section: '10.4 Refresh Tokens',
    quote:
      'Refresh tokens MUST be kept confidential in transit and storage, and shared only among the authorization server and the client to whom the refresh tokens were issued.',
    reading: 'A refresh token is never accepted by a resource (security/resource/access-tokens-only); storage is internal.',
    notObservable: 'how refresh tokens are stored is internal, and transit is TLS (see rfc6749/10.4/tls)',
  },
  {
    id: 'rfc6749/10.4/maintain-binding',
    keyword: 'MUST',
    section: '10.4 Refresh Tokens',
    quote: 'The authorization server MUST maintain the binding between a refresh token and the client to whom it was issued.',
    reading: 'A refresh token presented by another client is refused.',
    checks: ['endpoints/token/refresh-bound-to-client'],
    breaks: [REFRESH_ANY_CLIENT],
  },
  {
    id: 'rfc6749/10.4/tls',
    keyword: 'MUST',
    section: '10.4 Refresh Tokens',
    quote:
      'Refresh tokens MUST only be transmitted using TLS as described in Section 1.6 with server authentication as defined by [RFC2818].',
    reading: 'Refresh tokens travel only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.4/verify-binding',
    keyword: 'MUST',
    section: '10.4 Refresh Tokens',
    quote:
      'The authorization server MUST verify the binding between the refresh token and client identity whenever the client identity can be authenticated.',
    reading: 'A refresh token presented by another client is refused.',
    checks: ['endpoints/token/refresh-bound-to-client'],
    breaks: [
      REFRESH_ANY_CLIENT,
      {
        way: "takes another registered client's secret as the confidential client's identity",
        kind: 'confusion',
        checks: ['rfc6749/6/require-client-authentication'],
        fault: 'token-other-client-secret',
      },
    ],
  },
  {
    id: 'rfc6749/10.4/detect-abuse',
    keyword: 'SHOULD',
    section: '10.4 Refresh Tokens',
    quote: 'When client authentication is not possible, the authorization server SHOULD deploy other means to detect refresh token abuse.',
    reading:
      'For public clients: rotation (the old refresh token is refused after use) and reuse detection (reusing a rotated-out token revokes its successor).',
    checks: ['security/refresh/rotation', 'security/refresh/reuse-revokes'],
    breaks: [...REFRESH_ROTATION_WAYS, REFRESH_REUSE_IGNORED],
  },
  {
    id: 'rfc6749/10.4/unforgeable',
    keyword: 'MUST',
    section: '10.4 Refresh Tokens',
    quote:
      'The authorization server MUST ensure that refresh tokens cannot be generated, modified, or guessed to produce valid refresh tokens by unauthorized parties.',
    reading: 'Made-up and mutated refresh tokens never yield a token.',
    checks: ['errors/invalid_grant'],
    breaks: [REFRESH_PREFIX_MATCH, ...REFRESH_ACCEPTS_WAYS],
  },
  {
    id: 'rfc6749/10.5/secure-channel',
    keyword: 'SHOULD',
    section: '10.5 Authorization Codes',
    quote:
      'The transmission of authorization codes SHOULD be made over a secure channel, and the client SHOULD require the use of TLS with its redirection URI if the URI identifies a network resource.',
    reading: 'Codes go to loopback redirect URIs or HTTPS ones; the authorization endpoint itself is TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.5/single-use',
    keyword: 'MUST',
    section: '10.5 Authorization Codes',
    quote: 'Authorization codes MUST be short lived and single-use.',
    reading: 'Single use: a replayed code gets invalid_grant. Short lived: rfc6749/4.1.2/code-expires (not judged yet).',
    checks: ['endpoints/token/code-single-use'],
    breaks: [
      ...CODE_SINGLE_USE_WAYS,
      {
        way: 'keeps a code redeemable long after it was issued (not short lived)',
        kind: 'after-event',
        notObservable:
          'seeing a code expire means keeping it unredeemed past its lifetime, up to the RECOMMENDED 10 minutes: longer than a run may take, and no request shortens it (as rfc6749/4.1.2/code-expires)',
      },
    ],
  },
  {
    id: 'rfc6749/10.5/replay-revokes',
    keyword: 'SHOULD',
    section: '10.5 Authorization Codes',
    quote:
      'If the authorization server observes multiple attempts to exchange an authorization code for an access token, the authorization server SHOULD attempt to revoke all access tokens already granted based on the compromised authorization code.',
    reading: 'After a replay, the tokens the first exchange gave are refused.',
    checks: ['security/code/replay-revokes'],
    breaks: [...CODE_REPLAY_REVOKES_WAYS],
  },
  {
    id: 'rfc6749/10.5/code-to-same-client',
    keyword: 'MUST',
    section: '10.5 Authorization Codes',
    quote:
      'If the client can be authenticated, the authorization servers MUST authenticate the client and ensure that the authorization code was issued to the same client.',
    reading: 'A code redeemed by another client is refused; a confidential client is authenticated.',
    checks: ['endpoints/token/code-bound-to-client', 'authentication/1/confidential-client-secret-post'],
    breaks: [TOKEN_CODE_ANY_CLIENT, TOKEN_CODE_WITHOUT_SECRET, TOKEN_OTHER_CLIENT_SECRET_2],
  },
  {
    id: 'rfc6749/10.6/identical-redirect-uri',
    keyword: 'MUST',
    section: '10.6 Authorization Code Redirection URI Manipulation',
    quote:
      'In order to prevent such an attack, the authorization server MUST ensure that the redirection URI used to obtain the authorization code is identical to the redirection URI provided when exchanging the authorization code for an access token.',
    reading: 'A code exchange with another redirect_uri gets invalid_grant (its absence: rfc6749/4.1.3/redirect-uri-present).',
    checks: ['endpoints/token/code-bound-to-redirect-uri'],
    breaks: [...TOKEN_REDIRECT_URI_WAYS],
  },
  {
    id: 'rfc6749/10.6/register-redirect',
    keyword: 'MUST',
    section: '10.6 Authorization Code Redirection URI Manipulation',
    quote:
      'The authorization server MUST require public clients and SHOULD require confidential clients to register their redirection URIs.',
    reading: 'Every client here has registered redirect URIs, and only those receive codes.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX],
  },
  {
    id: 'rfc6749/10.6/validate-redirect',
    keyword: 'MUST',
    section: '10.6 Authorization Code Redirection URI Manipulation',
    quote: 'If a redirection URI is provided in the request, the authorization server MUST validate it against the registered value.',
    reading: 'A redirect_uri other than the registered one gets an error page, no redirect.',
    checks: ['endpoints/authorize/redirect-uri'],
    breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_REDIRECT_PATH_CASE, AUTHORIZE_POST_REDIRECT_UNCHECKED],
  },
  {
    id: 'rfc6749/10.7/minimize-password',
    keyword: 'SHOULD',
    section: '10.7 Resource Owner Password Credentials',
    quote: 'The authorization server and client SHOULD minimize use of this grant type and utilize other grant types whenever possible.',
    reading: 'The password grant is not offered at all (rfc6749/4.3/password).',
    notApplicable: GRANT_TYPES,
  },
  {
    id: 'rfc6749/10.8/not-in-clear',
    keyword: 'MUST NOT',
    section: '10.8 Request Confidentiality',
    quote: 'Access tokens, refresh tokens, resource owner passwords, and client credentials MUST NOT be transmitted in the clear.',
    reading: 'Only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.8/codes-not-in-clear',
    keyword: 'SHOULD NOT',
    section: '10.8 Request Confidentiality',
    quote: 'Authorization codes SHOULD NOT be transmitted in the clear.',
    reading: 'Codes reach loopback redirect URIs (never an open network) or HTTPS ones.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.9/tls',
    keyword: 'MUST',
    section: '10.9 Ensuring Endpoint Authenticity',
    quote:
      'In order to prevent man-in-the-middle attacks, the authorization server MUST require the use of TLS with server authentication as defined by [RFC2818] for any request sent to the authorization and token endpoints.',
    reading: 'The authorization and token endpoints are served only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.10/prevent-guessing',
    keyword: 'MUST',
    section: '10.10 Credentials-Guessing Attacks',
    quote:
      'The authorization server MUST prevent attackers from guessing access tokens, authorization codes, refresh tokens, resource owner passwords, and client credentials.',
    reading: 'Made-up codes, refresh tokens and access tokens never work; made-up tokens are never reported active.',
    checks: ['errors/invalid_grant', 'errors/invalid_token', 'authentication/8/introspection'],
    breaks: [
      {
        way: 'issues codes too short to resist guessing',
        kind: 'other',
        checks: ['rfc6749/10.10/guess-probability'],
        fault: 'authorize-code-short',
      },
      {
        way: 'refreshes with a refresh token altered in one character (a guess next to a real one)',
        kind: 'confusion',
        checks: ['rfc9700/4.14.2/refresh-integrity'],
        fault: 'refresh-prefix-match',
      },
      {
        way: 'serves UserInfo to a Bearer token it never issued',
        kind: 'place',
        checks: ['errors/invalid_token'],
        fault: 'userinfo-unknown-token-accepted',
      },
      {
        way: 'serves /mcp to a Bearer token it never issued as an anonymous session',
        kind: 'place',
        checks: ['errors/invalid_token'],
        fault: 'mcp-unknown-token-anonymous',
      },
      {
        way: 'reports an altered JWS access token active at introspection',
        kind: 'place',
        checks: ['rfc7662/4/signature'],
        fault: 'introspect-signature-unchecked',
      },
    ],
  },
  {
    id: 'rfc6749/10.10/guess-probability',
    keyword: 'MUST',
    section: '10.10 Credentials-Guessing Attacks',
    quote:
      'The probability of an attacker guessing generated tokens (and other credentials not intended for handling by end-users) MUST be less than or equal to 2^(-128) and SHOULD be less than or equal to 2^(-160).',
    reading:
      'Codes and tokens the harness is given (two fresh codes, the access and refresh tokens of one) each hold at least 128 bits, judged from length and alphabet: an upper bound, so a short value fails and a long but predictable one is not seen; a signed JWT is judged by its signature instead (its own checks). No two alike. The SHOULD of 160 bits is not judged.',
    checks: ['rfc6749/10.10/guess-probability'],
    breaks: [
      {
        way: 'issues authorization codes of 32 bits',
        kind: 'other',
        checks: ['rfc6749/10.10/guess-probability'],
        fault: 'authorize-code-short',
      },
      { way: 'issues refresh tokens of 32 bits', kind: 'place', checks: ['rfc6749/10.10/guess-probability'], fault: 'token-refresh-short' },
      {
        way: 'issues long refresh tokens from the code exchange but short ones from the refresh grant',
        kind: 'place',
        checks: ['rfc6749/10.10/guess-probability'],
        fault: 'token-refresh-short-on-rotation',
      },
      {
        way: 'gives registered clients client secrets of 32 bits',
        kind: 'place',
        checks: ['rfc6749/10.10/guess-probability'],
        fault: 'register-secret-short',
      },
      {
        way: 'issues long values that are predictable (a counter, a clock, a weak generator)',
        kind: 'other',
        notObservable:
          'how a value was generated is not visible in a handful of samples: a long counter or clock reading passes any length and alphabet bound, and randomness cannot be established from outside (the check compares values only for equality)',
      },
    ],
  },
  {
    id: 'rfc6749/10.10/end-user-credentials',
    keyword: 'MUST',
    section: '10.10 Credentials-Guessing Attacks',
    quote: 'The authorization server MUST utilize other means to protect credentials intended for end-user usage.',
    reading: 'Member passwords at the sign-in page are protected against guessing (throttling, lockout, alerts).',
    notObservable: 'sign-in throttling is not shown in the spec, and probing it would lock the harness’s own members out',
  },
  {
    id: 'rfc6749/10.11/tls',
    keyword: 'MUST',
    section: '10.11 Phishing Attacks',
    quote:
      'To reduce the risk of phishing attacks, the authorization servers MUST require the use of TLS on every endpoint used for end-user interaction.',
    reading: 'Sign-in and consent pages are served only over TLS.',
    notObservable: TLS,
  },
  {
    id: 'rfc6749/10.12/csrf',
    keyword: 'MUST',
    section: '10.12 Cross-Site Request Forgery',
    quote:
      'The authorization server MUST implement CSRF protection for its authorization endpoint and ensure that a malicious client cannot obtain authorization without the awareness and explicit consent of the resource owner.',
    reading:
      'A consent form submitted from another member’s session never yields a code for that member; nothing is approved without a consent page.',
    checks: ['security/csrf/consent-bound', 'authentication/3/interactive-consent'],
    breaks: [
      AUTHORIZE_CONSENT_CSRF,
      AUTHORIZE_CONSENT_CSRF_OPTIONAL,
      AUTHORIZE_CONSENT_UNBOUND,
      {
        way: 'issues a code without showing any consent page',
        kind: 'other',
        checks: ['authentication/3/interactive-consent'],
        fault: 'authorize-auto-approve',
      },
    ],
  },
  {
    id: 'rfc6749/10.14/sanitize',
    keyword: 'MUST',
    section: '10.14 Code Injection and Input Validation',
    quote:
      'The authorization server and client MUST sanitize (and validate when possible) any value received -- in particular, the value of the "state" and "redirect_uri" parameters.',
    reading:
      'Validated: redirect_uri against the registered value; mutated requests never cause a server error. Sanitized: a state or redirect_uri holding HTML is never reflected as markup in an error or consent page (not judged yet).',
    checks: ['endpoints/authorize/redirect-uri', 'errors/invalid_request'],
    breaks: [
      AUTHORIZE_REDIRECT_URI_PREFIX,
      {
        way: 'answers a token request with a repeated parameter with a 500 and a stack trace',
        kind: 'other',
        checks: ['errors/invalid_request'],
        fault: 'token-5xx-on-duplicate-params',
      },
    ],
  },
  {
    id: 'rfc6749/10.16/implicit-authentication',
    keyword: 'MUST NOT',
    section: '10.16 Misuse of Access Token to Impersonate Resource Owner in Implicit Flow',
    quote:
      'Any specification that uses the authorization process as a form of delegated end-user authentication to the client (e.g., third-party sign-in service) MUST NOT use the implicit flow without additional security mechanisms that would enable the client to determine if the access token was issued for its use (e.g., audience-restricting the access token).',
    reading: 'The service signs members in to clients (OpenID Connect) only through the code flow.',
    notApplicable: `${GRANT_TYPES}; security/authorize/no-implicit judges that no implicit response is given`,
    checks: ['security/authorize/no-implicit'],
    breaks: [IMPLICIT_SERVED, HYBRID_TOKEN],
  },
  {
    id: 'rfc6749/11/registries',
    keyword: 'MUST',
    section: '11 IANA Considerations',
    quote: 'New parameters MUST be separately registered in the OAuth Parameters registry as described by Section 11.2.',
    reading: '§11 sets up IANA registries and their templates; it binds registrants and IANA, not a server.',
    notApplicable: 'registry procedures; the service registers nothing',
  },
] as const satisfies readonly Requirement[];

export const rfc6749 = {
  id: 'rfc6749',
  cite: 'RFC 6749',
  title: 'RFC 6749 The OAuth 2.0 Authorization Framework',
  scope: 'the authorization code and refresh token grants, the authorization and token endpoints, and the security considerations of §10',
  cites: [
    'rfc6750',
    'rfc9700',
    'rfc9110',
    'rfc8259',
    'rfc3986',
    'rfc5234',
    'rfc3629',
    'form-urlencoded',
    'rfc7617',
    'tls',
    'rfc6125',
    'rfc6819',
    'rfc2119',
  ],
  requirements: [
    ...registration,
    ...endpoints,
    ...codeGrant,
    ...otherGrants,
    ...tokenResponses,
    ...refresh,
    ...resources,
    ...extensibility,
    ...security,
  ],
} as const satisfies Source;
