// The requirement inventory of RFC 8725 JSON Web Token Best Current Practices (lib/spec/sources/types.ts).
// The service issues JWTs (ID tokens; access tokens too, where they are JWTs) and takes JWTs from others:
// Bearer tokens at its resources, id_token_hint, and (where its metadata advertises them) request objects
// and client assertions. §2 describes threats (one keyword, §2.8); §3 the practices. Sentences addressed to
// libraries are read for the service that uses one: what it accepts and what it issues.
import type { Source } from './types.ts';
import { OTHER_ORIGIN_TOKEN_WAYS } from './resource-ways.ts';

const NOT_ENCRYPTED =
  'the spec’s JWTs are signed (ES256, Authentication 9) and none is encrypted or nested; where a target advertises encryption (id_token_encryption_alg_values_supported, request_object_encryption_alg_values_supported), this sentence binds it and no check covers it';
const EXCLUSIVE =
  'If more than one kind of JWT can be issued by the same issuer, the validation rules for those JWTs MUST be written such that they are mutually exclusive, rejecting JWTs of the wrong kind.';
const ASSERTIONS =
  'where the metadata advertises them: request objects (request_parameter_supported) and client assertions (private_key_jwt or client_secret_jwt in token_endpoint_auth_methods_supported)';
const ID_TOKEN_AS_ACCESS = {
  way: 'takes the member’s ID token as an access token at the resources',
  kind: 'confusion',
  checks: ['security/resource/access-tokens-only'],
  fault: 'bearer-accepts-id-token',
} as const;
const UNSIGNED_WAYS = [
  {
    way: 'takes an unsigned JWT (alg "none") naming the member at the resources',
    kind: 'other',
    checks: ['security/resource/unsecured-jwt'],
    fault: 'bearer-accepts-unsigned-jwt',
  },
  {
    way: 'takes an unsigned JWT at /mcp only',
    kind: 'place',
    checks: ['security/resource/unsecured-jwt'],
    fault: 'mcp-accepts-unsigned-jwt',
  },
  {
    way: 'refuses alg "none" but takes "None" and other spellings',
    kind: 'near-miss',
    checks: ['security/resource/unsecured-jwt'],
    fault: 'bearer-accepts-none-case',
  },
] as const;
const HS256_WAYS = [
  {
    way: 'verifies an HS256 JWT with its public signing key (the JWK as published) as the HMAC secret',
    kind: 'confusion',
    checks: ['security/resource/alg-confusion'],
    fault: 'bearer-hs256-public-key',
  },
  {
    way: 'verifies an HS256 JWT with its public signing key in PEM form as the HMAC secret',
    kind: 'near-miss',
    checks: ['security/resource/alg-confusion'],
    fault: 'bearer-hs256-public-pem',
  },
] as const;
const FORGED_HINT_WAYS = [
  {
    way: 'signs in the member an id_token_hint names without verifying the hint',
    kind: 'other',
    checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
    fault: 'authorize-id-token-hint-trusted',
  },
  {
    way: 'takes an id_token_hint with this origin’s iss and kid whose signature does not verify',
    kind: 'near-miss',
    checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
    fault: 'authorize-id-token-hint-signature-unchecked',
  },
] as const;

