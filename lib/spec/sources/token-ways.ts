// Ways to break the token endpoint's sentences (lib/spec/sources/types.ts `Way`) that several entries share:
// one sentence restated by several sources (RFC 6749, OpenID Connect Core, RFC 9700, the spec) breaks the same
// ways, each checked by the same clauses and proven by the same reference fault. Named after that fault.
import type { Way } from './types.ts';

export const AUTHORIZE_SCOPE_NARROWED_UNSTATED: Way = {
  way: 'grants less than the authorization request asked and does not say so',
  kind: 'grant-shape',
  checks: ['rfc6749/3.3/scope-when-different'],
  fault: 'authorize-scope-narrowed-unstated',
};
export const BASIC_BESIDE: Way = {
  way: 'lets the right secret in the body outweigh a wrong one in Authorization: Basic (two methods at once)',
  kind: 'confusion',
  checks: ['rfc6749/4.1.3/authenticate-client'],
  fault: 'token-basic-beside-body-ignored',
};
export const CODE_REPLAY: Way = {
  way: 'redeems a code again after it was used',
  kind: 'after-event',
  checks: ['endpoints/token/code-single-use'],
  fault: 'token-code-replay',
};
/** Judged by the lifetimes relation (suites/relations/lifetimes.test.ts) in the tiers that wait the lifetime out. */
export const EXPIRY_ACCESS: Way = {
  way: 'reports an access token active after its lifetime ran out',
  kind: 'after-event',
  checks: ['rfc7662/4/expired'],
  fault: 'introspect-expired-active',
};
export const EXPIRY_CODE: Way = {
  way: 'redeems a code after its lifetime ran out',
  kind: 'after-event',
  checks: ['rfc6749/4.1.2/code-expires'],
  fault: 'code-expired-redeemed',
};
export const HOST_CASE: Way = {
  way: "matches the redirect_uri's host in another letter case",
  kind: 'exact-match',
  notApplicable: 'RFC 3986 §6.2.2.1 makes the host case-insensitive: a server may compare it so; the path, query and the rest are judged',
};
export const INACTIVE_ERROR: Way = {
  way: 'answers an inactive or never-issued token with an error (HTTP 400) instead of {"active": false}',
  kind: 'other',
  checks: ['authentication/8/introspection'],
  fault: 'introspect-inactive-error',
};
export const INTROSPECT_ANYONE: Way = {
  way: 'answers a caller with no client_id, or a made-up one, about the token',
  kind: 'other',
  checks: ['rfc7662/2.1/requires-authorization'],
  fault: 'introspect-anyone',
};
export const INTROSPECT_ANY_SITE: Way = {
  way: "answers for another site's token as if it were its own",
  kind: 'place',
  checks: ['rfc7662/4/audience'],
  fault: 'introspect-any-site',
};
export const INTROSPECT_CLIENT_SECRET_UNCHECKED: Way = {
  way: 'takes a confidential client without its secret, or with a wrong one, at the introspection endpoint',
  kind: 'place',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'introspect-client-secret-unchecked',
};
export const INTROSPECT_INACTIVE_REASON_REVOKED: Way = {
  way: 'says why a revoked token is inactive',
  kind: 'after-event',
  checks: ['rfc7662/2.2/inactive-no-details'],
  fault: 'introspect-inactive-reason',
};
export const INTROSPECT_INACTIVE_REASON_UNKNOWN: Way = {
  way: 'says why a never-issued token is inactive',
  kind: 'other',
  checks: ['rfc7662/2.2/inactive-no-details'],
  fault: 'introspect-inactive-reason',
};
export const INTROSPECT_NO_AUD: Way = {
  way: 'reports an active member token without the aud it is bound to',
  kind: 'other',
  checks: ['authentication/8/introspection'],
  fault: 'introspect-no-aud',
};
export const INTROSPECT_OTHER_CLIENT_SECRET: Way = {
  way: "authenticates a confidential client by another registered client's secret at the introspection endpoint",
  kind: 'confusion',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'introspect-other-client-secret',
};
export const INTROSPECT_REVOKED_ACTIVE: Way = {
  way: 'reports a revoked access token active',
  kind: 'after-event',
  checks: ['authentication/8/introspection'],
  fault: 'introspect-revoked-active',
};
export const INTROSPECT_SIGNATURE_UNCHECKED: Way = {
  way: 'reports an altered or unsigned copy of a JWS access token active (its signature unchecked)',
  kind: 'confusion',
  checks: ['rfc7662/4/signature'],
  fault: 'introspect-signature-unchecked',
};
export const OTHER_GRANTS: Way = {
  way: 'answers another grant the metadata advertises (client credentials, a device code) without it',
  kind: 'place',
  notApplicable:
    'the service offers the code and refresh grants only (Authentication 1; endpoints/discovery/authorization-server/grant-types): no other grant answers with tokens (the password grant is refused, rfc9700/2.4/no-password-grant)',
};
export const REDIRECT_ABSENT: Way = {
  way: 'compares the redirect_uri only when the client sends one',
  kind: 'other',
  checks: ['rfc6749/4.1.3/redirect-uri-present'],
  fault: 'token-redirect-uri-optional',
};
export const REFRESH_ACCEPTS_ACCESS_TOKEN: Way = {
  way: 'refreshes with a live access token presented as refresh_token',
  kind: 'confusion',
  checks: ['rfc6749/6/validate-refresh-token'],
  fault: 'refresh-accepts-access-token',
};
export const REFRESH_ACCEPTS_CODE: Way = {
  way: 'refreshes with an unredeemed authorization code presented as refresh_token',
  kind: 'confusion',
  checks: ['rfc6749/6/validate-refresh-token'],
  fault: 'refresh-accepts-code',
};
export const REFRESH_ACCEPTS_ID_TOKEN: Way = {
  way: 'refreshes with an ID token presented as refresh_token',
  kind: 'confusion',
  checks: ['rfc6749/6/validate-refresh-token'],
  fault: 'refresh-accepts-id-token',
};
export const REFRESH_ANY_CLIENT: Way = {
  way: "refreshes another registered client's refresh token",
  kind: 'confusion',
  checks: ['endpoints/token/refresh-bound-to-client'],
  fault: 'refresh-any-client',
};
export const REFRESH_ANY_RESOURCE: Way = {
  way: 'binds a refreshed token to another origin named as resource',
  kind: 'place',
  checks: ['rfc9700/4.14.2/refresh-bound-to-consent'],
  fault: 'refresh-any-resource',
};
export const REFRESH_LIFETIME_DAY: Way = {
  way: "issues day-long access tokens at the refresh grant (the code exchange's live an hour)",
  kind: 'place',
  checks: ['rfc6750/5.3/short-lived'],
  fault: 'refresh-lifetime-day',
};
export const REFRESH_NARROWING_IGNORED: Way = {
  way: 'asked by a refresh for a single scope, issues the whole grant and does not say so',
  kind: 'grant-shape',
  checks: ['rfc6749/3.3/scope-when-different'],
  fault: 'refresh-narrowing-ignored',
};
export const REFRESH_NOT_ROTATED: Way = {
  way: "neither rotates nor sender-constrains a public client's refresh token: the same one keeps working",
  kind: 'after-event',
  checks: ['security/refresh/rotation'],
  fault: 'refresh-not-rotated',
};
export const REFRESH_NO_CLIENT_AUTH: Way = {
  way: 'takes a confidential client without its secret at the refresh grant',
  kind: 'place',
  checks: ['rfc6749/6/require-client-authentication'],
  fault: 'refresh-no-client-auth',
};
export const REFRESH_NO_STORE_MISSING: Way = {
  way: 'sends the refresh response without Cache-Control: no-store (the code exchange has it)',
  kind: 'place',
  checks: ['endpoints/token/no-store'],
  fault: 'refresh-no-store-missing',
};
export const REFRESH_OLD_TOKEN_KEPT: Way = {
  way: 'issues a new refresh token but keeps the one it replaces working',
  kind: 'after-event',
  checks: ['security/refresh/rotation'],
  fault: 'refresh-old-token-kept',
};
export const REFRESH_OPENID_KEPT: Way = {
  way: 'asked by a refresh for a scope without openid, keeps openid in the token and does not say so',
  kind: 'grant-shape',
  checks: ['rfc6749/3.3/scope-when-different'],
  fault: 'refresh-openid-kept',
};
export const REFRESH_PREFIX_MATCH: Way = {
  way: 'refreshes with a live refresh token altered in one character',
  kind: 'confusion',
  checks: ['rfc9700/4.14.2/refresh-integrity'],
  fault: 'refresh-prefix-match',
};
export const REFRESH_REUSE_IGNORED: Way = {
  way: 'refuses a reused rotated-out refresh token but leaves its successor working',
  kind: 'after-event',
  checks: ['security/refresh/reuse-revokes'],
  fault: 'refresh-reuse-ignored',
};
export const REFRESH_ROTATION_MEMBER_CLIENT_ONLY: Way = {
  way: "rotates the member client's refresh tokens but not a registered public client's",
  kind: 'place',
  checks: ['security/refresh/rotation'],
  fault: 'refresh-rotation-member-client-only',
};
export const REFRESH_SCOPE_WIDENED: Way = {
  way: "grants a refresh a scope outside the client's registration",
  kind: 'grant-shape',
  checks: ['rfc6749/6/scope-not-exceeding'],
  fault: 'refresh-scope-widened',
};
export const REFRESH_UNKNOWN_INVALID_REQUEST: Way = {
  way: 'answers a refresh token it never issued with another code than invalid_grant',
  kind: 'place',
  checks: ['errors/invalid_grant'],
  fault: 'refresh-unknown-invalid-request',
};
export const RESOURCE_ANY_ORIGIN_TOKEN: Way = {
  way: 'serves at the other origin a token bound to this one',
  kind: 'place',
  checks: ['authentication/8/other-origin'],
  fault: 'resource-any-origin-token',
};
export const REVOKE_ACCESS_NOOP: Way = {
  way: 'answers the revocation 200 and revokes nothing',
  kind: 'after-event',
  checks: ['authentication/11/revoke-access'],
  fault: 'revoke-access-noop',
};
export const REVOKE_CLIENT_SECRET_UNCHECKED: Way = {
  way: 'takes a confidential client without its secret, or with a wrong one, at the revocation endpoint',
  kind: 'place',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'revoke-client-secret-unchecked',
};
export const REVOKE_OTHER_CLIENT_SECRET: Way = {
  way: "authenticates a confidential client by another registered client's secret at the revocation endpoint",
  kind: 'confusion',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'revoke-other-client-secret',
};
export const REVOKE_REFRESH_NOOP: Way = {
  way: 'refreshes with a refresh token after it was revoked',
  kind: 'after-event',
  checks: ['authentication/11/revoke-refresh'],
  fault: 'revoke-refresh-noop',
};
export const REVOKE_REFRESH_NOOP_200: Way = {
  way: 'answers the revocation 200 and keeps honouring the refresh token',
  kind: 'after-event',
  checks: ['authentication/11/revoke-refresh'],
  fault: 'revoke-refresh-noop',
};
export const TOKEN_AUDIENCE_OTHER_SITE: Way = {
  way: "binds the code exchange's tokens to another site of the platform",
  kind: 'place',
  checks: ['authentication/8/bound-to-origin'],
  fault: 'token-audience-other-site',
};
export const TOKEN_BAD_CODE_INVALID_REQUEST: Way = {
  way: 'answers a code it never issued with another code than invalid_grant',
  kind: 'other',
  checks: ['errors/invalid_grant'],
  fault: 'token-bad-code-invalid-request',
};
export const TOKEN_CLIENT_SECRET_UNCHECKED: Way = {
  way: 'takes a confidential client without its secret, or with a wrong one, at the code exchange',
  kind: 'place',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'token-client-secret-unchecked',
};
export const TOKEN_CODE_ACCEPTS_ACCESS_TOKEN: Way = {
  way: 'redeems a live access token presented as code',
  kind: 'confusion',
  checks: ['rfc6749/4.1.3/code-valid'],
  fault: 'token-code-accepts-access-token',
};
export const TOKEN_CODE_ACCEPTS_REFRESH_TOKEN: Way = {
  way: 'redeems a live refresh token presented as code',
  kind: 'confusion',
  checks: ['rfc6749/4.1.3/code-valid'],
  fault: 'token-code-accepts-refresh-token',
};
export const TOKEN_CODE_ANY_CLIENT: Way = {
  way: 'redeems a code for another registered client',
  kind: 'confusion',
  checks: ['endpoints/token/code-bound-to-client'],
  fault: 'token-code-any-client',
};
export const TOKEN_CODE_RACE: Way = {
  way: 'lets two redemptions of one code sent at once both get tokens',
  kind: 'other',
  checks: ['endpoints/token/code-single-use'],
  fault: 'token-code-race',
};
export const TOKEN_CODE_REPLAY: Way = {
  way: 'redeems a code a second time, after its first redemption',
  kind: 'after-event',
  checks: ['endpoints/token/code-single-use'],
  fault: 'token-code-replay',
};
export const TOKEN_CODE_REPLAY_KEEPS_ACCESS: Way = {
  way: 'revokes the refresh token the code gave but not its access token',
  kind: 'after-event',
  checks: ['security/code/replay-revokes'],
  fault: 'token-code-replay-keeps-access',
};
export const TOKEN_CODE_REPLAY_KEEPS_REFRESH: Way = {
  way: 'revokes the access token the code gave but not its refresh token',
  kind: 'after-event',
  checks: ['security/code/replay-revokes'],
  fault: 'token-code-replay-keeps-refresh',
};
export const TOKEN_CODE_REPLAY_KEEPS_REFRESHED: Way = {
  way: "revokes the code's own tokens but not those refreshed from them since",
  kind: 'after-event',
  checks: ['security/code/replay-revokes'],
  fault: 'token-code-replay-keeps-refreshed',
};
export const TOKEN_CODE_REPLAY_KEEPS_TOKENS: Way = {
  way: 'refuses the replay but keeps every token the first redemption gave',
  kind: 'after-event',
  checks: ['security/code/replay-revokes'],
  fault: 'token-code-replay-keeps-tokens',
};
export const TOKEN_CODE_REUSABLE_AFTER_REVOKE: Way = {
  way: 'takes a used code as new again once the tokens it gave are revoked',
  kind: 'after-event',
  checks: ['endpoints/token/code-single-use'],
  fault: 'token-code-reusable-after-revoke',
};
export const TOKEN_CODE_WITHOUT_SECRET: Way = {
  way: "redeems a confidential client's code without its secret",
  kind: 'other',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'token-client-secret-unchecked',
};
export const TOKEN_EMPTY_VERIFIER_UNCHECKED: Way = {
  way: 'skips the check for an empty code_verifier',
  kind: 'other',
  checks: ['rfc6749/3.2/empty-parameter'],
  fault: 'token-empty-verifier-unchecked',
};
export const TOKEN_LIFETIME_DAY: Way = {
  way: 'issues day-long access tokens at the code exchange',
  kind: 'place',
  checks: ['rfc6750/5.3/short-lived'],
  fault: 'token-lifetime-day',
};
export const TOKEN_NO_STORE_MISSING: Way = {
  way: "sends the code exchange's tokens without Cache-Control: no-store",
  kind: 'place',
  checks: ['endpoints/token/no-store'],
  fault: 'token-no-store-missing',
};
export const TOKEN_OTHER_CLIENT_SECRET: Way = {
  way: "authenticates a confidential client by another registered client's secret at the token endpoint (code exchange and refresh)",
  kind: 'confusion',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'token-other-client-secret',
};
export const TOKEN_OTHER_CLIENT_SECRET_2: Way = {
  way: "takes another registered client's secret as the confidential client's own",
  kind: 'confusion',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'token-other-client-secret',
};
export const TOKEN_OTHER_CLIENT_SECRET_OWN: Way = {
  way: "takes another registered client's secret for the client's own",
  kind: 'confusion',
  checks: ['authentication/1/confidential-client-secret-post'],
  fault: 'token-other-client-secret',
};
export const TOKEN_PKCE_MISMATCH_INVALID_REQUEST: Way = {
  way: 'refuses a verifier that does not match with another error than invalid_grant',
  kind: 'other',
  checks: ['endpoints/token/pkce-verifier'],
  fault: 'token-pkce-mismatch-invalid-request',
};
export const TOKEN_PKCE_OPTIONAL: Way = {
  way: 'redeems a code without any code_verifier (the downgrade: only a wrong one is refused)',
  kind: 'other',
  checks: ['endpoints/token/pkce-verifier'],
  fault: 'token-pkce-optional',
};
export const TOKEN_PKCE_PLAIN_ACCEPTED: Way = {
  way: 'takes the code_challenge itself as the verifier (the plain comparison, though S256 was bound)',
  kind: 'confusion',
  checks: ['endpoints/token/pkce-verifier'],
  fault: 'token-pkce-plain-accepted',
};
export const TOKEN_PKCE_UNCHECKED: Way = {
  way: 'redeems a code with another well-formed verifier (no check at all)',
  kind: 'other',
  checks: ['endpoints/token/pkce-verifier'],
  fault: 'token-pkce-unchecked',
};
export const TOKEN_REDIRECT_URI_CASE_INSENSITIVE: Way = {
  way: 'matches the redirect_uri case-insensitively (its path in upper case)',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-case-insensitive',
};
export const TOKEN_REDIRECT_URI_DECODED: Way = {
  way: 'compares the redirect_uri percent-decoded (a letter written %XX matches)',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-decoded',
};
export const TOKEN_REDIRECT_URI_FRAGMENT_IGNORED: Way = {
  way: 'ignores a fragment added to the redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-fragment-ignored',
};
export const TOKEN_REDIRECT_URI_IGNORED: Way = {
  way: 'takes a redirect_uri with another path',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-ignored',
};
export const TOKEN_REDIRECT_URI_PARSED: Way = {
  way: 'compares the redirect_uri as a parsed URL (a dot segment matches)',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-parsed',
};
export const TOKEN_REDIRECT_URI_PORT_IGNORED: Way = {
  way: 'ignores the port of a loopback redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-port-ignored',
};
export const TOKEN_REDIRECT_URI_QUERY_IGNORED: Way = {
  way: 'ignores a query added to the redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-query-ignored',
};
export const TOKEN_REDIRECT_URI_SCHEME_IGNORED: Way = {
  way: 'ignores the scheme (https for http)',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-scheme-ignored',
};
export const TOKEN_REDIRECT_URI_SLASH_IGNORED: Way = {
  way: 'ignores a trailing slash added to the redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-slash-ignored',
};
export const TOKEN_REDIRECT_URI_TRIMMED: Way = {
  way: 'trims whitespace after the redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-trimmed',
};
export const TOKEN_REDIRECT_URI_USERINFO_IGNORED: Way = {
  way: 'ignores userinfo added before the host',
  kind: 'exact-match',
  checks: ['endpoints/token/code-bound-to-redirect-uri'],
  fault: 'token-redirect-uri-userinfo-ignored',
};
export const TOKEN_UNKNOWN_CLIENT_INVALID_REQUEST: Way = {
  way: 'answers an unknown client with another code than invalid_client',
  kind: 'other',
  checks: ['errors/invalid_client'],
  fault: 'token-unknown-client-invalid-request',
};
export const TOKEN_VERIFIER_UNCHECKED: Way = {
  way: 'redeems the code without checking code_verifier',
  kind: 'other',
  checks: ['endpoints/token/pkce-verifier'],
  fault: 'token-pkce-unchecked',
};
export const USERINFO_SHAPE: Way = {
  way: 'wraps the claims in a member ({"claims": {…}}) instead of returning them as the members of the object',
  kind: 'other',
  checks: ['resources/claims/userinfo'],
  fault: 'userinfo-claims-nested',
};

