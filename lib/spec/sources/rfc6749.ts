// The requirement inventory of RFC 6749 The OAuth 2.0 Authorization Framework (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc6749: Source = {
  id: 'rfc6749',
  cite: 'RFC 6749',
  title: 'RFC 6749 The OAuth 2.0 Authorization Framework',
  scope: 'the authorization code and refresh token grants, the authorization and token endpoints, and the security considerations of §10',
  requirements: [],
};
