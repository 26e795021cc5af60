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

export const randomValue = (bytes = 16) => randomBytes(bytes).toString('base64url');
