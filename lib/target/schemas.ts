// zod schemas of the discovery documents. Loose on purpose: discovery must build a Target from a
// flawed server too; the discovery suite is where each rule is asserted and named.
import { z } from 'zod';

const Url = z.string().min(1);
const Strings = z.array(z.string());

export const ProtectedResourceMetadata = z.looseObject({
  resource: z.string(),
  authorization_servers: Strings.optional(),
  scopes_supported: Strings.optional(),
  bearer_methods_supported: Strings.optional(),
});

export const AuthorizationServerMetadata = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: Url.optional(),
  token_endpoint: Url.optional(),
  registration_endpoint: Url.optional(),
  userinfo_endpoint: Url.optional(),
  revocation_endpoint: Url.optional(),
  introspection_endpoint: Url.optional(),
  jwks_uri: Url.optional(),
  scopes_supported: Strings.optional(),
  response_types_supported: Strings.optional(),
  grant_types_supported: Strings.optional(),
  code_challenge_methods_supported: Strings.optional(),
  token_endpoint_auth_methods_supported: Strings.optional(),
  id_token_signing_alg_values_supported: Strings.optional(),
  client_id_metadata_document_supported: z.boolean().optional(),
});

export const OpenIdConfiguration = AuthorizationServerMetadata;

export const OpenApiDocument = z.looseObject({
  openapi: z.string().optional(),
  swagger: z.string().optional(),
  paths: z.record(z.string(), z.unknown()).optional(),
});

export type ProtectedResourceMetadata = z.infer<typeof ProtectedResourceMetadata>;
export type AuthorizationServerMetadata = z.infer<typeof AuthorizationServerMetadata>;
export type OpenIdConfiguration = z.infer<typeof OpenIdConfiguration>;
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;
