// The requirement inventory of RFC 7517 JSON Web Key (lib/spec/sources/types.ts).
// The publisher's rules for the JWK Set at jwks_uri; rules for parsers are out.
import type { Source } from './types.ts';

export const rfc7517 = {
  id: 'rfc7517',
  cite: 'RFC 7517',
  title: 'RFC 7517 JSON Web Key',
  scope: 'the JWKS at jwks_uri',
  cites: ['rfc7518', 'rfc7515', 'rfc7516', 'rfc8259', 'rfc4648', 'rfc5280'],
  requirements: [
    {
      id: 'rfc7517/4/unique-members',
      keyword: 'MUST',
      section: '4 JSON Web Key (JWK) Format',
      quote: 'The member names within a JWK MUST be unique;',
      reading: 'no key at jwks_uri, read as text, names a member twice (two x members let two parsers read two keys).',
      checks: ['rfc7517/4/unique-members'],
      breaks: [{ way: 'sends a key with a member twice', kind: 'other', checks: ['rfc7517/4/unique-members'], fault: 'jwks-member-twice' }],
    },
    {
      id: 'rfc7517/4.1/kty',
      keyword: 'MUST',
      section: '4.1 "kty" (Key Type) Parameter',
      quote: 'This member MUST be present in a JWK.',
      reading: 'every key at jwks_uri has kty.',
      checks: ['endpoints/discovery/jwks/jwk-set'],
      breaks: [
        { way: 'publishes a key without kty', kind: 'other', checks: ['endpoints/discovery/jwks/jwk-set'], fault: 'jwks-key-no-kty' },
      ],
    },
    {
      id: 'rfc7517/4.3/no-duplicate-ops',
      keyword: 'MUST NOT',
      section: '4.3 "key_ops" (Key Operations) Parameter',
      quote: 'Duplicate key operation values MUST NOT be present in the array.',
      reading: 'a key with key_ops lists each operation once.',
      checks: ['rfc7517/4.3/no-duplicate-ops'],
      breaks: [
        {
          way: 'lists an operation twice in key_ops',
          kind: 'other',
          checks: ['rfc7517/4.3/no-duplicate-ops'],
          fault: 'jwks-key-ops-repeated',
        },
      ],
    },
    {
      id: 'rfc7517/4.3/unrelated-ops',
      keyword: 'SHOULD NOT',
      section: '4.3 "key_ops" (Key Operations) Parameter',
      quote:
        'Multiple unrelated key operations SHOULD NOT be specified for a key because of the potential vulnerabilities associated with using the same key with multiple algorithms.',
      reading: 'a published signing key\u2019s key_ops, when present, stay within sign/verify.',
      checks: ['rfc7517/4.3/unrelated-ops'],
      breaks: [
        {
          way: 'gives a signing key sign and encrypt',
          kind: 'other',
          checks: ['rfc7517/4.3/unrelated-ops'],
          fault: 'jwks-key-ops-unrelated',
        },
      ],
    },
    {
      id: 'rfc7517/4.3/use-key-ops-consistent',
      // the check judges the sentence's second half: the MUST of consistency, not the SHOULD NOT of using both
      keyword: 'MUST',
      section: '4.3 "key_ops" (Key Operations) Parameter',
      quote:
        'The "use" and "key_ops" JWK members SHOULD NOT be used together; however, if both are used, the information they convey MUST be consistent.',
      reading: 'a key with both use and key_ops: use "sig" with key_ops among sign/verify (and use "enc" with the encryption ones).',
      checks: ['rfc7517/4.3/use-key-ops-consistent'],
      breaks: [
        {
          way: 'gives use "sig" with encryption key_ops',
          kind: 'other',
          checks: ['rfc7517/4.3/use-key-ops-consistent'],
          fault: 'jwks-key-ops-inconsistent',
        },
      ],
    },
    {
      id: 'rfc7517/4.5/distinct-kids',
      keyword: 'SHOULD',
      section: '4.5 "kid" (Key ID) Parameter',
      quote: 'When "kid" values are used within a JWK Set, different keys within the JWK Set SHOULD use distinct "kid" values.',
      reading:
        'no two different keys at jwks_uri share a kid (the exception the RFC names, equivalent keys of different kty, does not arise with one EC signing key).',
      checks: ['rfc7517/4.5/distinct-kids'],
      breaks: [
        {
          way: 'publishes a second key under the signing key’s kid',
          kind: 'other',
          checks: ['rfc7517/4.5/distinct-kids'],
          fault: 'jwks-duplicate-kid',
        },
      ],
    },
    {
      id: 'rfc7517/4.6/x509',
      keyword: 'MUST',
      section: '4.6 "x5u" (X.509 URL) Parameter',
      quote: 'The key in the first certificate MUST match the public key represented by other members of the JWK.',
      reading: 'keys published with x5u, x5c, x5t or x5t#S256 (§4.6\u20134.9).',
      notApplicable: 'the service publishes bare EC keys without certificates',
    },
    {
      id: 'rfc7517/5/unique-members',
      keyword: 'MUST',
      section: '5 JWK Set Format',
      quote: 'The member names within a JWK Set MUST be unique;',
      reading: 'the JWK Set object, read as text, has one keys member.',
      checks: ['rfc7517/5/unique-members'],
      breaks: [
        { way: 'sends the set with keys twice', kind: 'other', checks: ['rfc7517/5/unique-members'], fault: 'jwks-set-member-twice' },
      ],
    },
  ],
} as const satisfies Source;
