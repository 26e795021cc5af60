// The requirement inventory of RFC 8252 OAuth 2.0 for Native Apps (lib/spec/sources/types.ts).
import type { Source } from './types.ts';
import {
  ACCESS_TOKEN_IN_URL_WAYS,
  AUTHORIZE_AUTO_APPROVE,
  AUTHORIZE_CONSENT_REMEMBERED,
  AUTHORIZE_CONSENT_SKIPPED,
  AUTHORIZE_PKCE_OPTIONAL,
  AUTHORIZE_POST_CONSENT_SKIPPED,
  AUTHORIZE_POST_PKCE_OPTIONAL,
} from './authorize-ways.ts';
import {
  AUTHORIZE_LOOPBACK_PINNED_PORT,
  AUTHORIZE_LOOPBACK_PINNED_REGISTERED,
  AUTHORIZE_POST_LOOPBACK_PINNED,
  AUTHORIZE_REDIRECT_LOOPBACK_NAMES,
  AUTHORIZE_REDIRECT_QUERY_IGNORED,
  AUTHORIZE_REDIRECT_URI_PREFIX,
  AUTHORIZE_REDIRECT_USERINFO_IGNORED,
} from './redirect-ways.ts';
import { TOKEN_CODE_WITHOUT_SECRET, TOKEN_VERIFIER_UNCHECKED } from './token-ways.ts';

