// Clauses of "Endpoints › Discovery": the well-known documents, the named metadata keys, the JWKS.
import type { ClauseShape } from '../types.ts';

const D = 'Endpoints › Discovery (GET, no authentication)';
const SLASH =
  'An origin is compared with or without one trailing slash: RFC 8414 §3.1 and RFC 9728 §3.1 drop a terminating "/" when forming the well-known URL, so both name the same origin.';
const TYPED = 'The key is optional; when present it must have the type RFC 8414 / OpenID Connect Discovery give it.';

export const discoveryClauses = [
  {
    id: 'endpoints/discovery/protected-resource',
    section: D,
    level: 'MUST',
    quote: '`/.well-known/oauth-protected-resource` | Protected Resource Metadata (RFC 9728)',
    source: 'RFC 9728 §3.2',
    reading: 'Served to a GET with no credentials: 200, Content-Type application/json (parameters allowed), a JSON object.',
  },
  {
    id: 'endpoints/discovery/protected-resource/resource',
    section: D,
    level: 'MUST',
    quote: 'advertises the resource value for this origin',
    source: 'RFC 9728 §3.3',
    reading: SLASH,
  },
  {
    id: 'endpoints/discovery/protected-resource/authorization-servers',
    section: D,
    level: 'MUST',
    quote: 'Order of use: discover, register, authorize, … fetch the well-known documents directly.',
    source: 'RFC 9728 §2 (authorization_servers: issuer identifiers of the authorization servers for this resource)',
    reading:
      "`authorization_servers` is OPTIONAL in RFC 9728 §2, so its absence passes; when present it is an array of strings that names the service's authorization server (its issuer, the service origin), so a client that follows it reaches this service's authorization server.",
  },
  {
    id: 'endpoints/discovery/authorization-server',
    section: D,
    level: 'MUST',
    quote: '`/.well-known/oauth-authorization-server` | Authorization Server Metadata (RFC 8414)',
    source: 'RFC 8414 §3.2',
    reading: 'Served to a GET with no credentials: 200, Content-Type application/json (parameters allowed), a JSON object.',
  },
  {
    id: 'endpoints/discovery/authorization-server/issuer',
    section: D,
    level: 'MUST',
    quote:
      'The "issuer" value returned MUST be identical to the authorization server\'s issuer identifier value into which the well-known URI string was inserted',
    source: 'RFC 8414 §3.3; spec Authentication 9 "`iss` equals the service origin (the issuer)"',
    reading: SLASH,
  },
  {
    id: 'endpoints/discovery/authorization-server/endpoints',
    section: D,
    level: 'MUST',
    quote: 'lists every endpoint, grant type and scope; the source of truth',
    reading:
      'Every endpoint of the OAuth endpoints table has its RFC 8414 / OIDC key with an absolute http(s) URL: authorization_endpoint, token_endpoint, registration_endpoint, userinfo_endpoint, revocation_endpoint.',
  },
  {
    id: 'endpoints/discovery/authorization-server/grant-types',
    section: D,
    level: 'MUST',
    quote: 'lists every endpoint, grant type and scope; the source of truth',
    reading: 'grant_types_supported is present and contains authorization_code and refresh_token.',
  },
  {
    id: 'endpoints/discovery/authorization-server/response-types',
    section: D,
    level: 'MUST',
    quote: '`response_type` | yes | `code`',
    source: 'RFC 8414 §2 (response_types_supported: REQUIRED)',
    reading: 'response_types_supported is present and contains "code".',
  },
  {
    id: 'endpoints/discovery/authorization-server/scopes',
    section: 'Endpoints › Discovery; Scopes',
    level: 'MUST',
    quote: 'lists every endpoint, grant type and scope; the source of truth',
    reading: 'scopes_supported is present and contains every scope of the Scopes table; other scopes may appear.',
  },
  {
    id: 'endpoints/discovery/authorization-server/auth-methods',
    section: 'Authentication › 1. Flow',
    level: 'MUST',
    quote: 'Public clients use token-endpoint auth method `none`; confidential clients use `client_secret_post`.',
    source: 'RFC 8414 §2 (token_endpoint_auth_methods_supported)',
    reading: 'When token_endpoint_auth_methods_supported is present it contains both none and client_secret_post.',
  },
  {
    id: 'endpoints/discovery/keys/registration_endpoint',
    section: D,
    level: 'MUST',
    quote: 'Metadata keys that are named: `registration_endpoint`, …',
    reading: 'Present (the registration endpoint exists) and an absolute http(s) URL with no fragment.',
  },
  {
    id: 'endpoints/discovery/keys/client_id_metadata_document_supported',
    section: D,
    level: 'MUST',
    quote: 'Metadata keys that are named: … `client_id_metadata_document_supported`, …',
    reading: `${TYPED} Type: boolean.`,
  },
  {
    id: 'endpoints/discovery/keys/id_token_signing_alg_values_supported',
    section: D,
    level: 'MUST',
    quote: 'Metadata keys that are named: … `id_token_signing_alg_values_supported`, …',
    reading: `${TYPED} Type: array of strings; since ID tokens are "signed with ES256" (Authentication 9) it contains ES256.`,
  },
  {
    id: 'endpoints/discovery/keys/jwks_uri',
    section: D,
    level: 'MUST',
    quote: 'Metadata keys that are named: … `jwks_uri`.',
    reading: `${TYPED} Type: absolute http(s) URL.`,
  },
  {
    id: 'endpoints/discovery/openid-configuration',
    section: D,
    level: 'MUST',
    quote: '`/.well-known/openid-configuration` | OpenID Connect Discovery',
    source: 'OpenID Connect Discovery 1.0 §4.2',
    reading: 'Served to a GET with no credentials: 200, Content-Type application/json (parameters allowed), a JSON object.',
  },
  {
    id: 'endpoints/discovery/openid-configuration/agrees',
    section: D,
    level: 'SHOULD',
    quote: 'Authorization Server Metadata (RFC 8414); lists every endpoint, grant type and scope; the source of truth',
    reading:
      'The authorization-server metadata decides, so a different value in the OpenID configuration is not a failure of the server; it is reported as a warning, since an OpenID client reading only that document would act on it. Where both documents carry a key, the values are compared (arrays as sets); keys only one document has are not.',
  },
  {
    id: 'endpoints/discovery/jwks/jwk-set',
    section: 'Authentication › 9. ID token',
    level: 'MUST',
    quote: 'the signature validates against the key named by `kid` at `jwks_uri`',
    source: 'RFC 7517 §5; RFC 8414 §2 (jwks_uri)',
    reading:
      'When jwks_uri is advertised it serves, without credentials, a JSON object whose `keys` is a non-empty array of JWKs, each with `kty` and a `kid`. Content-Type application/json or application/jwk-set+json (RFC 7517 §8.5), parameters allowed.',
  },
  {
    id: 'endpoints/discovery/jwks/public-only',
    section: 'Authentication › 9. ID token',
    level: 'MUST',
    quote: 'This contains the signing key(s) the RP uses to validate signatures from the OP.',
    source: 'OpenID Connect Discovery 1.0 §3 (jwks_uri); RFC 7518 §6.2.2, §6.3.2',
    reading: 'No key in the published set carries private-key members (d, p, q, dp, dq, qi, oth, k).',
  },
  {
    id: 'endpoints/discovery/openapi',
    section: D,
    level: 'MUST',
    quote: 'A machine-readable API description is published at `{base_url}/openapi.json`.',
    reading: 'Served without credentials as JSON and valid as an OpenAPI document (validated by @readme/openapi-parser).',
  },
  {
    id: 'endpoints/oauth/same-origin',
    section: 'Endpoints › OAuth endpoints',
    level: 'MUST',
    quote: 'All paths are relative to {base_url}.',
    reading:
      "Every endpoint of the OAuth endpoints table that the authorization-server metadata advertises is on {base_url}'s origin (scheme, host, port). The harness never calls another origin: an endpoint advertised elsewhere is replaced by its documented path on {base_url} for the other checks, and reported here once.",
  },
  {
    id: 'endpoints/oauth/paths',
    section: 'Endpoints › OAuth endpoints',
    level: 'SHOULD',
    quote: 'All paths are relative to {base_url}.',
    reading:
      'The metadata is the source of truth, so a different URL is not a failure of the flow; an endpoint advertised away from the documented path is reported as a warning.',
  },
] as const satisfies readonly ClauseShape[];
