// The requirement inventory of RFC 6750 Bearer Token Usage (lib/spec/sources/types.ts).
// The resources are UserInfo, /account/graphql, /mcp and the admin API; the token servers are the
// authorization server's token endpoint. Client-only sentences (Clients MUST …) have no entry.
import type { Source } from './types.ts';
import { ACCESS_TOKEN_IN_URL_WAYS } from './authorize-ways.ts';
import {
  ADMIN_401_NO_CHALLENGE,
  ADMIN_403_WRONG_CODE,
  ADMIN_ANY_OPERATOR_SCOPE,
  ADMIN_IGNORES_SCOPE,
  ADMIN_OTHER_ORIGIN_TOKEN,
  ADMIN_UNKNOWN_TOKEN_SERVED,
  BEARER_LENIENT_HEADER,
  BEARER_SCHEME_CASE_SENSITIVE,
  GRAPHQL_OPERATOR_TOKEN_READS_MEMBER,
  GRAPHQL_SCOPE_REFUSAL_401,
  MCP_IGNORES_SCOPE,
  MCP_UNKNOWN_TOKEN_ANONYMOUS,
  OTHER_ORIGIN_TOKEN_WAYS,
  RESOURCE_401_WRONG_CODE,
  RESOURCE_403_AS_401,
  RESOURCE_403_NO_RESOURCE_METADATA,
  RESOURCE_403_WRONG_CODE,
  RESOURCE_INVALID_REQUEST_401,
  RESOURCE_TOKEN_NEAR_MATCH,
  USERINFO_401_NO_RESOURCE_METADATA,
} from './resource-ways.ts';
import { INTROSPECT_NO_AUD, NO_STORE_WAYS, REFRESH_LIFETIME_DAY, TOKEN_LIFETIME_DAY } from './token-ways.ts';

const TLS =
  'transport security is the deployment’s: the harness talks only to the configured origin, in the scheme it is given (the references serve plain HTTP on loopback)';

