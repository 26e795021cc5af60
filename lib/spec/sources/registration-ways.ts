// Ways to break the registration (RFC 7591) and client management (RFC 7592) sentences that several inventory
// entries share. Named after the fault that proves each.
import type { Way } from './types.ts';

export const FRONT_PLAIN_HTTP: Way = {
  way: 'answers plain-text HTTP on its https port (the registration endpoint with the rest)',
  kind: 'other',
  checks: ['rfc8414/3/https'],
  fault: 'front-plain-http',
};
export const FRONT_TLS13_ONLY: Way = { way: 'offers TLS 1.3 only', kind: 'other', checks: ['rfc7591/5/tls12'], fault: 'front-tls13-only' };
export const MANAGE_DELETED_404: Way = {
  way: 'answers a deleted client’s token with 404',
  kind: 'after-event',
  checks: ['rfc7592/2.1/deleted-401'],
  fault: 'manage-deleted-404',
};
export const MANAGE_URI_HTTP: Way = {
  way: 'gives an http registration_client_uri on an https service',
  kind: 'other',
  checks: ['rfc7592/2/tls'],
  fault: 'manage-uri-http',
};
export const MANAGE_URI_RELATIVE: Way = {
  way: 'gives the configuration endpoint as a path only',
  kind: 'other',
  checks: ['rfc7592/3/registration-client-uri'],
  fault: 'manage-uri-relative',
};
export const REGISTER_CLIENT_CHOOSES_ID: Way = {
  way: 'gives the client the client_id its request names',
  kind: 'other',
  checks: ['rfc9700/2.6/client-id-not-influenced'],
  fault: 'register-client-chooses-id',
};
export const REGISTER_CLIENT_ID_FROM_NAME: Way = {
  way: 'derives the client_id from the client_name it sends',
  kind: 'other',
  checks: ['rfc9700/2.6/client-id-not-influenced'],
  fault: 'register-client-id-from-name',
};
export const REGISTER_NAMELESS_SHARED_CLIENT_ID: Way = {
  way: 'gives every registration without a client_name one client_id',
  kind: 'other',
  checks: ['rfc7591/3.2.1/client-id-unique'],
  fault: 'register-nameless-shared-client-id',
};
export const REGISTER_SECRET_CACHEABLE: Way = {
  way: 'sends a registration answer carrying a client_secret without no-store',
  kind: 'place',
  checks: ['rfc6749/5.1/no-store-registration'],
  fault: 'register-secret-cacheable',
};
export const REGISTER_SHARED_CLIENT_SECRET: Way = {
  way: 'gives every confidential client one secret',
  kind: 'other',
  checks: ['rfc7591/3.2.1/client-secret-unique'],
  fault: 'register-shared-client-secret',
};
