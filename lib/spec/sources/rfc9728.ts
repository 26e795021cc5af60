// The requirement inventory of RFC 9728 Protected Resource Metadata (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const rfc9728: Source = {
  id: 'rfc9728',
  cite: 'RFC 9728',
  title: 'RFC 9728 Protected Resource Metadata',
  scope: '/.well-known/oauth-protected-resource and the resource_metadata pointer of challenges',
  requirements: [],
};