/** The JWT relation's forgeries (lib/relations/jwt-forged.ts) taken at a place no check written by hand reaches. */
const HINT_HS256 = {
  way: 'takes an id_token_hint signed HS256 with its public JWK as the secret, and signs its member in',
  kind: 'place',
  checks: ['rfc8725/3.1/one-algorithm-per-key'],
  fault: 'authorize-id-token-hint-hs256-public-key',
} as const;
const INTROSPECT_HS256 = {
  way: 'reports active at introspection a copy of the access token signed HS256 with the public JWK as the secret',
  kind: 'place',
  checks: ['rfc8725/3.1/one-algorithm-per-key'],
  fault: 'introspect-hs256-public-key',
} as const;
const STRIPPED_WAYS = [
  {
    way: 'takes an access token whose signature was stripped (its alg kept) at /account/graphql',
    kind: 'near-miss',
    checks: ['rfc8725/3.3/validate-all'],
    fault: 'graphql-signature-stripped',
  },
  {
    way: 'reports active at introspection a copy of the access token with its signature stripped',
    kind: 'place',
    checks: ['rfc8725/3.3/validate-all'],
    fault: 'introspect-signature-stripped',
  },
  {
    way: 'takes an id_token_hint whose signature was stripped, and signs its member in',
    kind: 'place',
    checks: ['rfc8725/3.3/validate-all'],
    fault: 'authorize-id-token-hint-signature-stripped',
  },
] as const;
const UNKNOWN_KEY_WAYS = [
  {
    way: 'takes at UserInfo a JWT whose kid names no key of its set, unverified',
    kind: 'place',
    checks: ['rfc8725/3.8/issuer-keys'],
    fault: 'userinfo-unknown-kid-unverified',
  },
  {
    way: 'verifies a JWT at introspection with the key embedded in its own header (jwk)',
    kind: 'other',
    checks: ['rfc8725/3.8/issuer-keys'],
    fault: 'introspect-embedded-jwk',
  },
] as const;
const OTHER_ISSUER_WAYS = [
  {
    way: 'takes an id_token_hint another site of the platform issued (the platform’s key, its own iss), and signs its member in',
    kind: 'confusion',
    checks: ['rfc8725/3.8/subject-reject'],
    fault: 'authorize-id-token-hint-other-site',
  },
  OTHER_ORIGIN_TOKEN_WAYS[0]!,
  {
    way: "reports another origin's member token active and for itself at introspection",
    kind: 'place',
    checks: ['rfc7662/4/audience'],
    fault: 'introspect-any-site',
  },
] as const;

/** The same forgeries of a client's own JWTs: assertions where the server offers private_key_jwt, Request Objects where it offers them (PlatformOptions). */
const ASSERTION_WAYS = {
  none: {
    way: 'takes an unsigned client assertion (alg "none") at the token endpoint',
    kind: 'place',
    checks: ['rfc8725/3.1/algorithm-set-inputs'],
    fault: 'token-assertion-alg-none',
  },
  hs256: {
    way: 'takes at introspection a client assertion signed HS256 with the client’s public JWK as the secret',
    kind: 'confusion',
    checks: ['rfc8725/3.1/one-algorithm-per-key'],
    fault: 'introspect-assertion-hs256-client-key',
  },
  embedded: {
    way: 'takes at revocation a client assertion verified with the key its own header embeds',
    kind: 'place',
    checks: ['rfc8725/3.8/issuer-keys'],
    fault: 'revoke-assertion-embedded-jwk',
  },
  otherClient: {
    way: 'takes at revocation a client assertion signed with the client’s key whose iss and sub name another client',
    kind: 'confusion',
    checks: ['rfc8725/3.8/subject-reject'],
    fault: 'revoke-assertion-other-client',
  },
  requestNone: {
    way: 'takes an unsigned Request Object (alg "none") though the metadata lists ES256 alone',
    kind: 'place',
    checks: ['rfc8725/3.1/algorithm-set-inputs'],
    fault: 'authorize-request-object-alg-none',
  },
  stripped: {
    way: 'takes at the token endpoint a client assertion whose signature was stripped',
    kind: 'place',
    checks: ['rfc8725/3.3/validate-all'],
    fault: 'token-assertion-signature-stripped',
  },
} as const;

