// The requirement inventory of RFC 7662 Token Introspection (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7662: Source = {
  id: 'rfc7662',
  cite: 'RFC 7662',
  title: 'RFC 7662 Token Introspection',
  scope: 'the introspection endpoint, where binding is reported',
  requirements: [],
};