/** a confidential client taken without its secret at each endpoint that authenticates clients */
export const CLIENT_SECRET_UNCHECKED_WAYS: readonly Way[] = [
  TOKEN_CLIENT_SECRET_UNCHECKED,
  REFRESH_NO_CLIENT_AUTH,
  REVOKE_CLIENT_SECRET_UNCHECKED,
  INTROSPECT_CLIENT_SECRET_UNCHECKED,
];
/** a replayed code whose tokens are not all revoked (security/code/replay-revokes) */
export const CODE_REPLAY_REVOKES_WAYS: readonly Way[] = [
  TOKEN_CODE_REPLAY_KEEPS_TOKENS,
  TOKEN_CODE_REPLAY_KEEPS_ACCESS,
  TOKEN_CODE_REPLAY_KEEPS_REFRESH,
  TOKEN_CODE_REPLAY_KEEPS_REFRESHED,
];
/** a code redeemed more than once (endpoints/token/code-single-use) */
export const CODE_SINGLE_USE_WAYS: readonly Way[] = [TOKEN_CODE_REPLAY, TOKEN_CODE_RACE, TOKEN_CODE_REUSABLE_AFTER_REVOKE];
/** a code exchange that takes what is not a live, unused code (rfc6749/4.1.3/code-valid) */
export const CODE_VALID_WAYS: readonly Way[] = [
  CODE_REPLAY,
  TOKEN_CODE_ACCEPTS_REFRESH_TOKEN,
  TOKEN_CODE_ACCEPTS_ACCESS_TOKEN,
  EXPIRY_CODE,
];
/** introspection that reports active a token it should not */
export const INTROSPECT_ACTIVE_WAYS: readonly Way[] = [INTROSPECT_REVOKED_ACTIVE, INTROSPECT_ANY_SITE, INTROSPECT_SIGNATURE_UNCHECKED];
/** tokens sent without Cache-Control: no-store, at either grant (endpoints/token/no-store) */
export const NO_STORE_WAYS: readonly Way[] = [TOKEN_NO_STORE_MISSING, REFRESH_NO_STORE_MISSING];
/** another credential taken as refresh_token (rfc6749/6/validate-refresh-token) */
export const REFRESH_ACCEPTS_WAYS: readonly Way[] = [REFRESH_ACCEPTS_ACCESS_TOKEN, REFRESH_ACCEPTS_ID_TOKEN, REFRESH_ACCEPTS_CODE];
/** a public client's refresh token that keeps working after use (security/refresh/rotation) */
export const REFRESH_ROTATION_WAYS: readonly Way[] = [REFRESH_NOT_ROTATED, REFRESH_OLD_TOKEN_KEPT, REFRESH_ROTATION_MEMBER_CLIENT_ONLY];
/** a code redeemed without the verifier its challenge binds (endpoints/token/pkce-verifier) */
export const TOKEN_PKCE_WAYS: readonly Way[] = [TOKEN_PKCE_UNCHECKED, TOKEN_PKCE_OPTIONAL, TOKEN_PKCE_PLAIN_ACCEPTED];
/** a code exchange's redirect_uri compared other than exactly (endpoints/token/code-bound-to-redirect-uri) */
export const TOKEN_REDIRECT_URI_WAYS: readonly Way[] = [
  TOKEN_REDIRECT_URI_IGNORED,
  TOKEN_REDIRECT_URI_CASE_INSENSITIVE,
  TOKEN_REDIRECT_URI_SLASH_IGNORED,
  TOKEN_REDIRECT_URI_QUERY_IGNORED,
  TOKEN_REDIRECT_URI_PORT_IGNORED,
  TOKEN_REDIRECT_URI_DECODED,
  TOKEN_REDIRECT_URI_PARSED,
  TOKEN_REDIRECT_URI_FRAGMENT_IGNORED,
  TOKEN_REDIRECT_URI_USERINFO_IGNORED,
  TOKEN_REDIRECT_URI_TRIMMED,
  TOKEN_REDIRECT_URI_SCHEME_IGNORED,
  HOST_CASE,
];
