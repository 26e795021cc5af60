// The requirement inventory of RFC 9700 OAuth 2.0 Security Best Current Practice, its server-side
// rules of §2 (best practices) and §4 (attacks and mitigations) (lib/spec/sources/types.ts).
// Rules checked by the security clauses (lib/spec/clauses/security.ts) point at those clauses.
import type { Source } from './types.ts';
import {
  ACCESS_TOKEN_IN_URL_WAYS,
  AUTHORIZE_CORS_ANY,
  AUTHORIZE_CORS_POST,
  AUTHORIZE_CORS_REFLECT,
  AUTHORIZE_PAGES_CSP_ONLY,
  AUTHORIZE_PAGES_FRAMABLE,
  AUTHORIZE_PKCE_OPTIONAL,
  AUTHORIZE_PKCE_PLAIN_ACCEPTED,
  AUTHORIZE_POST_PKCE_OPTIONAL,
  PAGES_CONSENT_CSP_ONLY,
  PAGES_CONSENT_FRAME_ANCESTORS_ANY,
  PAGES_LOGIN_FRAME_ANCESTORS_ANY,
} from './authorize-ways.ts';
import { ASM_NO_PKCE_METHODS, ASM_WAYS } from './discovery-ways.ts';
import {
  AUTHORIZE_LOOPBACK_PINNED_PORT,
  AUTHORIZE_LOOPBACK_PINNED_REGISTERED,
  AUTHORIZE_POST_CLIENT_UNCHECKED,
  AUTHORIZE_POST_REDIRECT_UNCHECKED,
  AUTHORIZE_REDIRECT_HOST_PREFIX,
  AUTHORIZE_REDIRECT_PATH_CASE,
  AUTHORIZE_REDIRECT_PERCENT_DECODED,
  AUTHORIZE_REDIRECT_PORT_IGNORED,
  AUTHORIZE_REDIRECT_QUERY_IGNORED,
  AUTHORIZE_REDIRECT_TRAILING_SLASH,
  AUTHORIZE_REDIRECT_URI_PREFIX,
  AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED,
  HTTP_REDIRECT_URI_WAYS,
} from './redirect-ways.ts';
import { REGISTER_CLIENT_CHOOSES_ID, REGISTER_CLIENT_ID_FROM_NAME } from './registration-ways.ts';
import {
  ADMIN_ANY_OPERATOR_SCOPE,
  ADMIN_IGNORES_SCOPE,
  GRAPHQL_OPERATOR_TOKEN_READS_MEMBER,
  GRAPHQL_OTHER_ORIGIN_TOKEN,
  MCP_IGNORES_SCOPE,
  MCP_OTHER_ORIGIN_TOKEN,
  OTHER_ORIGIN_TOKEN_WAYS,
  RESOURCE_403_WRONG_CODE,
  RESOURCE_NO_AUDIENCE,
} from './resource-ways.ts';
import {
  CLIENT_SECRET_UNCHECKED_WAYS,
  CODE_REPLAY_REVOKES_WAYS,
  CODE_SINGLE_USE_WAYS,
  INTROSPECT_NO_AUD,
  INTROSPECT_OTHER_CLIENT_SECRET,
  REFRESH_ANY_RESOURCE,
  REFRESH_REUSE_IGNORED,
  REFRESH_ROTATION_WAYS,
  REFRESH_SCOPE_WIDENED,
  RESOURCE_ANY_ORIGIN_TOKEN,
  REVOKE_OTHER_CLIENT_SECRET,
  TOKEN_AUDIENCE_OTHER_SITE,
  TOKEN_EMPTY_VERIFIER_UNCHECKED,
  TOKEN_OTHER_CLIENT_SECRET,
  TOKEN_PKCE_WAYS,
  TOKEN_VERIFIER_UNCHECKED,
} from './token-ways.ts';

const BEARER =
  'the spec\'s access tokens are bearer tokens (Authentication 10: "Authorization: Bearer"); neither mTLS nor DPoP is part of it';
const NO_POSTMESSAGE =
  'the service sends authorization responses only by HTTP redirect to the registered redirect_uri; it offers no in-browser (postMessage) response mode';

