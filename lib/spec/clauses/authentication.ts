// Clauses of "Authentication" items 1–11 (item 2, the client's order of use, states no server rule).
import type { ClauseShape } from '../types.ts';

const A = (n: number, title: string) => `Authentication › ${n}. ${title}`;

export const authenticationClauses = [
  {
    id: 'authentication/1/s256-only',
    section: A(1, 'Flow'),
    level: 'MUST',
    quote: 'OAuth 2.0 Authorization Code with PKCE; only `code_challenge_method=S256`.',
    reading: 'Metadata lists exactly ["S256"]; `plain`, an unknown method or a missing challenge yields no code.',
  },
  {
    id: 'authentication/1/public-none',
    section: A(1, 'Flow'),
    level: 'MUST',
    quote: 'Public clients use token-endpoint auth method `none`',
  },
  {
    id: 'authentication/1/confidential-client-secret-post',
    section: A(1, 'Flow'),
    level: 'MUST',
    quote: 'confidential clients use `client_secret_post`.',
    source: 'RFC 6749 §2.3.1, §5.2 (invalid_client)',
    reading: 'A confidential client with a missing or wrong client_secret in the form body is refused with invalid_client.',
  },
  {
    id: 'authentication/3/no-agent-auth',
    section: A(3, 'Not supported'),
    level: 'MUST',
    quote:
      'Not supported: the identity-vendor `agent_auth` extension (autonomous identity assertion, service authentication, anonymous claim ceremony).',
    reading:
      "In none of the ways a server could offer it: no discovery document advertises agent_auth, its registration or claim URIs, its grant or identity-assertion token types; nothing at the ceremony's paths (/agent/auth, /agent/identity and their /claim) hands out a claim or a credential; the token endpoint refuses the claim grant and an unsigned identity assertion (jwt-bearer) with no token.",
  },
  {
    id: 'authentication/3/interactive-consent',
    section: A(3, 'Not supported'),
    level: 'MUST',
    quote: 'There is no claim step; consent is interactive at the authorization endpoint.',
    source: 'RFC 6749 §4.1.2.1 (access_denied)',
    reading: 'No code without a signed-in member approving; denying consent redirects with error=access_denied, state and iss.',
  },
  {
    id: 'authentication/4/vendor-client-name',
    section: A(4, 'Registration rules'),
    level: 'MUST',
    quote: "`client_name` is matched to a known integration and that platform's `client_id` is returned.",
    reading:
      'A name that is another name (longer, shorter, a part of it, spelt with a letter of another script) is not matched to the integration: refused, or a client of its own, never the integration’s client_id.',
  },
  {
    id: 'authentication/4/vendor-client-name-exact',
    section: A(4, 'Registration rules'),
    level: 'SHOULD',
    quote: "`client_name` is matched to a known integration and that platform's `client_id` is returned.",
    reading:
      'The text does not say how exactly the name is matched. A match that ignores letter case, spaces around the name or Unicode compatibility forms (NFKC: fullwidth letters) is a reading a correct server may take, and grants nothing the exact name does not (anyone may send it and get the same client_id); RFC 7591 §2 makes client metadata self-asserted, so the name as registered is best matched as is. A warning, with this reading.',
  },
  {
    id: 'authentication/4/unknown-client-name',
    section: A(4, 'Registration rules'),
    level: 'MUST',
    quote: 'An unrecognized `client_name` is refused with `invalid_client_metadata`.',
    reading: 'HTTP status of registration errors is not shown: any 4xx is accepted.',
  },
  {
    id: 'authentication/4/loopback',
    section: A(4, 'Registration rules'),
    level: 'MUST',
    quote:
      'It is also open to any client whose redirect URI is a loopback address of the form `http://127.0.0.1:<port>/<path>` (CLI tools, desktop apps, local agents).',
  },
  {
    id: 'authentication/4/fixed-https-callback',
    section: A(4, 'Registration rules'),
    level: 'MUST',
    quote: 'A fixed HTTPS callback needs a registered integration and is refused with `invalid_redirect_uri`.',
    reading:
      'HTTP status of registration errors is not shown: any 4xx is accepted. https://127.0.0.1:<port>/<path> is an HTTPS callback too, not the loopback form (http, RFC 8252 §7.3): refused.',
  },
  {
    id: 'authentication/5/cimd-client-id',
    section: A(5, 'Client ID Metadata Documents'),
    level: 'MUST',
    quote: 'the document URL is used as `client_id` when `client_id_metadata_document_supported` is advertised.',
    reading:
      'A valid document whose client_id is its own URL gets a code, redeemed with that client_id and no secret. A document whose client_id is not its URL, by any near miss (a trailing slash, letter case, a query, percent-encoding, the other scheme), or has none, gets no code: the CIMD draft §4.1 mandates the comparison ("MUST match the URL of the document using simple string comparison as defined in [RFC3986] Section 6.2.1").',
  },
  {
    id: 'authentication/5/cimd-host',
    section: A(5, 'Client ID Metadata Documents'),
    level: 'MUST',
    quote: 'The document host must be allowlisted, or any host is accepted when open registration is enabled; otherwise it is rejected.',
  },
  {
    id: 'authentication/5/cimd-unreviewed-scopes',
    section: A(5, 'Client ID Metadata Documents'),
    level: 'MUST',
    quote: 'While unreviewed, such a client may request read and identity scopes only.',
    reading:
      'Read scopes end in ":read"; identity scopes are openid, profile, email. A request for a write scope yields no token with it: an error page, an error redirect (invalid_scope, or access_denied), or a code whose token response states a scope without it (RFC 6749 §3.3 lets the server narrow the scope; §5.1 makes it say so) are all accepted.',
  },
  {
    id: 'authentication/6/any-role',
    section: A(6, 'Member clients'),
    level: 'MUST',
    quote: 'Anyone with a role at the site, students included, can then authorize it.',
  },
  {
    id: 'authentication/7/account-read-member-audience',
    section: A(7, 'Scope audiences'),
    level: 'MUST',
    quote:
      '`account:read` is reserved to the member audience; requesting it from a client registered at the registration endpoint fails with `invalid_scope`.',
  },
  {
    id: 'authentication/7/operator-not-member-data',
    section: A(7, 'Scope audiences'),
    level: 'MUST',
    quote: "Operator clients use the operator scopes and reach the admin API, not the member's own data.",
    reading:
      "An operator token is refused at /account/graphql (401 or 403); at /mcp it is refused, or served without any member tool (one the member's own session is offered beyond an anonymous session's) and without the member's data in any tool's answer. A tool only the operator token is offered is not the member's data: the spec does not say what /mcp offers operators.",
  },
  {
    id: 'authentication/8/bound-to-origin',
    section: A(8, 'Resource binding'),
    level: 'MUST',
    quote: 'member tokens are bound to the service origin via `resource`.',
  },
  {
    id: 'authentication/8/same-token',
    section: A(8, 'Resource binding'),
    level: 'MUST',
    quote: 'The same token works at `/mcp` and `/account/graphql`.',
  },
  {
    id: 'authentication/8/other-origin',
    section: A(8, 'Resource binding'),
    level: 'MUST',
    quote:
      'If the token was issued for a different origin, the Account API returns `401 invalid_token` with a `resource_metadata` pointer.',
    reading:
      'Exactly as quoted, at /account/graphql and at /mcp (which takes the same token): HTTP 401, error=invalid_token (in the Bearer challenge or the JSON body), and a resource_metadata pointer that resolves to this origin’s protected-resource metadata.',
  },
  {
    id: 'authentication/8/introspection',
    section: A(8, 'Resource binding'),
    level: 'MUST',
    quote: 'Binding is reported through token introspection (RFC 7662).',
    source: 'RFC 7662 §2.2',
    reading:
      'The spec makes introspection where binding is reported, so introspection_endpoint is advertised (its absence fails); an active token\'s `aud` names the origin it is bound to; a revoked or unknown token is {"active": false}. An endpoint that refuses the member client\'s credentials (RFC 7662 §2.1 lets it require its own) leaves the checks not testable.',
  },
  {
    id: 'authentication/9/id-token',
    section: A(9, 'ID token'),
    level: 'MUST',
    quote:
      'when the authorization-code exchange includes the `openid` scope and the discovery metadata lists both `id_token_signing_alg_values_supported` and `jwks_uri`, an `id_token` signed with ES256 is returned.',
  },
  {
    id: 'authentication/9/iss',
    section: A(9, 'ID token'),
    level: 'MUST',
    quote: '`iss` equals the service origin (the issuer);',
    reading:
      'iss is the origin, or the authorization-server metadata’s issuer when it spells the same origin with one trailing slash; judged in every ID token (the member client’s and another client’s code exchange, a refresh response that carries one).',
  },
  {
    id: 'authentication/9/aud',
    section: A(9, 'ID token'),
    level: 'MUST',
    quote: "`aud` equals the client's `client_id`;",
    reading:
      'aud is the client_id as a string, or an array holding only it (RFC 7519 §4.1.3 allows both forms); another audience beside it does not equal the client_id. Judged in every ID token, each against the client it was issued to.',
  },
  { id: 'authentication/9/exp', section: A(9, 'ID token'), level: 'MUST', quote: '`exp` is in the future;' },
  {
    id: 'authentication/9/nonce',
    section: A(9, 'ID token'),
    level: 'MUST',
    quote: '`nonce` equals the value sent to the authorization endpoint;',
    reading:
      'The nonce sent, in every ID token of a code exchange; a refresh response’s ID token may leave it out (OIDC Core §12.2), and one it carries is the one first sent.',
  },
  {
    id: 'authentication/9/signature',
    section: A(9, 'ID token'),
    level: 'MUST',
    quote: 'the signature validates against the key named by `kid` at `jwks_uri`.',
  },
  {
    id: 'authentication/10/bearer',
    section: A(10, 'Bearer use'),
    level: 'MUST',
    quote: 'protected endpoints take `Authorization: Bearer <ACCESS_TOKEN>`.',
    source: 'RFC 6750 §2.1',
    reading:
      'The scheme is case-insensitive (RFC 9110 §11.1); a malformed Authorization header is refused with 401 (or 400 invalid_request, RFC 6750 §3.1).',
  },
  {
    id: 'authentication/11/revoke-access',
    section: A(11, 'Revocation'),
    level: 'MUST',
    quote: 'posting an access … token to the revocation endpoint invalidates it.',
    reading:
      'Revoked by its client (HTTP 200, RFC 7009 §2.2), the access token is refused with 401 wherever it was taken before: UserInfo, /account/graphql, a new MCP initialize at /mcp, and each admin operation (where a 403 would say the token is still valid); the 401 is the spec’s invalid_token.',
  },
  {
    id: 'authentication/11/revoke-refresh',
    section: A(11, 'Revocation'),
    level: 'MUST',
    quote: 'posting an … refresh token to the revocation endpoint invalidates it.',
  },
] as const satisfies readonly ClauseShape[];
