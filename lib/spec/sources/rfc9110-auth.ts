// RFC 9110 HTTP Semantics §10.1.2 (From), §11 (HTTP authentication) and §15.5.2 (401): the sentences that
// bind this service as an origin server, part of the rfc9110 inventory (rfc9110.ts).
import type { Requirement } from './types.ts';

const PARAM_ONCE =
  'Authentication parameters are name/value pairs, where the name token is matched case-insensitively and each parameter name MUST only occur once per challenge.';
const CHALLENGE_IN_401 =
  'A server generating a 401 (Unauthorized) response MUST send a WWW-Authenticate header field containing at least one challenge.';

export const RFC9110_AUTH = [
  {
    id: 'rfc9110/10.1.2/from-not-auth',
    keyword: 'SHOULD NOT',
    section: '10.1.2 From',
    quote:
      'A server SHOULD NOT use the From header field for access control or authentication, since its value is expected to be visible to anyone receiving or observing the request and is often recorded within logfiles and error reports without any expectation of privacy.',
    reading: 'A From field naming a member or an operator grants nothing: the request is answered as without it.',
    untested:
      'At UserInfo, /account/graphql, registration_client_uri and an admin read, a request with no token and From: <the member’s e-mail> (then the operator’s) → refused as without the field (401); /mcp with it serves the anonymous tier only.',
  },
  {
    id: 'rfc9110/11.2/param-once',
    keyword: 'MUST',
    section: '11.2 Authentication Parameters',
    quote: PARAM_ONCE,
    reading:
      'The Bearer challenges of every resource (no token, a never-issued token, a token lacking scope) name realm, scope and each error attribute once: judged by the RFC 6750 §3 checks. The other auth-params and names differing only in case: rfc9110/11.2/param-once-other.',
    checks: ['rfc6750/3/realm-once', 'rfc6750/3/scope-once', 'rfc6750/3/error-attributes-once'],
    breaks: [
      {
        way: 'names a realm twice in its Bearer challenges',
        kind: 'other',
        checks: ['rfc6750/3/realm-once'],
        fault: 'resource-challenge-realm-twice',
      },
      {
        way: 'puts the scope attribute twice in its challenges',
        kind: 'other',
        checks: ['rfc6750/3/scope-once'],
        fault: 'resource-challenge-scope-twice',
      },
      {
        way: 'names the error twice, invalid_request before the real code',
        kind: 'other',
        checks: ['rfc6750/3/error-attributes-once'],
        fault: 'resource-challenge-error-twice',
      },
      { way: 'names two realms at /mcp only', kind: 'place', checks: ['rfc6750/3/realm-once'], fault: 'mcp-challenge-realm-twice' },
      {
        way: 'names the error twice at the admin API only',
        kind: 'place',
        checks: ['rfc6750/3/error-attributes-once'],
        fault: 'admin-challenge-error-twice',
      },
    ],
  },
  {
    id: 'rfc9110/11.2/param-once-other',
    keyword: 'MUST',
    section: '11.2 Authentication Parameters',
    quote: PARAM_ONCE,
    reading: 'The same sentence for every other auth-param, names compared without regard to case, in every challenge the service sends.',
    untested:
      'In every challenge of the surface (the Bearer challenges of the resources and registration_client_uri, a Basic challenge of the token and revocation endpoints): no auth-param name twice, compared case-insensitively (resource_metadata and error_uri included; realm beside Realm counts twice).',
  },
  {
    id: 'rfc9110/11.4/401-for-credentials',
    keyword: 'SHOULD',
    section: '11.4 Credentials',
    quote:
      'Upon receipt of a request for a protected resource that omits credentials, contains invalid credentials (e.g., a bad password) or partial credentials (e.g., when the authentication scheme requires more than one round trip), an origin server SHOULD send a 401 (Unauthorized) response that contains a WWW-Authenticate header field with at least one (possibly new) challenge applicable to the requested resource.',
    reading:
      'The protected resources: UserInfo, /account/graphql, the admin API, registration_client_uri, and /mcp for a token it does not accept (a request with no token is served there as anonymous, spec Errors). No credentials, or a never-issued token, get 401 with a challenge; the spec makes it a MUST at /account/graphql.',
    checks: [
      'endpoints/graphql/no-token',
      'errors/invalid_token',
      'rfc6750/3/www-authenticate-no-credentials',
      'rfc7592/2.1/invalid-token',
    ],
    breaks: [
      {
        way: 'executes a request with no token at /account/graphql (200) instead of a 401',
        kind: 'other',
        checks: ['endpoints/graphql/no-token'],
        fault: 'graphql-no-token-anonymous',
      },
      {
        way: 'answers a never-issued token at UserInfo with 200 and an empty claim set',
        kind: 'place',
        checks: ['errors/invalid_token'],
        fault: 'userinfo-unknown-token-accepted',
      },
      {
        way: 'serves any Bearer value it does not know at the admin API as an operator token',
        kind: 'place',
        checks: ['errors/invalid_token'],
        fault: 'admin-unknown-token-served',
      },
      {
        way: 'serves a never-issued token at /mcp as anonymous instead of refusing it',
        kind: 'place',
        checks: ['errors/invalid_token'],
        fault: 'mcp-unknown-token-anonymous',
      },
      {
        way: 'refuses UserInfo with no credentials 401 without a challenge',
        kind: 'other',
        checks: ['rfc6750/3/www-authenticate-no-credentials'],
        fault: 'userinfo-no-token-no-challenge',
      },
      {
        way: 'serves a read of registration_client_uri with no registration access token',
        kind: 'place',
        checks: ['rfc7592/2.1/invalid-token'],
        fault: 'manage-read-without-token',
      },
    ],
  },
  {
    id: 'rfc9110/11.5/realm-quoted',
    keyword: 'MUST',
    section: '11.5 Establishing a Protection Space (Realm)',
    quote: 'For historical reasons, a sender MUST only generate the quoted-string syntax.',
    reading: 'A realm the service puts in a challenge is a quoted-string: realm="school", never realm=school.',
    untested: 'In every challenge of the surface: a realm auth-param’s value is a quoted-string.',
  },
  {
    id: 'rfc9110/11.6.1/www-authenticate',
    keyword: 'MUST',
    section: '11.6.1 WWW-Authenticate',
    quote: CHALLENGE_IN_401,
    reading:
      'Judged where the service’s 401s are provoked today: the resources’ 401 invalid_token (errors/www-authenticate), UserInfo with no credentials, registration_client_uri without its token. Every other 401: rfc9110/11.6.1/www-authenticate-every-401.',
    checks: ['errors/www-authenticate', 'rfc6750/3/www-authenticate-no-credentials', 'rfc7592/2.1/invalid-token'],
    breaks: [
      {
        way: "answers the admin API's 401 with no WWW-Authenticate at all",
        kind: 'place',
        checks: ['errors/www-authenticate'],
        fault: 'admin-401-no-challenge',
      },
      {
        way: "answers UserInfo's GET with no credentials 401 without a WWW-Authenticate",
        kind: 'place',
        checks: ['rfc6750/3/www-authenticate-no-credentials'],
        fault: 'userinfo-no-token-no-challenge',
      },
      {
        way: "answers UserInfo's POST with no credentials 401 without a WWW-Authenticate (the GET gets one)",
        kind: 'place',
        checks: ['rfc6750/3/www-authenticate-no-credentials'],
        fault: 'userinfo-post-no-challenge',
      },
      {
        way: 'answers a read of registration_client_uri without a token 401 without a WWW-Authenticate',
        kind: 'place',
        checks: ['rfc7592/2.1/invalid-token'],
        fault: 'manage-no-challenge',
      },
    ],
  },
  {
    id: 'rfc9110/11.6.1/www-authenticate-every-401',
    keyword: 'MUST',
    section: '11.6.1 WWW-Authenticate',
    quote: CHALLENGE_IN_401,
    reading:
      'The same sentence at every other 401 the service gives, with a challenge applicable to the resource (rfc9110/15.5.2/challenge-applicable): the token, revocation and introspection endpoints when they answer a failed client authentication in the body with 401 (RFC 6749 §5.2 lets them), a registration the server wants an initial access token for, any document that answers 401.',
    untested:
      'Every 401 any request of the surface provokes carries WWW-Authenticate with at least one challenge: a wrong client_secret in the body at the token, revocation and introspection endpoints (where answered 401), registration without the initial access token a server may demand, each document and /openapi.json (where answered 401), and the resources’ answers to the fuzz suite’s malformed Authorization values.',
  },
  {
    id: 'rfc9110/15.5.2/challenge-applicable',
    keyword: 'MUST',
    section: '15.5.2 401 Unauthorized',
    quote:
      'The server generating a 401 response MUST send a WWW-Authenticate header field (Section 11.6.1) containing at least one challenge applicable to the target resource.',
    reading:
      'The challenge names a scheme the resource takes: Bearer at the resources (errors/www-authenticate), Basic where a client’s Basic credentials failed at the token and revocation endpoints (rfc6749/5.2/invalid-client-401).',
    checks: ['errors/www-authenticate', 'rfc6749/5.2/invalid-client-401'],
    breaks: [
      {
        way: 'challenges with the scheme OAuth at the admin API, which takes Bearer',
        kind: 'near-miss',
        checks: ['errors/www-authenticate'],
        fault: 'admin-challenge-scheme-oauth',
      },
      {
        way: 'answers a failed Basic client authentication with a Bearer challenge',
        kind: 'confusion',
        checks: ['rfc6749/5.2/invalid-client-401'],
        fault: 'token-basic-challenge-bearer',
      },
    ],
  },
] as const satisfies readonly Requirement[];
