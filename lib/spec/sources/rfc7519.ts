// The requirement inventory of RFC 7519 JSON Web Token (lib/spec/sources/types.ts).
// The producer's rules for the ID token\u2019s claims and header; validation rules for recipients are
// out, except where the service itself accepts JWTs.
import type { Source } from './types.ts';
import { ID_TOKEN_IAT_STRING } from './id-token-ways.ts';

export const rfc7519 = {
  id: 'rfc7519',
  cite: 'RFC 7519',
  title: 'RFC 7519 JSON Web Token',
  scope: 'the claims of the ID token (and of JWT access tokens, where issued)',
  cites: ['rfc8725', 'rfc7515', 'rfc7516', 'rfc7518', 'rfc8259', 'rfc3986', 'rfc3629'],
  requirements: [
    {
      id: 'rfc7519/2/string-or-uri',
      keyword: 'MUST',
      section: '2 Terminology',
      quote:
        'A JSON string value, with the additional requirement that while arbitrary string values MAY be used, any value containing a ":" character MUST be a URI [RFC3986].',
      reading: 'iss and aud (StringOrURI) are URIs when they hold ":": iss is the origin URL, aud the client_id as issued.',
      checks: ['authentication/9/iss', 'authentication/9/aud'],
      breaks: [
        { way: 'an iss holding a colon that is no URI', kind: 'other', checks: ['authentication/9/iss'], fault: 'id-token-iss-not-uri' },
      ],
    },
    {
      id: 'rfc7519/4/unique-claims',
      keyword: 'MUST',
      section: '4 JWT Claims',
      quote: 'The Claim Names within a JWT Claims Set MUST be unique;',
      reading:
        'the ID token\u2019s payload, decoded as text, names each claim once (a second sub or aud would be read differently by different parsers).',
      checks: ['rfc7519/4/unique-claims'],
      breaks: [{ way: 'a claim named twice', kind: 'other', checks: ['rfc7519/4/unique-claims'], fault: 'id-token-duplicate-claim' }],
    },
    {
      id: 'rfc7519/4.1.2/sub-unique',
      keyword: 'MUST',
      section: '4.1.2 "sub" (Subject) Claim',
      quote: 'The subject value MUST either be scoped to be locally unique in the context of the issuer or be globally unique.',
      reading: 'as oidc-core/5.7/sub-stable: two members never share a sub.',
      checks: ['rfc7519/4.1.2/sub-unique'],
      breaks: [
        { way: 'one sub for every member', kind: 'grant-shape', checks: ['rfc7519/4.1.2/sub-unique'], fault: 'id-token-sub-shared' },
      ],
    },
    {
      id: 'rfc7519/4.1.4/exp-numericdate',
      keyword: 'MUST',
      section: '4.1.4 "exp" (Expiration Time) Claim',
      quote: 'Its value MUST be a number containing a NumericDate value.',
      reading: 'the ID token\u2019s exp is a JSON number (seconds), not a string.',
      checks: ['authentication/9/exp'],
      breaks: [
        { way: 'an exp that is a string', kind: 'other', checks: ['authentication/9/exp'], fault: 'id-token-exp-string' },
        { way: 'an exp in milliseconds', kind: 'other', checks: ['limits/id-token-lifetime'], fault: 'id-token-exp-ms' },
      ],
    },
    {
      id: 'rfc7519/4.1.4/exp-not-accepted',
      keyword: 'MUST NOT',
      section: '4.1.4 "exp" (Expiration Time) Claim',
      quote:
        'The "exp" (expiration time) claim identifies the expiration time on or after which the JWT MUST NOT be accepted for processing.',
      reading:
        'A JWT the service takes is refused on or after its exp, where the harness can make one that has expired with its issuer’s signature: a client’s own JWTs (client assertions, request objects, where advertised), signed with exp in the past (the relation jwt-forged). The server’s own JWTs expire only with time: their lifetimes are judged by the lifetimes relation; an expired ID token is still a hint (OIDC Core §3.1.2.1 sets no exp rule for id_token_hint).',
      checks: ['rfc7519/4.1.4/exp-not-accepted'],
      breaks: [
        {
          way: 'takes at the token endpoint an expired client assertion the client signed',
          kind: 'after-event',
          checks: ['rfc7519/4.1.4/exp-not-accepted'],
          fault: 'token-assertion-expired',
        },
        {
          way: 'takes it at introspection',
          kind: 'place',
          checks: ['rfc7519/4.1.4/exp-not-accepted'],
          fault: 'introspect-assertion-expired',
        },
        {
          way: 'takes an expired Request Object the client signed',
          kind: 'place',
          checks: ['rfc7519/4.1.4/exp-not-accepted'],
          fault: 'authorize-request-object-expired',
        },
      ],
    },
    {
      id: 'rfc7519/4.1.6/iat-numericdate',
      keyword: 'MUST',
      section: '4.1.6 "iat" (Issued At) Claim',
      quote: 'Its value MUST be a number containing a NumericDate value.',
      reading: 'the ID token\u2019s iat (required there by OIDC Core §2) is a JSON number of seconds.',
      checks: ['oidc-core/2/iat'],
      breaks: [ID_TOKEN_IAT_STRING],
    },
    {
      id: 'rfc7519/4.1.5/nbf-numericdate',
      keyword: 'MUST',
      section: '4.1.5 "nbf" (Not Before) Claim',
      quote: 'Its value MUST be a number containing a NumericDate value.',
      reading:
        'an ID token with nbf has a NumericDate there: a JSON number (of seconds since 1970; fractions allowed). The sentence fixes the type only: an nbf later than the token response is noted, not failed (when a token becomes valid is the issuer\u2019s to say).',
      checks: ['rfc7519/4.1.5/nbf-numericdate'],
      breaks: [{ way: 'an nbf that is a string', kind: 'other', checks: ['rfc7519/4.1.5/nbf-numericdate'], fault: 'id-token-nbf-string' }],
    },
    {
      id: 'rfc7519/4.1.7/jti',
      keyword: 'MUST',
      section: '4.1.7 "jti" (JWT ID) Claim',
      quote:
        'The identifier value MUST be assigned in a manner that ensures that there is a negligible probability that the same value will be accidentally assigned to a different data object;',
      reading: 'ID tokens with jti never repeat one.',
      checks: ['rfc7519/4.1.7/jti'],
      breaks: [{ way: 'one jti for every ID token', kind: 'other', checks: ['rfc7519/4.1.7/jti'], fault: 'id-token-fixed-jti' }],
    },
    {
      id: 'rfc7519/5.1/typ',
      keyword: 'RECOMMENDED',
      section: '5.1 "typ" (Type) Header Parameter',
      quote: 'If present, it is RECOMMENDED that its value be "JWT" to indicate that this object is a JWT.',
      reading: 'the ID token\u2019s typ, when present, is "JWT" (any case).',
      checks: ['rfc7519/5.1/typ'],
      breaks: [{ way: 'a typ other than JWT', kind: 'other', checks: ['rfc7519/5.1/typ'], fault: 'id-token-typ-jwe' }],
    },
    {
      id: 'rfc7519/5.2/cty',
      keyword: 'NOT RECOMMENDED',
      section: '5.2 "cty" (Content Type) Header Parameter',
      quote:
        'In the normal case in which nested signing or encryption operations are not employed, the use of this Header Parameter is NOT RECOMMENDED.',
      reading: 'the ID token is not nested, so its header has no cty.',
      checks: ['rfc7519/5.2/cty'],
      breaks: [{ way: 'a cty though the ID token is not nested', kind: 'other', checks: ['rfc7519/5.2/cty'], fault: 'id-token-cty' }],
    },
    {
      id: 'rfc7519/7.2/unsecured',
      keyword: 'MUST',
      section: '7.2 Validating a JWT',
      quote: 'If any of the listed steps fail, then the JWT MUST be rejected -- that is, treated by the application as an invalid input.',
      reading:
        'where the service accepts JWTs (Bearer tokens at its resources, an id_token_hint at the authorization endpoint), a JWT whose signature fails (alg none, HS256 keyed with the public key, its own token changed by the holder) is refused.',
      checks: [
        'security/resource/unsecured-jwt',
        'security/resource/alg-confusion',
        'rfc6750/5.2/integrity',
        'oidc-core/3.1.2.2/id-token-hint-issuer',
      ],
      breaks: [
        {
          way: 'serves a JWT whose signature step fails because it has none ("alg": "none", any spelling of it)',
          kind: 'other',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'bearer-accepts-none-case',
        },
        {
          way: 'serves an HS256 JWT keyed with the server’s public key (its JWK, or its PEM)',
          kind: 'confusion',
          checks: ['security/resource/alg-confusion'],
          fault: 'bearer-hs256-public-pem',
        },
        {
          way: 'serves its own access token after its holder changed the payload or the signature (the signature step skipped)',
          kind: 'other',
          checks: ['rfc6750/5.2/integrity'],
          fault: 'bearer-signature-unchecked',
        },
        {
          way: 'rejects a failed JWT at UserInfo and /account/graphql but not at /mcp',
          kind: 'place',
          checks: ['security/resource/unsecured-jwt'],
          fault: 'mcp-accepts-unsigned-jwt',
        },
        {
          way: 'accepts an id_token_hint whose signature does not validate at the authorization endpoint',
          kind: 'place',
          checks: ['oidc-core/3.1.2.2/id-token-hint-issuer'],
          fault: 'authorize-id-token-hint-trusted',
        },
      ],
    },
    {
      id: 'rfc7519/8/implementation',
      keyword: 'MUST',
      section: '8 Implementation Requirements',
      quote:
        'Of the signature and MAC algorithms specified in JSON Web Algorithms [JWA], only HMAC SHA-256 ("HS256") and "none" MUST be implemented by conforming JWT implementations.',
      reading: 'what a JWT library must implement.',
      notApplicable: 'a requirement on JWT libraries; the service signs ID tokens with ES256 and accepts no unsecured JWT',
    },
  ],
} as const satisfies Source;
