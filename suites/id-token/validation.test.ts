// Authentication 9: an openid code exchange (with a nonce) returns an ES256 id_token whose signature
// validates against the key its kid names at jwks_uri, with iss = the issuer (the service origin),
// aud = client_id, exp in the future and the nonce sent. Claims are judged decoded, unverified.
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { fetchDocument } from '../../lib/target/fetch-document.ts';
import { jwksUrl } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();
const PUBLIC_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'];

check(
  'authentication/9/id-token',
  'code exchange with openid and a nonce → an id_token, a JWS whose header alg is ES256',
  async (t) => {
    const { tokens } = await flow(t);
    const jwt = tokens.id_token;
    if (typeof jwt !== 'string' || !jwt)
      fail('an openid code exchange returns an id_token', 'a string "id_token" in the token response', `id_token = ${show(jwt)}`);
    let alg: unknown;
    try {
      alg = decodeProtectedHeader(jwt).alg;
    } catch (e) {
      fail('the id_token is a signed JWT', 'a compact JWS with a JSON protected header', `${(e as Error).message}`);
    }
    if (alg !== 'ES256') fail('the id_token is signed with ES256', 'header alg "ES256" (never "none")', `alg = ${show(alg)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'authentication/9/signature',
  "the id_token's kid → a key at jwks_uri that verifies its ES256 signature",
  async (t) => {
    const { jwt, header } = await decodedIdToken(t, flow);
    if (header.alg !== 'ES256') blocked('authentication/9/id-token', `the id_token is not ES256 (alg ${show(header.alg)})`);
    // a verifier refuses such a header before looking at the signature (RFC 7515 §4.1.11)
    if (Array.isArray(header.crit) && header.crit.length === 0) blocked('rfc7515/4.1.11/crit', 'the id_token header has "crit": []');
    const doc = await fetchDocument(jwksUrl());
    const keys = doc.json?.keys;
    if (doc.response.status !== 200 || !Array.isArray(keys))
      blocked('endpoints/discovery/jwks/jwk-set', `jwks_uri gave no JWK Set (HTTP ${doc.response.status})`);
    const what = 'the signature validates against the key named by kid at jwks_uri';
    const list = (keys as JWK[]).filter((k) => k && typeof k === 'object');
    if (typeof header.kid !== 'string') fail(what, 'a "kid" in the id_token header', `header ${show(header)}`);
    const named = list.filter((k) => k.kid === header.kid);
    if (!named.length)
      fail(what, `a key with kid ${show(header.kid)} at ${doc.url}`, `the JWK Set has kids ${show(list.map((k) => k.kid))}`);
    const errors: string[] = [];
    for (const jwk of named) {
      try {
        // only the public members: a leaked private part is endpoints/discovery/jwks/public-only's to report
        const pub = Object.fromEntries(Object.entries(jwk).filter(([k]) => PUBLIC_MEMBERS.includes(k))) as JWK;
        await compactVerify(jwt, await importJWK(pub, 'ES256'), { algorithms: ['ES256'] });
        return;
      } catch (e) {
        errors.push((e as Error).message);
      }
    }
    fail(what, `an ES256 signature that verifies with the key ${show(header.kid)}`, errors.join('; '));
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'authentication/9/iss',
  "the id_token's iss → the issuer, the service origin",
  async (t) => {
    const { claims } = await decodedIdToken(t, flow);
    const origin = target().origin;
    const advertised = target().metadata.authorizationServer?.issuer;
    // the metadata's issuer may spell the origin with one trailing slash (RFC 8414 §3.1): iss may match either
    const accepted = [...new Set([origin, ...(sameOrigin(advertised, origin) ? [advertised!] : [])])];
    if (!accepted.includes(claims.iss as string))
      fail('iss equals the service origin (the issuer)', `one of ${accepted.map((a) => show(a)).join(', ')}`, `iss = ${show(claims.iss)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'authentication/9/aud',
  "the id_token's aud → the client_id (a string, or a one-element array holding it)",
  async (t) => {
    const { claims, rec } = await decodedIdToken(t, flow);
    const aud = claims.aud;
    const ok = aud === rec.client.clientId || (Array.isArray(aud) && aud.length === 1 && aud[0] === rec.client.clientId);
    if (!ok)
      fail("aud equals the client's client_id", `${show(rec.client.clientId)} or [${show(rec.client.clientId)}]`, `aud = ${show(aud)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'authentication/9/exp',
  "the id_token's exp → a NumericDate after the moment the token response came",
  async (t) => {
    const { claims, receivedAt } = await decodedIdToken(t, flow);
    if (typeof claims.exp !== 'number' || !(claims.exp > receivedAt)) {
      fail(
        'exp is in the future',
        `a number greater than ${Math.floor(receivedAt)} (when the token response came)`,
        `exp = ${show(claims.exp)}`,
      );
    }
  },
  { grants: [...ID_TOKEN_GRANTS] },
);

check(
  'authentication/9/nonce',
  "the id_token's nonce → the nonce sent to the authorization endpoint",
  async (t) => {
    const { claims, rec } = await decodedIdToken(t, flow);
    if (claims.nonce !== rec.nonce)
      fail('nonce equals the value sent to the authorization endpoint', show(rec.nonce), `nonce = ${show(claims.nonce)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);
