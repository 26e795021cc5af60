// Authentication 9: an openid code exchange (with a nonce) returns an ES256 id_token whose signature
// validates against the key its kid names at jwks_uri, with iss = the issuer (the service origin),
// aud = client_id, exp in the future and the nonce sent. Claims are judged decoded, unverified, in
// every ID token: the member client's code exchange, another client's, and a refresh response that
// carries one (OIDC Core §12.2: the same iss and aud; a nonce, if any, the one first sent).
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { fetchShared, jwksUrl } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';
import { idTokenFlow, idTokenResponses, idTokens, judgeEach, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';
import { critAcceptable } from './crit.ts';

const flow = idTokenFlow();
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'];
const EVERY = "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one)";

check(
  'authentication/9/id-token',
  "code exchange with openid and a nonce (the member client's, another client's; a refresh response that carries an id_token) → an id_token, a JWS whose header alg is ES256",
  async (t) => {
    const problems: string[] = [];
    for (const x of await idTokenResponses(t, flow)) {
      const jwt = x.tokens.id_token;
      if (typeof jwt !== 'string' || !jwt) {
        problems.push(`${x.place}: id_token = ${show(jwt)}`);
        continue;
      }
      let alg: unknown;
      try {
        alg = decodeProtectedHeader(jwt).alg;
      } catch (e) {
        problems.push(`${x.place}: not a compact JWS with a JSON protected header (${(e as Error).message})`);
        continue;
      }
      if (alg !== 'ES256') problems.push(`${x.place}: alg = ${show(alg)}`);
    }
    if (problems.length)
      fail(
        'an openid code exchange returns an id_token signed with ES256',
        'a string "id_token" in the token response, a JWS whose header alg is "ES256" (never "none")',
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

/** The JWK Set at jwks_uri, or the check is blocked: endpoints/discovery/jwks/jwk-set reports it. */
async function publishedKeys() {
  const doc = await fetchShared(jwksUrl());
  const keys = doc.json?.keys;
  if (doc.response.status !== 200 || !Array.isArray(keys))
    blocked('endpoints/discovery/jwks/jwk-set', `jwks_uri gave no JWK Set (HTTP ${doc.response.status})`);
  return { url: doc.url, keys: (keys as JWK[]).filter((k) => k && typeof k === 'object') };
}

check(
  'authentication/9/signature',
  `${EVERY}: its kid → a key at jwks_uri that verifies its ES256 signature`,
  async (t) => {
    const list = await idTokens(t, flow);
    for (const { header } of list) {
      if (header.alg !== 'ES256') blocked('authentication/9/id-token', `an id_token is not ES256 (alg ${show(header.alg)})`);
      // a verifier refuses such a header before looking at the signature (RFC 7515 §4.1.11)
      if (!critAcceptable(header)) blocked('rfc7515/4.1.11/crit', `an id_token header has "crit": ${JSON.stringify(header.crit)}`);
    }
    const { url, keys } = await publishedKeys();
    const problems: string[] = [];
    for (const { jwt, header, place } of list) {
      if (typeof header.kid !== 'string') {
        problems.push(`${place}: no "kid" in the header ${show(header)}`);
        continue;
      }
      const named = keys.filter((k) => k.kid === header.kid);
      if (!named.length) {
        problems.push(`${place}: no key with kid ${show(header.kid)} at ${url} (its kids: ${show(keys.map((k) => k.kid))})`);
        continue;
      }
      const errors: string[] = [];
      for (const jwk of named) {
        try {
          // only the public members: a leaked private part is endpoints/discovery/jwks/public-only's to report
          const pub = Object.fromEntries(Object.entries(jwk).filter(([k]) => PUBLIC_MEMBERS.includes(k))) as JWK;
          await compactVerify(jwt, await importJWK(pub, 'ES256'), { algorithms: ['ES256'] });
          errors.length = 0;
          break;
        } catch (e) {
          errors.push((e as Error).message);
        }
      }
      if (errors.length) problems.push(`${place}: ${errors.join('; ')}`);
    }
    if (problems.length)
      fail(
        'the signature validates against the key named by kid at jwks_uri',
        'a kid in the header naming a published key, and an ES256 signature that verifies with it',
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'authentication/9/iss',
  `${EVERY}: its iss → the issuer, the service origin`,
  async (t) => {
    const origin = target().origin;
    const advertised = target().metadata.authorizationServer?.issuer;
    // the metadata's issuer may spell the origin with one trailing slash (RFC 8414 §3.1): iss may match either
    const accepted = [...new Set([origin, ...(sameOrigin(advertised, origin) ? [advertised!] : [])])];
    const problems = await judgeEach(t, flow, ({ claims }) =>
      accepted.includes(claims.iss as string) ? undefined : `iss = ${show(claims.iss)}`,
    );
    if (problems.length)
      fail('iss equals the service origin (the issuer)', `one of ${accepted.map((a) => show(a)).join(', ')}`, problems.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'authentication/9/aud',
  `${EVERY}: its aud → the client_id of the client it was issued to (a string, or a one-element array holding it)`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, rec }) => {
      const aud = claims.aud;
      const id = rec.client.clientId;
      return aud === id || (Array.isArray(aud) && aud.length === 1 && aud[0] === id)
        ? undefined
        : `aud = ${show(aud)}, client_id ${show(id)}`;
    });
    if (problems.length) fail("aud equals the client's client_id", 'the client_id, or [the client_id]', problems.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'authentication/9/exp',
  `${EVERY}: its exp → a NumericDate after the moment its token response came`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, receivedAt }) =>
      typeof claims.exp === 'number' && claims.exp > receivedAt
        ? undefined
        : `exp = ${show(claims.exp)}, the response came at ${Math.floor(receivedAt)}`,
    );
    if (problems.length) fail('exp is in the future', 'a number greater than when the token response came', problems.join('; '));
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);

check(
  'authentication/9/nonce',
  `${EVERY}: its nonce → the nonce sent to the authorization endpoint (a refresh response's: that one, or none)`,
  async (t) => {
    const problems = await judgeEach(t, flow, ({ claims, rec, place }) => {
      // OIDC Core §12.2: a refreshed ID token SHOULD NOT carry a nonce; one it carries is still the value sent
      if (place === 'a refresh response' && claims.nonce === undefined) return undefined;
      return claims.nonce === rec.nonce ? undefined : `nonce = ${show(claims.nonce)}, sent ${show(rec.nonce)}`;
    });
    if (problems.length)
      fail(
        'nonce equals the value sent to the authorization endpoint',
        'the nonce sent (in a refresh response: that nonce, or no nonce)',
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);
