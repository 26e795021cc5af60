// The requirement inventory of RFC 8414 Authorization Server Metadata (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc8414: Source = {
  id: 'rfc8414',
  cite: 'RFC 8414',
  title: 'RFC 8414 Authorization Server Metadata',
  scope: '/.well-known/oauth-authorization-server',
  requirements: [],
};