export const rfc6750 = {
  id: 'rfc6750',
  cite: 'RFC 6750',
  title: 'RFC 6750 Bearer Token Usage',
  scope: 'access tokens presented at UserInfo, /account/graphql and /mcp',
  cites: ['rfc6749', 'rfc9700', 'rfc9110', 'rfc3986', 'rfc5234', 'tls'],
  requirements: [
    {
      id: 'rfc6750/2.1/header-supported',
      keyword: 'MUST',
      section: '2.1 Authorization Request Header Field',
      quote: 'Resource servers MUST support this method.',
      reading:
        'Each resource accepts Authorization: Bearer <token> (the scheme in any case): UserInfo, /account/graphql, /mcp. Malformed variants ("Bearer" alone, two tokens, a space inside) are refused, never read leniently.',
      checks: ['authentication/10/bearer', 'resources/claims/userinfo', 'authentication/8/bound-to-origin', 'authentication/8/same-token'],
      breaks: [
        BEARER_SCHEME_CASE_SENSITIVE,
        {
          way: 'refuses the member token sent as Bearer at /mcp',
          kind: 'place',
          checks: ['authentication/8/same-token'],
          fault: 'mcp-refuses-member-token',
        },
        BEARER_LENIENT_HEADER,
      ],
    },
    {
      id: 'rfc6750/2.3/private',
      keyword: 'SHOULD',
      section: '2.3 URI Query Parameter',
      quote: 'Server success (2XX status) responses to these requests SHOULD contain a Cache-Control header with the "private" option.',
      reading:
        'Applies only to a resource that accepts ?access_token=; the service takes tokens from the Authorization header only (spec Authentication 10).',
      notApplicable: 'the resources do not accept tokens in the query; security/resource/no-query-token judges that',
      checks: ['security/resource/no-query-token'],
      breaks: [
        {
          way: 'serves a valid access token sent only as ?access_token= (UserInfo, /account/graphql, /mcp), its 2xx left cacheable',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'bearer-query-token',
        },
        {
          way: 'refuses ?access_token= at UserInfo, /account/graphql and /mcp, but an admin operation serves it',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'bearer-query-token-admin',
        },
      ],
    },
    {
      id: 'rfc6750/3/www-authenticate',
      keyword: 'MUST',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'If the protected resource request does not include authentication credentials or does not contain an access token that enables access to the protected resource, the resource server MUST include the HTTP "WWW-Authenticate" response header field; it MAY include it in response to other conditions as well.',
      reading:
        'Every 401 and 403 of a resource carries WWW-Authenticate: an unknown token at /account/graphql, /mcp and UserInfo, a token lacking scope (403), and a request with no credentials at /account/graphql. A request with no credentials at UserInfo is rfc6750/3/www-authenticate-no-credentials.',
      checks: ['errors/www-authenticate', 'errors/invalid_token'],
      breaks: [ADMIN_401_NO_CHALLENGE, USERINFO_401_NO_RESOURCE_METADATA, RESOURCE_403_NO_RESOURCE_METADATA],
    },
    {
      id: 'rfc6750/3/www-authenticate-no-credentials',
      keyword: 'MUST',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'If the protected resource request does not include authentication credentials or does not contain an access token that enables access to the protected resource, the resource server MUST include the HTTP "WWW-Authenticate" response header field; it MAY include it in response to other conditions as well.',
      reading:
        'The same sentence where no credentials are sent: UserInfo with no Authorization header is refused with a Bearer challenge (/account/graphql’s is endpoints/graphql/no-token; the admin API’s 401 is judged for its status only, scopes/resource-scopes). A server that broke it would leave the client no way to learn the scheme (or the resource_metadata pointer).',
      checks: ['rfc6750/3/www-authenticate-no-credentials'],
      breaks: [
        {
          way: "refuses UserInfo's GET with no credentials without a challenge",
          kind: 'other',
          checks: ['rfc6750/3/www-authenticate-no-credentials'],
          fault: 'userinfo-no-token-no-challenge',
        },
        {
          way: "refuses UserInfo's POST with no credentials without a challenge (the GET gets one)",
          kind: 'place',
          checks: ['rfc6750/3/www-authenticate-no-credentials'],
          fault: 'userinfo-post-no-challenge',
        },
        {
          way: 'answers /account/graphql with no token without a 401 challenge',
          kind: 'place',
          checks: ['endpoints/graphql/no-token'],
          fault: 'graphql-no-token-anonymous',
        },
        {
          way: 'answers /mcp with no token without a challenge',
          kind: 'place',
          notApplicable:
            '/mcp serves a request with no token as anonymous (endpoints/mcp/anonymous): it needs no credentials, so there is nothing to challenge',
        },
      ],
    },
    {
      id: 'rfc6750/3/bearer-scheme',
      keyword: 'MUST',
      section: '3 The WWW-Authenticate Response Header Field',
      quote: 'All challenges defined by this specification MUST use the auth-scheme value "Bearer".',
      reading: 'The challenges of the resources use the Bearer scheme.',
      checks: ['errors/www-authenticate'],
      breaks: [
        {
          way: 'challenges with another scheme (OAuth) than Bearer at the admin API',
          kind: 'other',
          checks: ['errors/www-authenticate'],
          fault: 'admin-challenge-scheme-oauth',
        },
      ],
    },
    {
      id: 'rfc6750/3/auth-param',
      keyword: 'MUST',
      section: '3 The WWW-Authenticate Response Header Field',
      quote: 'This scheme MUST be followed by one or more auth-param values.',
      reading:
        'The Bearer challenge carries at least one auth-param (here always resource_metadata): judged on every Bearer challenge of every resource, a request with no token included (its own check); errors/www-authenticate judges the pointer on the 401 invalid_token and 403 insufficient_scope.',
      checks: ['errors/www-authenticate', 'rfc6750/3/auth-param'],
      breaks: [
        {
          way: 'challenges a request with no token at the admin API with a bare "Bearer", no auth-param',
          kind: 'place',
          checks: ['rfc6750/3/auth-param'],
          fault: 'admin-challenge-bare',
        },
      ],
    },
    {
      id: 'rfc6750/3/realm-once',
      keyword: 'MUST NOT',
      section: '3 The WWW-Authenticate Response Header Field',
      quote: 'The "realm" attribute MUST NOT appear more than once.',
      reading: 'No Bearer challenge of a resource holds realm twice.',
      checks: ['rfc6750/3/realm-once'],
      breaks: [
        {
          way: 'names the realm twice in every challenge',
          kind: 'other',
          checks: ['rfc6750/3/realm-once'],
          fault: 'resource-challenge-realm-twice',
        },
        {
          way: "names the realm twice in /mcp's challenges only",
          kind: 'place',
          checks: ['rfc6750/3/realm-once'],
          fault: 'mcp-challenge-realm-twice',
        },
      ],
    },
    {
      id: 'rfc6750/3/scope-once',
      keyword: 'MUST NOT',
      section: '3 The WWW-Authenticate Response Header Field',
      quote: 'The "scope" attribute MUST NOT appear more than once.',
      reading: 'No Bearer challenge holds scope twice (an insufficient_scope 403 may name the scope needed once).',
      checks: ['rfc6750/3/scope-once'],
      breaks: [
        {
          way: 'repeats scope in the 401 challenges',
          kind: 'other',
          checks: ['rfc6750/3/scope-once'],
          fault: 'resource-challenge-scope-twice',
        },
        {
          way: 'repeats scope in the 403 insufficient_scope challenges only',
          kind: 'place',
          checks: ['rfc6750/3/scope-once'],
          fault: 'resource-403-scope-twice',
        },
      ],
    },
    {
      id: 'rfc6750/3/error-attribute',
      keyword: 'SHOULD',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'If the protected resource request included an access token and failed authentication, the resource server SHOULD include the "error" attribute to provide the client with the reason why the access request was declined.',
      reading: 'A refused token gets error="invalid_token" (or insufficient_scope) in the challenge at each resource.',
      checks: ['errors/invalid_token', 'errors/insufficient_scope'],
      breaks: [RESOURCE_401_WRONG_CODE, RESOURCE_403_WRONG_CODE, ADMIN_403_WRONG_CODE],
    },
    {
      id: 'rfc6750/3/error-attributes-once',
      keyword: 'MUST NOT',
      section: '3 The WWW-Authenticate Response Header Field',
      quote: 'The "error", "error_description", and "error_uri" attributes MUST NOT appear more than once.',
      reading:
        'No Bearer challenge holds error, error_description or error_uri twice; a client reading the first and a proxy the last would disagree.',
      checks: ['rfc6750/3/error-attributes-once'],
      breaks: [
        {
          way: 'names the error twice in every challenge that has one',
          kind: 'other',
          checks: ['rfc6750/3/error-attributes-once'],
          fault: 'resource-challenge-error-twice',
        },
        {
          way: "names the error twice in the admin API's challenges only",
          kind: 'place',
          checks: ['rfc6750/3/error-attributes-once'],
          fault: 'admin-challenge-error-twice',
        },
      ],
    },
    {
      id: 'rfc6750/3/scope-charset',
      keyword: 'MUST NOT',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'Values for the "scope" attribute (specified in Appendix A.4 of [RFC6749]) MUST NOT include characters outside the set %x21 / %x23-5B / %x5D-7E for representing scope values and %x20 for delimiters between scope values.',
      reading: 'A scope attribute, when present, is space-separated scope tokens of printable ASCII without " or \\.',
      checks: ['rfc6750/3/scope-charset'],
      breaks: [
        {
          way: 'puts a quoted word into the scope of the 401 challenges',
          kind: 'other',
          checks: ['rfc6750/3/scope-charset'],
          fault: 'resource-challenge-scope-charset',
        },
        {
          way: 'puts a quoted word into the scope of the 403 challenges only',
          kind: 'place',
          checks: ['rfc6750/3/scope-charset'],
          fault: 'resource-403-scope-charset',
        },
      ],
    },
    {
      id: 'rfc6750/3/error-charset',
      keyword: 'MUST NOT',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'Values for the "error" and "error_description" attributes (specified in Appendixes A.7 and A.8 of [RFC6749]) MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E.',
      reading: 'error and error_description in a Bearer challenge hold no ", \\, control or non-ASCII character.',
      checks: ['rfc6750/3/error-charset'],
      breaks: [
        {
          way: 'puts double quotes into error_description',
          kind: 'other',
          checks: ['rfc6750/3/error-charset'],
          fault: 'resource-challenge-error-charset',
        },
      ],
    },
    {
      id: 'rfc6750/3/error-uri-charset',
      keyword: 'MUST',
      section: '3 The WWW-Authenticate Response Header Field',
      quote:
        'Values for the "error_uri" attribute (specified in Appendix A.9 of [RFC6749]) MUST conform to the URI-reference syntax and thus MUST NOT include characters outside the set %x21 / %x23-5B / %x5D-7E.',
      reading: 'An error_uri in a Bearer challenge, when present, is a URI reference of those characters.',
      checks: ['rfc6750/3/error-uri-charset'],
      breaks: [
        {
          way: 'points at an error_uri holding a space',
          kind: 'other',
          checks: ['rfc6750/3/error-uri-charset'],
          fault: 'resource-challenge-error-uri-space',
        },
      ],
    },
    {
      id: 'rfc6750/3.1/invalid-request-400',
      keyword: 'SHOULD',
      section: '3.1 Error Codes',
      quote: 'The resource server SHOULD respond with the HTTP 400 (Bad Request) status code.',
      reading:
        'When a resource answers invalid_request (a malformed request, or a token sent two ways at once), the status is 400. The Bearer-header checks accept 400 or 401 for malformed headers, so this pairing is not judged yet.',
      checks: ['rfc6750/3.1/invalid-request-400'],
      breaks: [RESOURCE_INVALID_REQUEST_401],
    },
    {
      id: 'rfc6750/3.1/invalid-token-401',
      keyword: 'SHOULD',
      section: '3.1 Error Codes',
      quote: 'The resource SHOULD respond with the HTTP 401 (Unauthorized) status code.',
      reading: 'invalid_token comes with HTTP 401 at each resource.',
      checks: ['errors/invalid_token'],
      breaks: [MCP_UNKNOWN_TOKEN_ANONYMOUS, ADMIN_UNKNOWN_TOKEN_SERVED, ADMIN_OTHER_ORIGIN_TOKEN],
    },
    {
      id: 'rfc6750/3.1/insufficient-scope-403',
      keyword: 'SHOULD',
      section: '3.1 Error Codes',
      quote:
        'The resource server SHOULD respond with the HTTP 403 (Forbidden) status code and MAY include the "scope" attribute with the scope necessary to access the protected resource.',
      reading: 'insufficient_scope comes with HTTP 403 (admin API, /account/graphql for an operator token).',
      checks: ['errors/insufficient_scope'],
      breaks: [RESOURCE_403_AS_401, GRAPHQL_SCOPE_REFUSAL_401],
    },
    {
      id: 'rfc6750/3.1/no-error-without-credentials',
      keyword: 'SHOULD NOT',
      section: '3.1 Error Codes',
      quote:
        'If the request lacks any authentication information (e.g., the client was unaware that authentication is necessary or attempted using an unsupported authentication method), the resource server SHOULD NOT include an error code or other error information.',
      reading:
        'The spec overrides this at /account/graphql, where a request with no token gets 401 invalid_token (endpoints/graphql/no-token). Elsewhere a request with no Authorization header gets a challenge without error; judged at UserInfo, as a warning.',
      checks: ['rfc6750/3.1/no-error-without-credentials'],
      breaks: [
        {
          way: 'names invalid_token to a request with no credentials at UserInfo and the admin API',
          kind: 'other',
          checks: ['rfc6750/3.1/no-error-without-credentials'],
          fault: 'userinfo-no-token-error',
        },
        {
          way: 'names invalid_token to a request with no credentials at the admin API only',
          kind: 'place',
          checks: ['rfc6750/3.1/no-error-without-credentials'],
          fault: 'admin-no-token-error',
        },
      ],
    },
    {
      id: 'rfc6750/5.2/references-unguessable',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'Such references MUST be infeasible for an attacker to guess; using a reference may require an extra interaction between a server and the token issuer to resolve the reference to the authorization information.',
      reading:
        'Opaque tokens are unguessable: made-up tokens are never accepted nor reported active; their length is judged in rfc6749/10.10/guess-probability.',
      checks: ['errors/invalid_token', 'authentication/8/introspection'],
      breaks: [ADMIN_UNKNOWN_TOKEN_SERVED, RESOURCE_TOKEN_NEAR_MATCH, MCP_UNKNOWN_TOKEN_ANONYMOUS],
    },
    {
      id: 'rfc6750/5.2/integrity',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote: 'The token integrity protection MUST be sufficient to prevent the token from being modified.',
      reading:
        'A token changed by its holder is refused at every resource (UserInfo, /account/graphql, /mcp): an unsigned JWT, one re-signed with the public key as HMAC secret, and a real access token changed (a JWS with its payload changed and its signature kept, or with one character of its signature changed; an opaque token with one character changed).',
      checks: ['security/resource/unsecured-jwt', 'security/resource/alg-confusion', 'rfc6750/5.2/integrity'],
      breaks: [
        {
          way: 'serves an unsigned JWT ("alg": "none") carrying a member’s real claims',
          kind: 'other',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'bearer-accepts-unsigned-jwt',
        },
        {
          way: 'verifies a JWT with the alg its header names, so HS256 keyed with the published public JWK passes',
          kind: 'confusion',
          checks: ['security/resource/alg-confusion'],
          fault: 'bearer-hs256-public-key',
        },
        {
          way: 'verifies HS256 with the public key in PEM form as the HMAC secret',
          kind: 'confusion',
          checks: ['security/resource/alg-confusion'],
          fault: 'bearer-hs256-public-pem',
        },
        {
          way: 'reads its own access token’s payload without verifying the signature: a later exp, or a broken signature, is served',
          kind: 'other',
          checks: ['rfc6750/5.2/integrity'],
          fault: 'bearer-signature-unchecked',
        },
        {
          way: 'refuses a forged token at UserInfo and /account/graphql but serves it at /mcp',
          kind: 'place',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'mcp-accepts-unsigned-jwt',
        },
      ],
    },
    {
      id: 'rfc6750/5.2/restrict-scope',
      keyword: 'RECOMMENDED',
      section: '5.2 Threat Mitigation',
      quote: 'Restricting the use of the token to a specific scope is also RECOMMENDED.',
      reading: 'Tokens are limited by scope: a token without an area’s scope gets 403 there.',
      checks: ['scopes/resource-scopes', 'authentication/7/operator-not-member-data'],
      breaks: [ADMIN_IGNORES_SCOPE, ADMIN_ANY_OPERATOR_SCOPE, GRAPHQL_OPERATOR_TOKEN_READS_MEMBER, MCP_IGNORES_SCOPE],
    },
    {
      id: 'rfc6750/5.2/implement-tls',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote: 'The authorization server MUST implement TLS.',
      reading: 'The authorization server serves TLS.',
      notObservable: TLS,
    },
    {
      id: 'rfc6750/5.2/tls-confidentiality',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'To protect against token disclosure, confidentiality protection MUST be applied using TLS [RFC5246] with a ciphersuite that provides confidentiality and integrity protection.',
      reading: 'Tokens travel only over TLS with a confidential, integrity-protecting ciphersuite.',
      notObservable: TLS,
    },
    {
      id: 'rfc6750/5.2/token-encryption',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'For those cases where the client is prevented from observing the contents of the token, token encryption MUST be applied in addition to the usage of TLS protection.',
      reading: 'The service makes no promise that clients cannot read its tokens (their format is not shown).',
      notApplicable: 'no token of the service is meant to be hidden from its client',
    },
    {
      id: 'rfc6750/5.2/no-clear-cookies',
      keyword: 'MUST NOT',
      section: '5.2 Threat Mitigation',
      quote: 'Therefore, bearer tokens MUST NOT be stored in cookies that can be sent in the clear.',
      reading: 'The service does not put access or refresh tokens in cookies; its session cookies are its own.',
      notObservable:
        'tokens go to the client in the token response, not to a browser; what the server stores in its own cookies, and whether they are sent over plain HTTP, is its deployment’s',
    },
    {
      id: 'rfc6750/5.2/front-end-back-end',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'In such deployments, sufficient measures MUST be employed to ensure confidentiality of the token between the front-end and back-end servers; encryption of the token is one such possible measure.',
      reading: 'Behind a TLS-terminating proxy, tokens stay confidential on the inner hop.',
      notObservable: 'the inner hop of a deployment is invisible from outside',
    },
    {
      id: 'rfc6750/5.2/limited-lifetime',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'First, the lifetime of the token MUST be limited; one means of achieving this is by putting a validity time field inside the protected part of the token.',
      reading:
        'Access tokens expire, and a client can see that they do: the token response states expires_in, or the access token carries exp in its protected part (a JWT: the means the sentence names), or introspection states exp; any one of them passes. A lifetime stated nowhere a client can read fails: a limit kept only in the server (or in documentation) cannot be told from none. A server that broke it would issue tokens that work forever.',
      checks: ['rfc6750/5.2/limited-lifetime'],
      breaks: [
        {
          way: "states the code exchange's access-token lifetime nowhere (no expires_in, no exp in the token, no introspection exp)",
          kind: 'place',
          checks: ['rfc6750/5.2/limited-lifetime'],
          fault: 'token-expiry-unstated',
        },
        {
          way: "states a refreshed access token's lifetime nowhere (no expires_in, no exp in the token, no introspection exp)",
          kind: 'place',
          checks: ['rfc6750/5.2/limited-lifetime'],
          fault: 'refresh-expiry-unstated',
        },
      ],
    },
    {
      id: 'rfc6750/5.2/exchange-confidentiality',
      keyword: 'MUST',
      section: '5.2 Threat Mitigation',
      quote:
        'Second, confidentiality protection of the exchanges between the client and the authorization server and between the client and the resource server MUST be applied.',
      reading: 'Both exchanges run over TLS.',
      notObservable: TLS,
    },
    {
      id: 'rfc6750/5.3/no-clear-cookies',
      keyword: 'MUST NOT',
      section: '5.3 Summary of Recommendations',
      quote:
        'Implementations MUST NOT store bearer tokens within cookies that can be sent in the clear (which is the default transmission mode for cookies).',
      reading: 'As rfc6750/5.2/no-clear-cookies.',
      notObservable: 'as rfc6750/5.2/no-clear-cookies: where a server keeps tokens is its own',
    },
    {
      id: 'rfc6750/5.3/cookie-csrf',
      keyword: 'MUST',
      section: '5.3 Summary of Recommendations',
      quote: 'Implementations that do store bearer tokens in cookies MUST take precautions against cross-site request forgery.',
      reading: 'The resources take tokens from the Authorization header only, never from a cookie, so a cross-site request carries none.',
      notApplicable: 'the resources read bearer tokens from the Authorization header only (spec Authentication 10)',
    },
    {
      id: 'rfc6750/5.3/short-lived',
      keyword: 'SHOULD',
      section: '5.3 Summary of Recommendations',
      quote:
        'Token servers SHOULD issue short-lived (one hour or less) bearer tokens, particularly when issuing tokens to clients that run within a web browser or other environments where information leakage may occur.',
      reading: 'Access tokens live one hour or less: expires_in ≤ 3600 (or introspection exp − iat ≤ 3600).',
      checks: ['rfc6750/5.3/short-lived'],
      breaks: [TOKEN_LIFETIME_DAY, REFRESH_LIFETIME_DAY],
    },
    {
      id: 'rfc6750/5.3/audience-restriction',
      keyword: 'SHOULD',
      section: '5.3 Summary of Recommendations',
      quote:
        'Token servers SHOULD issue bearer tokens that contain an audience restriction, scoping their use to the intended relying party or set of relying parties.',
      reading:
        'Member tokens are bound to the origin named by resource: refused by another origin’s resources, and introspection names the origin in aud.',
      checks: ['authentication/8/other-origin', 'authentication/8/introspection'],
      breaks: [...OTHER_ORIGIN_TOKEN_WAYS, INTROSPECT_NO_AUD],
    },
    {
      id: 'rfc6750/5.3/not-in-urls',
      keyword: 'MUST NOT',
      section: '5.3 Summary of Recommendations',
      quote: 'Bearer tokens MUST NOT be passed in page URLs (for example, as query string parameters).',
      reading:
        'The authorization server never puts an access token in a redirect URL (no implicit response), and the resources do not take one from the query string.',
      checks: ['security/authorize/no-implicit', 'security/resource/no-query-token'],
      breaks: [
        ...ACCESS_TOKEN_IN_URL_WAYS,
        {
          way: 'takes the access token from ?access_token= at every resource',
          kind: 'other',
          checks: ['security/resource/no-query-token'],
          fault: 'bearer-query-token',
        },
        {
          way: 'takes it from the query at UserInfo only',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'userinfo-query-token',
        },
        {
          way: 'takes it from the query at /mcp only',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'mcp-query-token',
        },
        {
          way: 'takes it from the query at the admin API only',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'admin-query-token',
        },
      ],
    },
    {
      id: 'rfc6750/5.3/headers-or-bodies',
      keyword: 'SHOULD',
      section: '5.3 Summary of Recommendations',
      quote:
        'Instead, bearer tokens SHOULD be passed in HTTP message headers or message bodies for which confidentiality measures are taken.',
      reading: 'Tokens come in the token response body (no-store) and go in the Authorization header.',
      checks: ['endpoints/token/no-store', 'authentication/10/bearer'],
      breaks: [
        ...NO_STORE_WAYS,
        {
          way: 'takes the access token from the query string at the resources',
          kind: 'place',
          checks: ['security/resource/no-query-token'],
          fault: 'bearer-query-token',
        },
        {
          way: 'sends tokens in the front channel (response_type=token)',
          kind: 'place',
          checks: ['security/authorize/no-implicit'],
          fault: 'authorize-implicit-enabled',
        },
      ],
    },
  ],
} as const satisfies Source;
