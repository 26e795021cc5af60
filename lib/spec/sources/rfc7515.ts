// The requirement inventory of RFC 7515 JSON Web Signature (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7515: Source = {
  id: 'rfc7515',
  cite: 'RFC 7515',
  title: 'RFC 7515 JSON Web Signature',
  scope: 'the ID token signature, as the ID token uses it',
  requirements: [],
};
