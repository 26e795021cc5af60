// The requirement inventory of RFC 9207 Authorization Server Issuer Identification (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc9207: Source = {
  id: 'rfc9207',
  cite: 'RFC 9207',
  title: 'RFC 9207 Authorization Server Issuer Identification',
  scope: 'the iss parameter of authorization responses',
  requirements: [],
};
