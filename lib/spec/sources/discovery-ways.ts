// Ways to break the metadata documents' sentences (authorization-server metadata, OpenID configuration,
// protected-resource metadata, JWKS) that several inventory entries share. Named after the fault that proves each.
import type { Way } from './types.ts';

export const ASM_NO_PKCE_METHODS: Way = {
  way: 'leaves code_challenge_methods_supported out of the metadata',
  kind: 'other',
  checks: ['authentication/1/s256-only'],
  fault: 'asm-no-pkce-methods',
};
export const ASM_NO_RESPONSE_TYPES: Way = {
  way: 'leaves response_types_supported out',
  kind: 'other',
  checks: ['endpoints/discovery/authorization-server/response-types'],
  fault: 'asm-no-response-types',
};
export const ASM_PATH: Way = {
  way: "serves the metadata at a path other than the well-known one with the issuer's path inserted",
  kind: 'place',
  notApplicable: 'the issuer is the bare origin (spec Discovery): the well-known path has no issuer path to insert',
};
export const ASM_REGISTRATION_ENDPOINT_RELATIVE: Way = {
  way: 'gives registration_endpoint as a relative path',
  kind: 'other',
  checks: ['endpoints/discovery/keys/registration_endpoint'],
  fault: 'asm-registration-endpoint-relative',
};
export const ASM_REGISTRATION_HTTP: Way = {
  way: 'advertises an http registration_endpoint on an https service',
  kind: 'place',
  checks: ['mcp-authorization/communication/https'],
  fault: 'asm-registration-http',
};
export const ASM_REQUIRES_AUTH: Way = {
  way: 'serves the metadata only to a request with credentials (401 without a Bearer token)',
  kind: 'other',
  checks: ['endpoints/discovery/authorization-server'],
  fault: 'asm-requires-auth',
};
export const ASM_SERVED_AS_HTML: Way = {
  way: 'serves the metadata as text/html',
  kind: 'other',
  checks: ['endpoints/discovery/authorization-server'],
  fault: 'asm-served-as-html',
};
export const FRONT_CBC_ONLY: Way = {
  way: 'offers CBC cipher suites only, no AEAD',
  kind: 'other',
  checks: ['rfc8414/6.1/tls'],
  fault: 'front-cbc-only',
};
export const JWKS_PRIVATE_KEY: Way = {
  way: 'publishes the signing key with its private member d',
  kind: 'other',
  checks: ['endpoints/discovery/jwks/public-only'],
  fault: 'jwks-private-key',
};
export const OIDC_CONFIG_ISSUER_SLASH: Way = {
  way: "the configuration's issuer spelled with a trailing slash the iss lacks",
  kind: 'exact-match',
  checks: ['oidc-discovery/4.3/iss-identical'],
  fault: 'oidc-config-issuer-slash',
};
export const OIDC_CONFIG_REQUIRES_AUTH: Way = {
  way: 'demands credentials for the OpenID configuration',
  kind: 'other',
  checks: ['endpoints/discovery/openid-configuration'],
  fault: 'oidc-config-requires-auth',
};
export const OIDC_CONFIG_SERVED_AS_HTML: Way = {
  way: 'serves the OpenID configuration as text/html',
  kind: 'other',
  checks: ['endpoints/discovery/openid-configuration'],
  fault: 'oidc-config-served-as-html',
};
export const PRM_REQUIRES_AUTH: Way = {
  way: 'demands credentials for the protected-resource metadata',
  kind: 'other',
  checks: ['endpoints/discovery/protected-resource'],
  fault: 'prm-requires-auth',
};
export const PRM_SERVED_AS_HTML: Way = {
  way: 'serves the protected-resource metadata as text/html',
  kind: 'other',
  checks: ['endpoints/discovery/protected-resource'],
  fault: 'prm-served-as-html',
};

/** the authorization-server metadata not served to anyone as JSON (endpoints/discovery/authorization-server) */
export const ASM_WAYS: readonly Way[] = [ASM_SERVED_AS_HTML, ASM_REQUIRES_AUTH];
/** the OpenID configuration not served to anyone as JSON (endpoints/discovery/openid-configuration) */
export const OIDC_CONFIG_WAYS: readonly Way[] = [OIDC_CONFIG_REQUIRES_AUTH, OIDC_CONFIG_SERVED_AS_HTML];
