// Ways to break the redirect URI sentences (exact matching at the authorization endpoint, open redirection, loopback
// ports, http redirect URIs) that several inventory entries share. Named after the fault that proves each.
import type { Way } from './types.ts';

export const AUTHORIZE_LOOPBACK_PINNED_PORT: Way = {
  way: 'accepts a loopback redirect URI at one port only',
  kind: 'exact-match',
  checks: ['limits/loopback-any-port'],
  fault: 'authorize-loopback-pinned-port',
};
export const AUTHORIZE_LOOPBACK_PINNED_REGISTERED: Way = {
  way: 'holds a client registered with a loopback URI to the port it registered',
  kind: 'place',
  checks: ['limits/loopback-any-port'],
  fault: 'authorize-loopback-pinned-registered',
};
export const AUTHORIZE_OPEN_REDIRECT: Way = {
  way: 'redirects to an unregistered redirect_uri',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-open-redirect',
};
export const AUTHORIZE_POST_CLIENT_UNCHECKED: Way = {
  way: 'redirects the error of an unknown client_id when the request came as a form POST',
  kind: 'place',
  checks: ['endpoints/authorize/client-id'],
  fault: 'authorize-post-client-unchecked',
};
export const AUTHORIZE_POST_LOOPBACK_PINNED: Way = {
  way: 'holds the port when the request came as a form POST',
  kind: 'place',
  checks: ['limits/loopback-any-port'],
  fault: 'authorize-post-loopback-pinned',
};
export const AUTHORIZE_POST_REDIRECT_UNCHECKED: Way = {
  way: 'redirects to an unregistered URI when the request came as a form POST',
  kind: 'place',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-post-redirect-unchecked',
};
export const AUTHORIZE_REDIRECT_HOST_PREFIX: Way = {
  way: 'matches the host by prefix',
  kind: 'near-miss',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-host-prefix',
};
export const AUTHORIZE_REDIRECT_LOOPBACK_NAMES: Way = {
  way: 'takes localhost for 127.0.0.1',
  kind: 'near-miss',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-loopback-names',
};
export const AUTHORIZE_REDIRECT_PATH_CASE: Way = {
  way: 'compares the path ignoring case',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-path-case',
};
export const AUTHORIZE_REDIRECT_PERCENT_DECODED: Way = {
  way: 'compares after percent-decoding',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-percent-decoded',
};
export const AUTHORIZE_REDIRECT_PORT_IGNORED: Way = {
  way: 'compares without the port of a redirect URI that is not loopback',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-port-ignored',
};
export const AUTHORIZE_REDIRECT_PREFIX_ACCEPTED: Way = {
  way: 'matches by prefix: a longer path or an added query accepted',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-uri-prefix',
};
export const AUTHORIZE_REDIRECT_QUERY_IGNORED: Way = {
  way: 'compares without the query',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-query-ignored',
};
export const AUTHORIZE_REDIRECT_QUERY_UNORDERED: Way = {
  way: 'compares the query as a set, in any order',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-query-unordered',
};
export const AUTHORIZE_REDIRECT_SCHEME_IGNORED: Way = {
  way: 'compares without the scheme',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-scheme-ignored',
};
export const AUTHORIZE_REDIRECT_TRAILING_SLASH: Way = {
  way: 'ignores a trailing slash of the path',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-trailing-slash',
};
export const AUTHORIZE_REDIRECT_TRIMMED: Way = {
  way: 'trims whitespace before comparing',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-trimmed',
};
export const AUTHORIZE_REDIRECT_URI_PREFIX: Way = {
  way: 'matches a redirect URI by prefix (extra path or query)',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-uri-prefix',
};
export const AUTHORIZE_REDIRECT_URL_PARSED: Way = {
  way: 'compares after URL parsing (a tab dropped, dot segments resolved, a fullwidth host mapped to ASCII)',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-url-parsed',
};
export const AUTHORIZE_REDIRECT_USERINFO_IGNORED: Way = {
  way: 'compares without the userinfo',
  kind: 'exact-match',
  checks: ['endpoints/authorize/redirect-uri'],
  fault: 'authorize-redirect-userinfo-ignored',
};
export const AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED: Way = {
  way: 'redirects the error of an unknown client_id to the redirect_uri it sent',
  kind: 'other',
  checks: ['endpoints/authorize/client-id'],
  fault: 'authorize-unknown-client-redirected',
};
export const AUTHORIZE_UNKNOWN_CLIENT_REQUEST_REDIRECTED: Way = {
  way: "redirects an unknown client_id's request to the redirect_uri it names",
  kind: 'other',
  checks: ['endpoints/authorize/client-id'],
  fault: 'authorize-unknown-client-redirected',
};
export const MANAGE_UPDATE_SKIPS_REDIRECT_RULES: Way = {
  way: 'holds registration to the rule but an RFC 7592 update not (an http look-alike of loopback taken there)',
  kind: 'place',
  checks: ['security/redirect-uri/loopback-only'],
  fault: 'manage-update-skips-redirect-rules',
};
export const REGISTER_HTTP_ANY_HOST: Way = {
  way: 'registers an http redirect URI to any host',
  kind: 'other',
  checks: ['security/redirect-uri/loopback-only'],
  fault: 'register-http-any-host',
};
export const REGISTER_LOOPBACK_STRING_PREFIX: Way = {
  way: 'takes a host that starts with 127.0.0.1 (127.0.0.1.example) for loopback',
  kind: 'near-miss',
  checks: ['security/redirect-uri/loopback-only'],
  fault: 'register-loopback-string-prefix',
};

/** an http redirect URI registered for a host that is not loopback (security/redirect-uri/loopback-only) */
export const HTTP_REDIRECT_URI_WAYS: readonly Way[] = [
  REGISTER_HTTP_ANY_HOST,
  REGISTER_LOOPBACK_STRING_PREFIX,
  MANAGE_UPDATE_SKIPS_REDIRECT_RULES,
];
