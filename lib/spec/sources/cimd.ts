// The requirement inventory of OAuth Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document) (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const cimd: Source = {
  id: 'cimd',
  cite: 'draft-ietf-oauth-client-id-metadata-document',
  title: 'OAuth Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document)',
  scope: 'client_id URLs of metadata documents, when advertised',
  requirements: [],
};
