// The requirement inventory of OpenID Connect Core 1.0 (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const oidcCore: Source = {
  id: 'oidc-core',
  cite: 'OpenID Connect Core 1.0',
  title: 'OpenID Connect Core 1.0',
  scope: 'the ID token, UserInfo and the authentication request parameters (nonce, prompt)',
  requirements: [],
};
