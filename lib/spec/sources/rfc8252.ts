// The requirement inventory of RFC 8252 OAuth 2.0 for Native Apps (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc8252: Source = {
  id: 'rfc8252',
  cite: 'RFC 8252',
  title: 'RFC 8252 OAuth 2.0 for Native Apps',
  scope: 'loopback redirect URIs of native clients',
  requirements: [],
};
