// The requirement inventory of RFC 8414 Authorization Server Metadata (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import { ASM_NO_RESPONSE_TYPES, ASM_PATH, ASM_WAYS, FRONT_CBC_ONLY } from './discovery-ways.ts';

const NO_JWT_AUTH =
  'The service offers only `none` and `client_secret_post` (the spec, Client types); no JWT-based client authentication is advertised, so no signing-algorithm list is required.';

export const rfc8414 = {
  id: 'rfc8414',
  cite: 'RFC 8414',
  title: 'RFC 8414 Authorization Server Metadata',
  scope: '/.well-known/oauth-authorization-server',
  cites: [
    'rfc6749',
    'oidc-discovery',
    'rfc7517',
    'rfc7519',
    'rfc7515',
    'rfc7518',
    'rfc7591',
    'rfc7009',
    'rfc7662',
    'rfc7636',
    'rfc8259',
    'rfc9110',
    'rfc3986',
    'rfc8615',
    'tls',
  ],
  requirements: [
    {
      id: 'rfc8414/2/issuer',
      keyword: 'REQUIRED',
      section: '2 Authorization Server Metadata',
      quote:
        'issuer REQUIRED. The authorization server\'s issuer identifier, which is a URL that uses the "https" scheme and has no query or fragment components.',
      reading:
        'The metadata carries `issuer`, equal to the service origin it was fetched from (so no query, no fragment). A server that omitted it or named another URL is caught by the issuer check.',
      checks: ['endpoints/discovery/authorization-server/issuer'],
      breaks: [
        {
          way: 'names another URL (the origin with a path) as issuer',
          kind: 'exact-match',
          checks: ['endpoints/discovery/authorization-server/issuer'],
          fault: 'asm-wrong-issuer',
        },
      ],
    },
    {
      id: 'rfc8414/2/authorization-endpoint',
      keyword: 'REQUIRED',
      section: '2 Authorization Server Metadata',
      quote:
        "authorization_endpoint URL of the authorization server's authorization endpoint [RFC6749]. This is REQUIRED unless no grant types are supported that use the authorization endpoint.",
      reading: 'The code grant uses the authorization endpoint, so `authorization_endpoint` is required: present, an absolute URL.',
      checks: ['endpoints/discovery/authorization-server/endpoints'],
      breaks: [
        {
          way: 'advertises authorization_endpoint with a fragment, no endpoint URL RFC 6749 allows',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/endpoints'],
          fault: 'asm-authorization-endpoint-fragment',
        },
      ],
    },
    {
      id: 'rfc8414/2/token-endpoint',
      keyword: 'REQUIRED',
      section: '2 Authorization Server Metadata',
      quote:
        "token_endpoint URL of the authorization server's token endpoint [RFC6749]. This is REQUIRED unless only the implicit grant type is supported.",
      reading: 'The implicit grant is not offered, so `token_endpoint` is required: present, an absolute URL.',
      checks: ['endpoints/discovery/authorization-server/endpoints'],
      breaks: [
        {
          way: 'advertises token_endpoint with a fragment, no endpoint URL RFC 6749 allows',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/endpoints'],
          fault: 'asm-token-endpoint-fragment',
        },
      ],
    },
    {
      id: 'rfc8414/2/jwks-uri-https',
      keyword: 'MUST',
      section: '2 Authorization Server Metadata',
      quote: 'This URL MUST use the "https" scheme.',
      reading:
        '`jwks_uri` (advertised: ID tokens are ES256) uses https in deployment. The existing jwks_uri check only asks for an absolute URL; a server advertising an http:// key set on an https origin would pass it.',
      checks: ['rfc8414/2/jwks-uri-https'],
      breaks: [
        {
          way: 'advertises an http jwks_uri on an https service',
          kind: 'other',
          checks: ['rfc8414/2/jwks-uri-https'],
          fault: 'asm-jwks-http',
        },
      ],
    },
    {
      id: 'rfc8414/2/jwks-use',
      keyword: 'REQUIRED',
      section: '2 Authorization Server Metadata',
      quote:
        'When both signing and encryption keys are made available, a "use" (public key use) parameter value is REQUIRED for all keys in the referenced JWK Set to indicate each key\'s intended usage.',
      reading:
        'The service publishes signing keys (ES256). Only if its key set also held encryption keys must every key carry `use`; a set mixing both without `use` breaks it.',
      checks: ['rfc8414/2/jwks-use'],
      breaks: [
        {
          way: 'publishes an encryption key beside the signing key without use',
          kind: 'other',
          checks: ['rfc8414/2/jwks-use'],
          fault: 'jwks-enc-key-no-use',
        },
      ],
    },
    {
      id: 'rfc8414/2/scopes-supported',
      keyword: 'RECOMMENDED',
      section: '2 Authorization Server Metadata',
      quote:
        'scopes_supported RECOMMENDED. JSON array containing a list of the OAuth 2.0 [RFC6749] "scope" values that this authorization server supports.',
      reading: 'The spec makes it binding: `scopes_supported` lists every scope of the Scopes table.',
      checks: ['endpoints/discovery/authorization-server/scopes'],
      breaks: [
        {
          way: 'leaves a scope the service uses out of scopes_supported',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/scopes'],
          fault: 'asm-missing-scope',
        },
      ],
    },
    {
      id: 'rfc8414/2/response-types-supported',
      keyword: 'REQUIRED',
      section: '2 Authorization Server Metadata',
      quote:
        'response_types_supported REQUIRED. JSON array containing a list of the OAuth 2.0 "response_type" values that this authorization server supports.',
      reading: '`response_types_supported` is present and contains "code" (the only response type offered).',
      checks: ['endpoints/discovery/authorization-server/response-types'],
      breaks: [ASM_NO_RESPONSE_TYPES],
    },
    {
      id: 'rfc8414/2/token-auth-signing-alg',
      keyword: 'MUST',
      section: '2 Authorization Server Metadata',
      quote:
        'This metadata entry MUST be present if either of these authentication methods are specified in the "token_endpoint_auth_methods_supported" entry.',
      reading: 'token_endpoint_auth_signing_alg_values_supported is required only with private_key_jwt or client_secret_jwt.',
      notApplicable: NO_JWT_AUTH,
    },
    {
      id: 'rfc8414/2/signing-alg-not-none',
      keyword: 'MUST NOT',
      section: '2 Authorization Server Metadata',
      quote: 'The value "none" MUST NOT be used.',
      reading:
        'Said of token_endpoint_auth_signing_alg_values_supported (and again of the revocation and introspection lists): a server listing "none" there would accept unsigned client assertions.',
      notApplicable: NO_JWT_AUTH,
    },
    {
      id: 'rfc8414/2/revocation-auth-signing-alg',
      keyword: 'MUST',
      section: '2 Authorization Server Metadata',
      quote:
        'This metadata entry MUST be present if either of these authentication methods are specified in the "revocation_endpoint_auth_methods_supported" entry.',
      reading: 'revocation_endpoint_auth_signing_alg_values_supported, required only with JWT-based client authentication at revocation.',
      notApplicable: NO_JWT_AUTH,
    },
    {
      id: 'rfc8414/2/introspection-auth-signing-alg',
      keyword: 'MUST',
      section: '2 Authorization Server Metadata',
      quote:
        'This metadata entry MUST be present if either of these authentication methods are specified in the "introspection_endpoint_auth_methods_supported" entry.',
      reading:
        'introspection_endpoint_auth_signing_alg_values_supported, required only with JWT-based client authentication at introspection.',
      notApplicable: NO_JWT_AUTH,
    },
    {
      id: 'rfc8414/2.1/signed-metadata',
      keyword: 'MUST',
      section: '2.1 Signed Authorization Server Metadata',
      quote:
        'The signed metadata MUST be digitally signed or MACed using JSON Web Signature (JWS) [JWS] and MUST contain an "iss" (issuer) claim denoting the party attesting to the claims in the signed metadata.',
      reading: 'Applies only if the metadata carries `signed_metadata`.',
      notApplicable:
        'The spec does not offer signed metadata; the service publishes plain JSON metadata only. Should a target offer `signed_metadata`, this entry needs a check (a JWS whose iss is the issuer).',
    },
    {
      id: 'rfc8414/3/well-known',
      keyword: 'MUST',
      section: '3 Obtaining Authorization Server Metadata',
      quote:
        "Authorization servers supporting metadata MUST make a JSON document containing metadata as specified in Section 2 available at a path formed by inserting a well-known URI string into the authorization server's issuer identifier between the host component and the path component (if any).",
      reading:
        'The issuer is the bare origin, so the document is at {base_url}/.well-known/oauth-authorization-server, served without credentials as a JSON object.',
      checks: ['endpoints/discovery/authorization-server'],
      breaks: [...ASM_WAYS, ASM_PATH],
    },
    {
      id: 'rfc8414/3/https',
      keyword: 'MUST',
      section: '3 Obtaining Authorization Server Metadata',
      quote: 'This path MUST use the "https" scheme.',
      reading:
        'In deployment the metadata is served over https at the configured origin. The harness fetches what {base_url} names; the local references are http loopback origins.',
      checks: ['rfc8414/3/https'],
      breaks: [
        {
          way: 'answers plain-text HTTP with the metadata on the https port',
          kind: 'other',
          checks: ['rfc8414/3/https'],
          fault: 'front-plain-http',
        },
      ],
    },
    {
      id: 'rfc8414/3.2/response',
      keyword: 'MUST',
      section: '3.2 Authorization Server Metadata Response',
      quote:
        'A successful response MUST use the 200 OK HTTP status code and return a JSON object using the "application/json" content type that contains a set of claims as its members that are a subset of the metadata values defined in Section 2.',
      reading: 'GET the metadata with no credentials → 200, Content-Type application/json, a JSON object.',
      checks: ['endpoints/discovery/authorization-server'],
      breaks: [...ASM_WAYS],
    },
    {
      id: 'rfc8414/3.2/no-empty-arrays',
      keyword: 'MUST',
      section: '3.2 Authorization Server Metadata Response',
      quote: 'Claims with zero elements MUST be omitted from the response.',
      reading:
        'No metadata member is an empty array: a server advertising e.g. `grant_types_supported: []` tells clients nothing is supported instead of omitting the member.',
      checks: ['rfc8414/3.2/no-empty-arrays'],
      breaks: [
        {
          way: 'carries a member that is an empty array',
          kind: 'other',
          checks: ['rfc8414/3.2/no-empty-arrays'],
          fault: 'asm-empty-array',
        },
      ],
    },
    {
      id: 'rfc8414/3.3/issuer-identical',
      keyword: 'MUST',
      section: '3.3 Authorization Server Metadata Validation',
      quote:
        'The "issuer" value returned MUST be identical to the authorization server\'s issuer identifier value into which the well-known URI string was inserted to create the URL used to retrieve the metadata.',
      reading:
        'Addressed to the client, but it binds the server: `issuer` must be exactly the origin the metadata was fetched from (no trailing slash, same scheme, host and port), or every correct client discards the metadata.',
      checks: ['endpoints/discovery/authorization-server/issuer'],
      breaks: [
        {
          way: 'says an issuer with a path the metadata was not fetched under',
          kind: 'exact-match',
          checks: ['endpoints/discovery/authorization-server/issuer'],
          fault: 'asm-wrong-issuer',
        },
        {
          way: 'says another issuer in the OpenID configuration (the other metadata document)',
          kind: 'place',
          checks: ['oidc-discovery/4.3/issuer-identical'],
          fault: 'oidc-config-issuer-path',
        },
      ],
    },
    {
      id: 'rfc8414/6.1/tls',
      keyword: 'MUST',
      section: '6.1 TLS Requirements',
      quote:
        'To protect against information disclosure and tampering, confidentiality protection MUST be applied using TLS with a ciphersuite that provides confidentiality and integrity protection.',
      reading:
        "The metadata (and the endpoints it names) are reached over TLS in deployment. A CBC suite with its HMAC gives confidentiality and integrity as an AEAD one does, and every suite a current client offers meets the sentence, so what a handshake can tell apart is BCP 195's recommendation (RFC 9325 §4.2: the AEAD suites RECOMMENDED, a CBC suite SHOULD NOT be used unless encrypt_then_mac is negotiated): judged at that level, a default handshake that settles on TLS below 1.2 or a suite without AEAD warns.",
      judgedAs: 'SHOULD',
      checks: ['rfc8414/6.1/tls'],
      breaks: [FRONT_CBC_ONLY],
    },
  ],
} as const satisfies Source;
