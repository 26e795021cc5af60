// The threat map: the attacks of the OAuth Security BCP (RFC 9700 §4) and the spec's own threats,
// each with the clauses whose checks protect against it. Data for the report's threat view,
// `cs-conformance list --threats` and `run --profile security` (which runs the checks of these clauses).
import { clause, type ClauseId } from './registry.ts';

export interface Threat {
  /** stable id, kebab-case */
  id: string;
  title: string;
  /** where the attack is described */
  source: string;
  /** clause ids of lib/spec/clauses whose checks protect against it (empty: not tested by this harness) */
  clauses: ClauseId[];
  /** why a threat has no check, or what its checks leave out */
  note?: string;
}

export const threats: readonly Threat[] = Object.freeze([
  {
    id: 'redirect-uri-validation',
    title: 'Insufficient redirect URI validation',
    source: 'RFC 9700 §4.1',
    clauses: [
      'endpoints/authorize/redirect-uri',
      'endpoints/authorize/client-id',
      'endpoints/token/code-bound-to-redirect-uri',
      'security/redirect-uri/loopback-only',
      'security/redirect-uri/no-userinfo',
      'security/redirect-uri/no-fragment',
      'authentication/4/fixed-https-callback',
      'resources/cimd/redirect-uris',
    ],
  },
  {
    id: 'referer-leakage',
    title: 'Credential leakage via Referer headers',
    source: 'RFC 9700 §4.2',
    clauses: ['security/referrer/policy'],
    note: 'Only the authorization server’s side: the client’s own pages are not the target’s.',
  },
  {
    id: 'browser-history',
    title: 'Credential leakage via browser history',
    source: 'RFC 9700 §4.3',
    clauses: [
      'security/resource/no-query-token',
      'security/authorize/no-implicit',
      'security/authorize/code-only',
      'endpoints/token/code-single-use',
    ],
  },
  {
    id: 'mix-up',
    title: 'Mix-up attacks',
    source: 'RFC 9700 §4.4',
    clauses: ['endpoints/authorize/iss', 'endpoints/discovery/authorization-server/issuer', 'authentication/9/iss'],
  },
  {
    id: 'code-injection',
    title: 'Authorization code injection',
    source: 'RFC 9700 §4.5',
    clauses: [
      'authentication/1/s256-only',
      'endpoints/token/pkce-verifier',
      'endpoints/token/code-bound-to-client',
      'security/pkce/challenge-grammar',
      'authentication/9/nonce',
    ],
  },
  {
    id: 'access-token-injection',
    title: 'Access token injection',
    source: 'RFC 9700 §4.6',
    clauses: ['security/authorize/no-implicit'],
  },
  {
    id: 'csrf',
    title: 'Cross-site request forgery (redirect endpoint and consent)',
    source: 'RFC 9700 §4.7; RFC 6749 §10.12',
    clauses: [
      'endpoints/authorize/state',
      'authentication/1/s256-only',
      'security/csrf/consent-bound',
      'authentication/3/interactive-consent',
    ],
  },
  {
    id: 'pkce-downgrade',
    title: 'PKCE downgrade',
    source: 'RFC 9700 §4.8',
    clauses: ['authentication/1/s256-only', 'endpoints/token/pkce-verifier'],
  },
  {
    id: 'token-leakage-at-resource',
    title: 'Access token leakage at the resource server, and misuse of stolen access tokens',
    source: 'RFC 9700 §4.9, §4.10',
    clauses: [
      'authentication/8/bound-to-origin',
      'authentication/8/other-origin',
      'authentication/11/revoke-access',
      'rfc6749/7/not-expired',
      'mcp-authorization/token-handling/401',
      'rfc7662/4/expired',
    ],
    note: 'Sender-constrained tokens (RFC 8705, RFC 9449) are not part of the spec: audience restriction is what is tested, and expiry (a stolen token is refused after its lifetime, which --profile security waits out).',
  },
  {
    id: 'open-redirection',
    title: 'Open redirection',
    source: 'RFC 9700 §4.11',
    clauses: ['endpoints/authorize/redirect-uri', 'endpoints/authorize/client-id'],
  },
  {
    id: 'redirect-307',
    title: '307 redirect (credentials forwarded)',
    source: 'RFC 9700 §4.12',
    clauses: [],
    note: 'Not tested: the login form’s redirect status is the sign-in page’s business, which the harness drives but does not inspect.',
  },
  {
    id: 'tls-terminating-proxies',
    title: 'TLS terminating reverse proxies',
    source: 'RFC 9700 §4.13',
    clauses: [],
    note: 'Not testable from outside: a deployment matter.',
  },
  {
    id: 'refresh-token-protection',
    title: 'Refresh token replay',
    source: 'RFC 9700 §4.14',
    clauses: [
      'security/refresh/rotation',
      'security/refresh/reuse-revokes',
      'endpoints/token/refresh-bound-to-client',
      'authentication/11/revoke-refresh',
      'rfc6749/6/validate-refresh-token',
    ],
  },
  {
    id: 'client-impersonating-owner',
    title: 'Client impersonating resource owner',
    source: 'RFC 9700 §4.15',
    clauses: ['authentication/4/vendor-client-name', 'resources/registration/client-id'],
    note: 'Registration must not let a client choose its client_id: the vendor’s is fixed, a new client’s is the server’s.',
  },
  {
    id: 'clickjacking',
    title: 'Clickjacking',
    source: 'RFC 9700 §4.16',
    clauses: ['security/clickjacking/framing', 'security/clickjacking/csp'],
  },
  {
    id: 'code-replay',
    title: 'Authorization code replay',
    source: 'RFC 9700 §4.2.4; RFC 6749 §4.1.2',
    clauses: ['endpoints/token/code-single-use', 'security/code/replay-revokes', 'rfc6749/4.1.2/code-expires'],
  },
  {
    id: 'token-confusion',
    title: 'Token confusion and forged tokens at the resources',
    source: 'RFC 6749 §7; RFC 8725 §2.1, §2.8',
    clauses: [
      'security/resource/access-tokens-only',
      'security/resource/unsecured-jwt',
      'security/resource/alg-confusion',
      'errors/invalid_token',
      'endpoints/discovery/jwks/public-only',
    ],
  },
  {
    id: 'cimd-ssrf',
    title: 'Server-side request forgery through Client ID Metadata Documents',
    source: 'draft-ietf-oauth-client-id-metadata-document, Security Considerations',
    clauses: [
      'security/cimd/https-only',
      'security/cimd/ssrf',
      'security/cimd/ssrf-loopback',
      'authentication/5/cimd-host',
      'authentication/5/cimd-unreviewed-scopes',
    ],
  },
  {
    id: 'audience-confusion',
    title: 'Audience confusion across sites',
    source: 'Spec Authentication 8; RFC 8707; RFC 9700 §4.10.2',
    clauses: [
      'authentication/8/bound-to-origin',
      'authentication/8/other-origin',
      'endpoints/authorize/resource',
      'endpoints/token/resource-repeated',
      'authentication/8/introspection',
      'service/member-one-person',
    ],
  },
  {
    id: 'operator-member-data',
    title: 'Member data through operator clients',
    source: 'Spec Authentication 7',
    clauses: [
      'authentication/7/operator-not-member-data',
      'authentication/7/account-read-member-audience',
      'scopes/resource-scopes',
      'errors/insufficient_scope',
    ],
  },
  {
    id: 'anonymous-member-data',
    title: 'Member data to anonymous callers',
    source: 'Spec Resource endpoints; Errors',
    clauses: ['endpoints/mcp/anonymous', 'endpoints/graphql/no-token', 'errors/invalid_token'],
  },
]);

/** Every clause id the map names, once (the security profile runs their checks). */
export function threatClauses(): ClauseId[] {
  return [...new Set(threats.flatMap((t) => t.clauses))];
}

/** Throws on a clause id that is not in the registry (a harness bug, caught by the self-test). */
export function checkThreatMap(): void {
  for (const t of threats) for (const id of t.clauses) clause(id);
}
