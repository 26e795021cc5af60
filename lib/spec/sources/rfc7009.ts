// The requirement inventory of RFC 7009 Token Revocation (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import { REVOKED_ACCESS_TOKEN_WAYS } from './resource-ways.ts';
import { REVOKE_REFRESH_NOOP_200 } from './token-ways.ts';

const TLS =
  'the transport (TLS and its version) is below the HTTP the harness speaks: it uses whatever origin it is given, and the references serve loopback http';

export const rfc7009 = {
  id: 'rfc7009',
  cite: 'RFC 7009',
  title: 'RFC 7009 Token Revocation',
  scope: 'the revocation endpoint /api/oauth/revoke',
  cites: ['rfc6749', 'rfc9110', 'form-urlencoded', 'tls', 'rfc6819'],
  requirements: [
    {
      id: 'rfc7009/2/refresh-tokens',
      keyword: 'MUST',
      section: '2 Token Revocation',
      quote:
        'Implementations MUST support the revocation of refresh tokens and SHOULD support the revocation of access tokens (see Implementation Note).',
      reading:
        'The MUST half: the client posts its refresh token to the revocation endpoint (200) and the refresh grant with it is then refused. A server that broke it answers 200 and keeps honouring the refresh token.',
      checks: ['authentication/11/revoke-refresh'],
      breaks: [REVOKE_REFRESH_NOOP_200],
    },
    {
      id: 'rfc7009/2/access-tokens',
      keyword: 'SHOULD',
      section: '2 Token Revocation',
      quote:
        'Implementations MUST support the revocation of refresh tokens and SHOULD support the revocation of access tokens (see Implementation Note).',
      reading:
        'The SHOULD half, which the spec (Authentication 11: "an access or refresh token") makes a MUST: a revoked access token is refused (401) at UserInfo and /account/graphql. A server that broke it answers 200 and the token keeps working.',
      checks: ['authentication/11/revoke-access'],
      breaks: [...REVOKED_ACCESS_TOKEN_WAYS],
    },
    {
      id: 'rfc7009/2/endpoint-url',
      keyword: 'MUST',
      section: '2 Token Revocation',
      quote: 'This URL MUST conform to the rules given in [RFC6749], Section 3.1.',
      reading:
        'The advertised revocation_endpoint is an absolute URI with no fragment (RFC 6749 §3.1): endpoints/discovery/authorization-server/endpoints judges it with the other endpoints of the spec (absolute http(s), a non-empty fragment refused; a bare trailing "#" passes it, as for the RFC 6749 §3.1 entries).',
      checks: ['endpoints/discovery/authorization-server/endpoints'],
      breaks: [
        {
          way: 'advertises revocation_endpoint with a fragment (RFC 6749 §3.1)',
          kind: 'other',
          checks: ['endpoints/discovery/authorization-server/endpoints'],
          fault: 'asm-revocation-endpoint-fragment',
        },
      ],
    },
    {
      id: 'rfc7009/2/https-url',
      keyword: 'MUST',
      section: '2 Token Revocation',
      quote:
        'Since requests to the token revocation endpoint result in the transmission of plaintext credentials in the HTTP request, URLs for token revocation endpoints MUST be HTTPS URLs.',
      reading:
        'When {base_url} is https, the advertised revocation_endpoint is an https URL. Judged only against an https origin: the references run on loopback http, where every endpoint is http.',
      checks: ['rfc7009/2/https-url'],
      breaks: [
        {
          way: 'advertises an http revocation_endpoint on an https service',
          kind: 'other',
          checks: ['rfc7009/2/https-url'],
          fault: 'asm-revocation-http',
        },
      ],
    },
    {
      id: 'rfc7009/2/tls',
      keyword: 'MUST',
      section: '2 Token Revocation',
      quote:
        'The authorization server MUST use Transport Layer Security (TLS) [RFC5246] in a version compliant with [RFC6749], Section 1.6.',
      reading: 'The revocation endpoint is served over TLS of an acceptable version.',
      notObservable: TLS,
    },
    {
      id: 'rfc7009/2/http-twin',
      keyword: 'SHOULD',
      section: '2 Token Revocation',
      quote:
        'If the host of the token revocation endpoint can also be reached over HTTP, then the server SHOULD also offer a revocation service at the corresponding HTTP URI, but it MUST NOT publish this URI as a token revocation endpoint.',
      reading: 'The SHOULD half: a token sent by mistake to the http twin of the https endpoint is revoked as well.',
      notObservable:
        'the http twin of an https origin is another origin, which the harness never contacts (it talks only to the configured origins)',
    },
    {
      id: 'rfc7009/2/http-not-published',
      keyword: 'MUST NOT',
      section: '2 Token Revocation',
      quote:
        'If the host of the token revocation endpoint can also be reached over HTTP, then the server SHOULD also offer a revocation service at the corresponding HTTP URI, but it MUST NOT publish this URI as a token revocation endpoint.',
      reading:
        'The MUST NOT half: the metadata never advertises an http revocation_endpoint for an https service. Judged like rfc7009/2/https-url, only against an https origin.',
      checks: ['rfc7009/2/https-url'],
      breaks: [
        {
          way: 'publishes the http twin of the revocation endpoint as revocation_endpoint',
          kind: 'other',
          checks: ['rfc7009/2/https-url'],
          fault: 'asm-revocation-http',
        },
      ],
    },
    {
      id: 'rfc7009/2.1/hint-extends-search',
      keyword: 'MUST',
      section: '2.1 Revocation Request',
      quote:
        'If the server is unable to locate the token using the given hint, it MUST extend its search across all of its supported token types.',
      reading:
        'A wrong token_type_hint does not save the token: the member client revokes its access token with token_type_hint=refresh_token → 200, and the access token is then refused at UserInfo and /account/graphql. A server that looked only among the hinted kind would answer 200 (an unknown token) and leave the token valid.',
      checks: ['rfc7009/2.1/hint-extends-search'],
      breaks: [
        {
          way: 'looks for the token only among the hinted kind: an access token revoked with token_type_hint=refresh_token stays valid',
          kind: 'confusion',
          checks: ['rfc7009/2.1/hint-extends-search'],
          fault: 'revoke-hint-only',
        },
      ],
    },
    {
      id: 'rfc7009/2.1/refresh-revokes-grant-access',
      keyword: 'SHOULD',
      section: '2.1 Revocation Request',
      quote:
        'If the particular token is a refresh token and the authorization server supports the revocation of access tokens, then the authorization server SHOULD also invalidate all access tokens based on the same authorization grant (see Implementation Note).',
      reading:
        "This service revokes access tokens (Authentication 11), so revoking a refresh token also ends the access tokens of its grant: the access token issued with it is refused (401) at UserInfo and /account/graphql afterwards. A server that broke it keeps serving the grant's access token after the refresh token is revoked (a warning).",
      checks: ['rfc7009/2.1/refresh-revokes-grant-access'],
      breaks: [
        {
          way: "revokes the refresh token alone: the grant's access token keeps working",
          kind: 'after-event',
          checks: ['rfc7009/2.1/refresh-revokes-grant-access'],
          fault: 'revoke-refresh-alone',
        },
      ],
    },
    {
      id: 'rfc7009/5/dos-countermeasures',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote:
        'Appropriate countermeasures, which should be in place for the token endpoint as well, MUST be applied to the revocation endpoint (see [RFC6819], Section 4.4.1.11).',
      reading:
        'Rate limiting or similar protection at the revocation endpoint against clients flooding it. The fuzz suite judges only that bounded malformed requests never cause a 5xx or a hang (errors/invalid_request).',
      notObservable:
        'a countermeasure against denial of service shows only under load, which the harness (bounded, sharing the target) does not send',
    },
    {
      id: 'rfc7009/5/hint-dos',
      keyword: 'MUST',
      section: '5 Security Considerations',
      quote: 'Care MUST be taken to prevent malicious clients from exploiting this feature to launch denial-of-service attacks.',
      reading: 'Invalid token_type_hint values do not make each revocation request expensive for the server.',
      notObservable: 'the cost of a lookup inside the server is not visible from outside without load the harness does not send',
    },
  ],
} as const satisfies Source;