export const rfc8725 = {
  id: 'rfc8725',
  cite: 'RFC 8725',
  title: 'RFC 8725 JSON Web Token Best Current Practices',
  scope:
    'the JWTs the service issues (ID tokens, JWT access tokens) and those it accepts (Bearer tokens, id_token_hint, and advertised request objects or client assertions)',
  cites: ['rfc7519', 'rfc7515', 'rfc7518', 'rfc7517', 'rfc7516', 'rfc8259', 'rfc8414', 'oidc-core', 'rfc6979', 'rfc8017', 'nist-sp800-56a'],
  requirements: [
    {
      id: 'rfc8725/2.8/cross-jwt-confusion',
      keyword: 'MUST',
      section: '2.8 Cross-JWT Confusion',
      quote:
        'If the JWT could be used in an application context in which it could be confused with other kinds of JWTs, then mitigations MUST be employed to prevent these substitution attacks.',
      reading:
        'The service issues ID tokens and access tokens and takes JWTs as Bearer tokens: an ID token presented where an access token belongs is refused at every resource (security/resource/access-tokens-only). The other direction, a token of another kind as id_token_hint: rfc8725/3.12/exclusive-hint.',
      checks: ['security/resource/access-tokens-only'],
      breaks: [
        ID_TOKEN_AS_ACCESS,
        {
          way: 'takes the ID token at the admin API only',
          kind: 'place',
          checks: ['security/resource/access-tokens-only'],
          fault: 'admin-accepts-id-token',
        },
      ],
    },
    {
      id: 'rfc8725/3.1/algorithm-set',
      keyword: 'MUST NOT',
      section: '3.1 Perform Algorithm Verification',
      quote:
        'Libraries MUST enable the caller to specify a supported set of algorithms and MUST NOT use any other algorithms when performing cryptographic operations.',
      reading:
        'Addressed to libraries; what the service shows is the MUST NOT half: a JWT it takes is verified only with an algorithm of its set. Judged at the resources: an unsigned JWT (alg "none") and an HS256 JWT keyed with its public key, each with the member’s real claims, get no member data. The other JWT inputs: rfc8725/3.1/algorithm-set-inputs.',
      checks: ['security/resource/unsecured-jwt', 'security/resource/alg-confusion'],
      breaks: [...UNSIGNED_WAYS, HS256_WAYS[0]],
    },
    {
      id: 'rfc8725/3.1/algorithm-set-inputs',
      keyword: 'MUST NOT',
      section: '3.1 Perform Algorithm Verification',
      quote:
        'Libraries MUST enable the caller to specify a supported set of algorithms and MUST NOT use any other algorithms when performing cryptographic operations.',
      reading: `The same sentence at every JWT input of the surface model (the relation jwt-forged, lib/relations/jwt-forged.ts): the genuine JWT of each place with alg "none" and no signature, presented where it is taken → never taken. id_token_hint, nobody signed in: an error or the sign-in page, never a code; where the access or refresh token is a JWS, at introspection ("active": false) and the token endpoint (no tokens); the registration access token, where a JWS (no configuration); and ${ASSERTIONS} (refused). At the resources and introspection the same forgery is judged by security/resource/unsecured-jwt and rfc7662/4/signature.`,
      checks: ['rfc8725/3.1/algorithm-set-inputs'],
      breaks: [
        {
          way: 'takes an unsigned id_token_hint (alg "none") and signs its member in',
          kind: 'place',
          checks: ['rfc8725/3.1/algorithm-set-inputs'],
          fault: 'authorize-id-token-hint-alg-none',
        },
        {
          way: 'reports active at introspection an unsigned copy of the access token',
          kind: 'place',
          checks: ['rfc7662/4/signature'],
          fault: 'introspect-signature-unchecked',
        },
        UNSIGNED_WAYS[0],
        ASSERTION_WAYS.none,
        ASSERTION_WAYS.requestNone,
      ],
    },
    {
      id: 'rfc8725/3.1/alg-matches-operation',
      keyword: 'MUST',
      section: '3.1 Perform Algorithm Verification',
      quote:
        'The library MUST ensure that the "alg" or "enc" header specifies the same algorithm that is used for the cryptographic operation.',
      reading:
        'A JWT whose alg says HS256 is not verified with the service’s ES256 key taken as an HMAC secret: at the resources, such a JWT with the member’s claims gets no member data.',
      checks: ['security/resource/alg-confusion'],
      breaks: [...HS256_WAYS],
    },
    {
      id: 'rfc8725/3.1/one-algorithm-per-key',
      keyword: 'MUST',
      section: '3.1 Perform Algorithm Verification',
      quote:
        'Moreover, each key MUST be used with exactly one algorithm, and this MUST be checked when the cryptographic operation is performed.',
      reading:
        'The service’s signing key is used with ES256 only: a JWT that would have it serve as an HMAC secret is refused at every resource (security/resource/alg-confusion quotes this sentence), and at every other JWT input of the surface model (the relation jwt-forged): the genuine JWT of each place re-signed HS256 with each public key of its issuer (its JWK as published, its SPKI PEM) → never taken (an id_token_hint signs nobody in; introspection says "active": false; a client assertion is refused).',
      checks: ['security/resource/alg-confusion', 'rfc8725/3.1/one-algorithm-per-key'],
      breaks: [...HS256_WAYS, HINT_HS256, INTROSPECT_HS256, ASSERTION_WAYS.hs256],
    },
    {
      id: 'rfc8725/3.2/current-algorithms',
      keyword: 'MUST',
      section: '3.2 Use Appropriate Algorithms',
      quote:
        'Therefore, applications MUST only allow the use of cryptographically current algorithms that meet the security requirements of the application.',
      reading: 'The service signs ID tokens with ES256 (spec Authentication 9), never "none", and takes no unsigned JWT at its resources.',
      checks: ['authentication/9/id-token', 'security/resource/unsecured-jwt'],
      breaks: [
        {
          way: 'issues the id_token as an unsecured JWT (alg "none")',
          kind: 'other',
          checks: ['authentication/9/id-token'],
          fault: 'id-token-alg-none',
        },
        UNSIGNED_WAYS[0],
      ],
    },
    {
      id: 'rfc8725/3.2/agility',
      keyword: 'MUST',
      section: '3.2 Use Appropriate Algorithms',
      quote: 'Applications MUST therefore be designed to enable cryptographic agility.',
      reading: 'A design property: the service can change algorithms as they age.',
      notObservable:
        'how the service is designed is not a property of any answer; the algorithms it uses today are rfc8725/3.2/current-algorithms',
    },
    {
      id: 'rfc8725/3.2/no-none-generated',
      keyword: 'SHOULD NOT',
      section: '3.2 Use Appropriate Algorithms',
      quote: 'JWT libraries SHOULD NOT generate JWTs using "none" unless explicitly requested to do so by the caller.',
      reading: 'The service’s ID tokens are never unsecured (the spec asks ES256).',
      checks: ['authentication/9/id-token'],
      breaks: [
        {
          way: 'issues the id_token as an unsecured JWT (alg "none")',
          kind: 'other',
          checks: ['authentication/9/id-token'],
          fault: 'id-token-alg-none',
        },
      ],
    },
    {
      id: 'rfc8725/3.2/no-none-consumed',
      keyword: 'SHOULD NOT',
      section: '3.2 Use Appropriate Algorithms',
      quote: 'Similarly, JWT libraries SHOULD NOT consume JWTs using "none" unless explicitly requested by the caller.',
      reading:
        'An unsigned JWT with the member’s claims is no access token at any resource (the spec’s tokens are bearer credentials: nothing asks for unsigned ones).',
      checks: ['security/resource/unsecured-jwt'],
      breaks: [...UNSIGNED_WAYS],
    },
    {
      id: 'rfc8725/3.2/no-rsa1_5',
      keyword: 'SHOULD',
      section: '3.2 Use Appropriate Algorithms',
      quote:
        'Applications SHOULD follow these algorithm-specific recommendations: … Avoid all RSA-PKCS1 v1.5 encryption algorithms ([RFC8017], Section 7.2), preferring RSAES-OAEP ([RFC8017], Section 7.1).',
      reading: 'Only for JWE encryption.',
      notApplicable: NOT_ENCRYPTED,
    },
    {
      id: 'rfc8725/3.2/deterministic-ecdsa',
      keyword: 'SHOULD',
      section: '3.2 Use Appropriate Algorithms',
      quote: 'To counter these attacks, JWT libraries SHOULD implement ECDSA using the deterministic approach defined in [RFC6979].',
      reading: 'The ES256 signatures of the service’s ID tokens use RFC 6979 nonces.',
      notObservable:
        'a deterministic signature verifies like one with a random nonce, and the service never signs the same content twice (each ID token has its own iat, nonce and jti), so no answer tells them apart',
    },
    {
      id: 'rfc8725/3.3/validate-all',
      keyword: 'MUST',
      section: '3.3 Validate All Cryptographic Operations',
      quote:
        'All cryptographic operations used in the JWT MUST be validated and the entire JWT MUST be rejected if any of them fail to validate.',
      reading:
        'A JWT whose signature does not verify is refused wherever the service takes one: the member’s access token altered by its holder at the resources, an id_token_hint with this origin’s iss and kid and a broken signature, an altered access token at introspection (active: false). Over every JWT input of the surface model (the relation jwt-forged): the genuine JWT of each place with its signature stripped (its alg kept), and with one character of it changed where no check above does so → never taken.',
      checks: ['rfc6750/5.2/integrity', 'oidc-core/3.1.2.2/id-token-hint-issuer', 'rfc7662/4/signature', 'rfc8725/3.3/validate-all'],
      breaks: [
        {
          way: 'decodes an at+jwt access token and trusts its claims without verifying its signature',
          kind: 'other',
          checks: ['rfc6750/5.2/integrity'],
          fault: 'bearer-signature-unchecked',
        },
        FORGED_HINT_WAYS[1],
        {
          way: 'reports an access token whose signature does not verify as active at introspection',
          kind: 'place',
          checks: ['rfc7662/4/signature'],
          fault: 'introspect-signature-unchecked',
        },
        ...STRIPPED_WAYS,
        ASSERTION_WAYS.stripped,
      ],
    },
    {
      id: 'rfc8725/3.3/nested',
      keyword: 'MUST',
      section: '3.3 Validate All Cryptographic Operations',
      quote:
        'This is true not only of JWTs with a single set of Header Parameters but also for Nested JWTs in which both outer and inner operations MUST be validated using the keys and algorithms supplied by the application.',
      reading: 'Only for nested (signed, then encrypted) JWTs.',
      notApplicable: NOT_ENCRYPTED,
    },
    {
      id: 'rfc8725/3.4/ecdh-validation',
      keyword: 'MUST',
      section: '3.4 Validate Cryptographic Inputs',
      quote:
        'For the NIST prime-order curves P-256, P-384, and P-521, validation MUST be performed according to Section 5.6.2.3.4 (ECC Partial Public-Key Validation Routine) of "Recommendation for Pair-Wise Key-Establishment Schemes Using Discrete Logarithm Cryptography" [nist-sp-800-56a-r3].',
      reading: 'Only for a recipient that decrypts ECDH-ES JWEs.',
      notApplicable: NOT_ENCRYPTED,
    },
    {
      id: 'rfc8725/3.5/key-entropy',
      keyword: 'MUST',
      section: '3.5 Ensure Cryptographic Keys Have Sufficient Entropy',
      quote:
        'The Key Entropy and Random Values advice in Section 10.1 of [RFC7515] and the Password Considerations in Section 8.8 of [RFC7518] MUST be followed.',
      reading:
        'The service’s keys have the entropy their algorithms need: its ES256 signing key, and any secret keying an HMAC (a client_secret, where HS256 or client_secret_jwt is advertised).',
      notObservable:
        'how a private key was generated is not visible in what it signs; the client secrets the service issues are judged for guessability by rfc6749/10.10/guess-probability, and as HMAC keys by rfc8725/3.5/no-password-hmac',
    },
    {
      id: 'rfc8725/3.5/no-password-hmac',
      keyword: 'MUST NOT',
      section: '3.5 Ensure Cryptographic Keys Have Sufficient Entropy',
      quote: 'In particular, human-memorizable passwords MUST NOT be directly used as the key to a keyed-MAC algorithm such as "HS256".',
      reading:
        'The service signs with ES256. Where it advertises an HMAC algorithm (HS256 in id_token_signing_alg_values_supported, client_secret_jwt), the key is the client_secret it issued, which must be no password a person could remember.',
      untested:
        'Where the metadata lists HS256, HS384 or HS512 for ID tokens or client authentication: the client_secret of a registered confidential client is at least 128 bits of base64url or hex (as rfc6749/10.10/guess-probability judges), and an HS256 ID token issued to it verifies with that secret; a registration that lets the client choose a short secret as its key is refused.',
    },
    {
      id: 'rfc8725/3.6/no-compression',
      keyword: 'SHOULD NOT',
      section: '3.6 Avoid Compression of Encryption Inputs',
      quote:
        'Compression of data SHOULD NOT be done before encryption, because such compressed data often reveals information about the plaintext.',
      reading: 'Only for encrypted JWTs (the "zip" header).',
      notApplicable: NOT_ENCRYPTED,
    },
    {
      id: 'rfc8725/3.7/utf-8',
      keyword: 'MUST',
      section: '3.7 Use UTF-8',
      quote: 'Implementations and applications MUST do this and not use or admit the use of other Unicode encodings for these purposes.',
      reading: 'The header and claims of the JWTs the service issues are UTF-8 JSON; JWTs it takes in another encoding are refused.',
      untested:
        'The header and payload of the member’s ID token (and access token, where it is a JWS) decoded with a UTF-8 decoder that fails on an invalid sequence, and a UTF-16 or UTF-32 byte order mark at their start: none. (A JWT in UTF-16 that the service would take needs its signature, which only an unsigned or HMAC-forged JWT has: those are refused already, rfc8725/3.1.)',
    },
    {
      id: 'rfc8725/3.8/issuer-keys',
      keyword: 'MUST',
      section: '3.8 Validate Issuer and Subject',
      quote:
        'When a JWT contains an "iss" (issuer) claim, the application MUST validate that the cryptographic keys used for the cryptographic operations in the JWT belong to the issuer.',
      reading:
        'An id_token_hint that names this origin as iss but is signed by a key the harness made (or whose signature does not verify) never signs the member in (oidc-core/3.1.2.2/id-token-hint-issuer). Over every other JWT input of the surface model (the relation jwt-forged): the genuine JWT of each place signed by a key the harness made, with a kid its issuer’s key set lacks, then with that key embedded in its header (jwk) → never taken: no member data at the resources, "active": false at introspection.',
      checks: ['oidc-core/3.1.2.2/id-token-hint-issuer', 'rfc8725/3.8/issuer-keys'],
      breaks: [...FORGED_HINT_WAYS, ...UNKNOWN_KEY_WAYS, ASSERTION_WAYS.embedded],
    },
    {
      id: 'rfc8725/3.8/issuer-keys-reject',
      keyword: 'MUST',
      section: '3.8 Validate Issuer and Subject',
      quote: 'If they do not, the application MUST reject the JWT.',
      reading: 'The same hints are refused: an error or the sign-in page, never a code.',
      checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
      breaks: [...FORGED_HINT_WAYS],
    },
    {
      id: 'rfc8725/3.8/subject',
      keyword: 'MUST',
      section: '3.8 Validate Issuer and Subject',
      quote:
        'Similarly, when the JWT contains a "sub" (subject) claim, the application MUST validate that the subject value corresponds to a valid subject and/or issuer-subject pair at the application.',
      reading: `A JWT the service takes that names a subject it does not know, or one the issuer may not speak for, is refused (the relation jwt-forged, way other-issuer): where the metadata offers private_key_jwt, a client registered with its own JWK Set signs an assertion whose iss and sub name another client, then a client_id never issued → refused at the token, revocation and introspection endpoints; an id_token_hint the other origin issued to its member (an issuer-subject pair of another issuer) signs nobody in; where Request Objects are advertised, one the client signed whose iss names another client, then a client_id never issued → an error, no consent page.`,
      checks: ['rfc8725/3.8/subject-reject'],
      breaks: [OTHER_ISSUER_WAYS[0], ASSERTION_WAYS.otherClient],
    },
    {
      id: 'rfc8725/3.8/subject-reject',
      keyword: 'MUST',
      section: '3.8 Validate Issuer and Subject',
      quote: 'If the issuer, subject, or the pair are invalid, the application MUST reject the JWT.',
      reading:
        'A JWT of another issuer is rejected wherever the service takes one (the relation jwt-forged): the ID token the other origin (a second site of the platform, an issuer of its own) issued to its member, as id_token_hint here, nobody signed in → an error or the sign-in page, never a code; where a refresh or registration access token is a JWS, the other origin’s → refused. The other origin’s member token at the resources and at introspection is judged by authentication/8/other-origin and rfc7662/4/audience.',
      checks: ['rfc8725/3.8/subject-reject'],
      breaks: [...OTHER_ISSUER_WAYS, ASSERTION_WAYS.otherClient],
    },
    {
      id: 'rfc8725/3.9/aud-present',
      keyword: 'MUST',
      section: '3.9 Use and Validate Audience',
      quote:
        'If the same issuer can issue JWTs that are intended for use by more than one relying party or application, the JWT MUST contain an "aud" (audience) claim that can be used to determine whether the JWT is being used by an intended party or was substituted by an attacker at an unintended party.',
      reading:
        'The service issues ID tokens to many clients: each names its client as aud (the spec: aud equals the client_id), so a client can tell an ID token meant for another.',
      checks: ['authentication/9/aud'],
      breaks: [
        {
          way: 'names the site origin, not the client_id, as the ID token’s aud',
          kind: 'confusion',
          checks: ['authentication/9/aud'],
          fault: 'id-token-wrong-aud',
        },
        {
          way: 'adds the site origin to the ID token’s aud beside the client_id',
          kind: 'near-miss',
          checks: ['authentication/9/aud'],
          fault: 'id-token-aud-extra',
        },
      ],
    },
    {
      id: 'rfc8725/3.9/aud-validated',
      keyword: 'MUST',
      section: '3.9 Use and Validate Audience',
      quote:
        'In such cases, the relying party or application MUST validate the audience value, and if the audience value is not present or not associated with the recipient, it MUST reject the JWT.',
      reading:
        'The service as recipient of access tokens: a member token bound to the other origin (its audience) is refused at this origin’s resources (authentication/8/other-origin), whatever its format. The JWTs addressed to the service itself: rfc8725/3.9/aud-validated-assertions.',
      checks: ['authentication/8/other-origin'],
      breaks: [...OTHER_ORIGIN_TOKEN_WAYS],
    },
    {
      id: 'rfc8725/3.9/aud-validated-assertions',
      keyword: 'MUST',
      section: '3.9 Use and Validate Audience',
      quote:
        'In such cases, the relying party or application MUST validate the audience value, and if the audience value is not present or not associated with the recipient, it MUST reject the JWT.',
      reading: `The same sentence at the JWTs whose audience is the service itself, ${ASSERTIONS}.`,
      untested: `${ASSERTIONS}: a client assertion and a request object, each signed by the client’s own key, with no aud, then with aud naming another server (https://as.example) → refused (invalid_client, invalid_request_object).`,
    },
    {
      id: 'rfc8725/3.10/no-blind-fetch',
      keyword: 'SHOULD',
      section: '3.10 Do Not Trust Received Claims',
      quote:
        'Applications SHOULD protect against such attacks, e.g., by matching the URL to a whitelist of allowed locations and ensuring no cookies are sent in the GET request.',
      reading:
        'A JWT the service takes that names a key URL in its header (jku, x5u) does not make it fetch that URL blindly: it fetches nothing, or only an allowed location.',
      untested:
        'An id_token_hint, and a Bearer JWT at each resource, whose header carries jku (then x5u) naming a listener of the harness on its own loopback address (as the CIMD checks host documents): the JWT refused and the listener receives no request (against a target that cannot reach the harness, the check notes it proves nothing).',
    },
    {
      id: 'rfc8725/3.11/typ-no-prefix',
      keyword: 'RECOMMENDED',
      section: '3.11 Use Explicit Typing',
      quote:
        'Per the definition of "typ" in Section 4.1.9 of [RFC7515], it is RECOMMENDED that the "application/" prefix be omitted from the "typ" value.',
      reading:
        'A typ the service puts in its JWTs has no "application/" prefix: JWT in an ID token (rfc7519/5.1/typ asks for that value), at+jwt in an access token that is a JWS.',
      untested:
        'The typ header of the member’s ID token and of its access token (where a JWS): not starting with "application/" (a warning).',
    },
    {
      id: 'rfc8725/3.11/secevent',
      keyword: 'SHOULD',
      section: '3.11 Use Explicit Typing',
      quote: 'Therefore, for example, the "typ" value used to explicitly include a type for a SET SHOULD be "secevent+jwt".',
      reading: 'Only for Security Event Tokens.',
      notApplicable: 'the service issues no Security Event Tokens (RFC 8417)',
    },
    {
      id: 'rfc8725/3.11/media-type-name',
      keyword: 'RECOMMENDED',
      section: '3.11 Use Explicit Typing',
      quote:
        'When explicit typing is employed for a JWT, it is RECOMMENDED that a media type name of the format "application/example+jwt" be used, where "example" is replaced by the identifier for the specific kind of JWT.',
      reading: 'An explicitly typed JWT of the service names its kind as <kind>+jwt (at+jwt for an access token).',
      untested:
        'Where the member’s access token is a JWS with a typ other than JWT: the typ is of the form <kind>+jwt (a warning otherwise).',
    },
    {
      id: 'rfc8725/3.11/nested-typ',
      keyword: 'MUST',
      section: '3.11 Use Explicit Typing',
      quote:
        'When applying explicit typing to a Nested JWT, the "typ" Header Parameter containing the explicit type value MUST be present in the inner JWT of the Nested JWT (the JWT whose payload is the JWT Claims Set).',
      reading: 'Only for nested JWTs.',
      notApplicable: NOT_ENCRYPTED,
    },
    {
      id: 'rfc8725/3.11/explicit-typing',
      keyword: 'RECOMMENDED',
      section: '3.11 Use Explicit Typing',
      quote: 'Explicit typing is RECOMMENDED for new uses of JWTs.',
      reading:
        'ID tokens are an existing use (OpenID Connect sets no typ); a JWT access token is a newer one (RFC 9068 types it at+jwt). The service’s access tokens, where they are JWSs, carry an explicit type.',
      untested:
        'Where the member’s access token is a JWS: its header has a typ other than JWT (at+jwt or application/at+jwt), a warning otherwise.',
    },
    {
      id: 'rfc8725/3.12/exclusive-rules',
      keyword: 'MUST',
      section: '3.12 Use Mutually Exclusive Validation Rules for Different Kinds of JWTs',
      quote: EXCLUSIVE,
      reading:
        'The service issues ID tokens and access tokens from one issuer: its resources refuse an ID token as an access token (security/resource/access-tokens-only). At the authorization endpoint: rfc8725/3.12/exclusive-hint.',
      checks: ['security/resource/access-tokens-only'],
      breaks: [
        ID_TOKEN_AS_ACCESS,
        {
          way: 'takes the ID token at the admin API only',
          kind: 'place',
          checks: ['security/resource/access-tokens-only'],
          fault: 'admin-accepts-id-token',
        },
      ],
    },
    {
      id: 'rfc8725/3.12/exclusive-hint',
      keyword: 'MUST',
      section: '3.12 Use Mutually Exclusive Validation Rules for Different Kinds of JWTs',
      quote: EXCLUSIVE,
      reading: 'The same sentence at the authorization endpoint: only an ID token is an id_token_hint.',
      untested:
        'Nobody signed in, then members[1] signed in: id_token_hint = members[0]’s access token (where it is a JWS signed by this issuer) → treated as no valid hint: an error, or the sign-in page (then, members[1] signed in, no code for members[0]); never a code for members[0] without their sign-in.',
    },
    {
      id: 'rfc8725/3.12/explicit-typing',
      keyword: 'RECOMMENDED',
      section: '3.12 Use Mutually Exclusive Validation Rules for Different Kinds of JWTs',
      quote: 'As discussed in Section 3.11, for new JWT applications, the use of explicit typing is RECOMMENDED.',
      reading: 'Restates rfc8725/3.11/explicit-typing.',
      untested: 'Judged with rfc8725/3.11/explicit-typing.',
    },
  ],
} as const satisfies Source;
