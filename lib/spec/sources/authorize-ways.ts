// Ways to break the authorization endpoint's sentences (response types, PKCE, consent and prompt, state and iss, CORS,
// framing) that several inventory entries share, each checked by the same clauses and proven by the same reference
// fault. Named after that fault.
import type { Way } from './types.ts';

export const IMPLICIT_SERVED: Way = {
  way: 'serves response_type=token and id_token token: an access token (and an ID token for id_token) in the authorization response',
  kind: 'other',
  checks: ['security/authorize/no-implicit', 'security/authorize/code-only'],
  fault: 'authorize-implicit-enabled',
};
export const HYBRID_TOKEN: Way = {
  way: 'refuses response_type=token but serves the hybrid code id_token token, an access token beside the code',
  kind: 'place',
  checks: ['security/authorize/no-implicit'],
  fault: 'authorize-hybrid-token',
};
export const FRONT_ID_TOKEN: Way = {
  way: 'refuses every response type that issues an access token but serves response_type=id_token, an ID token in the authorization response',
  kind: 'place',
  checks: ['security/authorize/code-only'],
  fault: 'authorize-front-id-token',
};
export const HYBRID_ID_TOKEN: Way = {
  way: 'refuses response_type=id_token but serves the hybrid code id_token, an ID token beside the code',
  kind: 'place',
  checks: ['security/authorize/code-only'],
  fault: 'authorize-hybrid-id-token',
};
export const AUTHORIZE_ACCOUNT_READ_REGISTERED: Way = {
  way: 'grants account:read to a registered client',
  kind: 'other',
  checks: ['authentication/7/account-read-member-audience'],
  fault: 'authorize-account-read-registered',
};
export const AUTHORIZE_AUTO_APPROVE: Way = {
  way: 'approves with nobody signed in and no consent page',
  kind: 'other',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-auto-approve',
};
export const AUTHORIZE_AUTO_APPROVE_AT_ONCE: Way = {
  way: 'approves at once: no sign-in, no consent page',
  kind: 'other',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-auto-approve',
};
export const AUTHORIZE_CLIENT_ID_CASE: Way = {
  way: 'looks client_id up ignoring case',
  kind: 'near-miss',
  checks: ['endpoints/authorize/client-id'],
  fault: 'authorize-client-id-case',
};
export const AUTHORIZE_CODE_TWICE: Way = {
  way: 'repeats code in the redirect',
  kind: 'other',
  checks: ['endpoints/authorize/code'],
  fault: 'authorize-code-twice',
};
export const AUTHORIZE_CONSENT_CSRF: Way = {
  way: 'approves a consent form submitted from any signed-in session (its anti-forgery value unchecked)',
  kind: 'confusion',
  checks: ['security/csrf/consent-bound'],
  fault: 'authorize-consent-csrf',
};
export const AUTHORIZE_CONSENT_CSRF_OPTIONAL: Way = {
  way: 'checks the anti-forgery value only when the form carries one',
  kind: 'other',
  checks: ['security/csrf/consent-bound'],
  fault: 'authorize-consent-csrf-optional',
};
export const AUTHORIZE_CONSENT_REMEMBERED: Way = {
  way: 'approves a client again at once because the member approved it before',
  kind: 'after-event',
  checks: ['rfc8252/8.6/repeat-consent'],
  fault: 'authorize-consent-remembered',
};
export const AUTHORIZE_CONSENT_SKIPPED: Way = {
  way: 'shows no consent page to a signed-in member',
  kind: 'other',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-consent-skipped',
};
export const AUTHORIZE_CONSENT_SKIPPED_AFTER_SIGN_IN: Way = {
  way: 'signs the member in but shows no consent page (a freshly registered client too)',
  kind: 'other',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-consent-skipped',
};
export const AUTHORIZE_CONSENT_UNBOUND: Way = {
  way: 'ties the anti-forgery value to the pending request only, not to the session that was shown the page',
  kind: 'confusion',
  checks: ['security/csrf/consent-bound'],
  fault: 'authorize-consent-unbound',
};
export const AUTHORIZE_CORS_ANY: Way = {
  way: 'answers the authorization endpoint (and its preflight) with Access-Control-Allow-Origin: *',
  kind: 'other',
  checks: ['rfc9700/2.6/no-cors-authorize'],
  fault: 'authorize-cors-any',
};
export const AUTHORIZE_CORS_POST: Way = {
  way: 'sends Access-Control-Allow-Origin to a POST authorization request only',
  kind: 'place',
  checks: ['rfc9700/2.6/no-cors-authorize'],
  fault: 'authorize-cors-post',
};
export const AUTHORIZE_CORS_REFLECT: Way = {
  way: "echoes the request's Origin in Access-Control-Allow-Origin, with credentials",
  kind: 'exact-match',
  checks: ['rfc9700/2.6/no-cors-authorize'],
  fault: 'authorize-cors-reflect',
};
export const AUTHORIZE_DENY_IN_FRAGMENT: Way = {
  way: 'puts the iss of a denial in the fragment',
  kind: 'place',
  checks: ['endpoints/authorize/iss'],
  fault: 'authorize-deny-in-fragment',
};
export const AUTHORIZE_ERROR_ISS_MISSING: Way = {
  way: 'omits iss from the error redirect of an invalid request',
  kind: 'place',
  checks: ['endpoints/authorize/iss'],
  fault: 'authorize-error-iss-missing',
};
export const AUTHORIZE_ERROR_STATE_DROPPED: Way = {
  way: 'omits state from the error redirect of an invalid request',
  kind: 'place',
  checks: ['endpoints/authorize/state'],
  fault: 'authorize-error-state-dropped',
};
export const AUTHORIZE_HYBRID_TOKEN: Way = {
  way: 'serves the hybrid response types with token (code token, code id_token token): an access token beside the code',
  kind: 'near-miss',
  checks: ['security/authorize/no-implicit'],
  fault: 'authorize-hybrid-token',
};
export const AUTHORIZE_ID_TOKEN_HINT_IGNORED: Way = {
  way: 'ignores an id_token_hint naming another member: a code for the one signed in',
  kind: 'grant-shape',
  checks: ['oidc-core/3.1.2.1/id-token-hint'],
  fault: 'authorize-id-token-hint-ignored',
};
export const AUTHORIZE_IMPLICIT_ENABLED: Way = {
  way: 'serves response_type=token (or id_token token): an access token in the authorization response',
  kind: 'other',
  checks: ['security/authorize/no-implicit'],
  fault: 'authorize-implicit-enabled',
};
export const AUTHORIZE_ISS_WRONG: Way = {
  way: 'sends an iss with a trailing slash the issuer does not have',
  kind: 'exact-match',
  checks: ['endpoints/authorize/iss'],
  fault: 'authorize-iss-wrong',
};
export const AUTHORIZE_MAX_AGE_IGNORED: Way = {
  way: 'ignores max_age: a signed-in member is not asked to sign in again',
  kind: 'other',
  checks: ['oidc-core/3.1.2.1/max-age'],
  fault: 'authorize-max-age-ignored',
};
export const AUTHORIZE_MAX_AGE_ZERO_ONLY: Way = {
  way: 'honours max_age=0 only: a sign-in older than a positive max_age is accepted',
  kind: 'near-miss',
  checks: ['oidc-core/3.1.2.1/max-age'],
  fault: 'authorize-max-age-zero-only',
};
export const AUTHORIZE_PAGES_CSP_ONLY: Way = {
  way: 'relies on CSP frame-ancestors alone, no X-Frame-Options for user agents without CSP 2',
  kind: 'other',
  checks: ['rfc9700/4.16/combined'],
  fault: 'authorize-pages-csp-only',
};
export const AUTHORIZE_PAGES_FRAMABLE: Way = {
  way: 'sends the sign-in and consent pages with neither X-Frame-Options nor CSP frame-ancestors',
  kind: 'other',
  checks: ['security/clickjacking/framing'],
  fault: 'authorize-pages-framable',
};
export const AUTHORIZE_PKCE_METHOD_CASE: Way = {
  way: 'takes s256 for S256',
  kind: 'near-miss',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-pkce-method-case',
};
export const AUTHORIZE_PKCE_OPTIONAL: Way = {
  way: 'issues a code without code_challenge',
  kind: 'other',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-pkce-optional',
};
export const AUTHORIZE_PKCE_PLAIN_ACCEPTED: Way = {
  way: 'accepts plain or an unknown method',
  kind: 'other',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-pkce-plain-accepted',
};
export const AUTHORIZE_PKCE_PLAIN_AT_AUTHORIZE: Way = {
  way: 'accepts code_challenge_method=plain at the authorization endpoint',
  kind: 'place',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-pkce-plain-accepted',
};
export const AUTHORIZE_POST_AUTO_APPROVE: Way = {
  way: 'approves a request that came as a form POST with nobody signed in',
  kind: 'place',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-post-auto-approve',
};
export const AUTHORIZE_POST_CODE_MISSING: Way = {
  way: 'leaves the code out when the request came as a form POST',
  kind: 'place',
  checks: ['endpoints/authorize/code'],
  fault: 'authorize-post-code-missing',
};
export const AUTHORIZE_POST_CONSENT_SKIPPED: Way = {
  way: 'shows no consent page when the request came as a form POST',
  kind: 'place',
  checks: ['authentication/3/interactive-consent'],
  fault: 'authorize-post-consent-skipped',
};
export const AUTHORIZE_POST_DROPS_OIDC_PARAMS: Way = {
  way: 'loses prompt=none when the request comes as a form POST (a sign-in page shown)',
  kind: 'place',
  checks: ['oidc-core/3.1.2.1/prompt-none'],
  fault: 'authorize-post-drops-oidc-params',
};
export const AUTHORIZE_POST_ERROR_STATE_DROPPED: Way = {
  way: 'omits state from the error redirect of a request that came as a form POST',
  kind: 'place',
  checks: ['endpoints/authorize/state'],
  fault: 'authorize-post-error-state-dropped',
};
export const AUTHORIZE_POST_PKCE_OPTIONAL: Way = {
  way: 'issues a code without code_challenge when the request came as a form POST',
  kind: 'place',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-post-pkce-optional',
};
export const AUTHORIZE_POST_PKCE_PLAIN: Way = {
  way: 'accepts plain when the request came as a form POST',
  kind: 'place',
  checks: ['authentication/1/s256-only'],
  fault: 'authorize-post-pkce-plain',
};
export const AUTHORIZE_PROMPT_LOGIN_EXACT: Way = {
  way: 'honours prompt=login alone but not in a list (prompt="login consent")',
  kind: 'near-miss',
  checks: ['oidc-core/3.1.2.1/prompt-login'],
  fault: 'authorize-prompt-login-exact',
};
export const AUTHORIZE_PROMPT_LOGIN_IGNORED: Way = {
  way: 'ignores prompt=login: a signed-in member goes straight to consent',
  kind: 'other',
  checks: ['oidc-core/3.1.2.1/prompt-login'],
  fault: 'authorize-prompt-login-ignored',
};
export const AUTHORIZE_PROMPT_NONE_CONSENT_PAGE: Way = {
  way: 'shows the consent page to a signed-in member',
  kind: 'other',
  checks: ['oidc-core/3.1.2.1/prompt-none'],
  fault: 'authorize-prompt-none-consent-page',
};
export const AUTHORIZE_PROMPT_NONE_IGNORED: Way = {
  way: 'shows the sign-in page to a signed-out member',
  kind: 'other',
  checks: ['oidc-core/3.1.2.1/prompt-none'],
  fault: 'authorize-prompt-none-ignored',
};
export const AUTHORIZE_SCOPE_OPTIONAL: Way = {
  way: 'serves a request without scope and states no scope granted',
  kind: 'grant-shape',
  checks: ['endpoints/authorize/required-parameters'],
  fault: 'authorize-scope-optional',
};
export const AUTHORIZE_SCOPE_PREFIX: Way = {
  way: 'grants account:rea as account:read',
  kind: 'near-miss',
  checks: ['authentication/7/account-read-member-audience'],
  fault: 'authorize-scope-prefix',
};
export const AUTHORIZE_STATE_OPTIONAL: Way = {
  way: 'does not require state (a request without it gets a code)',
  kind: 'other',
  checks: ['endpoints/authorize/required-parameters'],
  fault: 'authorize-state-optional',
};
export const PAGES_CONSENT_CSP_ONLY: Way = {
  way: 'combines both on the sign-in page but not on the consent page',
  kind: 'place',
  checks: ['rfc9700/4.16/combined'],
  fault: 'pages-consent-csp-only',
};
export const PAGES_CONSENT_FRAME_ANCESTORS_ANY: Way = {
  way: 'protects the sign-in page but lets any site frame the consent page',
  kind: 'place',
  checks: ['security/clickjacking/framing'],
  fault: 'pages-consent-frame-ancestors-any',
};
export const PAGES_LOGIN_FRAME_ANCESTORS_ANY: Way = {
  way: 'protects the consent page but lets any site frame the sign-in page',
  kind: 'place',
  checks: ['security/clickjacking/framing'],
  fault: 'pages-login-frame-ancestors-any',
};

/** an access token in the authorization response, alone or beside the code (security/authorize/no-implicit) */
export const ACCESS_TOKEN_IN_URL_WAYS: readonly Way[] = [AUTHORIZE_IMPLICIT_ENABLED, AUTHORIZE_HYBRID_TOKEN];
