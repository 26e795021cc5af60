// The requirement inventory of RFC 9207 Authorization Server Issuer Identification (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import {
  AUTHORIZE_DENY_IN_FRAGMENT,
  AUTHORIZE_ERROR_ISS_MISSING,
  AUTHORIZE_ISS_WRONG,
  FRONT_ID_TOKEN,
  HYBRID_ID_TOKEN,
  IMPLICIT_SERVED,
} from './authorize-ways.ts';

export const rfc9207 = {
  id: 'rfc9207',
  cite: 'RFC 9207',
  title: 'RFC 9207 Authorization Server Issuer Identification',
  scope: 'the iss parameter of authorization responses',
  cites: ['rfc6749', 'rfc8414', 'oidc-core', 'rfc9700', 'rfc3986'],
  requirements: [
    {
      id: 'rfc9207/2/iss-in-responses',
      keyword: 'MUST',
      section: '2 Response Parameter iss',
      quote:
        'In authorization responses to the client, including error responses, an authorization server supporting this specification MUST indicate its identity by including the iss parameter in the response.',
      reading: 'The spec adopts RFC 9207: the approval redirect and the deny redirect each carry exactly one iss.',
      checks: ['endpoints/authorize/iss'],
      breaks: [
        { way: 'omits iss after approval', kind: 'other', checks: ['endpoints/authorize/iss'], fault: 'authorize-iss-missing' },
        AUTHORIZE_ERROR_ISS_MISSING,
        AUTHORIZE_DENY_IN_FRAGMENT,
        {
          way: 'omits iss when the request came as a form POST',
          kind: 'place',
          checks: ['endpoints/authorize/iss'],
          fault: 'authorize-post-iss-missing',
        },
      ],
    },
    {
      id: 'rfc9207/2/iss-https-url',
      keyword: 'MUST',
      section: '2 Response Parameter iss',
      quote: 'Its value MUST be a URL that uses the "https" scheme without any query or fragment components.',
      reading:
        "iss equals the issuer, the service origin, which has no query or fragment; its scheme is the deployment's ({base_url}; the references run on loopback http), so only the equality is judged.",
      checks: ['endpoints/authorize/iss', 'endpoints/discovery/authorization-server/issuer'],
      breaks: [
        AUTHORIZE_ISS_WRONG,
        {
          way: 'publishes an issuer that is not the origin',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/issuer'],
          fault: 'asm-wrong-issuer',
        },
      ],
    },
    {
      id: 'rfc9207/2.3/provide-issuer',
      keyword: 'MUST',
      section: '2.3 Providing the Issuer Identifier',
      quote:
        'Authorization servers supporting this specification MUST provide their issuer identifier to enable clients to validate the iss parameter effectively.',
      reading: 'The authorization-server metadata names the issuer: the origin it was fetched from.',
      checks: ['endpoints/discovery/authorization-server/issuer'],
      breaks: [
        {
          way: 'names an issuer the iss parameter cannot be matched to (another URL)',
          kind: 'exact-match',
          checks: ['endpoints/discovery/authorization-server/issuer'],
          fault: 'asm-wrong-issuer',
        },
      ],
    },
    {
      id: 'rfc9207/2.3/metadata-issuer-identical',
      keyword: 'MUST',
      section: '2.3 Providing the Issuer Identifier',
      quote: "The issuer identifier included in the server's metadata value issuer MUST be identical to the iss parameter's value.",
      reading: 'iss in the authorization response is byte for byte the metadata issuer.',
      checks: ['endpoints/authorize/iss'],
      breaks: [
        AUTHORIZE_ISS_WRONG,
        { way: 'repeats iss', kind: 'other', checks: ['endpoints/authorize/iss'], fault: 'authorize-iss-twice' },
      ],
    },
    {
      id: 'rfc9207/2.3/metadata-flag',
      keyword: 'MUST',
      section: '2.3 Providing the Issuer Identifier',
      quote:
        'The server MUST indicate its support for the iss parameter by setting the metadata parameter authorization_response_iss_parameter_supported, defined in Section 3, to true.',
      reading:
        'The authorization-server metadata carries "authorization_response_iss_parameter_supported": true. A server that omitted it (default false) tells clients its iss is not to be relied on, and strict clients discard its responses.',
      checks: ['rfc9207/2.3/metadata-flag'],
      breaks: [
        {
          way: 'leaves authorization_response_iss_parameter_supported out',
          kind: 'other',
          checks: ['rfc9207/2.3/metadata-flag'],
          fault: 'asm-no-iss-flag',
        },
      ],
    },
    {
      id: 'rfc9207/2.4/id-token-iss',
      keyword: 'MUST',
      section: '2.4 Validating the Issuer Identifier',
      quote:
        'In OpenID Connect [OIDC.Core] flows where an ID Token is returned from the authorization endpoint, the value in the iss parameter MUST always be identical to the iss claim in the ID Token.',
      reading: 'Only where the authorization endpoint returns an ID token.',
      notApplicable: 'the service returns only a code from the authorization endpoint; response_type=id_token yields no ID token there',
      checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
      breaks: [FRONT_ID_TOKEN, IMPLICIT_SERVED, HYBRID_ID_TOKEN],
    },
  ],
} as const satisfies Source;
