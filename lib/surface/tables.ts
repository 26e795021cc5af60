// The spec's endpoint tables, the credentials a client presents at each place, and the artefacts
// with a lifetime, as static data (the parameters are in parameters.ts).
import type { Credential, Endpoint, Lifetime } from './types.ts';

export const ENDPOINTS: readonly Endpoint[] = [
  {
    id: 'protected-resource-metadata',
    path: '/.well-known/oauth-protected-resource',
    methods: ['GET'],
    role: 'Protected Resource Metadata (RFC 9728)',
  },
  {
    id: 'authorization-server-metadata',
    path: '/.well-known/oauth-authorization-server',
    methods: ['GET'],
    role: 'Authorization Server Metadata (RFC 8414)',
  },
  { id: 'openid-configuration', path: '/.well-known/openid-configuration', methods: ['GET'], role: 'OpenID Connect Discovery' },
  { id: 'openapi', path: '/openapi.json', methods: ['GET'], role: 'OpenAPI description of the API' },
  {
    id: 'registration',
    path: '/api/oauth/register',
    metadataKey: 'registration_endpoint',
    methods: ['POST'],
    mayServe: {
      methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      why: 'RFC 7592 §2 lets the server put the client configuration endpoint at any URL, the registration endpoint’s with a query among them; its methods are rfc7592/2/unsupported-method’s to judge',
    },
    role: 'client registration (RFC 7591)',
  },
  {
    id: 'authorization',
    path: '/oauth/authorize',
    metadataKey: 'authorization_endpoint',
    methods: ['GET', 'POST'],
    role: 'the authorization request, in a browser',
  },
  { id: 'token', path: '/api/oauth/token', metadataKey: 'token_endpoint', methods: ['POST'], role: 'code exchange and refresh' },
  {
    id: 'userinfo',
    path: '/api/oauth/userinfo',
    metadataKey: 'userinfo_endpoint',
    methods: ['GET', 'POST'],
    bearer: true,
    role: "the member's claims (OIDC Core §5.3)",
  },
  {
    id: 'revocation',
    path: '/api/oauth/revoke',
    metadataKey: 'revocation_endpoint',
    methods: ['POST'],
    role: 'token revocation (RFC 7009)',
  },
  {
    id: 'introspection',
    metadataKey: 'introspection_endpoint',
    methods: ['POST'],
    optional: 'introspection',
    role: 'token introspection (RFC 7662), where advertised',
  },
  { id: 'jwks', metadataKey: 'jwks_uri', methods: ['GET'], role: 'the signing keys (RFC 7517)' },
  { id: 'graphql', path: '/account/graphql', methods: ['POST'], bearer: true, role: "the member's Account API" },
  {
    id: 'mcp',
    path: '/mcp',
    methods: ['POST'],
    mayServe: {
      methods: ['GET', 'HEAD', 'DELETE'],
      why: 'MCP Streamable HTTP: GET opens a stream or gets 405, DELETE ends a session or gets 405',
    },
    bearer: true,
    role: 'the tool endpoint, anonymous or with the member token',
  },
];

const B = 'Authorization: Bearer';
/** Issued by the server, a JWT where the target makes it one (RFC 6749 §1.4: usually opaque to the client). */
const MAYBE = { signer: 'server' } as const;
export const CREDENTIALS: readonly Credential[] = [
  ...(['userinfo', 'graphql', 'mcp'] as const).map((endpoint) => ({
    credential: 'access token',
    endpoint,
    where: B,
    jwt: MAYBE,
    source: 'Authentication 10; RFC 6750 §2.1',
  })),
  {
    credential: 'authorization code',
    endpoint: 'token',
    where: 'form code',
    jwt: { never: 'a one-time value the server keeps (RFC 6749 §4.1.2), redeemed once where it was issued: no text makes it a JWT' },
    source: 'RFC 6749 §4.1.3',
  },
  {
    credential: 'PKCE code_verifier',
    endpoint: 'token',
    where: 'form code_verifier',
    jwt: { never: 'a random string the client made (RFC 7636 §4.1)' },
    source: 'RFC 7636 §4.5',
  },
  { credential: 'refresh token', endpoint: 'token', where: 'form refresh_token', jwt: MAYBE, source: 'RFC 6749 §6' },
  ...(['revocation', 'introspection'] as const).flatMap((endpoint) =>
    ['access token', 'refresh token'].map((credential) => ({
      credential,
      endpoint,
      where: 'form token',
      jwt: MAYBE,
      ...(endpoint === 'introspection' ? { feature: 'introspection' as const } : {}),
      source: endpoint === 'revocation' ? 'RFC 7009 §2.1' : 'RFC 7662 §2.1',
    })),
  ),
  ...(['token', 'revocation', 'introspection'] as const).map((endpoint) => ({
    credential: 'client_secret',
    endpoint,
    where: 'form client_secret (client_secret_post)',
    feature: 'confidential-client' as const,
    jwt: { never: 'a shared secret the server issued and compares (RFC 6749 §2.3.1)' },
    source: 'Authentication 1; RFC 6749 §2.3.1',
  })),
  ...(['token', 'revocation', 'introspection'] as const).map((endpoint) => ({
    credential: 'client assertion (a JWT)',
    endpoint,
    where: 'form client_assertion',
    feature: 'client-assertions' as const,
    jwt: { signer: 'client' as const, always: true },
    source: 'RFC 7523 §2.2, where advertised',
  })),
  {
    credential: 'ID token',
    endpoint: 'authorization',
    where: 'query id_token_hint',
    jwt: { signer: 'server', always: true },
    source: 'OIDC Core §3.1.2.1',
  },
  {
    credential: 'request object (a JWT)',
    endpoint: 'authorization',
    where: 'query request',
    feature: 'request-objects',
    jwt: { signer: 'client', always: true },
    source: 'OIDC Core §6.1',
  },
  {
    credential: 'registration access token',
    endpoint: 'registration',
    where: `${B} at the registration_client_uri`,
    feature: 'registration-management',
    jwt: MAYBE,
    source: 'RFC 7592 §3',
  },
];

export const LIFETIMES: readonly Lifetime[] = [
  {
    artefact: 'authorization code',
    bound: 'ten minutes at most (RFC 6749 §4.1.2: "A maximum authorization code lifetime of 10 minutes is RECOMMENDED")',
    boundSeconds: 600,
    declared: 'authorizationCode',
    source: 'the spec shows none ("not shown")',
  },
  {
    artefact: 'access token',
    stated: 'expires_in of the token response (RFC 6749 §5.1)',
    bound: 'short-lived (RFC 6750 §5.3: an hour or less)',
    boundSeconds: 3600,
    declared: 'accessToken',
    source: 'the spec shows none ("not shown")',
  },
  { artefact: 'refresh token', declared: 'refreshToken', source: 'the spec shows none ("not shown")' },
  { artefact: 'ID token', stated: 'exp', bound: 'ten minutes (Limits: "`exp` is 10 minutes after issue")', source: 'the spec' },
  {
    artefact: 'registration access token',
    declared: 'registrationAccessToken',
    source: 'RFC 7592 §5: it "SHOULD NOT expire while a client is still actively registered"',
  },
  { artefact: 'client_secret', stated: 'client_secret_expires_at of the registration response (RFC 7591 §3.2.1)', source: 'RFC 7591' },
];
