// The requirement inventory of RFC 7519 JSON Web Token (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7519: Source = {
  id: 'rfc7519',
  cite: 'RFC 7519',
  title: 'RFC 7519 JSON Web Token',
  scope: 'the claims of the ID token (and of JWT access tokens, where issued)',
  requirements: [],
};
