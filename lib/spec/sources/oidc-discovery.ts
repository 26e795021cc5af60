// The requirement inventory of OpenID Connect Discovery 1.0 (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const oidcDiscovery: Source = {
  id: 'oidc-discovery',
  cite: 'OpenID Connect Discovery 1.0',
  title: 'OpenID Connect Discovery 1.0',
  scope: '/.well-known/openid-configuration',
  requirements: [],
};
