// The requirement inventory of RFC 7009 Token Revocation (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc7009: Source = {
  id: 'rfc7009',
  cite: 'RFC 7009',
  title: 'RFC 7009 Token Revocation',
  scope: 'the revocation endpoint /api/oauth/revoke',
  requirements: [],
};
