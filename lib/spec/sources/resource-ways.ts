// Ways to break the resources' sentences (/account/graphql, UserInfo, /mcp, the admin API: which tokens they take,
// audience, scope, their challenges) that several inventory entries share. Named after the fault that proves each.
import type { Way } from './types.ts';
import { REVOKE_ACCESS_NOOP } from './token-ways.ts';

export const ADMIN_401_NO_CHALLENGE: Way = {
  way: "answers the admin API's 401 with no WWW-Authenticate header at all",
  kind: 'place',
  checks: ['errors/www-authenticate'],
  fault: 'admin-401-no-challenge',
};
export const ADMIN_403_WRONG_CODE: Way = {
  way: "names access_denied in the admin API's 403 only",
  kind: 'place',
  checks: ['errors/insufficient_scope'],
  fault: 'admin-403-wrong-code',
};
export const ADMIN_ANY_OPERATOR_SCOPE: Way = {
  way: "lets any operator scope stand in for the operation's own (courses:read lists members)",
  kind: 'grant-shape',
  checks: ['scopes/resource-scopes'],
  fault: 'admin-any-operator-scope',
};
export const ADMIN_IGNORES_SCOPE: Way = {
  way: 'serves an admin operation to a member token holding no operator scope',
  kind: 'grant-shape',
  checks: ['scopes/resource-scopes'],
  fault: 'admin-ignores-scope',
};
export const ADMIN_OTHER_ORIGIN_TOKEN: Way = {
  way: "takes another origin's member token for valid at the admin API (403 for its scope, not 401)",
  kind: 'place',
  checks: ['errors/invalid_token'],
  fault: 'admin-other-origin-token',
};
export const ADMIN_REVOKED_TOKEN_SERVED: Way = {
  way: 'takes a revoked access token for valid at the admin API (403 for its scope, not 401)',
  kind: 'place',
  checks: ['authentication/11/revoke-access'],
  fault: 'admin-revoked-token-served',
};
export const ADMIN_UNKNOWN_TOKEN_SERVED: Way = {
  way: 'serves a never-issued token at the admin API as an operator',
  kind: 'place',
  checks: ['errors/invalid_token'],
  fault: 'admin-unknown-token-served',
};
export const ADMIN_WRITES_REFUSE_OPERATORS: Way = {
  way: 'refuses the admin writes to an operator token holding the write scope',
  kind: 'place',
  checks: ['scopes/resource-scopes'],
  fault: 'admin-writes-refuse-operators',
};
export const BEARER_ACCEPTS_ID_TOKEN: Way = {
  way: "serves the member's ID token as a bearer token",
  kind: 'confusion',
  checks: ['security/resource/access-tokens-only'],
  fault: 'bearer-accepts-id-token',
};
export const BEARER_ACCEPTS_REFRESH_TOKEN: Way = {
  way: "serves the member's refresh token as a bearer token",
  kind: 'confusion',
  checks: ['security/resource/access-tokens-only'],
  fault: 'bearer-accepts-refresh-token',
};
export const BEARER_ACCEPTS_UNSIGNED_JWT: Way = {
  way: 'serves an unsigned JWT ("alg": "none") naming the member',
  kind: 'confusion',
  checks: ['security/resource/unsecured-jwt'],
  fault: 'bearer-accepts-unsigned-jwt',
};
export const BEARER_ANY_SCHEME: Way = {
  way: 'reads the token under another scheme ("Token <t>", "Basic <t>") at /account/graphql and UserInfo',
  kind: 'near-miss',
  checks: ['authentication/10/bearer'],
  fault: 'bearer-any-scheme',
};
export const BEARER_HS256_PUBLIC_KEY: Way = {
  way: "serves a JWT signed HS256 with the server's public key as the secret",
  kind: 'confusion',
  checks: ['security/resource/alg-confusion'],
  fault: 'bearer-hs256-public-key',
};
export const BEARER_LENIENT_HEADER: Way = {
  way: 'reads "Bearer <token> <more>" as the first token instead of refusing it',
  kind: 'exact-match',
  checks: ['authentication/10/bearer'],
  fault: 'bearer-lenient-header',
};
export const BEARER_SCHEME_CASE_SENSITIVE: Way = {
  way: 'refuses "bearer <token>" (the scheme name matched case-sensitively)',
  kind: 'exact-match',
  checks: ['authentication/10/bearer'],
  fault: 'bearer-scheme-case-sensitive',
};
export const GRAPHQL_OPERATOR_TOKEN_READS_MEMBER: Way = {
  way: 'serves the member data of /account/graphql to an operator token (operator scopes, no account:read)',
  kind: 'grant-shape',
  checks: ['authentication/7/operator-not-member-data'],
  fault: 'graphql-operator-token-reads-member',
};
export const GRAPHQL_OTHER_ORIGIN_TOKEN: Way = {
  way: "serves another origin's member token at /account/graphql",
  kind: 'place',
  checks: ['authentication/8/other-origin'],
  fault: 'graphql-other-origin-token',
};
export const GRAPHQL_REVOKED_TOKEN_SERVED: Way = {
  way: 'serves a revoked access token at /account/graphql',
  kind: 'place',
  checks: ['authentication/11/revoke-access'],
  fault: 'graphql-revoked-token-served',
};
export const GRAPHQL_SCOPE_REFUSAL_401: Way = {
  way: 'answers 401 for a token lacking account:read at /account/graphql only',
  kind: 'place',
  checks: ['errors/insufficient_scope'],
  fault: 'graphql-scope-refusal-401',
};
export const MCP_401_NO_RESOURCE_METADATA: Way = {
  way: "drops resource_metadata from /mcp's 401 challenge",
  kind: 'place',
  checks: ['errors/www-authenticate'],
  fault: 'mcp-401-no-resource-metadata',
};
export const MCP_ANY_ORIGIN: Way = {
  way: 'serves any Origin',
  kind: 'other',
  checks: ['mcp-transport/security/origin-403'],
  fault: 'mcp-any-origin',
};
export const MCP_IGNORES_SCOPE: Way = {
  way: 'gives the member tools of /mcp to an operator token (no account:read)',
  kind: 'place',
  checks: ['authentication/7/operator-not-member-data'],
  fault: 'mcp-ignores-scope',
};
export const MCP_MEMBER_TOOLS_ANONYMOUS: Way = {
  way: "serves anonymous callers the member tools with a member's data",
  kind: 'confusion',
  checks: ['endpoints/mcp/anonymous'],
  fault: 'mcp-member-tools-anonymous',
};
export const MCP_ORIGIN_PREFIX: Way = {
  way: "serves an Origin that starts with the server's own (a prefix comparison)",
  kind: 'near-miss',
  checks: ['mcp-transport/security/origin-403'],
  fault: 'mcp-origin-prefix',
};
export const MCP_OTHER_ORIGIN_TOKEN: Way = {
  way: "serves another origin's member token at /mcp",
  kind: 'place',
  checks: ['authentication/8/other-origin'],
  fault: 'mcp-other-origin-token',
};
export const MCP_REVOKED_TOKEN_SERVED: Way = {
  way: 'serves a revoked access token at /mcp (a new initialize)',
  kind: 'place',
  checks: ['authentication/11/revoke-access'],
  fault: 'mcp-revoked-token-served',
};
export const MCP_SESSION_TOKEN_UNVERIFIED: Way = {
  way: 'serves a request of an MCP session that carries a never-issued token',
  kind: 'place',
  checks: ['mcp-security/session-hijacking/verify-all'],
  fault: 'mcp-session-token-unverified',
};
export const MCP_UNKNOWN_TOKEN_ANONYMOUS: Way = {
  way: 'serves a never-issued token at /mcp as an anonymous caller',
  kind: 'place',
  checks: ['errors/invalid_token'],
  fault: 'mcp-unknown-token-anonymous',
};
export const RESOURCE_401_FOREIGN_METADATA: Way = {
  way: "refuses another origin's token with a resource_metadata pointer to that origin's metadata",
  kind: 'confusion',
  checks: ['authentication/8/other-origin'],
  fault: 'resource-401-foreign-metadata',
};
export const RESOURCE_401_WRONG_CODE: Way = {
  way: 'answers a never-issued token with 401 but another error code (unauthorized)',
  kind: 'other',
  checks: ['errors/invalid_token'],
  fault: 'resource-401-wrong-code',
};
export const RESOURCE_403_AS_401: Way = {
  way: 'refuses a valid token lacking the scope with 401, not 403',
  kind: 'other',
  checks: ['errors/insufficient_scope'],
  fault: 'resource-403-as-401',
};
export const RESOURCE_403_NO_RESOURCE_METADATA: Way = {
  way: 'drops resource_metadata from the 403 insufficient_scope challenges',
  kind: 'place',
  checks: ['errors/www-authenticate'],
  fault: 'resource-403-no-resource-metadata',
};
export const RESOURCE_403_NO_SCOPE: Way = {
  way: 'leaves scope out of the 403 challenge',
  kind: 'other',
  checks: ['mcp-authorization/errors/scope-parameter'],
  fault: 'resource-403-no-scope',
};
export const RESOURCE_403_WRONG_CODE: Way = {
  way: 'names another error code (access_denied) in the 403',
  kind: 'other',
  checks: ['errors/insufficient_scope'],
  fault: 'resource-403-wrong-code',
};
export const RESOURCE_INVALID_REQUEST_401: Way = {
  way: 'answers invalid_request with 401',
  kind: 'other',
  checks: ['rfc6750/3.1/invalid-request-400'],
  fault: 'resource-invalid-request-401',
};
export const RESOURCE_NO_AUDIENCE: Way = {
  way: 'checks no audience at any resource',
  kind: 'other',
  checks: ['authentication/8/other-origin'],
  fault: 'resource-any-origin-token',
};
export const RESOURCE_TOKEN_NEAR_MATCH: Way = {
  way: 'takes a value one character away from an issued token for that token',
  kind: 'exact-match',
  checks: ['errors/invalid_token'],
  fault: 'resource-token-near-match',
};
export const USERINFO_401_NO_RESOURCE_METADATA: Way = {
  way: "drops resource_metadata from UserInfo's 401 challenge",
  kind: 'place',
  checks: ['errors/www-authenticate'],
  fault: 'userinfo-401-no-resource-metadata',
};
export const USERINFO_OTHER_ORIGIN_TOKEN: Way = {
  way: "serves another origin's member token at UserInfo",
  kind: 'place',
  checks: ['errors/invalid_token'],
  fault: 'userinfo-other-origin-token',
};
export const USERINFO_REVOKED_TOKEN_SERVED: Way = {
  way: 'serves a revoked access token at UserInfo',
  kind: 'place',
  checks: ['authentication/11/revoke-access'],
  fault: 'userinfo-revoked-token-served',
};
export const USERINFO_UNKNOWN_TOKEN_ACCEPTED: Way = {
  way: 'serves a never-issued token at UserInfo (200, no claims)',
  kind: 'place',
  checks: ['errors/invalid_token'],
  fault: 'userinfo-unknown-token-accepted',
};

/** another origin's member token taken at each resource of this one */
export const OTHER_ORIGIN_TOKEN_WAYS: readonly Way[] = [
  GRAPHQL_OTHER_ORIGIN_TOKEN,
  MCP_OTHER_ORIGIN_TOKEN,
  USERINFO_OTHER_ORIGIN_TOKEN,
  ADMIN_OTHER_ORIGIN_TOKEN,
];
/** a revoked access token still honoured: the revocation a no-op, or a resource serving it (authentication/11/revoke-access) */
export const REVOKED_ACCESS_TOKEN_WAYS: readonly Way[] = [
  REVOKE_ACCESS_NOOP,
  USERINFO_REVOKED_TOKEN_SERVED,
  GRAPHQL_REVOKED_TOKEN_SERVED,
  MCP_REVOKED_TOKEN_SERVED,
  ADMIN_REVOKED_TOKEN_SERVED,
];
