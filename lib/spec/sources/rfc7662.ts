// The requirement inventory of RFC 7662 Token Introspection (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import {
  EXPIRY_ACCESS,
  INACTIVE_ERROR,
  INTROSPECT_ACTIVE_WAYS,
  INTROSPECT_ANYONE,
  INTROSPECT_INACTIVE_REASON_REVOKED,
  INTROSPECT_INACTIVE_REASON_UNKNOWN,
  INTROSPECT_REVOKED_ACTIVE,
} from './token-ways.ts';

const TLS =
  'the transport (TLS and its version) is below the HTTP the harness speaks: it uses whatever origin it is given, and the references serve loopback http';

export const rfc7662 = {
  id: 'rfc7662',
  cite: 'RFC 7662',
  title: 'RFC 7662 Token Introspection',
  scope: 'the introspection endpoint, where binding to the origin is reported (spec Authentication 8)',
  cites: ['rfc6749', 'rfc6750', 'rfc7519', 'rfc8259', 'rfc9110', 'form-urlencoded', 'tls'],
  requirements: [
    {
      id: 'rfc7662/2/tls',
      keyword: 'MUST',
      section: '2 Introspection Endpoint',
      quote: 'The introspection endpoint MUST be protected by a transport-layer security mechanism as described in Section 4.',
      reading: 'The introspection endpoint is served over TLS.',
      notObservable: TLS,
    },
    {
      id: 'rfc7662/2.1/hint-extends-search',
      keyword: 'MUST',
      section: '2.1 Introspection Request',
      quote:
        'If the server is unable to locate the token using the given hint, it MUST extend its search across all of its supported token types.',
      reading:
        'A wrong token_type_hint does not make a live token look inactive: the member client introspects its live access token with token_type_hint=refresh_token → active: true. A server that searched only the hinted kind would answer active: false.',
      checks: ['rfc7662/2.1/hint-extends-search'],
      breaks: [
        {
          way: 'looks for the token only among the hinted kind: a live access token introspected with token_type_hint=refresh_token is inactive',
          kind: 'confusion',
          checks: ['rfc7662/2.1/hint-extends-search'],
          fault: 'introspect-hint-only',
        },
      ],
    },
    {
      id: 'rfc7662/2.1/undeterminable-inactive',
      keyword: 'SHOULD',
      section: '2.1 Introspection Request',
      quote:
        'If the authorization server is unable to determine the state of the token without additional information, it SHOULD return an introspection response indicating the token is not active as described in Section 2.2.',
      reading: 'Only where the server needs extra context parameters to judge a token.',
      notApplicable: 'the spec defines no additional introspection parameters: every token of the service is judged from the token alone',
    },
    {
      id: 'rfc7662/2.1/requires-authorization',
      keyword: 'MUST',
      section: '2.1 Introspection Request',
      quote:
        'To prevent token scanning attacks, the endpoint MUST also require some form of authorization to access this endpoint, such as client authentication as described in OAuth 2.0 [RFC6749] or a separate OAuth 2.0 access token such as the bearer token described in OAuth 2.0 Bearer Token Usage [RFC6750].',
      reading:
        'An introspection request that identifies no caller (no client_id, no client credentials, no bearer token) is refused (400/401, e.g. invalid_client), never answered about the token. A server that broke it would tell anyone whether a guessed token is active, and whose it is.',
      checks: ['rfc7662/2.1/requires-authorization'],
      breaks: [INTROSPECT_ANYONE],
    },
    {
      id: 'rfc7662/2.2/active',
      keyword: 'REQUIRED',
      section: '2.2 Introspection Response',
      quote: 'active REQUIRED. Boolean indicator of whether or not the presented token is currently active.',
      reading: 'Every introspection answer is HTTP 200 JSON with a boolean "active" (the introspection flows fail on anything else).',
      checks: ['authentication/8/introspection'],
      breaks: [INACTIVE_ERROR],
    },
    {
      id: 'rfc7662/2.2/extension-names',
      keyword: 'MUST',
      section: '2.2 Introspection Response',
      quote:
        'Response names intended to be used across domains MUST be registered in the "OAuth Token Introspection Response" registry defined in Section 3.1.',
      reading: 'Extra response members meant for other domains are registered with IANA.',
      notObservable: 'whether a member name is registered with IANA is not a property of any response',
    },
    {
      id: 'rfc7662/2.2/inactive-false',
      keyword: 'MUST',
      section: '2.2 Introspection Response',
      quote:
        'If the introspection call is properly authorized but the token is not active, does not exist on this server, or the protected resource is not allowed to introspect this particular token, then the authorization server MUST return an introspection response with the "active" field set to "false".',
      reading:
        'A never-issued token and a revoked token are introspected as {"active": false} (HTTP 200), not as an error. Which callers may introspect which tokens is the server\'s policy: the reference answers false for another client\'s token; that branch is not judged, since a server may let any client introspect.',
      checks: ['authentication/8/introspection'],
      breaks: [
        INACTIVE_ERROR,
        ...INTROSPECT_ACTIVE_WAYS,
        {
          way: "answers another client's token as active",
          kind: 'place',
          notApplicable:
            "which callers may introspect which tokens is the server's policy (RFC 7662 §2.1): a server may let any authenticated client introspect, so no answer there is judged",
        },
      ],
    },
    {
      id: 'rfc7662/2.2/inactive-no-details',
      keyword: 'SHOULD NOT',
      section: '2.2 Introspection Response',
      quote:
        "Note that to avoid disclosing too much of the authorization server's state to a third party, the authorization server SHOULD NOT include any additional information about an inactive token, including why the token is inactive.",
      reading:
        'The answer for an inactive token (never issued, or revoked) carries "active": false and nothing else: no reason, no client_id, sub, scope or exp. A server that broke it says why the token is inactive or whose it was (a warning).',
      checks: ['rfc7662/2.2/inactive-no-details'],
      breaks: [INTROSPECT_INACTIVE_REASON_UNKNOWN, INTROSPECT_INACTIVE_REASON_REVOKED],
    },
    {
      id: 'rfc7662/2.3/inactive-not-error',
      keyword: 'MUST',
      section: '2.3 Error Response',
      quote:
        'In these cases, the authorization server MUST instead respond with an introspection response with the "active" field set to "false" as described in Section 2.2.',
      reading: 'A properly authorized query about an inactive or unknown token gets 200 {"active": false}, not an error response.',
      checks: ['authentication/8/introspection'],
      breaks: [INACTIVE_ERROR],
    },
    {
      id: 'rfc7662/4/all-checks',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        "However, since resource servers using token introspection rely on the authorization server to determine the state of a token, the authorization server MUST perform all applicable checks against a token's state.",
      reading:
        'Introspection reports a token active only if it would be accepted: revoked and unknown tokens are inactive, a live bound token active with its aud. The single checks are the entries below.',
      checks: ['authentication/8/introspection'],
      breaks: [...INTROSPECT_ACTIVE_WAYS, EXPIRY_ACCESS],
    },
    {
      id: 'rfc7662/4/expired',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote: 'If the token can expire, the authorization server MUST determine whether or not the token has expired.',
      reading:
        'An access token past its lifetime (expires_in, else lifetimes.accessToken), or a refresh token past the one lifetimes.refreshToken declares, with the leeway, is introspected as active: false; both were active at once. Not run in a tier that does not wait that long.',
      checks: ['rfc7662/4/expired'],
      breaks: [
        EXPIRY_ACCESS,
        {
          way: 'reports a refresh token active after its lifetime ran out',
          kind: 'after-event',
          checks: ['rfc7662/4/expired'],
          fault: 'introspect-expired-active',
        },
      ],
    },
    {
      id: 'rfc7662/4/not-before',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        "If the token can be issued before it is able to be used, the authorization server MUST determine whether or not a token's valid period has started yet.",
      reading: 'Only for tokens with a start of validity later than their issue.',
      notApplicable: "the service's tokens are valid from issuance (no nbf later than iat)",
    },
    {
      id: 'rfc7662/4/revoked',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        'If the token can be revoked after it was issued, the authorization server MUST determine whether or not such a revocation has taken place.',
      reading: 'The member access token revoked through RFC 7009 is introspected as active: false.',
      checks: ['authentication/8/introspection'],
      breaks: [INTROSPECT_REVOKED_ACTIVE],
    },
    {
      id: 'rfc7662/4/signature',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote: 'If the token has been signed, the authorization server MUST validate the signature.',
      reading:
        "A JWT-shaped access token whose signature was altered is introspected as active: false. Opaque tokens have no signature; the fuzz suite's made-up tokens are not altered copies of a real one.",
      checks: ['rfc7662/4/signature'],
      breaks: [
        {
          way: "reports active a copy of the member's JWS access token with its signature altered",
          kind: 'exact-match',
          checks: ['rfc7662/4/signature'],
          fault: 'introspect-signature-unchecked',
        },
        {
          way: 'reports active a copy with alg none and no signature',
          kind: 'confusion',
          checks: ['rfc7662/4/signature'],
          fault: 'introspect-signature-unchecked',
        },
      ],
    },
    {
      id: 'rfc7662/4/audience',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        'If the token can be used only at certain resource servers, the authorization server MUST determine whether or not the token can be used at the resource server making the introspection call.',
      reading:
        'Member tokens are bound to one origin (Authentication 8): at this origin, the member token of the other origin is not reported as a token usable here (active: false, or an aud that names only the other origin).',
      checks: ['rfc7662/4/audience'],
      breaks: [
        {
          way: "reports another origin's member token active and for itself",
          kind: 'confusion',
          checks: ['rfc7662/4/audience'],
          fault: 'introspect-any-site',
        },
      ],
    },
    {
      id: 'rfc7662/4/authenticate-callers',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        'To prevent this, the authorization server MUST require authentication of protected resources that need to access the introspection endpoint and SHOULD require protected resources to be specifically authorized to call the introspection endpoint.',
      reading: 'The MUST half restates rfc7662/2.1/requires-authorization and is judged with it.',
      checks: ['rfc7662/2.1/requires-authorization'],
      breaks: [INTROSPECT_ANYONE],
    },
    {
      id: 'rfc7662/4/specifically-authorized',
      keyword: 'SHOULD',
      section: '4 Security Considerations',
      quote:
        'To prevent this, the authorization server MUST require authentication of protected resources that need to access the introspection endpoint and SHOULD require protected resources to be specifically authorized to call the introspection endpoint.',
      reading: 'The SHOULD half: which callers may introspect is a registry decision of the server.',
      notObservable:
        "whether a caller was specifically authorized is the server's registration policy; the harness has only the member client's credentials",
    },
    {
      id: 'rfc7662/4/tls-1.2',
      keyword: 'MUST',
      section: '4 Security Considerations',
      quote:
        'Since the introspection endpoint takes in OAuth 2.0 tokens as parameters and responds with information used to make authorization decisions, the server MUST support Transport Layer Security (TLS) 1.2 [RFC5246] and MAY support additional transport-layer mechanisms meeting its security requirements.',
      reading: 'TLS 1.2 at the introspection endpoint.',
      notObservable: TLS,
    },
    {
      id: 'rfc7662/4/inactive-no-claims',
      keyword: 'SHOULD NOT',
      section: '4 Security Considerations',
      quote:
        'To avoid disclosing the internal state of the authorization server, an introspection response for an inactive token SHOULD NOT contain any additional claims beyond the required "active" claim (with its value set to "false").',
      reading: 'Restates rfc7662/2.2/inactive-no-details and is judged with it.',
      checks: ['rfc7662/2.2/inactive-no-details'],
      breaks: [INTROSPECT_INACTIVE_REASON_UNKNOWN, INTROSPECT_INACTIVE_REASON_REVOKED],
    },
    {
      id: 'rfc7662/5/privacy',
      keyword: 'MUST',
      section: '5 Privacy Considerations',
      quote: 'When this is the case, measures MUST be taken to prevent disclosure of this information to unintended parties.',
      reading:
        "The member's identifiers in an introspection answer (sub, username) reach only callers entitled to them: introspection requires a caller (rfc7662/2.1/requires-authorization), and which clients may see whose tokens is the server's policy.",
      checks: ['rfc7662/2.1/requires-authorization'],
      breaks: [
        {
          way: "discloses a live token's subject to a caller with no client_id",
          kind: 'other',
          checks: ['rfc7662/2.1/requires-authorization'],
          fault: 'introspect-anyone',
        },
      ],
    },
  ],
} as const satisfies Source;