export const rfc8252 = {
  id: 'rfc8252',
  cite: 'RFC 8252',
  title: 'RFC 8252 OAuth 2.0 for Native Apps',
  scope: 'loopback redirect URIs of registered native clients (§7.3) and the server-side rules of §6, §7 and §8',
  cites: ['rfc6749', 'rfc7636', 'rfc3986'],
  requirements: [
    {
      id: 'rfc8252/6/pkce',
      keyword: 'MUST',
      section: '6 Initiating the Authorization Request from a Native App',
      quote:
        'Public native app clients MUST implement the Proof Key for Code Exchange (PKCE [RFC7636]) extension to OAuth, and authorization servers MUST support PKCE for such clients, for the reasons detailed in Section 8.1.',
      reading: 'The server half: PKCE S256 is supported (and required) for every client; a code redeems only with its verifier.',
      checks: ['authentication/1/s256-only', 'endpoints/token/pkce-verifier'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, TOKEN_VERIFIER_UNCHECKED],
    },
    {
      id: 'rfc8252/7/three-options',
      keyword: 'MUST',
      section: '7 Receiving the Authorization Response in a Native App',
      quote:
        'To fully support this best practice, authorization servers MUST offer at least the three redirect URI options described in the following subsections to native apps.',
      reading:
        'The spec (Authentication 4) narrows this on purpose: open registration takes loopback redirect URIs only; fixed https callbacks belong to registered vendor integrations and are otherwise refused with invalid_redirect_uri; private-use schemes are not offered. The service is not a full RFC 8252 server by design.',
      notApplicable:
        'the spec offers native apps loopback redirection only (Authentication 4); the checks prove the other options are refused',
      checks: ['authentication/4/fixed-https-callback', 'authentication/4/loopback'],
      breaks: [
        {
          way: 'refuses a loopback redirect URI, the one option the spec offers native apps',
          kind: 'other',
          checks: ['authentication/4/loopback'],
          fault: 'register-loopback-port-refused',
        },
        {
          way: 'offers the loopback option at the registered port only (RFC 8252 §7.3 wants any port at request time)',
          kind: 'exact-match',
          checks: ['limits/loopback-any-port'],
          fault: 'authorize-loopback-pinned-port',
        },
        {
          way: 'registers a fixed HTTPS callback through open registration (the option the spec keeps for registered integrations)',
          kind: 'other',
          checks: ['authentication/4/fixed-https-callback'],
          fault: 'register-https-callback-accepted',
        },
        {
          way: 'takes https://127.0.0.1:<port>/<path> for the loopback option',
          kind: 'near-miss',
          checks: ['authentication/4/fixed-https-callback'],
          fault: 'register-https-loopback-accepted',
        },
      ],
    },
    {
      id: 'rfc8252/7.3/any-port',
      keyword: 'MUST',
      section: '7.3 Loopback Interface Redirection',
      quote:
        'The authorization server MUST allow any port to be specified at the time of the request for loopback IP redirect URIs, to accommodate clients that obtain an available ephemeral port from the operating system at the time of the request.',
      reading:
        'A loopback client registered with http://127.0.0.1:<port>/<path> gets its code delivered to the same path at another port chosen at request time.',
      checks: ['limits/loopback-any-port'],
      breaks: [AUTHORIZE_LOOPBACK_PINNED_PORT, AUTHORIZE_LOOPBACK_PINNED_REGISTERED, AUTHORIZE_POST_LOOPBACK_PINNED],
    },
    {
      id: 'rfc8252/8.1/reject-without-pkce',
      keyword: 'SHOULD',
      section: '8.1 Protecting the Authorization Code',
      quote:
        "Authorization servers SHOULD reject authorization requests from native apps that don't use PKCE by returning an error message, as defined in Section 4.4.1 of PKCE [RFC7636].",
      reading:
        'The spec makes PKCE mandatory for every client: an authorization request without code_challenge gets no code. The error code itself is judged under rfc7636/4.4.1/missing-challenge.',
      checks: ['authentication/1/s256-only'],
      breaks: [AUTHORIZE_PKCE_OPTIONAL, AUTHORIZE_POST_PKCE_OPTIONAL],
    },
    {
      id: 'rfc8252/8.2/no-implicit',
      keyword: 'NOT RECOMMENDED',
      section: '8.2 OAuth Implicit Grant Authorization Flow',
      quote:
        'However, as the implicit flow cannot be protected by PKCE [RFC7636] (which is required in Section 8.1), the use of the Implicit Flow with native apps is NOT RECOMMENDED.',
      reading:
        'Addressed to apps; the server side is that it does not offer the implicit flow: response_type=token or id_token returns no token from the authorization endpoint.',
      checks: ['security/authorize/no-implicit'],
      breaks: [...ACCESS_TOKEN_IN_URL_WAYS],
    },
    {
      id: 'rfc8252/8.4/registered-as-public',
      keyword: 'MUST',
      section: '8.4 Registration of Native App Clients',
      quote:
        'Except when using a mechanism like Dynamic Client Registration [RFC7591] to provision per-instance secrets, native apps are classified as public clients, as defined by Section 2.1 of OAuth 2.0 [RFC6749]; they MUST be registered with the authorization server as such.',
      reading:
        'A loopback client registering with token_endpoint_auth_method none is registered as a public client (no secret, redeems with client_id alone).',
      checks: ['resources/registration/auth-methods', 'authentication/1/public-none'],
      breaks: [
        {
          way: 'gives a native client registered with none a client_secret',
          kind: 'other',
          checks: ['resources/registration/auth-methods'],
          fault: 'register-secret-for-public',
        },
        {
          way: 'registers it with none but demands a client_secret at the token endpoint',
          kind: 'place',
          checks: ['authentication/1/public-none'],
          fault: 'token-public-client-secret-required',
        },
      ],
    },
    {
      id: 'rfc8252/8.4/record-client-type',
      keyword: 'MUST',
      section: '8.4 Registration of Native App Clients',
      quote:
        'Authorization servers MUST record the client type in the client registration details in order to identify and process requests accordingly.',
      reading:
        'Public clients redeem with client_id alone; confidential clients are refused without their client_secret and with a wrong one.',
      checks: ['authentication/1/public-none', 'authentication/1/confidential-client-secret-post'],
      breaks: [
        {
          way: 'asks a public client for a secret',
          kind: 'other',
          checks: ['authentication/1/public-none'],
          fault: 'token-public-client-secret-required',
        },
        TOKEN_CODE_WITHOUT_SECRET,
        {
          way: 'forgets the type at the revocation endpoint: a confidential client revokes without its secret',
          kind: 'place',
          checks: ['authentication/1/confidential-client-secret-post'],
          fault: 'revoke-client-secret-unchecked',
        },
        {
          way: 'forgets the type at the introspection endpoint: a confidential client introspects without its secret',
          kind: 'place',
          checks: ['authentication/1/confidential-client-secret-post'],
          fault: 'introspect-client-secret-unchecked',
        },
      ],
    },
    {
      id: 'rfc8252/8.4/exact-redirect-uri',
      keyword: 'MUST',
      section: '8.4 Registration of Native App Clients',
      quote:
        "Authorization servers MUST require clients to register their complete redirect URI (including the path component) and reject authorization requests that specify a redirect URI that doesn't exactly match the one that was registered; the exception is loopback redirects, where an exact match is required except for the port URI component.",
      reading:
        'A redirect_uri differing from the registered one in path, query, host or userinfo gets an error page and no redirect; only the loopback port may differ.',
      checks: ['endpoints/authorize/redirect-uri', 'limits/loopback-any-port'],
      breaks: [
        AUTHORIZE_REDIRECT_URI_PREFIX,
        AUTHORIZE_REDIRECT_QUERY_IGNORED,
        AUTHORIZE_REDIRECT_USERINFO_IGNORED,
        AUTHORIZE_REDIRECT_LOOPBACK_NAMES,
        AUTHORIZE_LOOPBACK_PINNED_PORT,
      ],
    },
    {
      id: 'rfc8252/8.4/reverse-domain-scheme',
      keyword: 'SHOULD',
      section: '8.4 Registration of Native App Clients',
      quote:
        'For private-use URI scheme-based redirects, authorization servers SHOULD enforce the requirement in Section 7.1 that clients use schemes that are reverse domain name based.',
      reading:
        'Judged by its minimum, the next sentence’s: a private-use scheme without a period (csconformance:) is not reverse-domain based, so registering it gets no client (a warning otherwise). Whether a scheme with periods names a domain the client owns is not visible from outside.',
      checks: ['rfc8252/8.4/reverse-domain-scheme'],
      breaks: [
        {
          way: 'registers a private-use scheme with no period (csconformance:/callback)',
          kind: 'other',
          checks: ['rfc8252/8.4/reverse-domain-scheme'],
          fault: 'register-private-scheme',
        },
        {
          way: 'takes a period anywhere in the URI (its host) for one in the scheme',
          kind: 'near-miss',
          checks: ['rfc8252/8.4/reverse-domain-scheme'],
          fault: 'register-private-scheme-period-anywhere',
        },
      ],
    },
    {
      id: 'rfc8252/8.4/scheme-without-period',
      keyword: 'SHOULD',
      section: '8.4 Registration of Native App Clients',
      quote: 'At a minimum, any private-use URI scheme that doesn\'t contain a period character (".") SHOULD be rejected.',
      reading: 'A registration with a scheme like myapp: is refused (invalid_redirect_uri or invalid_client_metadata).',
      checks: ['rfc8252/8.4/scheme-without-period'],
      breaks: [
        {
          way: 'registers a private-use scheme with no period (csconformance:/callback)',
          kind: 'other',
          checks: ['rfc8252/8.4/scheme-without-period'],
          fault: 'register-private-scheme',
        },
        {
          way: 'takes a period anywhere in the URI (its host) for one in the scheme',
          kind: 'near-miss',
          checks: ['rfc8252/8.4/scheme-without-period'],
          fault: 'register-private-scheme-period-anywhere',
        },
      ],
    },
    {
      id: 'rfc8252/8.5/no-shared-secret',
      keyword: 'NOT RECOMMENDED',
      section: '8.5 Client Authentication',
      quote:
        'For this reason, and those stated in Section 5.3.1 of [RFC6819], it is NOT RECOMMENDED for authorization servers to require client authentication of public native apps clients using a shared secret, as this serves little value beyond client identification which is already provided by the "client_id" request parameter.',
      reading: 'A public loopback client redeems its code with client_id and no client_secret.',
      checks: ['authentication/1/public-none'],
      breaks: [
        {
          way: 'requires a client_secret of a public loopback client',
          kind: 'other',
          checks: ['authentication/1/public-none'],
          fault: 'token-public-client-secret-required',
        },
      ],
    },
    {
      id: 'rfc8252/8.5/static-secret-public',
      keyword: 'MUST',
      section: '8.5 Client Authentication',
      quote:
        "Authorization servers that still require a statically included shared secret for native app clients MUST treat the client as a public client (as defined by Section 2.1 of OAuth 2.0 [RFC6749]), and not accept the secret as proof of the client's identity.",
      reading: 'Only for servers that ship one shared secret inside every copy of an app.',
      notApplicable:
        'the service issues secrets per registration (RFC 7591), never a statically included shared secret; public loopback clients need none',
    },
    {
      id: 'rfc8252/8.6/consent',
      keyword: 'SHOULD NOT',
      section: '8.6 Client Impersonation',
      quote:
        'As stated in Section 10.2 of OAuth 2.0 [RFC6749], the authorization server SHOULD NOT process authorization requests automatically without user consent or interaction, except when the identity of the client can be assured.',
      reading:
        'The spec makes interactive consent a MUST (Authentication 3): every authorization request shows a consent page before the code; nobody signed in gets a login page.',
      checks: ['authentication/3/interactive-consent'],
      breaks: [AUTHORIZE_AUTO_APPROVE, AUTHORIZE_CONSENT_SKIPPED, AUTHORIZE_POST_CONSENT_SKIPPED],
    },
    {
      id: 'rfc8252/8.6/repeat-consent',
      keyword: 'SHOULD',
      section: '8.6 Client Impersonation',
      quote:
        'This includes the case where the user has previously approved an authorization request for a given client id -- unless the identity of the client can be proven, the request SHOULD be processed as if no previous request had been approved.',
      reading:
        "A loopback client's identity cannot be proven, so an earlier approval does not skip the consent page: a loopback client the harness registers, approved once, asks again the same way (no prompt) and gets the consent page again before any code. A server that remembers the consent warns.",
      checks: ['rfc8252/8.6/repeat-consent'],
      breaks: [AUTHORIZE_CONSENT_REMEMBERED],
    },
  ],
} as const satisfies Source;
