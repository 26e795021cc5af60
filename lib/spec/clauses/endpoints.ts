// Clauses of "Endpoints": the OAuth endpoints, the authorization request, the token request,
// revocation, and the resource endpoints. RFC clauses are those the spec cites for the endpoint.
import type { ClauseShape } from '../types.ts';

const OAUTH = 'Endpoints › OAuth endpoints';
const AUTHZ = 'Endpoints › OAuth endpoints › Authorization request query parameters';
const TOKEN = 'Endpoints › OAuth endpoints › Token request form fields';
const RES = 'Endpoints › Resource endpoints';

export const endpointClauses = [
  {
    id: 'endpoints/oauth/json',
    section: 'Endpoints',
    level: 'MUST',
    quote: 'OAuth endpoints return JSON.',
    reading: 'Registration, token, UserInfo and error responses are JSON; a successful revocation may have an empty body (RFC 7009 §2.2).',
  },
  {
    id: 'endpoints/authorize/code',
    section: OAUTH,
    level: 'MUST',
    quote: 'On approval the user is redirected to `redirect_uri` with `code`, `state` and `iss` (RFC 9207).',
  },
  {
    id: 'endpoints/authorize/state',
    section: AUTHZ,
    level: 'MUST',
    quote: '`state` | yes | random value echoed back',
    reading: 'Echoed byte for byte, on approval and on error redirects.',
  },
  {
    id: 'endpoints/authorize/iss',
    section: OAUTH,
    level: 'MUST',
    quote: 'redirected to `redirect_uri` with `code`, `state` and `iss` (RFC 9207)',
    source: 'RFC 9207 §2',
    reading: 'Exactly one iss parameter, identical to the metadata issuer, on approval and on error redirects.',
  },
  {
    id: 'endpoints/authorize/required-parameters',
    section: AUTHZ,
    level: 'MUST',
    quote:
      '`response_type` | yes; `client_id` | yes; `redirect_uri` | yes; `scope` | yes; `code_challenge` | yes; `code_challenge_method` | yes; `state` | yes',
    reading:
      'A request missing a required parameter yields no code. The error may be shown on a page or (when client and redirect URI are valid) redirected with an RFC 6749 §4.1.2.1 error; either is accepted. Without scope, RFC 6749 §3.3 also allows a pre-defined default scope: a code is accepted when its exchange states the scope granted (RFC 6749 §5.1).',
  },
  {
    id: 'endpoints/authorize/redirect-uri',
    section: AUTHZ,
    level: 'MUST',
    quote: '`redirect_uri` | yes',
    source: 'RFC 6749 §3.1.2.3, §4.1.2.1; RFC 9700 §4.1.3 (exact string matching)',
    reading:
      'A redirect URI that differs from a registered one (extra path, added query, other host, userinfo) gets an error page and is never redirected to; loopback URIs may differ in port only. Every near miss fails, because the text mandates the comparison: RFC 6749 §3.1.2.3 "using simple string comparison as defined in [RFC3986] Section 6.2.1" and RFC 9700 §4.1.3 "exact string matching", with the one exception of a loopback URI\'s port (RFC 8252 §7.3); a case change is tried on the path only (RFC 3986 §6.2.2.1 makes scheme and host case-insensitive).',
  },
  {
    id: 'endpoints/authorize/client-id',
    section: AUTHZ,
    level: 'MUST',
    quote: '`client_id` | yes',
    source: 'RFC 6749 §4.1.2.1',
    reading:
      'An unknown or missing client_id gets an error page, never a redirect. A near miss of a client_id (a character short or added, a letter in the other case) names no client and fails like an unknown one: a client identifier is the string the server issued (RFC 6749 §2.2), and an OP compares strings code point by code point (OpenID Connect Core §14), so §4.1.2.1\'s "client identifier is missing or invalid" holds of it.',
  },
  {
    id: 'endpoints/authorize/resource',
    section: AUTHZ,
    level: 'MUST',
    quote: '`resource` | for member tokens | origin value advertised by the protected-resource metadata (RFC 8707)',
    reading:
      'A member-token request with a resource other than the advertised one yields no code (error code one of invalid_request, invalid_target, invalid_scope). One without resource yields no code, or a code whose token (redeemed without resource) is no member token, one that /account/graphql refuses. RFC 8707 leaves such a request to server policy (e.g. identity scopes only).',
  },
  {
    id: 'endpoints/token/returns-tokens',
    section: OAUTH,
    level: 'MUST',
    quote:
      '`/api/oauth/token` | `application/x-www-form-urlencoded` body. Returns tokens (access token, refresh token; `id_token` where applicable).',
    reading:
      'A successful exchange is HTTP 200 JSON with a non-empty access_token string, token_type Bearer (any case: RFC 6749 §5.1 makes it case-insensitive) and a refresh_token; a strict independent client (oauth4webapi) accepts it.',
  },
  {
    id: 'endpoints/token/resource-repeated',
    section: AUTHZ,
    level: 'MUST',
    quote: 'must be repeated at the token endpoint',
    reading:
      "Repeating it is the client's duty; the server's is the outcome. A code exchange whose resource differs from the authorization request's is refused (error code one of invalid_grant, invalid_target, invalid_request). One without resource is refused likewise, or gives tokens usable at no resource the authorization did not name: the other origin's /account/graphql refuses the access token (RFC 8707 §2.2 lets the server choose the audience: the resource authorized, or less, e.g. UserInfo only). Judged with otherOrigin configured; without it, an exchange that gives tokens is not testable.",
  },
  {
    id: 'endpoints/token/refresh',
    section: TOKEN,
    level: 'MUST',
    quote: 'The refresh grant uses `grant_type=refresh_token` and yields a new access token without prompting the user',
  },
  { id: 'endpoints/token/refresh-no-id-token', section: TOKEN, level: 'MUST', quote: 'refresh responses carry no `id_token`.' },
  {
    id: 'endpoints/token/refresh-bound-to-client',
    section: TOKEN,
    level: 'MUST',
    quote: 'the refresh token is bound to the client to which it was issued',
    source: 'RFC 6749 §6',
  },
  {
    id: 'endpoints/token/code-single-use',
    section: TOKEN,
    level: 'MUST',
    quote: 'If an authorization code is used more than once, the authorization server MUST deny the request',
    source: 'RFC 6749 §4.1.2',
    reading: 'A replayed code gets invalid_grant; of two concurrent redemptions at most one yields tokens.',
  },
  {
    id: 'endpoints/token/code-bound-to-client',
    section: TOKEN,
    level: 'MUST',
    quote:
      'ensure that the authorization code was issued to the authenticated confidential client, or if the client is public, ensure that the code was issued to "client_id" in the request',
    source: 'RFC 6749 §4.1.3',
  },
  {
    id: 'endpoints/token/code-bound-to-redirect-uri',
    section: TOKEN,
    level: 'MUST',
    quote:
      'ensure that the "redirect_uri" parameter is present if the "redirect_uri" parameter was included in the initial authorization request … and if included ensure that their values are identical',
    source: 'RFC 6749 §4.1.3',
    reading:
      'Identical means character for character (RFC 3986 §6.2.1’s simple comparison): another path, or a near copy (path case, trailing slash, added query, port, a %XX-encoded letter, a dot segment, the other scheme), gets invalid_grant, the code RFC 6749 §5.2 names for it; a malformed one (a fragment, userinfo, a trailing space) invalid_grant or invalid_request. The host’s letter case is not judged (RFC 3986 §6.2.2.1 makes it case-insensitive).',
  },
  {
    id: 'endpoints/token/pkce-verifier',
    section: TOKEN,
    level: 'MUST',
    quote:
      'If the values are not equal, an error response indicating "invalid_grant" as described in Section 5.2 of [RFC6749] MUST be returned.',
    source: 'RFC 7636 §4.6',
    reading: 'A wrong or missing code_verifier gets invalid_grant (invalid_request also accepted for a missing one).',
  },
  {
    id: 'endpoints/token/no-store',
    section: TOKEN,
    level: 'MUST',
    quote:
      'The authorization server MUST include the HTTP "Cache-Control" response header field with a value of "no-store" in any response containing tokens',
    source: 'RFC 6749 §5.1',
  },
  {
    id: 'endpoints/revoke/unknown-token',
    section: OAUTH,
    level: 'MUST',
    quote:
      'The authorization server responds with HTTP status code 200 if the token has been revoked successfully or if the client submitted an invalid token.',
    source: 'RFC 7009 §2.2',
    reading:
      'Exactly HTTP 200, as RFC 7009 §2.2 says, for a token never issued and for one the client revoked already (an invalid token is no error for revocation).',
  },
  {
    id: 'endpoints/revoke/other-client',
    section: OAUTH,
    level: 'MUST',
    quote:
      'verifies whether the token was issued to the client making the revocation request. If this validation fails, the request is refused',
    source: 'RFC 7009 §2.1',
    reading: 'The response to the other client is not asserted; the token must still work afterwards.',
  },
  {
    id: 'endpoints/graphql/no-token',
    section: RES,
    level: 'MUST',
    quote: '`/account/graphql` … Not allowed: a request with no token gets `401 invalid_token`.',
  },
  {
    id: 'endpoints/mcp/anonymous',
    section: RES,
    level: 'MUST',
    quote: 'A request with no token is served as anonymous with public tools only.',
    reading:
      'Also Errors: "`/mcp` does not challenge a request with no token". Public tools are those listed with no token; with a member token more tools may appear. Every tool listed with no token runs with no token: one that refuses the anonymous call (an error result, a JSON-RPC error, a challenge) but answers the same call with a member token is a member tool exposed to anonymous sessions. A tool refusing both ways is not judged.',
  },
] as const satisfies readonly ClauseShape[];
