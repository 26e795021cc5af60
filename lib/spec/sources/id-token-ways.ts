// Ways to break the ID token's sentences (iss, aud, exp, nonce, auth_time, sub, its signature) that several inventory
// entries share: OpenID Connect Core and the spec restate them. Named after the fault that proves each.
import type { Way } from './types.ts';

export const ID_TOKEN_ALG_NONE: Way = {
  way: 'an unsecured ID token ("alg": "none", no signature)',
  kind: 'other',
  checks: ['authentication/9/id-token'],
  fault: 'id-token-alg-none',
};
export const ID_TOKEN_AUD_LOWERCASED: Way = {
  way: "aud is the client_id in another case (wrong for a client_id with capitals, a registered client's)",
  kind: 'exact-match',
  checks: ['authentication/9/aud'],
  fault: 'id-token-aud-lowercased',
};
export const ID_TOKEN_AUTH_TIME_FIRST: Way = {
  way: "keeps the first sign-in's auth_time after max_age made the member sign in again",
  kind: 'after-event',
  checks: ['oidc-core/2/auth-time-max-age'],
  fault: 'id-token-auth-time-first',
};
export const ID_TOKEN_EXPIRED: Way = {
  way: 'an exp before the moment of issue',
  kind: 'other',
  checks: ['authentication/9/exp'],
  fault: 'id-token-expired',
};
export const ID_TOKEN_IAT_STRING: Way = {
  way: 'an iat that is a string',
  kind: 'other',
  checks: ['oidc-core/2/iat'],
  fault: 'id-token-iat-string',
};
export const ID_TOKEN_ISS_OTHER_SITE: Way = {
  way: 'an iss naming another site of the platform',
  kind: 'near-miss',
  checks: ['authentication/9/iss'],
  fault: 'id-token-iss-other-site',
};
export const ID_TOKEN_ISS_QUERY: Way = {
  way: 'an iss with a query naming the tenant',
  kind: 'exact-match',
  checks: ['authentication/9/iss'],
  fault: 'id-token-iss-query',
};
export const ID_TOKEN_LIFETIME_HOUR: Way = {
  way: 'an ID token that lives an hour',
  kind: 'other',
  checks: ['limits/id-token-lifetime'],
  fault: 'id-token-lifetime-hour',
};
export const ID_TOKEN_NONCE_DECODED: Way = {
  way: "changes the nonce's characters (decodes it once more)",
  kind: 'exact-match',
  checks: ['oidc-core/2/nonce-no-processing'],
  fault: 'id-token-nonce-decoded',
};
export const ID_TOKEN_NONCE_PREVIOUS: Way = {
  way: "carries the nonce of the client's previous authorization (one nonce kept per client, not per request)",
  kind: 'after-event',
  checks: ['authentication/9/nonce'],
  fault: 'id-token-nonce-previous',
};
export const ID_TOKEN_NO_AUTH_TIME: Way = {
  way: 'no auth_time although max_age was sent',
  kind: 'other',
  checks: ['oidc-core/2/auth-time-max-age'],
  fault: 'id-token-no-auth-time',
};
export const ID_TOKEN_NO_EXP: Way = { way: 'no exp', kind: 'other', checks: ['authentication/9/exp'], fault: 'id-token-no-exp' };
export const ID_TOKEN_NO_ISS: Way = { way: 'no iss at all', kind: 'other', checks: ['authentication/9/iss'], fault: 'id-token-no-iss' };
export const ID_TOKEN_NO_KID: Way = {
  way: 'no kid in the header',
  kind: 'other',
  checks: ['authentication/9/signature'],
  fault: 'id-token-no-kid',
};
export const ID_TOKEN_NO_NONCE: Way = {
  way: 'leaves the nonce out',
  kind: 'other',
  checks: ['authentication/9/nonce'],
  fault: 'id-token-no-nonce',
};
export const ID_TOKEN_SUB_PER_CLIENT: Way = {
  way: 'gives the member another sub at another client, though only public identifiers are advertised',
  kind: 'grant-shape',
  checks: ['oidc-core/5.7/sub-stable'],
  fault: 'id-token-sub-per-client',
};
export const ID_TOKEN_WRONG_AUD: Way = {
  way: 'aud names the origin (the resource) instead of the client_id',
  kind: 'confusion',
  checks: ['authentication/9/aud'],
  fault: 'id-token-wrong-aud',
};
export const ID_TOKEN_WRONG_ISS: Way = {
  way: 'an iss that is the origin with a trailing slash',
  kind: 'exact-match',
  checks: ['authentication/9/iss'],
  fault: 'id-token-wrong-iss',
};
export const REFRESH_ID_TOKEN_AUD: Way = {
  way: "a refresh response's ID token names another audience",
  kind: 'place',
  checks: ['authentication/9/aud'],
  fault: 'refresh-id-token-aud',
};
export const REFRESH_ID_TOKEN_EXPIRED: Way = {
  way: "a refresh response's ID token already expired",
  kind: 'place',
  checks: ['authentication/9/exp'],
  fault: 'refresh-id-token-expired',
};
export const REFRESH_ID_TOKEN_ISS: Way = {
  way: "a refresh response's ID token with another iss than the issuer",
  kind: 'place',
  checks: ['authentication/9/iss'],
  fault: 'refresh-id-token-iss',
};
export const REFRESH_ID_TOKEN_ISS_NOT_ISSUER: Way = {
  way: "a refresh response's ID token whose iss is not the issuer",
  kind: 'place',
  checks: ['authentication/9/iss'],
  fault: 'refresh-id-token-iss',
};
export const REFRESH_ID_TOKEN_NONCE: Way = {
  way: "a refresh response's ID token with a nonce the client never sent",
  kind: 'place',
  checks: ['authentication/9/nonce'],
  fault: 'refresh-id-token-nonce',
};
export const REFRESH_ID_TOKEN_SUB: Way = {
  way: "a refresh response's ID token names the member by another sub than its grant's first",
  kind: 'place',
  checks: ['oidc-core/5.7/sub-stable'],
  fault: 'refresh-id-token-sub',
};
export const REFRESH_ID_TOKEN_UNKNOWN_KID: Way = {
  way: "a refresh response's ID token signed under a kid not published",
  kind: 'place',
  checks: ['authentication/9/signature'],
  fault: 'refresh-id-token-unknown-kid',
};

/** an ID token whose iss is not the issuer, to the letter (authentication/9/iss) */
export const ID_TOKEN_ISS_WAYS: readonly Way[] = [
  ID_TOKEN_WRONG_ISS,
  ID_TOKEN_ISS_QUERY,
  ID_TOKEN_ISS_OTHER_SITE,
  ID_TOKEN_NO_ISS,
  REFRESH_ID_TOKEN_ISS,
];
/** an ID token whose nonce is not the request's own (authentication/9/nonce) */
export const ID_TOKEN_NONCE_WAYS: readonly Way[] = [
  ID_TOKEN_NO_NONCE,
  ID_TOKEN_NONCE_PREVIOUS,
  ID_TOKEN_NONCE_DECODED,
  REFRESH_ID_TOKEN_NONCE,
];
