// Masks secrets before anything is recorded. A value is masked as `abcd…wxyz (len=N)` when its
// name says it is a credential (lib/http/secret-names.ts: JSON members at any depth, form fields,
// query and fragment parameters, headers, cookies), and is then remembered, so that it is masked
// wherever else it appears; values already known are masked everywhere.
import { maskKnownSecrets, maskValue, rememberOnly, rememberSecret, withoutSecretTail } from './known-secrets.ts';
import { isSecretName } from './secret-names.ts';

export { maskKnownSecrets, maskValue, rememberOnly, rememberSecret, withoutSecretTail };
export { isSecretName };

/** A value this module has masked already (a recorded URL masked again for a message). */
const MASKED = /^(?:\S{4}…\S{4}|…) \(len=\d+\)$/;

/** The value masked, and remembered (as is and URL-encoded) so that it is masked wherever it appears again. */
function masked(value: string): string {
  if (MASKED.test(value)) return value;
  rememberSecret(value);
  rememberSecret(encodeURIComponent(value));
  return maskValue(value);
}

export function maskHeaderValue(name: string, value: string): string {
  const n = name.toLowerCase();
  if (n === 'cookie') return maskCookies(value);
  if (n === 'set-cookie') return maskSetCookie(value);
  if (n === 'location' || n === 'content-location') return maskUrl(value);
  if (!isSecretName(name)) return maskKnownSecrets(value);
  const m = /^(\S+)\s+(.+)$/.exec(value);
  if (m && n.includes('authorization')) return `${m[1]} ${masked(m[2]!)}`;
  // a bare scheme name ("Bearer" with no token) is no secret: remembered, it would mask every "Bearer"
  if (/^(bearer|basic|digest|dpop|negotiate)$/i.test(value.trim())) return maskValue(value);
  return masked(value);
}

/** A Cookie header: every cookie's value is a credential; the names stay. */
function maskCookies(value: string): string {
  return value
    .split(';')
    .map((pair) => maskCookiePair(pair))
    .join(';');
}

/** A Set-Cookie header: the cookie's value masked; its attributes (Path, HttpOnly, SameSite…) stay. */
function maskSetCookie(value: string): string {
  const semi = value.indexOf(';');
  return semi < 0 ? maskCookiePair(value) : maskCookiePair(value.slice(0, semi)) + value.slice(semi);
}

function maskCookiePair(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq < 0) return maskKnownSecrets(pair);
  const value = pair.slice(eq + 1).trim();
  if (!value) return pair;
  rememberSecret(value.replace(/^"(.*)"$/, '$1'));
  return `${pair.slice(0, eq + 1)}${masked(value)}`;
}

/** Masks secret parameters of a query string or form body (without the leading `?`). */
export function maskParams(params: string): string {
  return params
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const value = pair.slice(eq + 1);
      if (!isSecretName(safeDecode(pair.slice(0, eq))) || value === '') return pair;
      const decoded = safeDecode(value.replace(/\+/g, ' '));
      if (!MASKED.test(decoded)) rememberSecret(value); // as it was encoded here, should it appear so elsewhere
      return `${pair.slice(0, eq)}=${masked(decoded)}`;
    })
    .join('&');
}

/** Masks secret query and fragment parameters of a URL (a Location header, a request URL). */
export function maskUrl(url: string): string {
  const hash = url.indexOf('#');
  const frag = hash >= 0 ? url.slice(hash + 1) : undefined;
  const head = hash >= 0 ? url.slice(0, hash) : url;
  const q = head.indexOf('?');
  const query = q >= 0 ? `${head.slice(0, q)}?${maskParams(head.slice(q + 1))}` : head;
  return maskKnownSecrets(frag === undefined ? query : `${query}#${maskParams(frag)}`);
}

/**
 * Masks secret members at any depth of a JSON value: a string, or every string of an array, under a
 * secret name (a number is left: `"code": 400` is an error code). A URL under any name has its
 * secret parameters masked (a `redirect_to` carrying a code).
 */
export function maskJson(value: unknown, secret = false): unknown {
  if (typeof value === 'string')
    return secret && value !== '' ? masked(value) : /^https?:\/\/\S*[?#]/i.test(value) ? maskUrl(value) : value;
  if (Array.isArray(value)) return value.map((v) => maskJson(v, secret));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, isSecretName(k))]));
}

/**
 * Masks a body: form and JSON by name, everything by known secret values. A body that parses as
 * JSON whatever its type (JSON served as text/plain) has its secret members remembered, so the
 * text as sent is masked too.
 */
export function maskBody(body: string, contentType: string | undefined): string {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return maskKnownSecrets(maskParams(body));
  const json = parseJson(body);
  if (json === undefined) return maskKnownSecrets(body);
  const maskedJson = maskJson(json);
  return maskKnownSecrets(type.includes('json') ? JSON.stringify(maskedJson, null, 2) : body);
}

function parseJson(body: string): unknown {
  if (!/^\s*[[{]/.test(body)) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
