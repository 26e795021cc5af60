// Forged copies of a JWT the target issued or takes (RFC 8725 §2.1, §3.1, §3.3, §3.8): its payload
// kept byte for byte and the header or signature changed, each way as an attacker who holds the
// genuine JWT and the issuer's public keys could. Every forgery is remembered as a secret: it
// carries the genuine claims.
import { createHmac, createPublicKey, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { rememberSecret } from '../http/mask.ts';
import { alterAt } from '../oauth/alter.ts';
import { randomValue } from '../oauth/pkce.ts';

export interface Jws {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  /** the three parts as sent */
  parts: [string, string, string];
}

export interface Forgery {
  /** what was done to it, for Actual: lines */
  name: string;
  value: string;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const object = (s: string): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** A JWS in compact form (a JSON header naming its alg, a JSON object payload), or undefined: an opaque value. */
export function parseJws(value: string | undefined): Jws | undefined {
  const parts = value?.split('.');
  if (parts?.length !== 3) return undefined;
  const header = object(parts[0]!);
  const claims = object(parts[1]!);
  if (!header || typeof header.alg !== 'string' || !claims) return undefined;
  return { header, claims, parts: parts as [string, string, string] };
}

const kept = (f: Forgery): Forgery => (rememberSecret(f.value), f);

/** alg "none" and no signature, the genuine payload (RFC 7518 §3.6: an Unsecured JWS). */
export const algNone = (j: Jws): Forgery[] => [
  kept({ name: 'alg "none", its signature dropped', value: `${b64({ ...j.header, alg: 'none' })}.${j.parts[1]}.` }),
];

/** HS256 keyed with each public key of the issuer: its JWK as published (JSON), and its SPKI PEM. */
export function hs256PublicKey(j: Jws, keys: readonly Record<string, unknown>[]): Forgery[] {
  return keys.flatMap((jwk) => {
    const kid = typeof jwk.kid === 'string' ? jwk.kid : undefined;
    const secrets: [string, string][] = [[`the JWK ${kid ?? ''} as published`, JSON.stringify(jwk)]];
    try {
      const pem = createPublicKey({ key: jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
      secrets.push([`the SPKI PEM of ${kid ?? 'the key'}`, pem.toString()]);
    } catch {
      // a key node cannot read: its JSON is still a secret a confused server might use
    }
    const input = `${b64({ ...j.header, alg: 'HS256', ...(kid ? { kid } : {}) })}.${j.parts[1]}`;
    return secrets.map(([name, secret]) =>
      kept({
        name: `re-signed HS256 with ${name} as the secret`,
        value: `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`,
      }),
    );
  });
}

const ASYMMETRIC = /^(ES(256|384|512)|RS(256|384|512)|PS(256|384|512)|EdDSA|Ed25519)$/;

/** A key of the harness's own for `alg` (the genuine one's where the harness can make one, else ES256), and its public JWK. */
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'] | Uint8Array;

async function ownKey(alg: string): Promise<{ alg: string; key: Key; jwk?: Record<string, unknown> }> {
  if (/^HS(256|384|512)$/.test(alg)) return { alg, key: new Uint8Array(randomBytes(32)) };
  const use = ASYMMETRIC.test(alg) ? alg : 'ES256';
  const { privateKey, publicKey } = await generateKeyPair(use, { extractable: true });
  return { alg: use, key: privateKey, jwk: (await exportJWK(publicKey)) as Record<string, unknown> };
}

/** Signed anew: `claims` under `header` (its alg set to the key's), by a key of the harness's own. */
export async function signOwn(header: Record<string, unknown>, claims: Record<string, unknown>, embed = false): Promise<string> {
  const own = await ownKey(String(header.alg));
  const h = { ...header, alg: own.alg, ...(embed && own.jwk ? { jwk: own.jwk } : {}) };
  const value = await new SignJWT(claims).setProtectedHeader(h as never).sign(own.key);
  rememberSecret(value);
  return value;
}

/**
 * Signed by a key the harness made, with a kid the issuer's key set lacks: with the genuine alg,
 * and with that key also embedded in the header (jwk), as a server that trusts a JWT's own key would take.
 */
export async function unknownKid(j: Jws, keys: readonly Record<string, unknown>[]): Promise<Forgery[]> {
  const known = new Set(keys.map((k) => k.kid));
  let kid = `cs-${randomValue(8)}`;
  while (known.has(kid)) kid = `cs-${randomValue(8)}`;
  const header = { ...j.header, kid };
  const embedAlg = ASYMMETRIC.test(String(j.header.alg)) ? j.header.alg : 'ES256';
  return [
    { name: `signed by a key of the harness's (${String(j.header.alg)}), kid "${kid}"`, value: await signOwn(header, j.claims) },
    {
      name: `signed by a key of the harness's (${String(embedAlg)}) embedded in its header (jwk), kid "${kid}"`,
      value: await signOwn({ ...header, alg: embedAlg }, j.claims, true),
    },
  ];
}

export const signatureStripped = (j: Jws): Forgery[] => [
  kept({ name: `its signature stripped (alg "${String(j.header.alg)}" kept)`, value: `${j.parts[0]}.${j.parts[1]}.` }),
];

/** One character of the signature changed (lib/oauth/alter.ts: every decoding of it changes). */
export const signatureAltered = (j: Jws): Forgery[] =>
  j.parts[2].length > 4
    ? [{ name: 'one character of its signature changed', value: `${j.parts[0]}.${j.parts[1]}.${alterAt(j.parts[2], 4)}` }]
    : [];
