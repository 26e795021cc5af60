// The requirement inventory of Model Context Protocol: Security Best Practices (lib/spec/sources/types.ts).
// Text: modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/basic/security_best_practices.mdx
// (commit 92004a0a, the version of the 2025-11-25 specification); markdown emphasis dropped. Its
// sentences that bind an MCP client only (one-click local server configuration) are out.
import type { Source } from './types.ts';

const PROXY =
  "The service is no MCP proxy server: /mcp serves the service's own tools with tokens of the service's own authorization server, and forwards no authorization to a third-party authorization server with a static client ID.";
const NO_CONSENT_COOKIE =
  'The service remembers no consent decision to skip a consent page: every authorization shows one (authentication/3/interactive-consent), so it keeps no cookie tracking consent decisions.';
const STATE_PROXY =
  "These bind the proxy as the OAuth client of a third-party authorization server (its state, its callback endpoint). The service's authorization server is no client of another: a sign-in at an identity provider, where a school has one, is a sign-in, not an OAuth authorization fed by the service's consent.";

export const mcpSecurity = {
  id: 'mcp-security',
  cite: 'MCP Security Best Practices',
  title: 'Model Context Protocol: Security Best Practices',
  scope:
    "/mcp and the authorization server MCP clients register and consent at: token passthrough and session hijacking bind /mcp; the confused-deputy mitigations bind proxy servers, and the service's consent page is the one an MCP client meets",
  cites: ['mcp-authorization', 'mcp-transport', 'rfc9700', 'rfc9728', 'oauth21'],
  requirements: [
    {
      id: 'mcp-security/confused-deputy/per-client-consent',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation',
      quote:
        'To prevent confused deputy attacks, MCP proxy servers MUST implement per-client consent and proper security controls as detailed below.',
      reading:
        "The service is no proxy, but its authorization server is where the attack this guards against would land: it registers MCP clients dynamically and keeps a sign-in cookie, so a member's approval of one client carried over to a client registered afterwards would send that client's code to the attacker's redirect URI without the member's consent. Consent per client: every authorization, a client registered moments before included, shows its own consent page before a code.",
      checks: ['authentication/3/interactive-consent'],
      breaks: [
        {
          way: 'issues a code to a client registered after the member approved another, with no consent page of its own (consent remembered per member, not per client)',
          kind: 'after-event',
          checks: ['authentication/3/interactive-consent'],
          fault: 'authorize-consent-skipped',
        },
        {
          way: 'issues a code with neither sign-in nor consent',
          kind: 'other',
          checks: ['authentication/3/interactive-consent'],
          fault: 'authorize-auto-approve',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/consent-registry',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'MCP proxy servers MUST: Maintain a registry of approved `client_id` values per user',
      reading: 'The registry a proxy keeps to know which MCP clients a user approved before it forwards to a third party.',
      notApplicable: `${PROXY} ${NO_CONSENT_COOKIE}`,
    },
    {
      id: 'mcp-security/confused-deputy/registry-first',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'MCP proxy servers MUST: Check this registry before initiating the third-party authorization flow',
      reading: 'A proxy consults its per-client consent before it starts the third-party authorization.',
      notApplicable: PROXY,
    },
    {
      id: 'mcp-security/confused-deputy/store-securely',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'MCP proxy servers MUST: Store consent decisions securely (server-side database, or server specific cookies)',
      reading: "Where a proxy keeps its users' consent decisions.",
      notApplicable: `${PROXY} ${NO_CONSENT_COOKIE}`,
    },
    {
      id: 'mcp-security/confused-deputy/consent-names-client',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP-level consent page MUST: Clearly identify the requesting MCP client by name',
      reading:
        "The service's consent page is the one an MCP client meets: for a client registered moments before with a distinctive client_name, the page names it (its name, or its client_id).",
      checks: ['rfc6749/10.2/explicit-authentication'],
      breaks: [
        {
          way: 'shows a consent page that names no client ("An application")',
          kind: 'other',
          checks: ['rfc6749/10.2/explicit-authentication'],
          fault: 'consent-unnamed-client',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/consent-scopes',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP-level consent page MUST: Display the specific third-party API scopes being requested',
      reading:
        "Third-party API scopes: a proxy's consent page names what the third party will be asked for. How the service's own page presents its scopes is left to it (rfc6749/10.2/explicit-authentication's reading).",
      notApplicable: PROXY,
    },
    {
      id: 'mcp-security/confused-deputy/consent-redirect-uri',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP-level consent page MUST: Show the registered `redirect_uri` where tokens will be sent',
      reading:
        "On the service's consent page, for the clients it takes without review whose code may leave the member's machine (metadata-document clients), the host of the redirect URI the code goes to is shown; a loopback registration's code goes to 127.0.0.1, the member's own machine.",
      checks: ['mcp-authorization/cimd-security/show-redirect-host'],
      breaks: [
        {
          way: "shows the client's name but not the host of the redirect URI the code will go to",
          kind: 'other',
          checks: ['mcp-authorization/cimd-security/show-redirect-host'],
          fault: 'consent-no-redirect-host',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/consent-csrf',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP-level consent page MUST: Implement CSRF protection (e.g., state parameter, CSRF tokens)',
      reading: "The service's consent form carries an anti-forgery value bound to the member's session: a forged approval gets no code.",
      checks: ['security/csrf/consent-bound'],
      breaks: [
        {
          way: 'accepts an approval whatever its anti-forgery field holds',
          kind: 'exact-match',
          checks: ['security/csrf/consent-bound'],
          fault: 'authorize-consent-csrf',
        },
        {
          way: 'accepts an approval that leaves the anti-forgery field out (checked only when sent)',
          kind: 'other',
          checks: ['security/csrf/consent-bound'],
          fault: 'authorize-consent-csrf-optional',
        },
        {
          way: "accepts the anti-forgery value from another member's session (tied to the request, not the session)",
          kind: 'confusion',
          checks: ['security/csrf/consent-bound'],
          fault: 'authorize-consent-unbound',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/consent-framing',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote:
        'The MCP-level consent page MUST: Prevent iframing via `frame-ancestors` CSP directive or `X-Frame-Options: DENY` to prevent clickjacking',
      reading: "The service's sign-in and consent pages cannot be framed by another site.",
      checks: ['security/clickjacking/framing'],
      breaks: [
        {
          way: 'sends the consent page with neither X-Frame-Options nor frame-ancestors',
          kind: 'other',
          checks: ['security/clickjacking/framing'],
          fault: 'authorize-pages-framable',
        },
        {
          way: 'sends X-Frame-Options: DENY but a CSP frame-ancestors * that overrides it',
          kind: 'near-miss',
          checks: ['security/clickjacking/framing'],
          fault: 'authorize-pages-frame-ancestors-any',
        },
      ],
    },
    ...(
      [
        ['host-prefix', 'Use `__Host-` prefix for cookie names'],
        ['cookie-attributes', 'Set `Secure`, `HttpOnly`, and `SameSite=Lax` attributes'],
        ['cookie-signed', 'Be cryptographically signed or use server-side sessions'],
        ['cookie-per-client', 'Bind to the specific `client_id` (not just "user has consented")'],
      ] as const
    ).map(([slug, rule]) => ({
      id: `mcp-security/confused-deputy/${slug}` as const,
      keyword: 'MUST' as const,
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: `If using cookies to track consent decisions, they MUST: ${rule}`,
      reading: 'Cookies that record which clients a user approved.',
      notApplicable: NO_CONSENT_COOKIE,
    })),
    {
      id: 'mcp-security/confused-deputy/redirect-exact',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP proxy server MUST: Validate that the `redirect_uri` in authorization requests exactly matches the registered URI',
      reading:
        "The service's authorization server issues the codes MCP clients redeem: a redirect_uri that is not exactly a registered one gets an error page, never a redirect (restates endpoints/authorize/redirect-uri; its ways of near values are the authorization area's).",
      checks: ['endpoints/authorize/redirect-uri'],
      breaks: [
        {
          way: 'accepts a redirect URI that starts with a registered one',
          kind: 'exact-match',
          checks: ['endpoints/authorize/redirect-uri'],
          fault: 'authorize-redirect-uri-prefix',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/redirect-changed',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP proxy server MUST: Reject requests if the `redirect_uri` has changed without re-registration',
      reading: 'A redirect_uri the client did not register is refused on a page: no code, no error sent to it.',
      checks: ['endpoints/authorize/redirect-uri'],
      breaks: [
        {
          way: 'redirects to an unregistered redirect URI (with an error)',
          kind: 'other',
          checks: ['endpoints/authorize/redirect-uri'],
          fault: 'authorize-open-redirect',
        },
      ],
    },
    {
      id: 'mcp-security/confused-deputy/redirect-string-match',
      keyword: 'MUST',
      section: 'Confused Deputy Problem › Mitigation › Required Protections',
      quote: 'The MCP proxy server MUST: Use exact string matching (not pattern matching or wildcards)',
      reading: 'As redirect-exact: the comparison is of the whole string.',
      checks: ['endpoints/authorize/redirect-uri'],
      breaks: [
        {
          way: 'matches the redirect URI as a prefix pattern',
          kind: 'exact-match',
          checks: ['endpoints/authorize/redirect-uri'],
          fault: 'authorize-redirect-uri-prefix',
        },
      ],
    },
    ...(
      [
        ['state-random', 'Generate a cryptographically secure random `state` value for each authorization request'],
        [
          'state-after-consent',
          'Store the `state` value server-side (in a secure session store or encrypted cookie) only after consent has been explicitly approved',
        ],
        [
          'state-before-redirect',
          'Set the `state` tracking cookie/session immediately before redirecting to the third-party identity provider (not before consent approval)',
        ],
        [
          'state-validated',
          "Validate at the callback endpoint that the `state` query parameter exactly matches the stored value in the callback request's cookies or in the request's cookie-based session",
        ],
        ['state-required', 'Reject any callback requests where the `state` parameter is missing or does not match'],
        [
          'state-single-use',
          'Ensure `state` values are single-use (delete after validation) and have a short expiration time (e.g., 10 minutes)',
        ],
      ] as const
    ).map(([slug, rule]) => ({
      id: `mcp-security/confused-deputy/${slug}` as const,
      keyword: 'MUST' as const,
      section: 'Confused Deputy Problem › Mitigation › Required Protections › OAuth State Parameter Validation',
      quote: `MCP proxy servers implementing OAuth flows MUST: ${rule}`,
      reading: "The proxy's own state towards the third-party authorization server.",
      notApplicable: STATE_PROXY,
    })),
    {
      id: 'mcp-security/confused-deputy/state-cookie-after-consent',
      keyword: 'MUST NOT',
      section: 'Confused Deputy Problem › Mitigation › Required Protections › OAuth State Parameter Validation',
      quote:
        "The consent cookie or session containing the `state` value MUST NOT be set until after the user has approved the consent screen at the MCP server's authorization endpoint.",
      reading: "The proxy's state cookie towards the third party.",
      notApplicable: STATE_PROXY,
    },
    {
      id: 'mcp-security/token-passthrough/issued-for-it',
      keyword: 'MUST NOT',
      section: 'Token Passthrough › Mitigation',
      quote: 'MCP servers MUST NOT accept any tokens that were not explicitly issued for the MCP server.',
      reading:
        "/mcp serves a token only when this origin's authorization server issued it as an access token bound to this origin: another origin's member token, an ID or refresh token, a token never issued or one revoked gets 401, never the member's tools nor an anonymous session. Passing the token on to a downstream API (the other half of the anti-pattern) is mcp-authorization/privilege/no-passthrough.",
      checks: [
        'authentication/8/other-origin',
        'security/resource/access-tokens-only',
        'errors/invalid_token',
        'authentication/11/revoke-access',
      ],
      breaks: [
        {
          way: 'serves at /mcp a member token issued for another origin of the platform',
          kind: 'confusion',
          checks: ['authentication/8/other-origin'],
          fault: 'mcp-other-origin-token',
        },
        {
          way: "serves at /mcp the member's ID token as a bearer token",
          kind: 'confusion',
          checks: ['security/resource/access-tokens-only'],
          fault: 'bearer-accepts-id-token',
        },
        {
          way: "serves at /mcp the member's refresh token as a bearer token",
          kind: 'confusion',
          checks: ['security/resource/access-tokens-only'],
          fault: 'bearer-accepts-refresh-token',
        },
        {
          way: 'serves a token it never issued as an anonymous caller',
          kind: 'other',
          checks: ['errors/invalid_token'],
          fault: 'mcp-unknown-token-anonymous',
        },
        {
          way: 'serves a token its client revoked',
          kind: 'after-event',
          checks: ['authentication/11/revoke-access'],
          fault: 'mcp-revoked-token-served',
        },
        {
          way: 'accepts the token only to pass it on to a downstream API',
          kind: 'other',
          notObservable: "The MCP server's requests to other services happen inside the service; the harness sees only /mcp's answers.",
        },
      ],
    },
    {
      id: 'mcp-security/session-hijacking/verify-all',
      keyword: 'MUST',
      section: 'Session Hijacking › Mitigation',
      quote: 'MCP servers that implement authorization MUST verify all inbound requests.',
      reading:
        "Every request to /mcp is authenticated, not only the initialize that opened a session: in a session opened with the member token, a request carrying a token revoked since, or one never issued, is refused (401; 404 for a session the server ended with its token), never served on the session's word.",
      checks: ['mcp-security/session-hijacking/verify-all'],
      breaks: [
        {
          way: 'serves a request of a live session whose token was revoked since the session opened',
          kind: 'after-event',
          checks: ['mcp-security/session-hijacking/verify-all'],
          fault: 'mcp-session-token-unverified',
        },
        {
          way: 'serves a request of a live session that carries a token it never issued',
          kind: 'confusion',
          checks: ['mcp-security/session-hijacking/verify-all'],
          fault: 'mcp-session-token-unverified',
        },
        {
          way: 'serves a new initialize with a revoked token',
          kind: 'after-event',
          checks: ['authentication/11/revoke-access'],
          fault: 'mcp-revoked-token-served',
        },
      ],
    },
    {
      id: 'mcp-security/session-hijacking/no-session-auth',
      keyword: 'MUST NOT',
      section: 'Session Hijacking › Mitigation',
      quote: 'MCP Servers MUST NOT use sessions for authentication.',
      reading:
        "A session id is no credential: a request that carries the member's session id but no token is not served as the member (no tool beyond the anonymous ones, no member data). It may be refused (404, 400, 401) or served as anonymous.",
      checks: ['mcp-security/session-hijacking/no-session-auth'],
      breaks: [
        {
          way: "serves a request carrying the member's session id and no token as the member",
          kind: 'confusion',
          checks: ['mcp-security/session-hijacking/no-session-auth'],
          fault: 'mcp-session-authenticates',
        },
      ],
    },
    {
      id: 'mcp-security/session-hijacking/non-deterministic-ids',
      keyword: 'MUST',
      section: 'Session Hijacking › Mitigation',
      quote: 'MCP servers MUST use secure, non-deterministic session IDs.',
      reading:
        'Session ids cannot be worked out from another: three sessions opened in a row get three different ids, and they are no counter (ids alike but for a number that grows by small steps).',
      checks: ['mcp-security/session-hijacking/non-deterministic-ids'],
      breaks: [
        {
          way: 'numbers its sessions (a counter in the id)',
          kind: 'other',
          checks: ['mcp-security/session-hijacking/non-deterministic-ids'],
          fault: 'mcp-session-id-sequential',
        },
        {
          way: 'derives the id from the clock (the milliseconds between two sessions apart)',
          kind: 'other',
          checks: ['mcp-security/session-hijacking/non-deterministic-ids'],
          fault: 'mcp-session-id-clock',
        },
      ],
    },
    {
      id: 'mcp-security/session-hijacking/secure-random',
      keyword: 'SHOULD',
      section: 'Session Hijacking › Mitigation',
      quote: 'Generated session IDs (e.g., UUIDs) SHOULD use secure random number generators.',
      reading: 'The generator behind the ids.',
      notObservable:
        'No sample of ids tells a secure generator from a predictable one of the same output shape; counters and clocks, which a sample does show, are judged by mcp-security/session-hijacking/non-deterministic-ids.',
    },
    {
      id: 'mcp-security/session-hijacking/bind-to-user',
      keyword: 'SHOULD',
      section: 'Session Hijacking › Mitigation',
      quote: 'MCP servers SHOULD bind session IDs to user-specific information.',
      reading:
        "A session serves only the caller it was opened for: the member's session id sent by another caller (a request with no token) is refused (404, as a session unknown to that caller, or another 4xx), not served in that session. A warning otherwise; served as the member is the no-session-auth entry's failure.",
      checks: ['mcp-security/session-hijacking/bind-to-user'],
      breaks: [
        {
          way: "serves another caller's request (no token) that carries the member's session id",
          kind: 'confusion',
          checks: ['mcp-security/session-hijacking/bind-to-user'],
          fault: 'mcp-session-unbound',
        },
      ],
    },
    {
      id: 'mcp-security/local-server/restrict-access',
      keyword: 'SHOULD',
      section: 'Local MCP Server Compromise › Mitigation',
      quote:
        'MCP servers intending for their servers to be run locally SHOULD implement measures to prevent unauthorized usage from malicious processes:',
      reading: "An MCP server installed on the user's machine.",
      notApplicable: "/mcp is a remote endpoint of the service's origin, not a server run on the member's machine.",
    },
  ],
} as const satisfies Source;