export const rfc9700 = {
  id: 'rfc9700',
  cite: 'RFC 9700',
  title: 'RFC 9700 Best Current Practice for OAuth 2.0 Security',
  scope: 'the server-side rules of §2 and §4: redirect URIs, PKCE, tokens, refresh tokens, clickjacking, open redirection',
  cites: [
    'rfc6749',
    'rfc6750',
    'rfc7636',
    'rfc8414',
    'rfc8252',
    'rfc9207',
    'rfc8707',
    'rfc7591',
    'oidc-core',
    'rfc9110',
    'rfc3986',
    'tls',
    'csp',
    'rfc6819',
    'rfc8705',
    'rfc9449',
    'rfc9068',
    'rfc7523',
  ],
  requirements: [
    {
      id: 'rfc9700/2.1/exact-redirect-uri',
      keyword: 'MUST',
      section: '2.1 Protecting Redirect-Based Flows',
      quote:
        'When comparing client redirection URIs against pre-registered URIs, authorization servers MUST utilize exact string matching except for port numbers in localhost redirection URIs of native apps (see Section 4.1.3).',
      reading:
        'A redirect_uri that differs from the registered one in any component but the loopback port gets an error page and no redirect; the loopback port may vary.',
      checks: ['endpoints/authorize/redirect-uri', 'limits/loopback-any-port'],
      breaks: [
        AUTHORIZE_REDIRECT_URI_PREFIX,
        AUTHORIZE_REDIRECT_PATH_CASE,
        AUTHORIZE_REDIRECT_QUERY_IGNORED,
        AUTHORIZE_REDIRECT_PORT_IGNORED,
        AUTHORIZE_LOOPBACK_PINNED_PORT,
      ],
    },
    {
      id: 'rfc9700/2.1/no-open-redirector',
      keyword: 'MUST NOT',
      section: '2.1 Protecting Redirect-Based Flows',
      quote:
        "Clients and authorization servers MUST NOT expose URLs that forward the user's browser to arbitrary URIs obtained from a query parameter (open redirectors) as described in Section 4.11.",
      reading:
        'The authorization endpoint, the URL of this service that takes a target from the query, redirects only to a registered redirect URI of a known client: unknown or missing client_id and unregistered redirect_uri values get an error page, never a redirect (fuzzed as well).',
      checks: ['endpoints/authorize/redirect-uri', 'endpoints/authorize/client-id'],
      breaks: [AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED, AUTHORIZE_POST_REDIRECT_UNCHECKED, AUTHORIZE_REDIRECT_HOST_PREFIX],
    },
    {
      id: 'rfc9700/2.1/credentials-not-forwarded',
      keyword: 'MUST',
      section: '2.1 Protecting Redirect-Based Flows',
      quote:
        'An authorization server that redirects a request potentially containing user credentials MUST avoid forwarding these user credentials accidentally (see Section 4.12 for details).',
      reading: 'Judged as rfc9700/4.12/no-307: the redirect after the sign-in form is never a 307 (or 308).',
      checks: ['rfc9700/4.12/no-307'],
      breaks: [
        {
          way: "answers the sign-in form's POST with a 307, which reposts the password",
          kind: 'other',
          checks: ['rfc9700/4.12/no-307'],
          fault: 'authorize-login-307',
        },
        {
          way: 'answers it with a 308, which reposts it just the same',
          kind: 'near-miss',
          checks: ['rfc9700/4.12/no-307'],
          fault: 'authorize-login-308',
        },
        {
          way: "answers the consent form's POST with a 307 to the redirect URI, posting the form to the client",
          kind: 'place',
          checks: ['oidc-core/16.22/no-307'],
          fault: 'authorize-consent-307',
        },
      ],
    },
    {
      id: 'rfc9700/2.1.1/support-pkce',
      keyword: 'MUST',
      section: '2.1.1 Authorization Code Grant',
      quote: 'Authorization servers MUST support PKCE [RFC7636].',
      reading: 'PKCE S256 is supported and required (spec Authentication 1); a code redeems only with its verifier.',
      checks: ['authentication/1/s256-only', 'endpoints/token/pkce-verifier'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, TOKEN_VERIFIER_UNCHECKED],
    },
    {
      id: 'rfc9700/2.1.1/enforce-verifier',
      keyword: 'MUST',
      section: '2.1.1 Authorization Code Grant',
      quote:
        'If a client sends a valid PKCE code_challenge parameter in the authorization request, the authorization server MUST enforce the correct usage of code_verifier at the token endpoint.',
      reading: 'A code redeemed with another well-formed verifier, or with none, gets no tokens.',
      checks: ['endpoints/token/pkce-verifier'],
      breaks: [...TOKEN_PKCE_WAYS, TOKEN_EMPTY_VERIFIER_UNCHECKED],
    },
    {
      id: 'rfc9700/2.1.1/downgrade',
      keyword: 'MUST',
      section: '2.1.1 Authorization Code Grant',
      quote:
        'Authorization servers MUST mitigate PKCE downgrade attacks by ensuring that a token request containing a code_verifier parameter is accepted only if a code_challenge parameter was present in the authorization request; see Section 4.8.2 for details.',
      reading:
        'The service issues no code without a code_challenge (PKCE is mandatory), so no code exists that a code_verifier could be sent with unchecked: "Authorization servers that mandate the use of PKCE ... implicitly implement this security measure" (§4.8.2).',
      checks: ['authentication/1/s256-only'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, AUTHORIZE_POST_PKCE_OPTIONAL],
    },
    {
      id: 'rfc9700/2.1.1/detect-pkce',
      keyword: 'MUST',
      section: '2.1.1 Authorization Code Grant',
      quote: 'Authorization servers MUST provide a way to detect their support for PKCE.',
      reading: 'The authorization-server metadata states code_challenge_methods_supported: exactly ["S256"].',
      checks: ['authentication/1/s256-only'],
      breaks: [
        ASM_NO_PKCE_METHODS,
        { way: 'lists plain beside S256', kind: 'other', checks: ['authentication/1/s256-only'], fault: 'asm-pkce-plain' },
      ],
    },
    {
      id: 'rfc9700/2.1.1/methods-metadata',
      keyword: 'RECOMMENDED',
      section: '2.1.1 Authorization Code Grant',
      quote:
        'It is RECOMMENDED for authorization servers to publish the element code_challenge_methods_supported in their Authorization Server Metadata [RFC8414] containing the supported PKCE challenge methods (which can be used by the client to detect PKCE support).',
      reading: 'code_challenge_methods_supported is published, exactly ["S256"].',
      checks: ['authentication/1/s256-only'],
      breaks: [ASM_NO_PKCE_METHODS],
    },
    {
      id: 'rfc9700/2.1.2/no-implicit',
      keyword: 'SHOULD NOT',
      section: '2.1.2 Implicit Grant',
      quote:
        'In order to avoid these issues, clients SHOULD NOT use the implicit grant (response type token) or other response types issuing access tokens in the authorization response, unless access token injection in the authorization response is prevented and the aforementioned token leakage vectors are mitigated.',
      reading:
        'Addressed to clients; a server that still offers the implicit grant is the risk. Judged at the server: response_type=token or id_token returns no token from the authorization endpoint.',
      checks: ['security/authorize/no-implicit'],
      breaks: [...ACCESS_TOKEN_IN_URL_WAYS],
    },
    {
      id: 'rfc9700/2.2.1/sender-constrained',
      keyword: 'SHOULD',
      section: '2.2.1 Access Tokens',
      quote:
        'Authorization and resource servers SHOULD use mechanisms for sender-constraining access tokens, such as mutual TLS for OAuth 2.0 [RFC8705] or OAuth 2.0 Demonstrating Proof of Possession (DPoP) [RFC9449] (see Section 4.10.1), to prevent misuse of stolen and leaked access tokens.',
      reading: 'Sender-constrained access tokens (mTLS or DPoP).',
      notApplicable: BEARER,
    },
    {
      id: 'rfc9700/2.2.2/refresh-rotation',
      keyword: 'MUST',
      section: '2.2.2 Refresh Tokens',
      quote: 'Refresh tokens for public clients MUST be sender-constrained or use refresh token rotation as described in Section 4.14.',
      reading:
        "The service has no sender-constraining, so its public clients' refresh tokens rotate: a refresh returns a new refresh token and the old one is then refused.",
      checks: ['security/refresh/rotation'],
      breaks: [...REFRESH_ROTATION_WAYS],
    },
    {
      id: 'rfc9700/2.3/least-privilege',
      keyword: 'SHOULD',
      section: '2.3 Access Token Privilege Restriction',
      quote:
        'The privileges associated with an access token SHOULD be restricted to the minimum required for the particular application or use case.',
      reading:
        "Tokens carry the scopes granted for them: an operator token with one area's scope is refused at the other admin operations, a member token at every admin operation.",
      checks: ['scopes/resource-scopes'],
      breaks: [ADMIN_ANY_OPERATOR_SCOPE, ADMIN_IGNORES_SCOPE],
    },
    {
      id: 'rfc9700/2.3/audience-restricted',
      keyword: 'SHOULD',
      section: '2.3 Access Token Privilege Restriction',
      quote:
        'In particular, access tokens SHOULD be audience-restricted to a specific resource server or, if that is not feasible, to a small set of resource servers.',
      reading:
        'The spec makes it a MUST (Authentication 8): a member token is bound to one origin, works at its /account/graphql and /mcp, and is refused at the other origin.',
      checks: ['authentication/8/bound-to-origin', 'authentication/8/other-origin'],
      breaks: [TOKEN_AUDIENCE_OTHER_SITE, RESOURCE_ANY_ORIGIN_TOKEN, REFRESH_ANY_RESOURCE],
    },
    {
      id: 'rfc9700/2.3/rs-refuses-audience',
      keyword: 'MUST',
      section: '2.3 Access Token Privilege Restriction',
      quote: 'If it was not, the resource server MUST refuse to serve the respective request.',
      reading:
        'The resource server side: the member token of the other origin is refused (401 invalid_token) at this /account/graphql and /mcp.',
      checks: ['authentication/8/other-origin'],
      breaks: [...OTHER_ORIGIN_TOKEN_WAYS],
    },
    {
      id: 'rfc9700/2.3/resources-and-actions',
      keyword: 'SHOULD',
      section: '2.3 Access Token Privilege Restriction',
      quote: 'Additionally, access tokens SHOULD be restricted to certain resources and actions on resource servers or resources.',
      reading:
        "Scopes restrict actions: each admin operation needs its area's scope (403 insufficient_scope otherwise), and an operator token does not read member data.",
      checks: ['scopes/resource-scopes', 'errors/insufficient_scope', 'authentication/7/operator-not-member-data'],
      breaks: [
        ADMIN_ANY_OPERATOR_SCOPE,
        ADMIN_IGNORES_SCOPE,
        GRAPHQL_OPERATOR_TOKEN_READS_MEMBER,
        MCP_IGNORES_SCOPE,
        RESOURCE_403_WRONG_CODE,
      ],
    },
    {
      id: 'rfc9700/2.4/no-password-grant',
      keyword: 'MUST NOT',
      section: '2.4 Resource Owner Password Credentials Grant',
      quote: 'The resource owner password credentials grant [RFC6749] MUST NOT be used.',
      reading:
        "Judged at the server: the token endpoint refuses grant_type=password (unsupported_grant_type, or unauthorized_client / invalid_grant), even with the member's real username and password, and never issues a token for it. grant_types_supported does not list password.",
      checks: ['rfc9700/2.4/no-password-grant'],
      breaks: [
        {
          way: "grants a token for grant_type=password and the member's credentials",
          kind: 'other',
          checks: ['rfc9700/2.4/no-password-grant'],
          fault: 'token-password-grant',
        },
      ],
    },
    {
      id: 'rfc9700/2.5/client-authentication',
      keyword: 'SHOULD',
      section: '2.5 Client Authentication',
      quote:
        'Authorization servers SHOULD enforce client authentication if it is feasible, in the particular deployment, to establish a process for issuance/registration of credentials for clients and ensuring the confidentiality of those credentials.',
      reading:
        'Confidential clients authenticate with client_secret_post: no secret or a wrong one → invalid_client. Public clients have no credentials to check.',
      checks: ['authentication/1/confidential-client-secret-post'],
      breaks: [...CLIENT_SECRET_UNCHECKED_WAYS, TOKEN_OTHER_CLIENT_SECRET, REVOKE_OTHER_CLIENT_SECRET, INTROSPECT_OTHER_CLIENT_SECRET],
    },
    {
      id: 'rfc9700/2.5/asymmetric',
      keyword: 'RECOMMENDED',
      section: '2.5 Client Authentication',
      quote:
        'It is RECOMMENDED to use asymmetric cryptography for client authentication, such as mutual TLS for OAuth 2.0 [RFC8705] or signed JWTs ("Private Key JWT") in accordance with [RFC7521] and [RFC7523].',
      reading: 'mTLS or private_key_jwt client authentication.',
      notApplicable: "the spec's client authentication methods are none and client_secret_post (Authentication 1)",
    },
    {
      id: 'rfc9700/2.6/metadata',
      keyword: 'RECOMMENDED',
      section: '2.6 Other Recommendations',
      quote:
        'It is therefore RECOMMENDED that authorization servers publish OAuth Authorization Server Metadata according to [RFC8414] and that clients make use of this Authorization Server Metadata (when available) to configure themselves.',
      reading: 'The service publishes /.well-known/oauth-authorization-server (the spec makes it a MUST).',
      checks: ['endpoints/discovery/authorization-server'],
      breaks: [...ASM_WAYS],
    },
    {
      id: 'rfc9700/2.6/client-id-not-influenced',
      keyword: 'SHOULD NOT',
      section: '2.6 Other Recommendations',
      quote:
        'Under the conditions described in Section 4.15.1, authorization servers SHOULD NOT allow clients to influence their client_id or any other claim that could cause confusion with a genuine resource owner.',
      reading:
        "A registering client cannot choose its client_id: sent with a client_id (such as the member's sub), the registration gets a server-chosen one or is refused. Vendor names map to the platform's fixed client_ids and metadata-document client_ids are https URLs, neither a member identifier.",
      checks: ['rfc9700/2.6/client-id-not-influenced'],
      breaks: [REGISTER_CLIENT_CHOOSES_ID, REGISTER_CLIENT_ID_FROM_NAME],
    },
    {
      id: 'rfc9700/2.6/end-to-end-tls',
      keyword: 'RECOMMENDED',
      section: '2.6 Other Recommendations',
      quote: 'It is RECOMMENDED to use end-to-end TLS according to [BCP195] between the client and the resource server.',
      reading: 'TLS from the client to the resource server.',
      notObservable:
        'the transport is below the HTTP the harness speaks: it uses whatever origin it is given, and the references serve loopback http',
    },
    {
      id: 'rfc9700/2.6/no-unencrypted-responses',
      keyword: 'MUST NOT',
      section: '2.6 Other Recommendations',
      quote: 'Authorization responses MUST NOT be transmitted over unencrypted network connections.',
      reading:
        'The authorization response goes only to https redirect URIs or to loopback http ones (which never leave the device): see rfc9700/2.6/no-http-redirect-uris.',
      checks: ['security/redirect-uri/loopback-only', 'authentication/4/fixed-https-callback'],
      breaks: [...HTTP_REDIRECT_URI_WAYS],
    },
    {
      id: 'rfc9700/2.6/no-http-redirect-uris',
      keyword: 'MUST NOT',
      section: '2.6 Other Recommendations',
      quote:
        'To this end, authorization servers MUST NOT allow redirection URIs that use the http scheme except for native clients that use loopback interface redirection as described in Section 7.3 of [RFC8252].',
      reading:
        'Registration refuses http redirect URIs whose host only looks like a loopback address (a 127.0.0.1-prefixed name, 127.0.0.1 as userinfo); metadata documents may list only their own https host or loopback addresses.',
      checks: ['security/redirect-uri/loopback-only', 'resources/cimd/redirect-uris'],
      breaks: [...HTTP_REDIRECT_URI_WAYS],
    },
    {
      id: 'rfc9700/2.6/in-browser-verified',
      keyword: 'MUST',
      section: '2.6 Other Recommendations',
      quote:
        'If the authorization response is sent with in-browser communication techniques like postMessage [WHATWG.postmessage_api] instead of HTTP redirects, both the initiator and receiver of the in-browser message MUST be strictly verified as described in Section 4.17.',
      reading: 'Only for postMessage responses.',
      notApplicable: NO_POSTMESSAGE,
    },
    {
      id: 'rfc9700/2.6/no-cors-authorize',
      keyword: 'MUST NOT',
      section: '2.6 Other Recommendations',
      quote:
        'However, CORS MUST NOT be supported at the authorization endpoint, as the client does not access this endpoint directly; instead, the client redirects the user agent to it.',
      reading:
        "The authorization endpoint grants no cross-origin reads: a request with an Origin header (and a CORS preflight) gets no Access-Control-Allow-Origin naming that origin or *. A server that broke it would let any web page read the authorization endpoint's answers (its sign-in or consent page, or the redirect) with the user's cookies.",
      checks: ['rfc9700/2.6/no-cors-authorize'],
      breaks: [AUTHORIZE_CORS_ANY, AUTHORIZE_CORS_REFLECT, AUTHORIZE_CORS_POST],
    },
    {
      id: 'rfc9700/3/attacker-model',
      keyword: 'MUST',
      section: '3 The Updated OAuth 2.0 Attacker Model',
      quote: 'Implementers MUST take into account all possible types of attackers in the environment of their OAuth implementations.',
      reading: 'A design obligation; its outcomes are the other entries.',
      notObservable: 'what implementers took into account is not a property of any response',
    },
    {
      id: 'rfc9700/4.1.3/equal-uris',
      keyword: 'MUST',
      section: '4.1.3 Countermeasures',
      quote:
        'This means the authorization server MUST ensure that the two URIs are equal; see Section 6.2.1 of [RFC3986], Simple String Comparison, for details.',
      reading: 'Restates rfc9700/2.1/exact-redirect-uri: any difference (path, query, host, userinfo) gets an error page.',
      checks: ['endpoints/authorize/redirect-uri'],
      breaks: [AUTHORIZE_REDIRECT_URI_PREFIX, AUTHORIZE_REDIRECT_TRAILING_SLASH, AUTHORIZE_REDIRECT_PERCENT_DECODED],
    },
    {
      id: 'rfc9700/4.1.3/loopback-port',
      keyword: 'MUST',
      section: '4.1.3 Countermeasures',
      quote:
        'The only exception is native apps using a localhost URI: In this case, the authorization server MUST allow variable port numbers as described in Section 7.3 of [RFC8252].',
      reading: "The loopback redirect URI's port may differ from the registered one (RFC 8252 §7.3).",
      checks: ['limits/loopback-any-port'],
      breaks: [AUTHORIZE_LOOPBACK_PINNED_PORT, AUTHORIZE_LOOPBACK_PINNED_REGISTERED],
    },
    {
      id: 'rfc9700/4.2.4/no-third-party-content',
      keyword: 'SHOULD NOT',
      section: '4.2.4 Countermeasures',
      quote:
        'The page rendered as a result of the OAuth authorization response and the authorization endpoint SHOULD NOT include third-party resources or links to external sites.',
      reading:
        "The server's part is the authorization endpoint's pages (sign-in and consent): no scripts, styles, images or frames loaded from another origin and no links to other sites, which would receive the URL with state in a Referer.",
      checks: ['rfc9700/4.2.4/no-third-party-content'],
      breaks: [
        {
          way: 'loads a logo from another origin on the sign-in and consent pages',
          kind: 'other',
          checks: ['rfc9700/4.2.4/no-third-party-content'],
          fault: 'pages-third-party-logo',
        },
        {
          way: 'links to another site from the consent page only',
          kind: 'place',
          checks: ['rfc9700/4.2.4/no-third-party-content'],
          fault: 'pages-consent-external-link',
        },
        {
          way: 'loads a script from another origin on the sign-in page only',
          kind: 'place',
          checks: ['rfc9700/4.2.4/no-third-party-content'],
          fault: 'pages-login-third-party-script',
        },
      ],
    },
    {
      id: 'rfc9700/4.2.4/code-single-use',
      keyword: 'MUST',
      section: '4.2.4 Countermeasures',
      quote:
        'As described in Section 4.1.2 of [RFC6749], authorization codes MUST be invalidated by the authorization server after their first use at the token endpoint.',
      reading: 'A code redeemed once is refused the second time (invalid_grant), also when both exchanges are sent at once.',
      checks: ['endpoints/token/code-single-use'],
      breaks: [...CODE_SINGLE_USE_WAYS],
    },
    {
      id: 'rfc9700/4.2.4/code-replay-revokes',
      keyword: 'SHOULD',
      section: '4.2.4 Countermeasures',
      quote:
        'Therefore, [RFC6749] further recommends that, when an attempt is made to redeem a code twice, the authorization server SHOULD revoke all tokens issued previously based on that code.',
      reading: 'After a replayed code, the tokens issued for its first redemption stop working.',
      checks: ['security/code/replay-revokes'],
      breaks: [...CODE_REPLAY_REVOKES_WAYS],
    },
    {
      id: 'rfc9700/4.7.1/detect-pkce',
      keyword: 'MUST',
      section: '4.7.1 Countermeasures',
      quote: 'The authorization server therefore MUST provide a way to detect their support for PKCE.',
      reading: 'Restates rfc9700/2.1.1/detect-pkce: code_challenge_methods_supported in the metadata.',
      checks: ['authentication/1/s256-only'],
      breaks: [ASM_NO_PKCE_METHODS],
    },
    {
      id: 'rfc9700/4.7.1/metadata-recommended',
      keyword: 'RECOMMENDED',
      section: '4.7.1 Countermeasures',
      quote:
        'Using Authorization Server Metadata according to [RFC8414] is RECOMMENDED, but authorization servers MAY instead provide a deployment-specific way to ensure or determine PKCE support.',
      reading: 'PKCE support is stated in the authorization-server metadata.',
      checks: ['authentication/1/s256-only'],
      breaks: [ASM_NO_PKCE_METHODS],
    },
    {
      id: 'rfc9700/4.8.2/mitigate-downgrade',
      keyword: 'MUST',
      section: '4.8.2 Countermeasures',
      quote: 'Therefore, authorization servers MUST mitigate this attack.',
      reading: 'PKCE is mandatory: a request without code_challenge gets no code, so no flow runs without PKCE.',
      checks: ['authentication/1/s256-only'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, AUTHORIZE_PKCE_PLAIN_ACCEPTED],
    },
    {
      id: 'rfc9700/4.8.2/bind-challenge',
      keyword: 'MUST',
      section: '4.8.2 Countermeasures',
      quote:
        'an authorization server that supports PKCE MUST check whether a code challenge is contained in the authorization request and bind this information to the code that is issued; and',
      reading: 'The code carries its challenge: redeemed with no code_verifier or another one, it gets no tokens.',
      checks: ['endpoints/token/pkce-verifier'],
      breaks: [...TOKEN_PKCE_WAYS],
    },
    {
      id: 'rfc9700/4.8.2/verifier-without-challenge',
      keyword: 'MUST',
      section: '4.8.2 Countermeasures',
      quote:
        'Beyond this, to prevent PKCE downgrade attacks, the authorization server MUST ensure that if there was no code_challenge in the authorization request, a request to the token endpoint containing a code_verifier is rejected.',
      reading:
        'No code is ever issued for an authorization request without code_challenge (authentication/1/s256-only), which "implicitly" implements this (§4.8.2).',
      checks: ['authentication/1/s256-only'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, AUTHORIZE_POST_PKCE_OPTIONAL],
    },
    {
      id: 'rfc9700/4.9.3/sender-constrained',
      keyword: 'SHOULD',
      section: '4.9.3 Countermeasures',
      quote:
        'Sender-constrained access tokens, as described in Section 4.10.1, SHOULD be used to prevent the attacker from replaying the access tokens on other resource servers.',
      reading: 'Sender-constrained access tokens.',
      notApplicable: BEARER,
    },
    {
      id: 'rfc9700/4.9.3/audience-restriction',
      keyword: 'SHOULD',
      section: '4.9.3 Countermeasures',
      quote:
        'Audience restriction as described in Section 4.10.2 SHOULD be used to prevent replay of captured access tokens on other resource servers.',
      reading: 'A member token of one origin is refused at the other origin.',
      checks: ['authentication/8/other-origin'],
      breaks: [GRAPHQL_OTHER_ORIGIN_TOKEN, MCP_OTHER_ORIGIN_TOKEN, RESOURCE_NO_AUDIENCE],
    },
    {
      id: 'rfc9700/4.9.3/rs-token-secrecy',
      keyword: 'MUST',
      section: '4.9.3 Countermeasures',
      quote: 'The resource server MUST treat access tokens like other sensitive secrets and not store or transfer them in plaintext.',
      reading: 'How the resource server stores and forwards tokens internally.',
      notObservable: 'how a resource server stores or forwards the tokens it receives is not visible in its responses',
    },
    {
      id: 'rfc9700/4.10/audience-restricted',
      keyword: 'SHOULD',
      section: '4.10 Misuse of Stolen Access Tokens',
      quote:
        'Authorization servers therefore SHOULD ensure that access tokens are sender-constrained and audience-restricted as described in the following.',
      reading: 'The audience half: member tokens are bound to one origin (Authentication 8).',
      checks: ['authentication/8/other-origin', 'authentication/8/introspection'],
      breaks: [...OTHER_ORIGIN_TOKEN_WAYS, INTROSPECT_NO_AUD],
    },
    {
      id: 'rfc9700/4.10/sender-constrained',
      keyword: 'SHOULD',
      section: '4.10 Misuse of Stolen Access Tokens',
      quote:
        'Authorization servers therefore SHOULD ensure that access tokens are sender-constrained and audience-restricted as described in the following.',
      reading: 'The sender-constraining half.',
      notApplicable: BEARER,
    },
    {
      id: 'rfc9700/4.11.2/invalid-combination',
      keyword: 'MUST NOT',
      section: '4.11.2 Authorization Server as Open Redirector',
      quote:
        'Section 4.1.2.1 of [RFC6749] already prevents open redirects by stating that the authorization server MUST NOT automatically redirect the user agent in case of an invalid combination of client_id and redirect_uri.',
      reading: 'An unknown client_id or an unregistered redirect_uri gets an error page, never a redirect.',
      checks: ['endpoints/authorize/client-id', 'endpoints/authorize/redirect-uri'],
      breaks: [AUTHORIZE_UNKNOWN_CLIENT_REDIRECTED, AUTHORIZE_POST_REDIRECT_UNCHECKED, AUTHORIZE_POST_CLIENT_UNCHECKED],
    },
    {
      id: 'rfc9700/4.11.2/precautions',
      keyword: 'MUST',
      section: '4.11.2 Authorization Server as Open Redirector',
      quote: 'The authorization server MUST take precautions to prevent these threats.',
      reading:
        "The threats are redirects to a phishing site registered as a client's redirect URI. The service's precaution is that open registration accepts only loopback redirect URIs (and unknown client names are refused), so no attacker-run web site can be a redirect target.",
      checks: ['authentication/4/fixed-https-callback', 'authentication/4/unknown-client-name'],
      breaks: [
        {
          way: 'registers a fixed https callback for anyone',
          kind: 'other',
          checks: ['authentication/4/fixed-https-callback'],
          fault: 'register-https-callback-accepted',
        },
        {
          way: 'registers a web host that only begins like the loopback address',
          kind: 'near-miss',
          checks: ['security/redirect-uri/loopback-only'],
          fault: 'register-loopback-string-prefix',
        },
        {
          way: 'registers a client under a name that is no known integration',
          kind: 'near-miss',
          checks: ['authentication/4/unknown-client-name'],
          fault: 'register-unknown-name-accepted',
        },
      ],
    },
    {
      id: 'rfc9700/4.11.2/authenticate-first',
      keyword: 'MUST',
      section: '4.11.2 Authorization Server as Open Redirector',
      quote:
        'The authorization server MUST always authenticate the user first and, with the exception of the silent authentication use case, prompt the user for credentials when needed, before redirecting the user.',
      reading:
        'No redirect to a client before the user has signed in, error redirects included: an erroneous authorization request (an unsupported response_type) from a freshly registered client with nobody signed in gets the sign-in page or an error page, not an immediate redirect to the redirect URI. prompt=none is the silent case the sentence exempts. authentication/3/interactive-consent judges only valid requests.',
      checks: ['rfc9700/4.11.2/authenticate-first'],
      breaks: [
        {
          way: 'redirects an unsupported response_type to the client before anyone signs in',
          kind: 'other',
          checks: ['rfc9700/4.11.2/authenticate-first'],
          fault: 'authorize-error-before-sign-in',
        },
        {
          way: 'holds that error for the sign-in, but redirects another (an unknown scope, no code_challenge) at once',
          kind: 'place',
          checks: ['rfc9700/4.11.2/authenticate-first'],
          fault: 'authorize-scope-error-before-sign-in',
        },
      ],
    },
    {
      id: 'rfc9700/4.11.2/trusted-redirects',
      keyword: 'SHOULD',
      section: '4.11.2 Authorization Server as Open Redirector',
      quote: 'The authorization server SHOULD only automatically redirect the user agent if it trusts the redirection URI.',
      reading:
        "Redirect URIs are trusted by construction: loopback addresses, the registered vendor integrations' callbacks, or a reviewed metadata document's own host.",
      checks: ['authentication/4/fixed-https-callback', 'resources/cimd/redirect-uris'],
      breaks: [
        {
          way: 'registers, and so redirects to, a fixed https callback for anyone',
          kind: 'other',
          checks: ['authentication/4/fixed-https-callback'],
          fault: 'register-https-callback-accepted',
        },
        {
          way: "redirects to a metadata document's redirect URI off its own host",
          kind: 'place',
          checks: ['resources/cimd/redirect-uris'],
          fault: 'cimd-redirect-off-host',
        },
        {
          way: 'redirects to an unregistered redirect URI with the error',
          kind: 'exact-match',
          checks: ['endpoints/authorize/redirect-uri'],
          fault: 'authorize-open-redirect',
        },
      ],
    },
    {
      id: 'rfc9700/4.12/no-307',
      keyword: 'MUST NOT',
      section: '4.12 307 Redirect',
      quote:
        "Authorization servers that redirect a request that potentially contains the user's credentials therefore MUST NOT use the HTTP 307 status code for redirection.",
      reading:
        'The answer to the sign-in form POST (which carries the password) is never a 307 or 308, which would make the browser re-post the password to the next URL. Any other redirect (302, 303) or a page is accepted.',
      checks: ['rfc9700/4.12/no-307'],
      breaks: [
        { way: "answers the sign-in form's POST with a 307", kind: 'other', checks: ['rfc9700/4.12/no-307'], fault: 'authorize-login-307' },
        {
          way: 'answers it with a 308 (also a method-preserving redirect)',
          kind: 'near-miss',
          checks: ['rfc9700/4.12/no-307'],
          fault: 'authorize-login-308',
        },
      ],
    },
    {
      id: 'rfc9700/4.12/use-303',
      keyword: 'SHOULD',
      section: '4.12 307 Redirect',
      quote:
        'If an HTTP redirection (and not, for example, JavaScript) is used for such a request, the authorization server SHOULD use HTTP status code 303 (See Other).',
      reading: 'The redirect answering the sign-in form POST is a 303 (a warning for 302).',
      checks: ['rfc9700/4.12/use-303'],
      breaks: [
        {
          way: "answers the sign-in form's POST with a 302, not a 303",
          kind: 'near-miss',
          checks: ['rfc9700/4.12/use-303'],
          fault: 'authorize-login-302',
        },
        { way: 'answers it with a 307', kind: 'other', checks: ['rfc9700/4.12/use-303'], fault: 'authorize-login-307' },
        { way: 'answers it with a 308', kind: 'other', checks: ['rfc9700/4.12/use-303'], fault: 'authorize-login-308' },
      ],
    },
    {
      id: 'rfc9700/4.13/proxy-sanitizes',
      keyword: 'MUST',
      section: '4.13 TLS Terminating Reverse Proxies',
      quote:
        'A reverse proxy MUST therefore sanitize any inbound requests to ensure the authenticity and integrity of all header values relevant for the security of the application servers.',
      reading: 'A proxy in front of the service drops security-relevant headers sent from outside.',
      notObservable:
        'which headers the application trusts (client IP, certificates) is internal; the spec gives none a security meaning the harness could spoof',
    },
    {
      id: 'rfc9700/4.13/proxy-link',
      keyword: 'MUST',
      section: '4.13 TLS Terminating Reverse Proxies',
      quote:
        'Furthermore, the communication link between the reverse proxy and application server MUST be protected against eavesdropping, injection, and replay of messages.',
      reading: 'The link behind the proxy is protected.',
      notObservable: 'the link between a proxy and the application is inside the deployment',
    },
    {
      id: 'rfc9700/4.14.2/risk-assessment',
      keyword: 'MUST',
      section: '4.14.2 Recommendations',
      quote: 'Authorization servers MUST determine, based on a risk assessment, whether to issue refresh tokens to a certain client.',
      reading: 'The spec decides for this service: refresh tokens are issued (endpoints/token/returns-tokens).',
      notObservable: 'a risk assessment is a decision inside the server; only its outcome, set by the spec, is visible',
    },
    {
      id: 'rfc9700/4.14.2/refresh-bound-to-consent',
      keyword: 'MUST',
      section: '4.14.2 Recommendations',
      quote:
        'If refresh tokens are issued, those refresh tokens MUST be bound to the scope and resource servers as consented by the resource owner.',
      reading:
        'A refresh cannot widen the grant: a refresh request asking for a scope the member did not consent to gets invalid_scope (or a token without that scope), and one asking for another origin as resource gets an error (invalid_target, invalid_grant) or a token the other origin refuses.',
      checks: ['rfc9700/4.14.2/refresh-bound-to-consent', 'rfc6749/6/scope-not-exceeding'],
      breaks: [
        REFRESH_SCOPE_WIDENED,
        {
          way: 'grants a refresh a scope of the client that the member did not consent to in this grant',
          kind: 'grant-shape',
          checks: ['rfc6749/6/scope-not-exceeding'],
          fault: 'refresh-scope-within-client',
        },
        REFRESH_ANY_RESOURCE,
      ],
    },
    {
      id: 'rfc9700/4.14.2/detect-replay',
      keyword: 'MUST',
      section: '4.14.2 Recommendations',
      quote:
        'Authorization servers MUST utilize one of these methods to detect refresh token replay by malicious actors for public clients:',
      reading:
        'Refresh token rotation, as the method describes it: every refresh returns a new refresh token, the old one is invalidated, and a replay of the old one revokes the active one.',
      checks: ['security/refresh/rotation', 'security/refresh/reuse-revokes'],
      breaks: [...REFRESH_ROTATION_WAYS, REFRESH_REUSE_IGNORED],
    },
    {
      id: 'rfc9700/4.14.2/refresh-integrity',
      keyword: 'MUST',
      section: '4.14.2 Recommendations',
      quote: 'Authorization servers MUST ensure the integrity of the refresh token value in this case, for example, using signatures.',
      reading:
        "Where a refresh token encodes its grant, an altered one is refused: the member's refresh token with one character changed (first, middle, last) gets no tokens (invalid_grant fits; any refusal passes). The character is changed in the top of its six base64url bits, so a lenient decoder that drops the padding bits of a last character still sees another value: a server that decodes both spellings to the same bytes keeps the value's integrity. (The fuzz suite sends made-up tokens, not altered copies of a real one.)",
      checks: ['rfc9700/4.14.2/refresh-integrity'],
      breaks: [
        {
          way: 'matches a refresh token by a prefix: an altered value refreshes',
          kind: 'confusion',
          checks: ['rfc9700/4.14.2/refresh-integrity'],
          fault: 'refresh-prefix-match',
        },
      ],
    },
    {
      id: 'rfc9700/4.14.2/inactive-expiry',
      keyword: 'SHOULD',
      section: '4.14.2 Recommendations',
      quote:
        'Refresh tokens SHOULD expire if the client has been inactive for some time, i.e., the refresh token has not been used to obtain fresh access tokens for some time.',
      reading: 'An unused refresh token expires after a period the server chooses.',
      notObservable: "the period is the server's choice and longer than a run; the harness cannot wait it out",
    },
    {
      id: 'rfc9700/4.15/sub-resource-owner',
      keyword: 'SHOULD',
      section: '4.15 Client Impersonating Resource Owner',
      quote:
        'In cases of access tokens obtained through grants where a resource owner is involved, such as the authorization code grant, the value of "sub" SHOULD correspond to the subject identifier of the resource owner.',
      reading:
        "Introspection of a member access token reports sub = the member's subject identifier, the sub of the ID token and UserInfo from the same exchange.",
      checks: ['rfc9700/4.15/sub-resource-owner'],
      breaks: [
        {
          way: 'names the client, not the member, as the sub of a member access token',
          kind: 'confusion',
          checks: ['rfc9700/4.15/sub-resource-owner'],
          fault: 'introspect-sub-client',
        },
      ],
    },
    {
      id: 'rfc9700/4.15/sub-client',
      keyword: 'SHOULD',
      section: '4.15 Client Impersonating Resource Owner',
      quote:
        'In cases of access tokens obtained through grants where no resource owner is involved, such as the client credentials grant, the value of "sub" SHOULD correspond to an identifier the authorization server uses to indicate the client application.',
      reading: 'Only for tokens without a resource owner.',
      notApplicable:
        'the service issues tokens only through the authorization code grant (and its refresh); there is no client credentials grant',
    },
    {
      id: 'rfc9700/4.15.1/client-id-not-influenced',
      keyword: 'SHOULD NOT',
      section: '4.15.1 Countermeasures',
      quote:
        'Authorization servers SHOULD NOT allow clients to influence their client_id or any other claim that could cause confusion with a genuine resource owner if a common namespace for client IDs and user identifiers exists, such as in the sub claim example from [RFC9068] shown in Section 4.15 above.',
      reading: 'Restates rfc9700/2.6/client-id-not-influenced and is judged with it.',
      checks: ['rfc9700/2.6/client-id-not-influenced'],
      breaks: [REGISTER_CLIENT_CHOOSES_ID, REGISTER_CLIENT_ID_FROM_NAME],
    },
    {
      id: 'rfc9700/4.15.1/distinguish-tokens',
      keyword: 'MUST',
      section: '4.15.1 Countermeasures',
      quote:
        'Where this cannot be avoided, authorization servers MUST provide other means for the resource server to distinguish between the two types of access tokens.',
      reading: 'Only where tokens with and without a resource owner coexist.',
      notApplicable: 'every access token of the service has a resource owner (code grant only), so there are not two types to distinguish',
    },
    {
      id: 'rfc9700/4.16/clickjacking',
      keyword: 'MUST',
      section: '4.16 Clickjacking',
      quote: 'Authorization servers MUST prevent clickjacking attacks.',
      reading: 'The sign-in and consent pages cannot be framed by an arbitrary site (X-Frame-Options or CSP frame-ancestors).',
      checks: ['security/clickjacking/framing'],
      breaks: [
        AUTHORIZE_PAGES_FRAMABLE,
        {
          way: 'says frame-ancestors * (an enforced frame-ancestors decides alone, X-Frame-Options DENY notwithstanding)',
          kind: 'exact-match',
          checks: ['security/clickjacking/framing'],
          fault: 'authorize-pages-frame-ancestors-any',
        },
        {
          way: 'says frame-ancestors with a bare scheme (https:), which every https site matches',
          kind: 'near-miss',
          checks: ['security/clickjacking/framing'],
          fault: 'pages-frame-ancestors-scheme',
        },
        {
          way: 'sends frame-ancestors only in Content-Security-Policy-Report-Only, which is never enforced',
          kind: 'near-miss',
          checks: ['security/clickjacking/framing'],
          fault: 'pages-frame-ancestors-report-only',
        },
        {
          way: 'relies on X-Frame-Options ALLOW-FROM, which browsers ignore',
          kind: 'near-miss',
          checks: ['security/clickjacking/framing'],
          fault: 'pages-xfo-allow-from',
        },
        PAGES_LOGIN_FRAME_ANCESTORS_ANY,
        PAGES_CONSENT_FRAME_ANCESTORS_ANY,
      ],
    },
    {
      id: 'rfc9700/4.16/csp',
      keyword: 'SHOULD',
      section: '4.16 Clickjacking',
      quote: 'In addition to those, authorization servers SHOULD also use Content Security Policy (CSP) level 2 [W3C.CSP-2] or greater.',
      reading: 'The sign-in and consent pages send a Content-Security-Policy with frame-ancestors.',
      checks: ['security/clickjacking/csp'],
      breaks: [
        {
          way: 'sends no CSP frame-ancestors on the sign-in and consent pages (X-Frame-Options alone)',
          kind: 'other',
          checks: ['security/clickjacking/csp'],
          fault: 'authorize-pages-no-csp-framing',
        },
        {
          way: 'sends the CSP as Report-Only, never enforced',
          kind: 'near-miss',
          checks: ['security/clickjacking/csp'],
          fault: 'pages-frame-ancestors-report-only',
        },
        {
          way: 'has frame-ancestors on the sign-in page but not on the consent page',
          kind: 'place',
          checks: ['security/clickjacking/csp'],
          fault: 'pages-consent-no-csp-framing',
        },
      ],
    },
    {
      id: 'rfc9700/4.16/configurable-origins',
      keyword: 'SHOULD',
      section: '4.16 Clickjacking',
      quote:
        'For this reason, authorization servers SHOULD allow administrators to configure allowed origins for particular clients and/or for clients to register these dynamically.',
      reading: 'An administration feature for framing origins.',
      notObservable: 'what administrators can configure is not visible to a client; the spec defines no such registration metadata',
    },
    {
      id: 'rfc9700/4.16/combined',
      keyword: 'SHOULD',
      section: '4.16 Clickjacking',
      quote:
        'Because some user agents do not support [W3C.CSP-2], this technique SHOULD be combined with others, including those described in [RFC6819], unless such legacy user agents are explicitly unsupported by the authorization server.',
      reading:
        'CSP frame-ancestors and X-Frame-Options (DENY or SAMEORIGIN) together on the sign-in and consent pages. security/clickjacking/framing accepts either one alone.',
      checks: ['rfc9700/4.16/combined'],
      breaks: [AUTHORIZE_PAGES_CSP_ONLY, PAGES_CONSENT_CSP_ONLY],
    },
    {
      id: 'rfc9700/4.16/additional',
      keyword: 'SHOULD',
      section: '4.16 Clickjacking',
      quote: 'Even in such cases, additional countermeasures SHOULD still be employed.',
      reading: 'Judged with rfc9700/4.16/combined: a second countermeasure beside CSP.',
      checks: ['rfc9700/4.16/combined'],
      breaks: [AUTHORIZE_PAGES_CSP_ONLY, PAGES_CONSENT_CSP_ONLY],
    },
    {
      id: 'rfc9700/4.17.2/exact-origins',
      keyword: 'MUST',
      section: '4.17.2 Recommendations',
      quote:
        'When comparing client receiver origins against pre-registered origins, authorization servers MUST utilize exact string matching as described in Section 4.1.3.',
      reading: 'Only for postMessage responses.',
      notApplicable: NO_POSTMESSAGE,
    },
    {
      id: 'rfc9700/4.17.2/trusted-receivers',
      keyword: 'MUST',
      section: '4.17.2 Recommendations',
      quote:
        'Authorization servers MUST send postMessages to trusted client receiver origins, as shown in the following, non-normative example:',
      reading: 'Only for postMessage responses.',
      notApplicable: NO_POSTMESSAGE,
    },
    {
      id: 'rfc9700/4.17.2/no-wildcard',
      keyword: 'MUST NOT',
      section: '4.17.2 Recommendations',
      quote:
        'Wildcard origins like "*" in postMessage MUST NOT be used, as attackers can use them to leak a victim\'s in-browser message to malicious origins.',
      reading: 'Only for postMessage responses.',
      notApplicable: NO_POSTMESSAGE,
    },
    {
      id: 'rfc9700/4.17.2/same-measures',
      keyword: 'MUST',
      section: '4.17.2 Recommendations',
      quote:
        'Since in-browser communication flows only apply a different communication technique (i.e., postMessage instead of HTTP redirect), all measures protecting the authorization response listed in Section 2.1 MUST be applied equally.',
      reading: 'Only for postMessage responses.',
      notApplicable: NO_POSTMESSAGE,
    },
  ],
} as const satisfies Source;
