// The requirement inventory of RFC 9700 Best Current Practice for OAuth 2.0 Security (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc9700: Source = {
  id: 'rfc9700',
  cite: 'RFC 9700',
  title: 'RFC 9700 Best Current Practice for OAuth 2.0 Security',
  scope: 'the attacks and countermeasures that apply to this service',
  requirements: [],
};
