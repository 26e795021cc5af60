// The requirement inventory of RFC 7636 Proof Key for Code Exchange (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7636: Source = {
  id: 'rfc7636',
  cite: 'RFC 7636',
  title: 'RFC 7636 Proof Key for Code Exchange',
  scope: 'PKCE with S256 at the authorization and token endpoints',
  requirements: [],
};
