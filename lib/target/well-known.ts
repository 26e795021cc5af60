// Where the discovery documents live for an origin, and where the spec puts each endpoint.

export const WELL_KNOWN = {
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
  openidConfiguration: '/.well-known/openid-configuration',
  openapi: '/openapi.json',
} as const;

export type EndpointName = 'authorization' | 'token' | 'registration' | 'userinfo' | 'revocation' | 'introspection' | 'jwks';

/** Metadata key of each endpoint (RFC 8414, OpenID Connect Discovery). */
export const ENDPOINT_KEYS: Record<EndpointName, string> = {
  authorization: 'authorization_endpoint',
  token: 'token_endpoint',
  registration: 'registration_endpoint',
  userinfo: 'userinfo_endpoint',
  revocation: 'revocation_endpoint',
  introspection: 'introspection_endpoint',
  jwks: 'jwks_uri',
};

/** Paths from the spec's OAuth endpoints table; introspection and JWKS have none. */
export const SPEC_PATHS: Partial<Record<EndpointName, string>> = {
  authorization: '/oauth/authorize',
  token: '/api/oauth/token',
  registration: '/api/oauth/register',
  userinfo: '/api/oauth/userinfo',
  revocation: '/api/oauth/revoke',
};

/** Resource endpoints of the spec (not in any metadata). */
export const RESOURCE_PATHS = { graphql: '/account/graphql', mcp: '/mcp' } as const;

/** Two origins are the same when they differ at most by one trailing slash (RFC 8414 §3.1). */
export function sameOrigin(value: unknown, origin: string): boolean {
  return typeof value === 'string' && value.replace(/\/$/, '') === origin.replace(/\/$/, '');
}
