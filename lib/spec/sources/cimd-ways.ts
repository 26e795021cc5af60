// Ways to break the client ID metadata document sentences (the document's client_id, its redirect URIs, how it is
// fetched) that several inventory entries share, each checked by the same clauses and proven by the same reference fault.
import type { Way } from './types.ts';

export const CIMD_CLIENT_ID_CASE_INSENSITIVE: Way = {
  way: 'accepts a document whose client_id differs from its URL only in letter case, its path included',
  kind: 'exact-match',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-case-insensitive',
};
export const CIMD_CLIENT_ID_MISMATCH: Way = {
  way: 'accepts a document whose client_id names another URL',
  kind: 'confusion',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-mismatch',
};
export const CIMD_CLIENT_ID_OPTIONAL: Way = {
  way: 'accepts a document with no client_id at all',
  kind: 'other',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-optional',
};
export const CIMD_CLIENT_ID_PERCENT_DECODED: Way = {
  way: 'accepts a document whose client_id differs from its URL only in percent-encoding',
  kind: 'exact-match',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-percent-decoded',
};
export const CIMD_CLIENT_ID_QUERY_IGNORED: Way = {
  way: 'accepts a document whose client_id differs from its URL only by a query, or a client_id that is the document URL with a query added',
  kind: 'exact-match',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-query-ignored',
};
export const CIMD_CLIENT_ID_SCHEME_IGNORED: Way = {
  way: 'accepts a document whose client_id differs from its URL only in its scheme',
  kind: 'exact-match',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-scheme-ignored',
};
export const CIMD_CLIENT_ID_TRAILING_SLASH: Way = {
  way: 'accepts a document whose client_id is its URL with a trailing slash added',
  kind: 'exact-match',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-client-id-trailing-slash',
};
export const CIMD_FAIL_OPEN: Way = {
  way: 'takes a document URL on a special-use IP literal it has not allowlisted (127.0.0.3)',
  kind: 'other',
  checks: ['security/cimd/ssrf'],
  fault: 'cimd-fail-open',
};
export const CIMD_FETCH_BEFORE_HOST_CHECK: Way = {
  way: 'fetches a special-use address before refusing its host',
  kind: 'other',
  checks: ['security/cimd/ssrf-loopback'],
  fault: 'cimd-fetch-before-host-check',
};
export const CIMD_FOLLOWS_REDIRECTS: Way = {
  way: 'reaches a special-use address by following a redirect from an allowed host',
  kind: 'other',
  checks: ['cimd/4/no-redirects'],
  fault: 'cimd-follows-redirects',
};
export const CIMD_PRIVATE_RANGE: Way = {
  way: 'fetches a private-range address (10/8, 172.16/12, 192.168/16) or a name resolving to one',
  kind: 'other',
  notObservable:
    'the harness listens on loopback only and controls no DNS: a private address it cannot serve fails to fetch either way, so no outcome tells a server that tried from one that did not',
};
export const CIMD_REDIRECT_ANY: Way = {
  way: 'takes a redirect URI the document does not list (another loopback path)',
  kind: 'other',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-any',
};
export const CIMD_REDIRECT_ANY_LOOPBACK_HOST: Way = {
  way: 'matches a loopback redirect URI whatever loopback name it uses (localhost for 127.0.0.1)',
  kind: 'exact-match',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-any-loopback-host',
};
export const CIMD_REDIRECT_CASE_INSENSITIVE: Way = {
  way: 'matches the redirect URI case-insensitively, path included',
  kind: 'exact-match',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-case-insensitive',
};
export const CIMD_REDIRECT_PERCENT_DECODED: Way = {
  way: 'matches the redirect URI after percent-decoding',
  kind: 'exact-match',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-percent-decoded',
};
export const CIMD_REDIRECT_QUERY_IGNORED: Way = {
  way: 'matches the redirect URI ignoring its query',
  kind: 'exact-match',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-query-ignored',
};
export const CIMD_REDIRECT_TRAILING_SLASH: Way = {
  way: 'matches the redirect URI ignoring a trailing slash',
  kind: 'exact-match',
  checks: ['cimd/4.5/redirect-registration'],
  fault: 'cimd-redirect-trailing-slash',
};
export const CIMD_REFUSES_DOCUMENTS: Way = {
  way: 'advertises metadata documents but refuses every one, a valid document included',
  kind: 'other',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-refuses-documents',
};
export const CIMD_SSRF_RAW_HOST: Way = {
  way: 'screens the host as written, so 127.0.0.3 in decimal, hexadecimal or IPv4-mapped IPv6 form is fetched',
  kind: 'exact-match',
  checks: ['security/cimd/ssrf', 'security/cimd/ssrf-loopback'],
  fault: 'cimd-ssrf-raw-host',
};
export const CIMD_TOKEN_ENDPOINT_UNKNOWN: Way = {
  way: 'takes the document URL as client_id at the authorization endpoint but not at the token endpoint, so its code cannot be redeemed',
  kind: 'place',
  checks: ['authentication/5/cimd-client-id'],
  fault: 'cimd-token-endpoint-unknown',
};

/** a metadata document whose client_id is not its own URL, to the letter (authentication/5/cimd-client-id) */
export const CIMD_CLIENT_ID_WAYS: readonly Way[] = [
  CIMD_CLIENT_ID_MISMATCH,
  CIMD_CLIENT_ID_TRAILING_SLASH,
  CIMD_CLIENT_ID_CASE_INSENSITIVE,
  CIMD_CLIENT_ID_QUERY_IGNORED,
  CIMD_CLIENT_ID_PERCENT_DECODED,
  CIMD_CLIENT_ID_SCHEME_IGNORED,
  CIMD_CLIENT_ID_OPTIONAL,
];
/** a redirect URI taken that the document does not list, to the letter (cimd/4.5/redirect-registration) */
export const CIMD_REDIRECT_WAYS: readonly Way[] = [
  CIMD_REDIRECT_ANY,
  CIMD_REDIRECT_CASE_INSENSITIVE,
  CIMD_REDIRECT_TRAILING_SLASH,
  CIMD_REDIRECT_QUERY_IGNORED,
  CIMD_REDIRECT_PERCENT_DECODED,
  CIMD_REDIRECT_ANY_LOOPBACK_HOST,
];
/** a metadata document fetched from a special-use or private address (security/cimd/ssrf) */
export const CIMD_SSRF_WAYS: readonly Way[] = [
  CIMD_FAIL_OPEN,
  CIMD_SSRF_RAW_HOST,
  CIMD_FETCH_BEFORE_HOST_CHECK,
  CIMD_FOLLOWS_REDIRECTS,
  CIMD_PRIVATE_RANGE,
];
