// PKCE (RFC 7636) and the other per-request randoms: a fresh verifier, state and nonce every time.
import { createHash, randomBytes } from 'node:crypto';

export interface Pkce {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url'); // 43 chars of the unreserved alphabet
  return { verifier, challenge: s256(verifier), method: 'S256' };
}

/** A verifier at the edge of RFC 7636 §4.1: 128 characters, every unreserved one ("-", ".", "_", "~" too) among them. */
export function edgePkce(): Pkce {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  const random = [...randomBytes(128 - alphabet.length)].map((b) => alphabet[b % alphabet.length]).join('');
  const verifier = alphabet + random;
  return { verifier, challenge: s256(verifier), method: 'S256' };
}

export const randomValue = (bytes = 16) => randomBytes(bytes).toString('base64url');
