// Clauses of "Scopes", "Errors" and "Limits".
import type { ClauseShape } from '../types.ts';

const E = 'Errors';
const NO_STATUS = 'HTTP status codes of registration and token-endpoint errors are not shown: any 4xx is accepted.';

export const errorClauses = [
  {
    id: 'scopes/resource-scopes',
    section: 'Scopes',
    level: 'MUST',
    quote: 'Resource scopes (each grants read or write access to the named area)',
    reading:
      'Checked through /openapi.json security requirements: a token with the required scope is neither 401 nor 403; one without it gets 403 insufficient_scope — a member token, and an operator token holding another area’s operator scope alike.',
  },
  {
    id: 'errors/shape',
    section: E,
    level: 'MUST',
    quote:
      'OAuth endpoints return RFC 6749 section 5.2 style errors: a JSON body with `error` (code) and `error_description` (human-readable text).',
    source: 'RFC 6749 §5.2',
    reading:
      'At the token endpoint: a JSON object whose error and error_description are strings, with any 4xx (the spec does not show token-endpoint statuses).',
  },
  {
    id: 'errors/invalid_request',
    section: E,
    level: 'MUST',
    quote: '`invalid_request` | malformed request',
    reading: `${NO_STATUS} Where a lenient parser reads a malformed request as another, well-formed one (a repeated grant_type read once, a broken encoding read as another grant type), the code that reading gets is accepted too (invalid_grant, unsupported_grant_type, invalid_scope); never a 5xx or tokens.`,
  },
  {
    id: 'errors/invalid_grant',
    section: E,
    level: 'MUST',
    quote: '`invalid_grant` | grant (e.g. code or refresh token) not acceptable',
    reading: NO_STATUS,
  },
  { id: 'errors/invalid_client', section: E, level: 'MUST', quote: '`invalid_client` | client not acceptable', reading: NO_STATUS },
  {
    id: 'errors/invalid_scope',
    section: E,
    level: 'MUST',
    quote:
      '`invalid_scope` | scope not allowed for the client, e.g. `account:read` requested by a client registered at the registration endpoint',
  },
  {
    id: 'errors/invalid_client_metadata',
    section: E,
    level: 'MUST',
    quote: '`invalid_client_metadata` | registration with an unrecognized `client_name`, or a metadata-document host that is not permitted',
    reading: `${NO_STATUS} The unrecognized-name probe sends no redirect_uris (a loopback one would make the registration open, an https one would break the fixed-callback rule too), so invalid_redirect_uri for the missing redirect_uris (RFC 7591 §2) is accepted as well.`,
  },
  {
    id: 'errors/invalid_redirect_uri',
    section: E,
    level: 'MUST',
    quote: '`invalid_redirect_uri` | registration with a fixed HTTPS callback that is not a registered integration',
    source: 'RFC 7591 §3.2.2',
    reading: `${NO_STATUS} http://localhost:<port>/… and http://[::1]:<port>/… are loopback to RFC 8252 (§7.3, §8.3) but not the spec's 127.0.0.1 form: registering them and refusing them are both correct; a refusal names the redirect-URI problem (invalid_redirect_uri, or the general invalid_client_metadata).`,
  },
  {
    id: 'errors/invalid_token',
    section: E,
    level: 'MUST',
    quote:
      '`invalid_token` (HTTP 401) | token invalid or malformed, or issued for a different origin; `/account/graphql` also returns it when no token is sent',
    reading:
      'HTTP 401, and where a check reads the code, error=invalid_token (in the Bearer challenge or the JSON body) and no other code, at every resource that refuses the token: /account/graphql, UserInfo, /mcp, each admin operation; for a token never issued, malformed, altered by one character, or issued for the other origin. Exactly as the table says: the status and the code are the spec’s.',
  },
  {
    id: 'errors/insufficient_scope',
    section: E,
    level: 'MUST',
    quote: '`insufficient_scope` (HTTP 403) | valid token lacking a required scope',
    reading:
      'HTTP 403 with error=insufficient_scope (in the Bearer challenge or the JSON body) and no other code, where a valid token lacks the scope: the operator token at /account/graphql, the member token at an admin operation, an operator token at another area’s operations.',
  },
  {
    id: 'errors/www-authenticate',
    section: E,
    level: 'MUST',
    quote:
      'Both 401 `invalid_token` and 403 `insufficient_scope` carry a `WWW-Authenticate` header pointing to the protected-resource metadata (a `resource_metadata` pointer).',
    source: 'RFC 9728 §5.1; RFC 6750 §3',
    reading:
      'The header is parsed per RFC 9110 §11 (scheme case-insensitive, quoted or token values); resource_metadata must resolve to the protected-resource metadata.',
  },
  {
    id: 'limits/id-token-lifetime',
    section: 'Limits',
    level: 'MUST',
    quote: 'ID token lifetime | 10 minutes (`exp` is 10 minutes after issue); clients allow only their usual clock skew',
    reading: 'exp − iat is 600 s (±5 s), and iat is within 60 s of the harness clock.',
  },
  {
    id: 'limits/loopback-any-port',
    section: 'Limits',
    level: 'MUST',
    quote: 'Loopback registration | redirect URI host form `127.0.0.1` with any port',
    reading: 'A client registered with a loopback redirect URI may use it at the authorization endpoint with any port.',
  },
] as const satisfies readonly ClauseShape[];
