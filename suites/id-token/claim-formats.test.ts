// OIDC Core §2 on the ID token itself, beyond the spec's five validation rules: iat is a NumericDate
// near the token response, sub is 1–255 ASCII characters, and the header names its key by kid only
// (no x5u, x5c, jku or jwk a client might be tempted to trust). Judged decoded, unverified, in every
// ID token (the member client's and another client's code exchange; a refresh response with one).
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { idTokenFlow, judgeEach, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();
/** clock skew allowed between the harness and the target, as limits/id-token-lifetime allows */
const SKEW = 60;
const KEY_HEADERS = ['x5u', 'x5c', 'jku', 'jwk'];
const EVERY = "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one)";
const grants = [...ID_TOKEN_PLACE_GRANTS];

check(
  'oidc-core/2/iat',
  `${EVERY}: its iat → a NumericDate (a JSON number) within 60 s of its token response`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, receivedAt }) => {
      if (typeof claims.iat !== 'number' || !Number.isFinite(claims.iat)) return `iat = ${show(claims.iat)}`;
      return Math.abs(claims.iat - receivedAt) > SKEW ? `iat = ${claims.iat}, the response came at ${Math.floor(receivedAt)}` : undefined;
    });
    if (problems.length)
      fail(
        'the ID token says when it was issued (iat, REQUIRED)',
        `iat, a JSON number of seconds since 1970 (RFC 7519 NumericDate) within ${SKEW} s of when its token response came`,
        problems.join('; '),
      );
  },
  { grants },
);

check(
  'oidc-core/2/sub-length',
  `${EVERY}: its sub → a string of 1 to 255 ASCII characters`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims: { sub } }) =>
      typeof sub === 'string' && /^[\x00-\x7f]{1,255}$/.test(sub) ? undefined : `sub = ${show(sub, 80)} (${String(sub).length} characters)`,
    );
    if (problems.length) fail('sub must not exceed 255 ASCII characters', 'a string of 1–255 ASCII characters', problems.join('; '));
  },
  { grants },
);

check(
  'oidc-core/2/no-key-headers',
  `${EVERY}: its protected header → none of x5u, x5c, jku, jwk`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ header }) => {
      const carried = KEY_HEADERS.filter((h) => h in header);
      return carried.length ? `header has ${carried.join(', ')}` : undefined;
    });
    if (problems.length)
      fail('the ID token names its key by kid only; keys are published at jwks_uri', `no ${KEY_HEADERS.join(', ')}`, problems.join('; '));
  },
  { grants },
);

check(
  'oidc-core/2/azp',
  `${EVERY}: its azp → absent, or the client_id of the client it was issued to`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, rec }) =>
      claims.azp !== undefined && claims.azp !== rec.client.clientId
        ? `azp = ${show(claims.azp)}, client_id ${show(rec.client.clientId)}`
        : undefined,
    );
    if (problems.length)
      fail('azp, when present, names the client the ID token was issued to', 'no azp, or that client_id', problems.join('; '));
  },
  { grants },
);

check(
  'rfc7519/5.1/typ',
  `${EVERY}: its header typ → absent, or "JWT" (any case)`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ header }) =>
      header.typ !== undefined && String(header.typ).toUpperCase() !== 'JWT' ? `typ = ${show(header.typ)}` : undefined,
    );
    if (problems.length) fail('typ, when present, says the object is a JWT', 'no typ, or "JWT"', problems.join('; '));
  },
  { grants },
);

check(
  'rfc7519/5.2/cty',
  `${EVERY}: its header → no cty (the ID token is not a nested JWT)`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ header }) => (header.cty !== undefined ? `cty = ${show(header.cty)}` : undefined));
    if (problems.length) fail('cty is for nested JWTs only', 'no cty', problems.join('; '));
  },
  { grants },
);

check(
  'rfc7519/4.1.5/nbf-numericdate',
  `${EVERY}: its nbf → absent, or a NumericDate (a JSON number)`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, receivedAt, place }) => {
      if (claims.nbf === undefined) return undefined;
      if (typeof claims.nbf !== 'number' || !Number.isFinite(claims.nbf)) return `nbf = ${show(claims.nbf)}`;
      // the sentence fixes the type; when the token becomes valid is the issuer's to say
      if (claims.nbf > receivedAt + SKEW)
        t.note(`${place}: nbf ${claims.nbf} is after its token response (${Math.floor(receivedAt)}): not yet valid when issued`);
      return undefined;
    });
    if (problems.length)
      fail(
        'nbf, when present, is a NumericDate (RFC 7519 §4.1.5)',
        'no nbf, or a JSON number (of seconds since 1970)',
        problems.join('; '),
      );
  },
  { grants },
);
