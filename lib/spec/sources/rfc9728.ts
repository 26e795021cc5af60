// The requirement inventory of RFC 9728 Protected Resource Metadata (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import { FRONT_CBC_ONLY, PRM_REQUIRES_AUTH, PRM_SERVED_AS_HTML } from './discovery-ways.ts';
import { RESOURCE_401_FOREIGN_METADATA } from './resource-ways.ts';

export const rfc9728 = {
  id: 'rfc9728',
  cite: 'RFC 9728',
  title: 'RFC 9728 Protected Resource Metadata',
  scope: '/.well-known/oauth-protected-resource and the resource_metadata pointer of challenges',
  cites: ['rfc6749', 'rfc6750', 'rfc8414', 'rfc8707', 'rfc7517', 'rfc7519', 'rfc8259', 'rfc9110', 'rfc3986', 'rfc8615', 'tls'],
  requirements: [
    {
      id: 'rfc9728/2/resource',
      keyword: 'REQUIRED',
      section: '2 Protected Resource Metadata',
      quote: "resource REQUIRED. The protected resource's resource identifier, as defined in Section 1.2.",
      reading: '`resource` is present: the service origin the metadata is fetched from (the spec binds tokens to the origin).',
      checks: ['endpoints/discovery/protected-resource/resource'],
      breaks: [
        {
          way: 'names another site’s origin as resource',
          kind: 'exact-match',
          checks: ['endpoints/discovery/protected-resource/resource'],
          fault: 'prm-wrong-resource',
        },
      ],
    },
    {
      id: 'rfc9728/2/scopes-supported',
      keyword: 'RECOMMENDED',
      section: '2 Protected Resource Metadata',
      quote:
        'scopes_supported RECOMMENDED. JSON array containing a list of scope values, as defined in OAuth 2.0 [RFC6749], that are used in authorization requests to request access to this protected resource.',
      reading:
        'The protected-resource metadata should list the scopes clients ask for to reach /account/graphql and /mcp (account:read at least). A warning when absent; when present, an array of strings from the Scopes table.',
      checks: ['rfc9728/2/scopes-supported'],
      breaks: [{ way: 'leaves scopes_supported out', kind: 'other', checks: ['rfc9728/2/scopes-supported'], fault: 'prm-no-scopes' }],
    },
    {
      id: 'rfc9728/2/jwks-uri-https',
      keyword: 'MUST',
      section: '2 Protected Resource Metadata',
      quote: 'This URL MUST use the https scheme.',
      reading: "Said of the protected resource's own `jwks_uri`, an optional member.",
      notApplicable:
        'The spec gives the protected resources no key set of their own (tokens are verified, not encrypted to the resource); the member is not published. If a target publishes it, it needs the scheme check of rfc8414/2/jwks-uri-https.',
    },
    {
      id: 'rfc9728/2/resource-signing-alg-not-none',
      keyword: 'MUST NOT',
      section: '2 Protected Resource Metadata',
      quote: 'The value none MUST NOT be used.',
      reading: 'Said of `resource_signing_alg_values_supported`: the resource would sign responses with none.',
      notApplicable: 'The resources do not sign their responses (GraphQL and MCP answer plain JSON); the member is not published.',
    },
    {
      id: 'rfc9728/2.2/signed-metadata',
      keyword: 'MUST',
      section: '2.2 Signed Protected Resource Metadata',
      quote:
        'The signed metadata MUST be digitally signed or MACed (protected with a Message Authentication Code) using a JSON Web Signature (JWS) [JWS] and MUST contain an iss (issuer) claim denoting the party attesting to the claims in the signed metadata.',
      reading: 'Applies only if the protected-resource metadata carries `signed_metadata`.',
      notApplicable: 'The spec does not offer signed protected-resource metadata; the service publishes plain JSON only.',
    },
    {
      id: 'rfc9728/3/well-known',
      keyword: 'MUST',
      section: '3 Obtaining Protected Resource Metadata',
      quote:
        "Protected resources supporting metadata MUST make a JSON document containing metadata as specified in Section 2 available at a URL formed by inserting a well-known URI string into the protected resource's resource identifier between the host component and the path and/or query components, if any.",
      reading:
        'The resource identifier is the bare origin, so the document is at {base_url}/.well-known/oauth-protected-resource, served without credentials.',
      checks: ['endpoints/discovery/protected-resource'],
      breaks: [PRM_REQUIRES_AUTH, PRM_SERVED_AS_HTML],
    },
    {
      id: 'rfc9728/3.2/response',
      keyword: 'MUST',
      section: '3.2 Protected Resource Metadata Response',
      quote:
        'A successful response MUST use the 200 OK HTTP status code and return a JSON object using the application/json content type that contains a set of metadata parameters as its members that are a subset of the metadata parameters defined in Section 2.',
      reading: 'GET the protected-resource metadata with no credentials → 200, application/json, a JSON object.',
      checks: ['endpoints/discovery/protected-resource'],
      breaks: [PRM_REQUIRES_AUTH, PRM_SERVED_AS_HTML],
    },
    {
      id: 'rfc9728/3.2/no-empty-arrays',
      keyword: 'MUST',
      section: '3.2 Protected Resource Metadata Response',
      quote: 'Parameters with zero values MUST be omitted from the response.',
      reading: 'No member is an empty array (e.g. `authorization_servers: []` would say no AS issues tokens for the resource).',
      checks: ['rfc9728/3.2/no-empty-arrays'],
      breaks: [
        {
          way: 'carries a member that is an empty array',
          kind: 'other',
          checks: ['rfc9728/3.2/no-empty-arrays'],
          fault: 'prm-empty-array',
        },
      ],
    },
    {
      id: 'rfc9728/3.3/resource-identical',
      keyword: 'MUST',
      section: '3.3 Protected Resource Metadata Validation',
      quote:
        "The resource value returned MUST be identical to the protected resource's resource identifier value into which the well-known URI path suffix was inserted to create the URL used to retrieve the metadata.",
      reading:
        'Addressed to the client, it binds the server: `resource` is exactly the origin the metadata was fetched from, or correct clients discard the metadata.',
      checks: ['endpoints/discovery/protected-resource/resource'],
      breaks: [
        {
          way: 'names another origin than the one the metadata was fetched under',
          kind: 'exact-match',
          checks: ['endpoints/discovery/protected-resource/resource'],
          fault: 'prm-wrong-resource',
        },
      ],
    },
    {
      id: 'rfc9728/3.3/resource-matches-challenged-url',
      keyword: 'MUST',
      section: '3.3 Protected Resource Metadata Validation',
      quote:
        'If the protected resource metadata was retrieved from a URL returned by the protected resource via the WWW-Authenticate resource_metadata parameter, then the resource value returned MUST be identical to the URL that the client used to make the request to the resource server.',
      reading:
        "Read strictly, a challenge from /account/graphql or /mcp would need metadata whose resource is that URL, while the spec binds one origin-wide resource identifier (authentication/8). The reading taken: the origin-wide resource is accepted as the spec's choice (as draft-mcguinness-oauth-rfc9728bis proposes: same origin, path a prefix of the request URL); a resource_metadata pointing at metadata of another origin or of an unrelated resource breaks it. Judged on the 401 challenges at /account/graphql and /mcp: the document at resource_metadata has this origin (or the advertised resource) as its resource.",
      checks: ['errors/www-authenticate'],
      breaks: [
        {
          way: "points resource_metadata at another site's metadata (the admin API)",
          kind: 'confusion',
          checks: ['errors/www-authenticate'],
          fault: 'admin-challenge-foreign-metadata',
        },
        RESOURCE_401_FOREIGN_METADATA,
        {
          way: 'points resource_metadata at another document of this origin (its authorization-server metadata)',
          kind: 'confusion',
          checks: ['errors/www-authenticate', 'authentication/8/other-origin'],
          fault: 'resource-401-metadata-wrong-document',
        },
      ],
    },
    {
      id: 'rfc9728/7.1/tls',
      keyword: 'MUST',
      section: '7.1 TLS Requirements',
      quote: 'Implementations MUST support TLS.',
      reading: 'The protected-resource metadata and the resources are reached over TLS in deployment.',
      checks: ['rfc9728/7.1/tls'],
      breaks: [
        {
          way: 'names its resource with an http URL on an https service',
          kind: 'other',
          checks: ['rfc9728/7.1/tls'],
          fault: 'prm-resource-http',
        },
      ],
    },
    {
      id: 'rfc9728/7.1/bcp195',
      keyword: 'MUST',
      section: '7.1 TLS Requirements',
      quote:
        'They MUST follow the guidance in [BCP195], which provides recommendations and requirements for improving the security of deployed services that use TLS.',
      reading: 'TLS 1.2 or later with the BCP 195 cipher suites; TLS 1.0/1.1 refused.',
      checks: ['rfc9728/7.1/bcp195', 'rfc8414/6.1/tls'],
      breaks: [
        { way: 'negotiates TLS 1.0 and 1.1', kind: 'other', checks: ['rfc9728/7.1/bcp195'], fault: 'front-tls-1-1' },
        FRONT_CBC_ONLY,
      ],
    },
  ],
} as const satisfies Source;
