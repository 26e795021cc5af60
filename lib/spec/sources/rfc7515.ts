// The requirement inventory of RFC 7515 JSON Web Signature (lib/spec/sources/types.ts).
// The producer's rules as the ID token uses them (compact serialization, ES256, kid); rules for
// parsers and for features the ID token does not use are out, or one not-applicable entry each.
import type { Source } from './types.ts';
import { ID_TOKEN_ALG_NONE } from './id-token-ways.ts';

export const rfc7515 = {
  id: 'rfc7515',
  cite: 'RFC 7515',
  title: 'RFC 7515 JSON Web Signature',
  scope: 'the ID token signature, as the ID token uses it',
  cites: ['rfc7518', 'rfc7517', 'rfc8259', 'rfc4648', 'rfc3629', 'rfc5280'],
  requirements: [
    {
      id: 'rfc7515/4/unique-header-names',
      keyword: 'MUST',
      section: '4 JOSE Header',
      quote: 'The Header Parameter names within the JOSE Header MUST be unique;',
      reading:
        'the ID token\u2019s protected header, decoded as text, names each parameter once (a duplicate alg or kid lets two parsers read two different headers).',
      checks: ['rfc7515/4/unique-header-names'],
      breaks: [
        {
          way: 'a header parameter named twice',
          kind: 'other',
          checks: ['rfc7515/4/unique-header-names'],
          fault: 'id-token-duplicate-header',
        },
      ],
    },
    {
      id: 'rfc7515/4.1.1/alg',
      keyword: 'MUST',
      section: '4.1.1 "alg" (Algorithm) Header Parameter',
      quote: 'This Header Parameter MUST be present and MUST be understood and processed by implementations.',
      reading: 'the ID token\u2019s header has alg, ES256 here.',
      checks: ['authentication/9/id-token'],
      breaks: [
        { way: 'no alg in the header', kind: 'other', checks: ['authentication/9/id-token'], fault: 'id-token-no-alg' },
        ID_TOKEN_ALG_NONE,
      ],
    },
    {
      id: 'rfc7515/4.1.4/kid-string',
      keyword: 'MUST',
      section: '4.1.4 "kid" (Key ID) Header Parameter',
      quote: 'Its value MUST be a case-sensitive string.',
      reading: 'the ID token\u2019s kid is a string matched exactly (case included) against the kids at jwks_uri.',
      checks: ['authentication/9/signature'],
      breaks: [
        {
          way: 'a kid in another case than the published one',
          kind: 'exact-match',
          checks: ['authentication/9/signature'],
          fault: 'id-token-kid-case',
        },
        {
          way: 'a kid that is a number, not a string',
          kind: 'other',
          checks: ['authentication/9/signature'],
          fault: 'id-token-kid-number',
        },
      ],
    },
    {
      id: 'rfc7515/4.1.11/crit',
      keyword: 'MUST NOT',
      section: '4.1.11 "crit" (Critical) Header Parameter',
      quote: 'Producers MUST NOT use the empty list "[]" as the "crit" value.',
      reading:
        'with crit, the producer lists only extension parameters present in the header, never [] nor a name JWS or JWA define; the ID token needs no extension.',
      checks: ['rfc7515/4.1.11/crit'],
      breaks: [
        { way: '"crit": [] (the empty list)', kind: 'other', checks: ['rfc7515/4.1.11/crit'], fault: 'id-token-crit-empty' },
        {
          way: 'crit listing a parameter JWS defines (alg)',
          kind: 'other',
          checks: ['rfc7515/4.1.11/crit'],
          fault: 'id-token-crit-registered',
        },
      ],
    },
    {
      id: 'rfc7515/3.2/json-serialization',
      keyword: 'MUST',
      section: '3.2 JWS JSON Serialization Overview',
      quote: 'In the JWS JSON Serialization, one or both of the JWS Protected Header and JWS Unprotected Header MUST be present.',
      reading: 'the JWS JSON Serialization (§3.2, §7.2).',
      notApplicable:
        'ID tokens are JWTs, which use the compact serialization only; that the id_token is a compact JWS is authentication/9/id-token',
    },
    {
      id: 'rfc7515/4.1.2/jku-tls',
      keyword: 'MUST',
      section: '4.1.2 "jku" (JWK Set URL) Header Parameter',
      quote: 'The protocol used to acquire the resource MUST provide integrity protection;',
      reading: 'the jku, x5u and x5c header parameters (§4.1.2\u20134.1.6, §8).',
      notApplicable: 'the ID token names its key by kid only; that it carries none of these is oidc-core/2/no-key-headers',
    },
  ],
} as const satisfies Source;
