// The requirement inventory of RFC 7517 JSON Web Key (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7517: Source = {
  id: 'rfc7517',
  cite: 'RFC 7517',
  title: 'RFC 7517 JSON Web Key',
  scope: 'the JWKS at jwks_uri',
  requirements: [],
};
