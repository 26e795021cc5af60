// OIDC Core §2 on the ID token itself, beyond the spec's five validation rules: iat is a NumericDate
// near the token response, sub is 1–255 ASCII characters, and the header names its key by kid only
// (no x5u, x5c, jku or jwk a client might be tempted to trust). Judged decoded, unverified.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();
/** clock skew allowed between the harness and the target, as limits/id-token-lifetime allows */
const SKEW = 60;
const KEY_HEADERS = ['x5u', 'x5c', 'jku', 'jwk'];

check(
  'oidc-core/2/iat',
  "the id_token's iat → a NumericDate (a JSON number) within 60 s of the token response",
  async (t) => {
    const { claims, receivedAt } = await decodedIdToken(t, flow);
    const what = 'the ID token says when it was issued (iat, REQUIRED)';
    if (typeof claims.iat !== 'number' || !Number.isFinite(claims.iat))
      fail(what, 'iat, a JSON number of seconds since 1970 (RFC 7519 NumericDate)', `iat = ${show(claims.iat)}`);
    if (Math.abs(claims.iat - receivedAt) > SKEW)
      fail(what, `iat within ${SKEW} s of ${Math.floor(receivedAt)} (when the token response came)`, `iat = ${claims.iat}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'oidc-core/2/sub-length',
  "the id_token's sub → a string of 1 to 255 ASCII characters",
  async (t) => {
    const { claims } = await decodedIdToken(t, flow);
    const sub = claims.sub;
    if (typeof sub !== 'string' || !/^[\x00-\x7f]{1,255}$/.test(sub))
      fail(
        'sub must not exceed 255 ASCII characters',
        'a string of 1–255 ASCII characters',
        `sub = ${show(sub, 80)} (${String(sub).length} characters)`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'oidc-core/2/no-key-headers',
  "the id_token's protected header → none of x5u, x5c, jku, jwk",
  async (t) => {
    const { header } = await decodedIdToken(t, flow);
    const carried = KEY_HEADERS.filter((h) => h in header);
    if (carried.length)
      fail(
        'the ID token names its key by kid only; keys are published at jwks_uri',
        `no ${KEY_HEADERS.join(', ')}`,
        `header has ${carried.join(', ')}`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'oidc-core/2/azp',
  "the id_token's azp → absent, or the client_id",
  async (t) => {
    const { claims, rec } = await decodedIdToken(t, flow);
    if (claims.azp !== undefined && claims.azp !== rec.client.clientId)
      fail(
        'azp, when present, names the client the ID token was issued to',
        `no azp, or ${show(rec.client.clientId)}`,
        `azp = ${show(claims.azp)}`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'rfc7519/5.1/typ',
  'the id_token\'s header typ → absent, or "JWT" (any case)',
  async (t) => {
    const { header } = await decodedIdToken(t, flow);
    if (header.typ !== undefined && String(header.typ).toUpperCase() !== 'JWT')
      fail('typ, when present, says the object is a JWT', 'no typ, or "JWT"', `typ = ${show(header.typ)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'rfc7519/5.2/cty',
  "the id_token's header → no cty (the ID token is not a nested JWT)",
  async (t) => {
    const { header } = await decodedIdToken(t, flow);
    if (header.cty !== undefined) fail('cty is for nested JWTs only', 'no cty', `cty = ${show(header.cty)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'rfc7519/4.1.5/nbf-numericdate',
  "the id_token's nbf → absent, or a NumericDate (a JSON number) not after the token response",
  async (t) => {
    const { claims, receivedAt } = await decodedIdToken(t, flow);
    if (claims.nbf === undefined) return;
    if (typeof claims.nbf !== 'number' || !Number.isFinite(claims.nbf) || claims.nbf > receivedAt + SKEW)
      fail(
        'nbf, when present, is a NumericDate (RFC 7519 §4.1.5) the token is already valid from',
        `no nbf, or a JSON number of seconds not after ${Math.floor(receivedAt)} (give or take ${SKEW} s)`,
        `nbf = ${show(claims.nbf)}`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS] },
);
