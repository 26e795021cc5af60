// The requirement inventory of Model Context Protocol: Authorization (lib/spec/sources/types.ts).
// Text: modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/basic/authorization.mdx; markdown
// emphasis dropped. Rules restating an RFC or the CIMD draft name the same clauses as that source's entry.
import type { Source } from './types.ts';
import { AUTHORIZE_PKCE_OPTIONAL } from './authorize-ways.ts';
import {
  CIMD_CLIENT_ID_WAYS,
  CIMD_FAIL_OPEN,
  CIMD_REDIRECT_WAYS,
  CIMD_REFUSES_DOCUMENTS,
  CIMD_SSRF_RAW_HOST,
  CIMD_SSRF_WAYS,
  CIMD_TOKEN_ENDPOINT_UNKNOWN,
} from './cimd-ways.ts';
import { PRM_REQUIRES_AUTH } from './discovery-ways.ts';
import {
  AUTHORIZE_POST_REDIRECT_UNCHECKED,
  AUTHORIZE_REDIRECT_PATH_CASE,
  AUTHORIZE_REDIRECT_QUERY_IGNORED,
  AUTHORIZE_REDIRECT_URI_PREFIX,
  AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED,
  HTTP_REDIRECT_URI_WAYS,
} from './redirect-ways.ts';
import {
  BEARER_ACCEPTS_ID_TOKEN,
  BEARER_ACCEPTS_REFRESH_TOKEN,
  BEARER_ACCEPTS_UNSIGNED_JWT,
  BEARER_HS256_PUBLIC_KEY,
  MCP_401_NO_RESOURCE_METADATA,
  MCP_MEMBER_TOOLS_ANONYMOUS,
  MCP_OTHER_ORIGIN_TOKEN,
  MCP_REVOKED_TOKEN_SERVED,
  MCP_SESSION_TOKEN_UNVERIFIED,
  MCP_UNKNOWN_TOKEN_ANONYMOUS,
  RESOURCE_403_AS_401,
  RESOURCE_403_NO_RESOURCE_METADATA,
  RESOURCE_403_NO_SCOPE,
  RESOURCE_INVALID_REQUEST_401,
  RESOURCE_NO_AUDIENCE,
} from './resource-ways.ts';
import { REFRESH_OLD_TOKEN_KEPT, REFRESH_ROTATION_WAYS, TOKEN_CODE_RACE, TOKEN_CODE_REPLAY_KEEPS_TOKENS } from './token-ways.ts';

