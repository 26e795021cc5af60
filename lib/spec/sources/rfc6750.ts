// The requirement inventory of RFC 6750 Bearer Token Usage (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc6750: Source = {
  id: 'rfc6750',
  cite: 'RFC 6750',
  title: 'RFC 6750 Bearer Token Usage',
  scope: 'access tokens presented at UserInfo, /account/graphql and /mcp',
  requirements: [],
};
