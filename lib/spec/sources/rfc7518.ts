// The requirement inventory of RFC 7518 JSON Web Algorithms (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7518: Source = {
  id: 'rfc7518',
  cite: 'RFC 7518',
  title: 'RFC 7518 JSON Web Algorithms',
  scope: 'ES256 and the algorithms the service accepts or advertises',
  requirements: [],
};
