// The requirement inventory of OpenID Connect Discovery 1.0 (lib/spec/sources/types.ts).
// Quoted from OpenID Connect Discovery 1.0 incorporating errata set 2. §2 (WebFinger issuer
// discovery) is one entry: the service is found from its origin, not from a user identifier.
import type { Source } from './types.ts';
import {
  AUTHORIZE_CORS_ANY,
  AUTHORIZE_CORS_POST,
  AUTHORIZE_CORS_REFLECT,
  FRONT_ID_TOKEN,
  HYBRID_ID_TOKEN,
  IMPLICIT_SERVED,
} from './authorize-ways.ts';
import { ASM_REGISTRATION_ENDPOINT_RELATIVE, JWKS_PRIVATE_KEY, OIDC_CONFIG_ISSUER_SLASH, OIDC_CONFIG_WAYS } from './discovery-ways.ts';
import { ID_TOKEN_ALG_NONE, REFRESH_ID_TOKEN_ISS_NOT_ISSUER } from './id-token-ways.ts';

export const oidcDiscovery = {
  id: 'oidc-discovery',
  cite: 'OpenID Connect Discovery 1.0',
  title: 'OpenID Connect Discovery 1.0',
  scope: '/.well-known/openid-configuration',
  cites: ['oidc-core', 'rfc6749', 'rfc7517', 'rfc7518', 'rfc8259', 'rfc9110', 'rfc3986', 'rfc8615', 'rfc7033', 'oidc-registration', 'tls'],
  requirements: [
    {
      id: 'oidc-discovery/2/webfinger',
      keyword: 'MUST',
      section: '2 OpenID Provider Issuer Discovery',
      quote: 'If Issuer discovery is supported (see Section 2), this value MUST be identical to the issuer value returned by WebFinger.',
      reading: 'WebFinger issuer discovery from a user identifier (§2 as a whole).',
      notApplicable: 'the service offers no WebFinger endpoint: clients start from its origin (spec Authentication 2)',
    },
    {
      id: 'oidc-discovery/3/issuer',
      keyword: 'REQUIRED',
      section: '3 OpenID Provider Metadata',
      quote: 'REQUIRED. URL using the https scheme with no query or fragment components that the OP asserts as its Issuer Identifier.',
      reading:
        'the OpenID configuration has issuer, the service origin, with no query or fragment (https in deployment; see oidc-core/16.17/tls).',
      checks: ['oidc-discovery/4.3/issuer-identical'],
      breaks: [
        {
          way: 'says an issuer with a path in the OpenID configuration',
          kind: 'exact-match',
          checks: ['oidc-discovery/4.3/issuer-identical'],
          fault: 'oidc-config-issuer-path',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/issuer-iss',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'This also MUST be identical to the iss Claim value in ID Tokens issued from this Issuer.',
      reading: 'the configuration\u2019s issuer and the id_token\u2019s iss are the same string.',
      checks: ['oidc-discovery/4.3/iss-identical'],
      breaks: [OIDC_CONFIG_ISSUER_SLASH, REFRESH_ID_TOKEN_ISS_NOT_ISSUER],
    },
    {
      id: 'oidc-discovery/3/required-metadata',
      keyword: 'REQUIRED',
      section: '3 OpenID Provider Metadata',
      quote: 'REQUIRED. JSON array containing a list of the Subject Identifier types that this OP supports.',
      reading:
        'the OpenID configuration itself (not only the RFC 8414 document) has every member §3 marks REQUIRED for a code-flow OP: issuer, authorization_endpoint, token_endpoint, jwks_uri, response_types_supported, subject_types_supported and id_token_signing_alg_values_supported, each of its type (URL strings, non-empty arrays of strings). openid-configuration/agrees only compares the keys both documents share, so a missing member passes it.',
      checks: ['oidc-discovery/3/required-metadata'],
      breaks: [
        {
          way: 'leaves subject_types_supported out of the OpenID configuration',
          kind: 'place',
          checks: ['oidc-discovery/3/required-metadata'],
          fault: 'oidc-config-no-subject-types',
        },
        {
          way: 'leaves response_types_supported out',
          kind: 'other',
          checks: ['oidc-discovery/3/required-metadata'],
          fault: 'asm-no-response-types',
        },
        {
          way: 'gives jwks_uri as a relative path',
          kind: 'other',
          checks: ['oidc-discovery/3/required-metadata'],
          fault: 'asm-jwks-uri-relative',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/endpoint-https',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'This URL MUST use the https scheme and MAY contain port, path, and query parameter components.',
      reading: 'the advertised endpoint URLs (authorization, token, UserInfo, jwks_uri, registration) use https in deployment.',
      notObservable:
        'the scheme is the deployment\u2019s: the references run on http://127.0.0.1; that the URLs sit on the service origin is endpoints/oauth/same-origin',
    },
    {
      id: 'oidc-discovery/3/userinfo-endpoint',
      keyword: 'RECOMMENDED',
      section: '3 OpenID Provider Metadata',
      quote: "RECOMMENDED. URL of the OP's UserInfo Endpoint [OpenID.Core].",
      reading: 'userinfo_endpoint is advertised (the spec names it among the endpoints).',
      checks: ['endpoints/discovery/authorization-server/endpoints', 'endpoints/discovery/openid-configuration/agrees'],
      breaks: [
        {
          way: 'leaves userinfo_endpoint out of both metadata documents',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/endpoints'],
          fault: 'asm-no-userinfo-endpoint',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/jwks-use',
      keyword: 'REQUIRED',
      section: '3 OpenID Provider Metadata',
      quote:
        "When both signing and encryption keys are made available, a use (public key use) parameter value is REQUIRED for all keys in the referenced JWK Set to indicate each key's intended usage.",
      reading: 'only a JWK Set holding encryption keys besides signing keys must mark each key with use.',
      notApplicable:
        'the service publishes signing keys only (it encrypts nothing); the signing key\u2019s usage is oidc-core/10.1/key-usage',
    },
    {
      id: 'oidc-discovery/3/jwks-x5c-match',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'When used, the bare key values MUST still be present and MUST match those in the certificate.',
      reading: 'only keys published with x5c.',
      notApplicable: 'the service publishes bare EC keys without certificates; bare members are endpoints/discovery/jwks/jwk-set',
    },
    {
      id: 'oidc-discovery/3/jwks-public-only',
      keyword: 'MUST NOT',
      section: '3 OpenID Provider Metadata',
      quote: 'The JWK Set MUST NOT contain private or symmetric key values.',
      reading: 'no key at jwks_uri has d, p, q, dp, dq, qi, oth or k.',
      checks: ['endpoints/discovery/jwks/public-only'],
      breaks: [JWKS_PRIVATE_KEY],
    },
    {
      id: 'oidc-discovery/3/registration-endpoint',
      keyword: 'RECOMMENDED',
      section: '3 OpenID Provider Metadata',
      quote: "RECOMMENDED. URL of the OP's Dynamic Client Registration Endpoint [OpenID.Registration], which MUST use the https scheme.",
      reading: 'registration_endpoint is advertised, an absolute URL.',
      checks: ['endpoints/discovery/keys/registration_endpoint'],
      breaks: [ASM_REGISTRATION_ENDPOINT_RELATIVE],
    },
    {
      id: 'oidc-discovery/3/scopes-openid',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'The server MUST support the openid scope value.',
      reading: 'openid is accepted and yields an ID token; scopes_supported lists it (the Scopes table names openid).',
      checks: ['authentication/9/id-token', 'endpoints/discovery/authorization-server/scopes'],
      breaks: [
        { way: 'takes openid but returns no ID token', kind: 'other', checks: ['authentication/9/id-token'], fault: 'id-token-missing' },
        {
          way: 'leaves openid out of scopes_supported',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/scopes'],
          fault: 'asm-scopes-no-openid',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/response-types-dynamic',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'Dynamic OpenID Providers MUST support the code, id_token, and the id_token token Response Type values.',
      reading: 'as oidc-core/15.2/response-types: the spec offers code only, a deliberate deviation.',
      notApplicable: 'the service\u2019s spec offers response_type=code only; implicit responses are refused',
      checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
      breaks: [IMPLICIT_SERVED, FRONT_ID_TOKEN, HYBRID_ID_TOKEN],
    },
    {
      id: 'oidc-discovery/3/grant-types-dynamic',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote:
        'Dynamic OpenID Providers MUST support the authorization_code and implicit Grant Type values and MAY support other Grant Types.',
      reading:
        'authorization_code is advertised and works; implicit is excluded by the spec (a deliberate deviation). Because the default of grant_types_supported includes implicit, the service must advertise the member explicitly.',
      checks: ['endpoints/discovery/authorization-server/grant-types', 'endpoints/discovery/openid-configuration/agrees'],
      breaks: [
        {
          way: 'leaves grant_types_supported out, so its default names implicit, which the spec excludes, and not refresh_token',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/grant-types'],
          fault: 'asm-no-grant-types',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/rs256',
      keyword: 'MUST',
      section: '3 OpenID Provider Metadata',
      quote: 'The algorithm RS256 MUST be included.',
      reading:
        'id_token_signing_alg_values_supported must list RS256; the service\u2019s spec fixes ES256 only (as oidc-core/15.1/rs256): a deliberate deviation, recorded here.',
      notApplicable:
        'the service\u2019s spec chooses ES256 only; that the list holds ES256 is endpoints/discovery/keys/id_token_signing_alg_values_supported',
    },
    {
      id: 'oidc-discovery/3/alg-none',
      keyword: 'MUST NOT',
      section: '3 OpenID Provider Metadata',
      quote:
        'The value none MAY be supported but MUST NOT be used unless the Response Type used returns no ID Token from the Authorization Endpoint (such as when using the Authorization Code Flow).',
      reading: 'no ID token is signed with none.',
      checks: ['authentication/9/id-token'],
      breaks: [ID_TOKEN_ALG_NONE],
    },
    {
      id: 'oidc-discovery/3/request-object-algs',
      keyword: 'SHOULD',
      section: '3 OpenID Provider Metadata',
      quote: 'Servers SHOULD support none and RS256.',
      reading: 'algorithms for Request Objects.',
      notApplicable: 'Request Objects are not offered (oidc-core/6/request-objects)',
    },
    {
      id: 'oidc-discovery/3/token-endpoint-auth-algs',
      keyword: 'MUST NOT',
      section: '3 OpenID Provider Metadata',
      quote: 'The value none MUST NOT be used.',
      reading: 'token_endpoint_auth_signing_alg_values_supported, for private_key_jwt and client_secret_jwt.',
      notApplicable: 'JWT client authentication is not offered (oidc-core/9/jwt-client-auth); the member is not advertised',
    },
    {
      id: 'oidc-discovery/3/claims-supported',
      keyword: 'RECOMMENDED',
      section: '3 OpenID Provider Metadata',
      quote:
        'RECOMMENDED. JSON array containing a list of the Claim Names of the Claims that the OpenID Provider MAY be able to supply values for.',
      reading:
        'claims_supported is advertised, an array of claim names. Which names is the OP’s to say: §3 adds "this might not be an exhaustive list", so no claim (sub, or those UserInfo returns) is required in it; an empty array is oidc-discovery/4.2/no-empty-arrays’.',
      checks: ['oidc-discovery/3/claims-supported'],
      breaks: [
        {
          way: 'leaves claims_supported out',
          kind: 'other',
          checks: ['oidc-discovery/3/claims-supported'],
          fault: 'oidc-config-no-claims',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/policy-tos',
      keyword: 'SHOULD',
      section: '3 OpenID Provider Metadata',
      quote: 'The registration process SHOULD display this URL to the person registering the Client if it is given.',
      reading: 'op_policy_uri and op_tos_uri shown during registration.',
      notApplicable: 'the service advertises neither, and its registration has no person-facing page',
    },
    {
      id: 'oidc-discovery/3/cors',
      keyword: 'SHOULD',
      section: '3 OpenID Provider Metadata',
      quote:
        'The Token Endpoint, UserInfo Endpoint, jwks_uri endpoint, Dynamic Client Registration Endpoint, and any other endpoints directly accessed by Clients SHOULD support the use of Cross-Origin Resource Sharing (CORS) and/or other methods as appropriate to enable JavaScript Clients and other Browser-Based Clients to access them.',
      reading:
        'a cross-origin request to these endpoints gets Access-Control-Allow-Origin. "And/or other methods" leaves room, so a server without CORS is only warned.',
      checks: ['oidc-discovery/3/cors'],
      breaks: [
        {
          way: 'gives the JWK Set and UserInfo no Access-Control-Allow-Origin',
          kind: 'place',
          checks: ['oidc-discovery/3/cors'],
          fault: 'jwks-userinfo-no-cors',
        },
      ],
    },
    {
      id: 'oidc-discovery/3/no-cors-authorize',
      keyword: 'NOT RECOMMENDED',
      section: '3 OpenID Provider Metadata',
      quote:
        'The use of CORS at the Authorization Endpoint is NOT RECOMMENDED as it is redirected to by the client and not directly accessed.',
      reading: 'the authorization endpoint does not answer cross-origin reads with Access-Control-Allow-Origin.',
      checks: ['rfc9700/2.6/no-cors-authorize'],
      breaks: [AUTHORIZE_CORS_ANY, AUTHORIZE_CORS_REFLECT, AUTHORIZE_CORS_POST],
    },
    {
      id: 'oidc-discovery/4/well-known',
      keyword: 'MUST',
      section: '4 Obtaining OpenID Provider Configuration Information',
      quote:
        'OpenID Providers supporting Discovery MUST make a JSON document available at the path formed by concatenating the string /.well-known/openid-configuration to the Issuer.',
      reading: 'GET {origin}/.well-known/openid-configuration answers the configuration, without credentials.',
      checks: ['endpoints/discovery/openid-configuration'],
      breaks: [...OIDC_CONFIG_WAYS],
    },
    {
      id: 'oidc-discovery/4/json',
      keyword: 'MUST',
      section: '4 Obtaining OpenID Provider Configuration Information',
      quote:
        'openid-configuration MUST point to a JSON document compliant with this specification and MUST be returned using the application/json content type.',
      reading: 'the configuration is a JSON object served as application/json.',
      checks: ['endpoints/discovery/openid-configuration'],
      breaks: [...OIDC_CONFIG_WAYS],
    },
    {
      id: 'oidc-discovery/4/cors',
      keyword: 'SHOULD',
      section: '4 Obtaining OpenID Provider Configuration Information',
      quote:
        'The openid-configuration endpoint SHOULD support the use of Cross-Origin Resource Sharing (CORS) and/or other methods as appropriate to enable JavaScript Clients and other Browser-Based Clients to access it.',
      reading: 'as oidc-discovery/3/cors, for the configuration document.',
      checks: ['oidc-discovery/4/cors'],
      breaks: [
        {
          way: 'gives the OpenID configuration no Access-Control-Allow-Origin',
          kind: 'other',
          checks: ['oidc-discovery/4/cors'],
          fault: 'oidc-config-no-cors',
        },
      ],
    },
    {
      id: 'oidc-discovery/4.2/response',
      keyword: 'MUST',
      section: '4.2 OpenID Provider Configuration Response',
      quote:
        'A successful response MUST use the 200 OK HTTP status code and return a JSON object using the application/json content type that contains a set of Claims as its members that are a subset of the Metadata values defined in Section 3.',
      reading: '200, application/json, a JSON object.',
      checks: ['endpoints/discovery/openid-configuration'],
      breaks: [...OIDC_CONFIG_WAYS],
    },
    {
      id: 'oidc-discovery/4.2/no-empty-arrays',
      keyword: 'MUST',
      section: '4.2 OpenID Provider Configuration Response',
      quote: 'Claims with zero elements MUST be omitted from the response.',
      reading: 'no member of the configuration is an empty array.',
      checks: ['oidc-discovery/4.2/no-empty-arrays'],
      breaks: [
        {
          way: 'carries a member that is an empty array',
          kind: 'other',
          checks: ['oidc-discovery/4.2/no-empty-arrays'],
          fault: 'oidc-config-empty-array',
        },
      ],
    },
    {
      id: 'oidc-discovery/4.3/issuer-identical',
      keyword: 'MUST',
      section: '4.3 OpenID Provider Configuration Validation',
      quote:
        'The issuer value returned MUST be identical to the Issuer URL that was used as the prefix to /.well-known/openid-configuration to retrieve the configuration information.',
      reading:
        'the configuration fetched from {origin}/.well-known/openid-configuration has issuer equal to the origin (§4.1 lets an issuer with a path end in "/", so origin + "/" is accepted too).',
      checks: ['oidc-discovery/4.3/issuer-identical'],
      breaks: [
        {
          way: 'says issuer {origin}/oidc though served at {origin}/.well-known/openid-configuration',
          kind: 'exact-match',
          checks: ['oidc-discovery/4.3/issuer-identical'],
          fault: 'oidc-config-issuer-path',
        },
      ],
    },
    {
      id: 'oidc-discovery/4.3/iss-identical',
      keyword: 'MUST',
      section: '4.3 OpenID Provider Configuration Validation',
      quote: 'This MUST also be identical to the iss Claim value in ID Tokens issued from this Issuer.',
      reading:
        'the id_token\u2019s iss is the configuration\u2019s issuer, character for character (a trailing "/" on one side only breaks it).',
      checks: ['oidc-discovery/4.3/iss-identical'],
      breaks: [OIDC_CONFIG_ISSUER_SLASH, REFRESH_ID_TOKEN_ISS_NOT_ISSUER],
    },
    {
      id: 'oidc-discovery/5/no-normalization',
      keyword: 'MUST NOT',
      section: '5 String Operations',
      quote:
        'Unicode Normalization [USA15] MUST NOT be applied at any point to either the JSON string or to the string it is to be compared against.',
      reading: 'comparisons of discovery values (issuer) are done by the RP; the OP\u2019s share is publishing the issuer as it uses it.',
      checks: ['oidc-core/14/no-normalization'],
      breaks: [
        {
          way: 'compares a redirect URI after Unicode normalization',
          kind: 'exact-match',
          checks: ['oidc-core/14/no-normalization'],
          fault: 'redirect-unicode-normalized',
        },
      ],
    },
    {
      id: 'oidc-discovery/7.1/tls',
      keyword: 'MUST',
      section: '7.1 TLS Requirements',
      quote: 'Implementations MUST support TLS.',
      reading: 'the configuration is served over https in deployment.',
      notObservable:
        'TLS is the deployment\u2019s transport: the harness judges whatever origin it is given (the references listen on http://127.0.0.1)',
    },
  ],
} as const satisfies Source;
