// The requirement inventory of RFC 7518 JSON Web Algorithms (lib/spec/sources/types.ts).
// ES256 as the ID token uses it and the EC public keys at jwks_uri; the other algorithms are one
// not-applicable entry (§3.1's implementation requirements are a table, with no sentence to quote).
import type { Source } from './types.ts';

export const rfc7518 = {
  id: 'rfc7518',
  cite: 'RFC 7518',
  title: 'RFC 7518 JSON Web Algorithms',
  scope: 'ES256 and the algorithms the service accepts or advertises',
  cites: ['rfc7515', 'rfc7516', 'rfc7517', 'rfc8017', 'fips186', 'rfc4648'],
  requirements: [
    {
      id: 'rfc7518/3.4/es256-octets',
      keyword: 'MUST NOT',
      section: '3.4 Digital Signature with ECDSA',
      quote: 'The octet sequence representations MUST NOT be shortened to omit any leading zero octets contained in the values.',
      reading:
        'the ID token\u2019s ES256 signature is R and S as 32 octets each (64 in all), not DER and not shortened; a signature that is not 64 octets fails to verify as ES256.',
      checks: ['authentication/9/signature'],
      breaks: [
        {
          way: 'an ES256 signature DER-encoded (R and S as minimal integers)',
          kind: 'other',
          checks: ['authentication/9/signature'],
          fault: 'id-token-der-signature',
        },
      ],
    },
    {
      id: 'rfc7518/3.6/unsecured',
      keyword: 'MUST NOT',
      section: '3.6 Using the Algorithm "none"',
      quote:
        'Implementations that support Unsecured JWSs MUST NOT accept such objects as valid unless the application specifies that it is acceptable for a specific object to not be integrity protected.',
      reading:
        'the service, where it accepts JWTs (Bearer tokens at its resources, an id_token_hint at the authorization endpoint), never accepts one with alg "none" (however spelt); and it issues none (the ID token is ES256).',
      checks: ['security/resource/unsecured-jwt', 'authentication/9/id-token', 'oidc-core/3.1.2.2/id-token-hint-issuer'],
      breaks: [
        {
          way: 'serves an unsigned JWT ("alg": "none") as a Bearer token',
          kind: 'other',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'bearer-accepts-unsigned-jwt',
        },
        {
          way: 'refuses "alg": "none" as spelt but accepts "None" or "NONE"',
          kind: 'near-miss',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'bearer-accepts-none-case',
        },
        {
          way: 'refuses unsigned JWTs at UserInfo and /account/graphql but accepts them at /mcp',
          kind: 'place',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'mcp-accepts-unsigned-jwt',
        },
        {
          way: 'issues the ID token itself unsecured ("alg": "none", no signature)',
          kind: 'place',
          checks: ['authentication/9/id-token'],
          fault: 'id-token-alg-none',
        },
        {
          way: 'takes an id_token_hint at the authorization endpoint without validating its signature',
          kind: 'place',
          checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
          fault: 'authorize-id-token-hint-trusted',
        },
      ],
    },
    {
      id: 'rfc7518/6.2.1/ec-members',
      keyword: 'MUST',
      section: '6.2.1 Parameters for Elliptic Curve Public Keys',
      quote: 'The following members MUST be present for all Elliptic Curve public keys:',
      reading: 'every EC key at jwks_uri has crv and x (and y, which the three NIST curves also require).',
      checks: ['rfc7518/6.2.1/ec-members'],
      breaks: [{ way: 'publishes an EC key without y', kind: 'other', checks: ['rfc7518/6.2.1/ec-members'], fault: 'jwks-ec-no-y' }],
    },
    {
      id: 'rfc7518/6.2.1.2/x-length',
      keyword: 'MUST',
      section: '6.2.1.2 "x" (X Coordinate) Parameter',
      quote: 'The length of this octet string MUST be the full size of a coordinate for the curve specified in the "crv" parameter.',
      reading: 'for crv "P-256", x decodes (base64url) to exactly 32 octets.',
      checks: ['rfc7518/6.2.1.2/x-length'],
      breaks: [
        {
          way: 'shortens x below 32 octets (as dropping leading zero octets does)',
          kind: 'other',
          checks: ['rfc7518/6.2.1.2/x-length'],
          fault: 'jwks-short-x',
        },
      ],
    },
    {
      id: 'rfc7518/6.2.1.3/y-length',
      keyword: 'MUST',
      section: '6.2.1.3 "y" (Y Coordinate) Parameter',
      quote: 'The length of this octet string MUST be the full size of a coordinate for the curve specified in the "crv" parameter.',
      reading: 'for crv "P-256", y decodes (base64url) to exactly 32 octets.',
      checks: ['rfc7518/6.2.1.3/y-length'],
      breaks: [
        {
          way: 'shortens y below 32 octets (as dropping leading zero octets does)',
          kind: 'other',
          checks: ['rfc7518/6.2.1.3/y-length'],
          fault: 'jwks-short-y',
        },
      ],
    },
    {
      id: 'rfc7518/6.2.2/private-key',
      keyword: 'MUST',
      section: '6.2.2 Parameters for Elliptic Curve Private Keys',
      quote:
        'In addition to the members used to represent Elliptic Curve public keys, the following member MUST be present to represent Elliptic Curve private keys.',
      reading: 'private EC keys (d).',
      notApplicable: 'the service publishes public keys only; that no d is published is endpoints/discovery/jwks/public-only',
    },
    {
      id: 'rfc7518/other-algorithms',
      keyword: 'MUST',
      section: '3.2\u20133.5, 4, 5, 6.3, 6.4 Other Algorithms and Key Types',
      quote: 'A key of the same size as the hash output (for instance, 256 bits for "HS256") or larger MUST be used with this algorithm.',
      reading: 'HMAC (§3.2), RSA (§3.3, §3.5, §6.3), JWE algorithms (§4, §5) and symmetric keys (§6.4).',
      notApplicable:
        'the service signs with ES256 only and encrypts nothing; HMAC-signed Bearer tokens are refused (security/resource/alg-confusion)',
    },
  ],
} as const satisfies Source;
