// Ways to break that several inventory entries share: the response types the authorization endpoint
// must not serve (the service offers response_type=code only), each judged by the checks of
// suites/security/implicit.test.ts and broken by one reference fault.
import type { Way } from './types.ts';

export const IMPLICIT_SERVED: Way = {
  way: 'serves response_type=token and id_token token: an access token (and an ID token for id_token) in the authorization response',
  kind: 'other',
  checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
  fault: 'authorize-implicit-enabled',
};
export const HYBRID_TOKEN: Way = {
  way: 'refuses response_type=token but serves the hybrid code id_token token, an access token beside the code',
  kind: 'place',
  checks: ['security/authorize/no-implicit'],
  fault: 'authorize-hybrid-token',
};
export const FRONT_ID_TOKEN: Way = {
  way: 'refuses every response type that issues an access token but serves response_type=id_token, an ID token in the authorization response',
  kind: 'place',
  checks: ['security/authorize/code-only'],
  fault: 'authorize-front-id-token',
};
export const HYBRID_ID_TOKEN: Way = {
  way: 'refuses response_type=id_token but serves the hybrid code id_token, an ID token beside the code',
  kind: 'place',
  checks: ['security/authorize/code-only'],
  fault: 'authorize-hybrid-id-token',
};