export const mcpAuthorization = {
  id: 'mcp-authorization',
  cite: 'MCP Authorization',
  title: 'Model Context Protocol: Authorization',
  scope: 'the authorization of /mcp (anonymous access is left open by the spec; the rest binds)',
  cites: [
    'oauth21',
    'rfc6749',
    'rfc6750',
    'rfc7636',
    'rfc9728',
    'rfc8414',
    'oidc-discovery',
    'rfc7591',
    'cimd',
    'rfc8707',
    'rfc9068',
    'mcp-base',
    'mcp-security',
    'rfc9110',
    'rfc3986',
  ],
  requirements: [
    {
      id: 'mcp-authorization/overview/oauth-2-1',
      keyword: 'MUST',
      section: 'Overview',
      quote: 'Authorization servers MUST implement OAuth 2.1 with appropriate security measures for both confidential and public clients.',
      reading:
        'Restates the OAuth 2.1 core the rfc6749, rfc7636 and rfc9700 inventories account for: code flow only, PKCE S256 required, no implicit grant, exact redirect URIs.',
      checks: ['authentication/1/s256-only', 'security/authorize/no-implicit', 'endpoints/authorize/redirect-uri'],
      breaks: [
        AUTHORIZE_PKCE_OPTIONAL,
        {
          way: 'accepts response_type=token and id_token (the implicit grant)',
          kind: 'other',
          checks: ['security/authorize/no-implicit'],
          fault: 'authorize-implicit-enabled',
        },
        AUTHORIZE_REDIRECT_URI_PREFIX,
      ],
    },
    {
      id: 'mcp-authorization/overview/cimd',
      keyword: 'SHOULD',
      section: 'Overview',
      quote: 'Authorization servers and MCP clients SHOULD support OAuth Client ID Metadata Documents',
      reading:
        'The service supports metadata-document clients from allowlisted hosts (the spec, authentication 5); see the cimd inventory.',
      checks: ['authentication/5/cimd-client-id'],
      breaks: [CIMD_REFUSES_DOCUMENTS, CIMD_TOKEN_ENDPOINT_UNKNOWN],
    },
    {
      id: 'mcp-authorization/overview/prm',
      keyword: 'MUST',
      section: 'Overview',
      quote: 'MCP servers MUST implement OAuth 2.0 Protected Resource Metadata (RFC9728).',
      reading: 'Restates rfc9728/3/well-known: the protected-resource metadata is served at the origin.',
      checks: ['endpoints/discovery/protected-resource', 'endpoints/discovery/protected-resource/resource'],
      breaks: [
        PRM_REQUIRES_AUTH,
        {
          way: "advertises another site's origin as the resource",
          kind: 'confusion',
          checks: ['endpoints/discovery/protected-resource/resource'],
          fault: 'prm-wrong-resource',
        },
      ],
    },
    {
      id: 'mcp-authorization/overview/as-discovery',
      keyword: 'MUST',
      section: 'Overview',
      quote: 'MCP authorization servers MUST provide at least one of the following discovery mechanisms:',
      reading: 'RFC 8414 metadata or OpenID Connect Discovery; the service serves both (rfc8414/3/well-known).',
      checks: ['endpoints/discovery/authorization-server', 'endpoints/discovery/openid-configuration'],
      breaks: [
        {
          way: 'serves the RFC 8414 metadata only behind credentials (the spec asks for both mechanisms: each is judged)',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server'],
          fault: 'asm-requires-auth',
        },
        {
          way: 'serves the OpenID configuration only behind credentials (the spec asks for both mechanisms: each is judged)',
          kind: 'other',
          checks: ['endpoints/discovery/openid-configuration'],
          fault: 'oidc-config-requires-auth',
        },
      ],
    },
    {
      id: 'mcp-authorization/as-location/authorization-servers',
      keyword: 'MUST',
      section: 'Authorization Server Discovery › Authorization Server Location',
      quote:
        'The Protected Resource Metadata document returned by the MCP server MUST include the `authorization_servers` field containing at least one authorization server.',
      reading:
        "Stricter than RFC 9728 (where the member is optional): `authorization_servers` is present and non-empty. The existing clause endpoints/discovery/protected-resource/authorization-servers judges which server it names, only when present, so a server omitting it passed; this entry's own check judges presence.",
      checks: ['mcp-authorization/as-location/authorization-servers'],
      breaks: [
        {
          way: 'leaves authorization_servers out',
          kind: 'other',
          checks: ['mcp-authorization/as-location/authorization-servers'],
          fault: 'prm-no-authorization-servers',
        },
      ],
    },
    {
      id: 'mcp-authorization/prm-discovery/mechanism',
      keyword: 'MUST',
      section: 'Authorization Server Discovery › Protected Resource Metadata Discovery Requirements',
      quote:
        'MCP servers MUST implement one of the following discovery mechanisms to provide authorization server location information to MCP clients:',
      reading:
        'The service does both: the 401 at /mcp carries resource_metadata (the spec requires it), and the metadata is at the root well-known URI.',
      checks: ['errors/www-authenticate', 'endpoints/discovery/protected-resource'],
      breaks: [MCP_401_NO_RESOURCE_METADATA, PRM_REQUIRES_AUTH],
    },
    {
      id: 'mcp-authorization/prm-discovery/scope-in-challenge',
      keyword: 'SHOULD',
      section: 'Authorization Server Discovery › Protected Resource Metadata Discovery Requirements',
      quote:
        'MCP servers SHOULD include a `scope` parameter in the `WWW-Authenticate` header as defined in RFC 6750 Section 3 to indicate the scopes required for accessing the resource.',
      reading:
        'The 401 challenge at /mcp carries a scope="…" parameter; a warning when absent. Which scopes it names is the server\'s: a value that scopes_supported does not list is noted, not warned (the same section does not require every scope to be surfaced there).',
      checks: ['mcp-authorization/prm-discovery/scope-in-challenge'],
      breaks: [
        {
          way: "leaves scope out of /mcp's 401 challenge",
          kind: 'other',
          checks: ['mcp-authorization/prm-discovery/scope-in-challenge'],
          fault: 'mcp-challenge-no-scope',
        },
      ],
    },
    {
      id: 'mcp-authorization/prm-discovery/scope-consistency',
      keyword: 'SHOULD',
      section: 'Authorization Server Discovery › Protected Resource Metadata Discovery Requirements',
      quote:
        'Servers SHOULD strive for consistency in how they construct scope sets but they are not required to surface every dynamically issued scope through `scopes_supported`.',
      reading: 'A design guideline on how challenge scope sets are chosen.',
      notObservable:
        '"Strive for consistency" names no outcome a request could judge; the text allows any set relationship with scopes_supported.',
    },
    {
      id: 'mcp-authorization/cimd/fetch',
      keyword: 'SHOULD',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: 'SHOULD fetch metadata documents when encountering URL-formatted client_ids',
      reading: 'Restates cimd/4/fetch.',
      checks: ['authentication/5/cimd-client-id'],
      breaks: [
        CIMD_REFUSES_DOCUMENTS,
        {
          way: 'takes a URL client_id without reading its document (one naming another client_id is accepted)',
          kind: 'other',
          checks: ['authentication/5/cimd-client-id'],
          fault: 'cimd-client-id-mismatch',
        },
      ],
    },
    {
      id: 'mcp-authorization/cimd/client-id-matches',
      keyword: 'MUST',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: "MUST validate that the fetched document's `client_id` matches the URL exactly",
      reading: 'Restates cimd/4.1/client-id-matches-url.',
      checks: ['authentication/5/cimd-client-id'],
      breaks: [...CIMD_CLIENT_ID_WAYS],
    },
    {
      id: 'mcp-authorization/cimd/cache',
      keyword: 'SHOULD',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: 'SHOULD cache metadata respecting HTTP cache headers',
      reading: 'Restates cimd/4.4/cache-headers (untested there).',
      notObservable:
        'As cimd/4.4/cache-headers: the server may set its own bounds on a cache lifetime, so no outcome within a run shows it ignored the cache headers; the caching rules that are observable (no error or invalid document cached) are judged by cimd/4.4/no-error-cache and cimd/4.4/no-invalid-cache.',
    },
    {
      id: 'mcp-authorization/cimd/redirect-uris',
      keyword: 'MUST',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: 'MUST validate redirect URIs presented in an authorization request against those in the metadata document',
      reading:
        'Restates cimd/4.5/redirect-registration: a redirect_uri not in the document gets no code. The existing CIMD redirect check covers an off-host URI the document lists, not one it does not list.',
      checks: ['cimd/4.5/redirect-registration'],
      breaks: [...CIMD_REDIRECT_WAYS],
    },
    {
      id: 'mcp-authorization/cimd/document-structure',
      keyword: 'MUST',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: 'MUST validate the document structure is valid JSON and contains required fields',
      reading:
        'A document that is not JSON, or lacks client_id, client_name or redirect_uris (the fields this page requires of clients), gets no code.',
      checks: ['mcp-authorization/cimd/document-structure', 'cimd/4.3/abort-on-error'],
      breaks: [
        {
          way: 'takes a document without redirect_uris',
          kind: 'other',
          checks: ['mcp-authorization/cimd/document-structure'],
          fault: 'cimd-no-redirect-uris-ok',
        },
        {
          way: 'takes an answer that is not JSON as a document',
          kind: 'other',
          checks: ['cimd/4.3/abort-on-error'],
          fault: 'cimd-default-when-not-json',
        },
        {
          way: 'takes a document without client_id',
          kind: 'other',
          checks: ['authentication/5/cimd-client-id'],
          fault: 'cimd-client-id-optional',
        },
      ],
    },
    {
      id: 'mcp-authorization/cimd/security-considerations',
      keyword: 'SHOULD',
      section: 'Client Registration Approaches › Client ID Metadata Documents › Implementation Requirements',
      quote: 'SHOULD follow the security considerations in Section 6 of Client ID Metadata Document',
      reading: 'Points at the cimd inventory, section 6 (SSRF, size limits, display).',
      checks: ['security/cimd/ssrf'],
      breaks: [
        CIMD_FAIL_OPEN,
        CIMD_SSRF_RAW_HOST,
        {
          way: 'reads a 10 MB document whole (no size limit)',
          kind: 'other',
          checks: ['cimd/6.6/response-size'],
          fault: 'cimd-no-size-limit',
        },
        {
          way: "does not show the client_id's host on the consent page",
          kind: 'other',
          checks: ['cimd/6.4/display-hostname'],
          fault: 'consent-no-client-id-host',
        },
      ],
    },
    {
      id: 'mcp-authorization/token-handling/validate',
      keyword: 'MUST',
      section: 'Access Token Usage › Token Handling',
      quote:
        'MCP servers, acting in their role as an OAuth 2.1 resource server, MUST validate access tokens as described in OAuth 2.1 Section 5.2.',
      reading: 'At /mcp: unknown, unsigned (alg none), alg-confused, and non-access tokens (ID or refresh token) are refused.',
      checks: [
        'errors/invalid_token',
        'security/resource/unsecured-jwt',
        'security/resource/alg-confusion',
        'security/resource/access-tokens-only',
      ],
      breaks: [
        MCP_UNKNOWN_TOKEN_ANONYMOUS,
        MCP_REVOKED_TOKEN_SERVED,
        MCP_SESSION_TOKEN_UNVERIFIED,
        BEARER_ACCEPTS_UNSIGNED_JWT,
        BEARER_HS256_PUBLIC_KEY,
        BEARER_ACCEPTS_ID_TOKEN,
      ],
    },
    {
      id: 'mcp-authorization/token-handling/audience',
      keyword: 'MUST',
      section: 'Access Token Usage › Token Handling',
      quote:
        'MCP servers MUST validate that access tokens were issued specifically for them as the intended audience, according to RFC 8707 Section 2.',
      reading: 'A member token bound to another origin is refused at this /mcp (401 invalid_token), not served.',
      checks: ['authentication/8/other-origin'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN, RESOURCE_NO_AUDIENCE],
    },
    {
      id: 'mcp-authorization/token-handling/401',
      keyword: 'MUST',
      section: 'Access Token Usage › Token Handling',
      quote: 'Invalid or expired tokens MUST receive a HTTP 401 response.',
      reading:
        'At /mcp a presented token that fails validation gets 401, never anonymous service (the spec keeps anonymous access only for requests with no token). An expired one: the member token kept past its lifetime (expires_in, else lifetimes.accessToken) and the leeway gets 401 to an MCP initialize; not run in a tier that does not wait that long.',
      checks: ['errors/invalid_token', 'authentication/8/other-origin', 'mcp-authorization/token-handling/401'],
      breaks: [
        MCP_UNKNOWN_TOKEN_ANONYMOUS,
        MCP_OTHER_ORIGIN_TOKEN,
        {
          way: 'serves an expired token at /mcp',
          kind: 'after-event',
          checks: ['mcp-authorization/token-handling/401'],
          fault: 'mcp-expired-token-served',
        },
      ],
    },
    {
      id: 'mcp-authorization/token-handling/own-resources',
      keyword: 'MUST',
      section: 'Access Token Usage › Token Handling',
      quote: 'MCP servers MUST only accept tokens that are valid for use with their own resources.',
      reading: "Same outcome as the audience rule: another origin's token is refused at /mcp.",
      checks: ['authentication/8/other-origin'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN],
    },
    {
      id: 'mcp-authorization/token-handling/no-other-tokens',
      keyword: 'MUST NOT',
      section: 'Access Token Usage › Token Handling',
      quote: 'MCP servers MUST NOT accept or transit any other tokens.',
      reading: "Accept: ID tokens, refresh tokens and other origins' tokens are refused at /mcp. Transit: see the passthrough entry.",
      checks: ['authentication/8/other-origin', 'security/resource/access-tokens-only'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN, BEARER_ACCEPTS_ID_TOKEN, BEARER_ACCEPTS_REFRESH_TOKEN],
    },
    {
      id: 'mcp-authorization/errors/status-codes',
      keyword: 'MUST',
      section: 'Error Handling',
      quote: 'Servers MUST return appropriate HTTP status codes for authorization errors:',
      reading:
        '401 for a missing-when-required or invalid token, 403 for insufficient scope, 400 for a malformed request. At /mcp a token that is not valid gets 401 (judged with a never-issued token); a valid token without account:read is served the public tools (the anonymous tier the spec leaves open), so /mcp never refuses for scope: the 403 is judged where this service does (/account/graphql, the admin API), and the 400 for a malformed Authorization header.',
      checks: ['errors/invalid_token', 'errors/insufficient_scope', 'rfc6750/3.1/invalid-request-400'],
      breaks: [MCP_UNKNOWN_TOKEN_ANONYMOUS, RESOURCE_403_AS_401, RESOURCE_INVALID_REQUEST_401],
    },
    {
      id: 'mcp-authorization/errors/insufficient-scope-403',
      keyword: 'SHOULD',
      section: 'Error Handling › Scope Challenge Handling › Runtime Insufficient Scope Errors',
      quote:
        'When a client makes a request with an access token with insufficient scope during runtime operations, the server SHOULD respond with:',
      reading:
        'HTTP 403 with a Bearer challenge carrying error="insufficient_scope", scope and resource_metadata. /mcp serves a token without account:read its public tools (no refusal for scope); the answer is judged where the service refuses for scope: the operator token at /account/graphql and the member token at the admin API.',
      checks: ['errors/insufficient_scope', 'mcp-authorization/errors/scope-parameter', 'errors/www-authenticate'],
      breaks: [RESOURCE_403_AS_401, RESOURCE_403_NO_RESOURCE_METADATA, RESOURCE_403_NO_SCOPE],
    },
    {
      id: 'mcp-authorization/errors/scope-parameter',
      keyword: 'SHOULD',
      section: 'Error Handling › Scope Challenge Handling › Runtime Insufficient Scope Errors',
      quote:
        'When responding with insufficient scope errors, servers SHOULD include the scopes needed to satisfy the current request in the `scope` parameter.',
      reading:
        'Judged on the 403 for an operator token at /account/graphql: its Bearer challenge names account:read in scope (a warning otherwise). The member token at an admin operation is judged only by errors/insufficient_scope.',
      checks: ['mcp-authorization/errors/scope-parameter'],
      breaks: [RESOURCE_403_NO_SCOPE],
    },
    {
      id: 'mcp-authorization/errors/scope-strategy',
      keyword: 'SHOULD',
      section: 'Error Handling › Scope Challenge Handling › Runtime Insufficient Scope Errors',
      quote: 'Servers SHOULD be consistent in their scope inclusion strategy to provide predictable behavior for clients.',
      reading: 'A design guideline across challenges.',
      notObservable:
        'The text names no outcome: any of the three strategies it lists is allowed, and consistency across unseen requests is not judged by a finite sample.',
    },
    {
      id: 'mcp-authorization/errors/ux-impact',
      keyword: 'SHOULD',
      section: 'Error Handling › Scope Challenge Handling › Runtime Insufficient Scope Errors',
      quote:
        'Servers SHOULD consider the user experience impact when determining which scopes to include in the response, as misconfigured scopes may require frequent user interaction.',
      reading: 'A design consideration.',
      notObservable: 'What a server considered is not visible in its answers.',
    },
    {
      id: 'mcp-authorization/security/oauth-2-1',
      keyword: 'MUST',
      section: 'Security Considerations',
      quote: 'Implementations MUST follow OAuth 2.1 security best practices as laid out in OAuth 2.1 Section 7. "Security Considerations".',
      reading:
        'Restates the rfc9700 and rfc6749 security inventories (code replay, redirect validation, PKCE, refresh rotation, clickjacking).',
      checks: ['security/code/replay-revokes', 'security/refresh/rotation', 'security/clickjacking/framing', 'authentication/1/s256-only'],
      breaks: [
        TOKEN_CODE_REPLAY_KEEPS_TOKENS,
        REFRESH_OLD_TOKEN_KEPT,
        TOKEN_CODE_RACE,
        {
          way: 'accepts code_challenge_method=plain',
          kind: 'exact-match',
          checks: ['authentication/1/s256-only'],
          fault: 'authorize-pkce-plain-accepted',
        },
        {
          way: 'redeems an S256 code with the challenge itself as the verifier (a plain downgrade at the token endpoint)',
          kind: 'confusion',
          checks: ['endpoints/token/pkce-verifier'],
          fault: 'token-pkce-plain-accepted',
        },
        {
          way: 'lets any site frame the sign-in and consent pages',
          kind: 'other',
          checks: ['security/clickjacking/framing'],
          fault: 'authorize-pages-framable',
        },
      ],
    },
    {
      id: 'mcp-authorization/security/audience-binding',
      keyword: 'MUST',
      section: 'Security Considerations › Token Audience Binding and Validation',
      quote: 'MCP servers MUST validate that tokens presented to them were specifically issued for their use',
      reading: 'Same as mcp-authorization/token-handling/audience.',
      checks: ['authentication/8/other-origin'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN],
    },
    {
      id: 'mcp-authorization/token-theft/storage',
      keyword: 'MUST',
      section: 'Security Considerations › Token Theft',
      quote:
        'Clients and servers MUST implement secure token storage and follow OAuth best practices, as outlined in OAuth 2.1, Section 7.1.',
      reading: 'How the server stores tokens.',
      notObservable:
        'Storage is inside the server; a black-box client sees only that tokens are not echoed, which the secret-masking rules of the harness already assume.',
    },
    {
      id: 'mcp-authorization/token-theft/short-lived',
      keyword: 'SHOULD',
      section: 'Security Considerations › Token Theft',
      quote: 'Authorization servers SHOULD issue short-lived access tokens to reduce the impact of leaked tokens.',
      reading:
        "Short-lived is not quantified by the MCP text; judged as a day at most (expires_in ≤ 86400, a warning), the bound RFC 6750 §5.3's one hour (rfc6750/5.3/short-lived) leaves room above.",
      checks: ['mcp-authorization/token-theft/short-lived'],
      breaks: [
        {
          way: 'issues week-long access tokens at the code exchange',
          kind: 'place',
          checks: ['mcp-authorization/token-theft/short-lived'],
          fault: 'token-lifetime-week',
        },
        {
          way: "issues week-long access tokens at the refresh grant (the code exchange's live an hour)",
          kind: 'place',
          checks: ['mcp-authorization/token-theft/short-lived'],
          fault: 'refresh-lifetime-week',
        },
      ],
    },
    {
      id: 'mcp-authorization/token-theft/rotate-refresh',
      keyword: 'MUST',
      section: 'Security Considerations › Token Theft',
      quote:
        'For public clients, authorization servers MUST rotate refresh tokens as described in OAuth 2.1 Section 4.3.1 "Token Endpoint Extension".',
      reading: "A public (none) client's refresh returns a new refresh token and the old one stops working.",
      checks: ['security/refresh/rotation'],
      breaks: [...REFRESH_ROTATION_WAYS],
    },
    {
      id: 'mcp-authorization/communication/https',
      keyword: 'MUST',
      section: 'Security Considerations › Communication Security',
      quote: 'All authorization server endpoints MUST be served over HTTPS.',
      reading:
        'In deployment every advertised endpoint is https on the service origin. Same-origin is checked; the scheme is whatever {base_url} is (http for the local references).',
      checks: ['mcp-authorization/communication/https'],
      breaks: [
        {
          way: 'advertises the revocation endpoint over http',
          kind: 'place',
          checks: ['mcp-authorization/communication/https'],
          fault: 'asm-revocation-http',
        },
        {
          way: 'advertises the introspection endpoint over http',
          kind: 'place',
          checks: ['mcp-authorization/communication/https'],
          fault: 'asm-introspection-http',
        },
        {
          way: 'advertises the registration endpoint over http',
          kind: 'place',
          checks: ['mcp-authorization/communication/https'],
          fault: 'asm-registration-http',
        },
      ],
    },
    {
      id: 'mcp-authorization/communication/redirect-uris',
      keyword: 'MUST',
      section: 'Security Considerations › Communication Security',
      quote: 'All redirect URIs MUST be either `localhost` or use HTTPS.',
      reading:
        'Judged as tolerance: registration refuses http:// callbacks other than loopback, and fixed web callbacks (the spec admits loopback only).',
      checks: ['security/redirect-uri/loopback-only', 'authentication/4/fixed-https-callback'],
      breaks: [...HTTP_REDIRECT_URI_WAYS],
    },
    {
      id: 'mcp-authorization/pkce/oidc-discovery-methods',
      keyword: 'MUST',
      section: 'Security Considerations › Authorization Code Protection',
      quote:
        'Authorization servers providing OpenID Connect Discovery 1.0 MUST include `code_challenge_methods_supported` in their metadata to ensure MCP compatibility.',
      reading:
        'The service serves /.well-known/openid-configuration, so that document carries code_challenge_methods_supported (["S256"]); MCP clients refuse to proceed without it. The existing PKCE-methods check reads the RFC 8414 document only.',
      checks: ['mcp-authorization/pkce/oidc-discovery-methods'],
      breaks: [
        {
          way: 'leaves code_challenge_methods_supported out of the OpenID configuration',
          kind: 'place',
          checks: ['mcp-authorization/pkce/oidc-discovery-methods'],
          fault: 'oidc-config-no-pkce-methods',
        },
      ],
    },
    {
      id: 'mcp-authorization/open-redirection/exact-match',
      keyword: 'MUST',
      section: 'Security Considerations › Open Redirection',
      quote: 'Authorization servers MUST validate exact redirect URIs against pre-registered values to prevent redirection attacks.',
      reading: 'Restates RFC 9700 exact matching: an unregistered redirect_uri never receives a code or an error redirect.',
      checks: ['endpoints/authorize/redirect-uri'],
      breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_REDIRECT_PATH_CASE, AUTHORIZE_REDIRECT_QUERY_IGNORED],
    },
    {
      id: 'mcp-authorization/open-redirection/untrusted',
      keyword: 'MUST',
      section: 'Security Considerations › Open Redirection',
      quote:
        "Authorization servers MUST take precautions to prevent redirecting user agents to untrusted URI's, following suggestions laid out in OAuth 2.1 Section 7.12.2",
      reading: 'An invalid client_id or redirect_uri gets an error page, not a redirect (OAuth 2.1 §7.12.2).',
      checks: ['endpoints/authorize/redirect-uri', 'endpoints/authorize/client-id'],
      breaks: [AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED, AUTHORIZE_POST_REDIRECT_UNCHECKED],
    },
    {
      id: 'mcp-authorization/open-redirection/trusted-only',
      keyword: 'SHOULD',
      section: 'Security Considerations › Open Redirection',
      quote: 'Authorization servers SHOULD only automatically redirect the user agent if it trusts the redirection URI.',
      reading: 'The service redirects only to registered (or listed-document) redirect URIs; the same checks judge it.',
      checks: ['endpoints/authorize/redirect-uri', 'resources/cimd/redirect-uris'],
      breaks: [
        AUTHORIZE_REDIRECT_URI_PREFIX,
        {
          way: "redirects to a metadata document's redirect URI on another host",
          kind: 'other',
          checks: ['resources/cimd/redirect-uris'],
          fault: 'cimd-redirect-off-host',
        },
      ],
    },
    {
      id: 'mcp-authorization/cimd-security/consider',
      keyword: 'MUST',
      section: 'Security Considerations › Client ID Metadata Document Security',
      quote:
        'When implementing Client ID Metadata Documents, authorization servers MUST consider the security implications detailed in OAuth Client ID Metadata Document, Section 6.',
      reading: 'Points at the cimd inventory, section 6; its observable outcomes are judged there.',
      checks: ['security/cimd/ssrf', 'security/cimd/https-only'],
      breaks: [
        CIMD_FAIL_OPEN,
        CIMD_SSRF_RAW_HOST,
        { way: 'takes an http client_id URL', kind: 'exact-match', checks: ['security/cimd/https-only'], fault: 'cimd-http-any-host' },
        {
          way: 'fetches the URLs a document lists',
          kind: 'other',
          checks: ['cimd/6.5/no-fetch-document-urls'],
          fault: 'cimd-fetches-listed-urls',
        },
      ],
    },
    {
      id: 'mcp-authorization/cimd-security/ssrf',
      keyword: 'SHOULD',
      section: 'Security Considerations › Client ID Metadata Document Security › Authorization Server Abuse Protection',
      quote:
        'Authorization servers fetching metadata documents SHOULD consider Server-Side Request Forgery (SSRF) risks, as described in OAuth Client ID Metadata Document: Server Side Request Forgery (SSRF) Attacks.',
      reading: 'Restates cimd/6.5/no-special-use-ip.',
      checks: ['security/cimd/ssrf'],
      breaks: [...CIMD_SSRF_WAYS],
    },
    {
      id: 'mcp-authorization/cimd-security/localhost-warning',
      keyword: 'SHOULD',
      section: 'Security Considerations › Client ID Metadata Document Security › Localhost Redirect URI Risks',
      quote: 'SHOULD display additional warnings for `localhost`-only redirect URIs',
      reading:
        'The consent page for a metadata-document client whose redirect_uris are all loopback carries a warning. What counts as a warning is wording; a check can only look for the redirect host being shown.',
      notObservable:
        "What is an additional warning is the page's wording, in any language: no outside check can tell a warning from other text. What is observable of it is judged: the consent page of a metadata-document client with a loopback redirect URI shows that redirect URI's host (mcp-authorization/cimd-security/show-redirect-host).",
    },
    {
      id: 'mcp-authorization/cimd-security/show-redirect-host',
      keyword: 'MUST',
      section: 'Security Considerations › Client ID Metadata Document Security › Localhost Redirect URI Risks',
      quote: 'MUST clearly display the redirect URI hostname during authorization',
      reading: 'The consent page for a metadata-document client shows the host of the redirect_uri the code will go to.',
      checks: ['mcp-authorization/cimd-security/show-redirect-host'],
      breaks: [
        {
          way: "leaves the redirect URI's host off the consent page",
          kind: 'other',
          checks: ['mcp-authorization/cimd-security/show-redirect-host'],
          fault: 'consent-no-redirect-host',
        },
        {
          way: "names the client_id's host where the redirect URI's host belongs",
          kind: 'confusion',
          checks: ['mcp-authorization/cimd-security/show-redirect-host'],
          fault: 'consent-return-to-client-host',
        },
      ],
    },
    {
      id: 'mcp-authorization/confused-deputy/proxy-consent',
      keyword: 'MUST',
      section: 'Security Considerations › Confused Deputy Problem',
      quote:
        'MCP proxy servers using static client IDs MUST obtain user consent for each dynamically registered client before forwarding to third-party authorization servers (which may require additional consent).',
      reading: 'For MCP servers that proxy to a third-party authorization server.',
      notApplicable: "/mcp is served by the service's own authorization server; it proxies to no third-party authorization server.",
    },
    {
      id: 'mcp-authorization/privilege/validate-before-processing',
      keyword: 'MUST',
      section: 'Security Considerations › Access Token Privilege Restriction',
      quote:
        'MCP servers MUST validate access tokens before processing the request, ensuring the access token is issued specifically for the MCP server, and take all necessary steps to ensure no data is returned to unauthorized parties.',
      reading: 'A refused token at /mcp gets no member data in the refusal; anonymous sessions get no member data either.',
      checks: ['authentication/8/other-origin', 'errors/invalid_token', 'endpoints/mcp/anonymous'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN, MCP_UNKNOWN_TOKEN_ANONYMOUS, MCP_SESSION_TOKEN_UNVERIFIED, MCP_MEMBER_TOOLS_ANONYMOUS],
    },
    {
      id: 'mcp-authorization/privilege/oauth-2-1-validation',
      keyword: 'MUST',
      section: 'Security Considerations › Access Token Privilege Restriction',
      quote: 'A MCP server MUST follow the guidelines in OAuth 2.1 - Section 5.2 to validate inbound tokens.',
      reading: 'Same as mcp-authorization/token-handling/validate.',
      checks: ['errors/invalid_token', 'security/resource/unsecured-jwt', 'security/resource/alg-confusion'],
      breaks: [MCP_UNKNOWN_TOKEN_ANONYMOUS, BEARER_ACCEPTS_UNSIGNED_JWT, BEARER_HS256_PUBLIC_KEY],
    },
    {
      id: 'mcp-authorization/privilege/audience-claim',
      keyword: 'MUST',
      section: 'Security Considerations › Access Token Privilege Restriction',
      quote:
        'MCP servers MUST only accept tokens specifically intended for themselves and MUST reject tokens that do not include them in the audience claim or otherwise verify that they are the intended recipient of the token.',
      reading: "Another origin's member token (its audience is that origin) is rejected at this /mcp.",
      checks: ['authentication/8/other-origin'],
      breaks: [MCP_OTHER_ORIGIN_TOKEN, RESOURCE_NO_AUDIENCE],
    },
    {
      id: 'mcp-authorization/privilege/no-passthrough',
      keyword: 'MUST NOT',
      section: 'Security Considerations › Access Token Privilege Restriction',
      quote: 'The MCP server MUST NOT pass through the token it received from the MCP client.',
      reading: "Upstream calls the MCP server makes on the member's behalf never carry the member's token.",
      notObservable: "The MCP server's upstream requests happen inside the service; the harness sees only /mcp's answers.",
    },
  ],
} as const satisfies Source;
