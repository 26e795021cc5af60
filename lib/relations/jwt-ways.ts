// The ways RFC 8725 names to forge a JWT (§2.1, §3.1, §3.3, §3.8; expiry from RFC 7519 §4.1.4), each
// with the sentence it breaks, and where each governs a credential of the model: every JWT the
// server takes from a client, except where a check written by hand already presents that forgery
// there (named, so the surface map says who judges it) or where the text leaves the outcome open.
import type { ClauseId } from '../spec/registry.ts';
import type { Credential } from '../surface/model.ts';
import { credentialSlug, type Governed, type NotGoverned } from './types.ts';

export interface JwtWay {
  id: string;
  /** what was done to the genuine JWT, in a phrase of the title */
  what: string;
  clause: ClauseId;
  /** the rule, for Expected: lines */
  rule: string;
}

export const JWT_WAYS: readonly JwtWay[] = [
  {
    id: 'alg-none',
    what: 'its alg set to "none", no signature',
    clause: 'rfc8725/3.1/algorithm-set-inputs',
    rule: 'a JWT is verified only with an algorithm of the set the server takes, never "none" (RFC 8725 §3.1)',
  },
  {
    id: 'hs256-public-key',
    what: "re-signed HS256 with its issuer's public key (JWK, PEM) as the secret",
    clause: 'rfc8725/3.1/one-algorithm-per-key',
    rule: 'each key is used with exactly one algorithm: a public key is never an HMAC secret (RFC 8725 §3.1)',
  },
  {
    id: 'unknown-kid',
    what: "signed by a key the harness made, with a kid its issuer's key set lacks (the key also embedded)",
    clause: 'rfc8725/3.8/issuer-keys',
    rule: 'the keys that signed a JWT belong to its issuer (RFC 8725 §3.8)',
  },
  {
    id: 'other-issuer',
    what: 'issued by another issuer',
    clause: 'rfc8725/3.8/subject-reject',
    rule: 'a JWT whose issuer, subject or pair is not valid here is rejected (RFC 8725 §3.8)',
  },
  {
    id: 'expired',
    what: 'expired (exp passed), signed by its issuer',
    clause: 'rfc7519/4.1.4/exp-not-accepted',
    rule: 'a JWT is not accepted on or after its exp (RFC 7519 §4.1.4)',
  },
  {
    id: 'signature-stripped',
    what: 'its signature stripped, its alg kept',
    clause: 'rfc8725/3.3/validate-all',
    rule: 'every cryptographic operation of a JWT is validated, and the JWT rejected if one fails (RFC 8725 §3.3)',
  },
  {
    id: 'signature-altered',
    what: 'one character of its signature changed',
    clause: 'rfc8725/3.3/validate-all',
    rule: 'every cryptographic operation of a JWT is validated, and the JWT rejected if one fails (RFC 8725 §3.3)',
  },
];

export const jwtWay = (id: string): JwtWay => JWT_WAYS.find((w) => w.id === id)!;

const RESOURCE: Record<string, [ClauseId, string]> = {
  'alg-none': ['security/resource/unsecured-jwt', 'suites/security/token-confusion.test.ts: alg "none" with the member’s claims'],
  'hs256-public-key': ['security/resource/alg-confusion', 'suites/security/token-confusion.test.ts: HS256 keyed with the JWK and the PEM'],
  'signature-altered': ['rfc6750/5.2/integrity', 'suites/security/token-confusion.test.ts: its payload, or its signature, changed'],
  'other-issuer': ['authentication/8/other-origin', 'suites/resource-binding/other-origin.test.ts: the other origin’s member token'],
};
/** The places where a check written by hand presents the forgery, and which. */
const JUDGED: Record<string, Record<string, [ClauseId, string]>> = {
  'userinfo.access-token': RESOURCE,
  'graphql.access-token': RESOURCE,
  'mcp.access-token': RESOURCE,
  'introspection.access-token': {
    'alg-none': ['rfc7662/4/signature', 'suites/introspection/signature.test.ts: alg "none", no signature'],
    'signature-altered': ['rfc7662/4/signature', 'suites/introspection/signature.test.ts: its signature altered'],
  },
  'authorization.id-token': {
    'unknown-kid': [
      'oidc-core/3.1.2.2/id-token-hint-issuer',
      'suites/authorization/id-token-hint.test.ts: the claims signed by a key the harness made',
    ],
    'signature-altered': ['oidc-core/3.1.2.2/id-token-hint-issuer', 'suites/authorization/id-token-hint.test.ts: its signature altered'],
  },
};

/** Whether a way governs a credential of the model, and why not. */
export function governs(c: Credential, way: JwtWay): true | NotGoverned {
  if (!c.jwt) return { reason: 'the model names it no JWT' };
  if ('never' in c.jwt) return { reason: `not a JWT: ${c.jwt.never}` };
  if (c.endpoint === 'revocation' && c.where === 'form token')
    return {
      reason:
        'RFC 7009 §2.2 answers 200 for an invalid token as for a revoked one: the answer does not tell a forged token refused from one taken',
    };
  if (c.endpoint === 'introspection' && way.id === 'other-issuer' && c.jwt.signer === 'server')
    return {
      reason:
        "a platform's introspection may answer for another site's token, with the aud that binds it there (Authentication 8; rfc7662/4/audience judges the other origin's access token)",
    };
  const judged = JUDGED[`${c.endpoint}.${credentialSlug(c)}`]?.[way.id];
  if (judged) return { reason: `judged by ${judged[0]} (${judged[1]})` };
  if (way.id === 'expired' && c.jwt.signer === 'server')
    return {
      reason:
        c.credential === 'ID token'
          ? 'an expired ID token is still a hint: OIDC Core §3.1.2.1 sets no exp rule for it (RP-Initiated Logout has an OP accept one after its exp), and a hint signs nobody in (oidc-core/3.1.2.3/authenticate)'
          : "an expired copy needs its issuer's signature: the server's own one after its lifetime is the lifetimes relation's (issue 38)",
    };
  return true;
}

export type { Governed };
