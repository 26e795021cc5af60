// Which names say that their value is a credential: JSON members, form fields, query parameters,
// headers and cookies are masked by their name's kind, not only when the harness already knows the
// value (an RFC 7592 registration_access_token is a credential the harness never asked for).

/** `api_key`, `api-key`, `apiKey` and `X-Api-Key` are one name: lower case, separators dropped. */
const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A name that contains one of these carries a credential, unless it is allowed below. */
const WORDS = [
  'token',
  'secret',
  'password',
  'passwd',
  'passcode',
  'code',
  'verifier',
  'assertion',
  'credential',
  'apikey',
  'accesskey',
  'privatekey',
  'session',
  'sessid',
  'cookie',
  'csrf',
  'xsrf',
];
/** Names that are credentials whole: the Authorization headers, a bare `pwd`. */
const EXACT = new Set(['authorization', 'proxyauthorization', 'pwd']);

/**
 * Names that match a word but carry no secret, which a reader needs to see: what kind a token is
 * (`token_type`, `client_assertion_type`, `token_type_hint`), how it is got or checked
 * (`token_endpoint`, `token_endpoint_auth_method`, `id_token_signed_response_alg`), where
 * (`*_uri`, `*_endpoint`, `check_session_iframe`), what a server offers (`*_supported`), when it
 * expires, what went wrong (`error`, `error_code`, a `status_code`), and CORS headers
 * (`Access-Control-Allow-Credentials: true`).
 * `code_challenge` is shown on purpose: RFC 7636 sends it in the clear in the front channel, an
 * S256 challenge reveals nothing of its verifier, and a reader judging a PKCE check needs to see
 * which challenge was sent (a `plain` challenge equals its verifier, which is masked wherever it
 * appears once the verifier is sent).
 */
const ALLOWED_SUFFIXES = [
  'type',
  'types',
  'hint',
  'method',
  'methods',
  'alg',
  'enc',
  'supported',
  'endpoint',
  'uri',
  'uris',
  'url',
  'iframe',
  'expiresin',
  'expiresat',
  'statuscode',
];
const ALLOWED_PREFIXES = ['tokenendpoint', 'accesscontrol', 'error'];
const ALLOWED = new Set(['codechallenge']);

/** True when a value under this name is a credential, to be masked in every output. */
export function isSecretName(name: string): boolean {
  const n = normal(name);
  if (EXACT.has(n)) return true;
  if (!WORDS.some((w) => n.includes(w))) return false;
  return !(ALLOWED.has(n) || ALLOWED_SUFFIXES.some((s) => n.endsWith(s)) || ALLOWED_PREFIXES.some((p) => n.startsWith(p)));
}
