// Masks secrets before anything is recorded: Authorization values, client secrets, passwords,
// codes, verifiers and tokens become `abcd…wxyz (len=N)`, wherever they appear.

/** Parameter and JSON member names whose values are secrets. */
export const SECRET_NAMES = new Set([
  'client_secret',
  'password',
  'code',
  'code_verifier',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'client_assertion',
  'assertion',
  'device_code',
]);
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export function maskValue(value: string): string {
  if (value.length >= 20) return `${value.slice(0, 4)}…${value.slice(-4)} (len=${value.length})`;
  return `… (len=${value.length})`;
}

/**
 * Secret values seen so far in this process (config secrets, tokens met in responses), so that a
 * token echoed anywhere else, in an HTML page or a log line, is masked too.
 */
const known = new Set<string>();
/**
 * The known secrets by their first characters, longest first: a text is read once, whatever the
 * number of secrets (a run's worker meets hundreds, and masks every exchange it records).
 */
const MIN_SECRET = 6;
const byPrefix = new Map<string, string[]>();
let longest = 0;

export function rememberSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET || known.has(value)) return;
  known.add(value);
  longest = Math.max(longest, value.length);
  const key = value.slice(0, MIN_SECRET);
  const list = byPrefix.get(key) ?? [];
  list.push(value);
  list.sort((a, b) => b.length - a.length);
  byPrefix.set(key, list);
}

/**
 * Every known secret in the text masked: at each place the longest one that starts there, together
 * with any that starts inside it and runs past its end (masked as one).
 */
export function maskKnownSecrets(text: string): string {
  if (!known.size) return text;
  let out = '';
  let kept = 0;
  for (let i = 0; i + MIN_SECRET <= text.length;) {
    let end = secretEnd(text, i);
    if (end < 0) {
      i++;
      continue;
    }
    for (let j = i + 1; j < end; j++) end = Math.max(end, secretEnd(text, j));
    out += text.slice(kept, i) + maskValue(text.slice(i, end));
    i = kept = end;
  }
  return kept ? out + text.slice(kept) : text;
}

/**
 * A masked text that was cut short loses its last characters when they begin a known secret (the
 * rest of it was cut off, so maskKnownSecrets could not see it whole).
 */
export function withoutSecretTail(text: string): string {
  for (let i = Math.max(0, text.length - longest); i + MIN_SECRET <= text.length; i++) {
    const tail = text.slice(i);
    if (byPrefix.get(text.slice(i, i + MIN_SECRET))?.some((s) => s.length > tail.length && s.startsWith(tail))) return text.slice(0, i);
  }
  return text;
}

/** Where the longest known secret starting at `i` ends, or -1. */
function secretEnd(text: string, i: number): number {
  const secret = byPrefix.get(text.slice(i, i + MIN_SECRET))?.find((s) => text.startsWith(s, i));
  return secret ? i + secret.length : -1;
}

export function maskHeaderValue(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name.toLowerCase())) return maskKnownSecrets(value);
  const m = /^(\S+)\s+(.+)$/.exec(value);
  if (m && name.toLowerCase().includes('authorization')) {
    rememberSecret(m[2]);
    return `${m[1]} ${maskValue(m[2]!)}`;
  }
  // a bare scheme name ("Bearer" with no token) is no secret: remembered, it would mask every "Bearer"
  if (!/^(bearer|basic|digest|dpop|negotiate)$/i.test(value.trim())) rememberSecret(value);
  return maskValue(value);
}

/** Masks secret parameters of a query string or form body (without the leading `?`). */
export function maskParams(params: string): string {
  return params
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = safeDecode(pair.slice(0, eq));
      const value = pair.slice(eq + 1);
      if (!SECRET_NAMES.has(name) || value === '') return pair;
      const decoded = safeDecode(value.replace(/\+/g, ' '));
      rememberSecret(decoded);
      return `${pair.slice(0, eq)}=${maskValue(decoded)}`;
    })
    .join('&');
}

/** Masks secret query and fragment parameters of a URL (a Location header, a request URL). */
export function maskUrl(url: string): string {
  const hash = url.indexOf('#');
  const frag = hash >= 0 ? url.slice(hash + 1) : undefined;
  const head = hash >= 0 ? url.slice(0, hash) : url;
  const q = head.indexOf('?');
  const masked = q >= 0 ? `${head.slice(0, q)}?${maskParams(head.slice(q + 1))}` : head;
  return maskKnownSecrets(frag === undefined ? masked : `${masked}#${maskParams(frag)}`);
}

/** Masks secret members at any depth of a JSON value. */
export function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (SECRET_NAMES.has(k) && typeof v === 'string' && v !== '') {
        rememberSecret(v);
        return [k, maskValue(v)];
      }
      return [k, maskJson(v)];
    }),
  );
}

/** Masks a body by its content type: form and JSON by name, everything by known secret values. */
export function maskBody(body: string, contentType: string | undefined): string {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return maskKnownSecrets(maskParams(body));
  if (type.includes('json')) {
    try {
      return maskKnownSecrets(JSON.stringify(maskJson(JSON.parse(body)), null, 2));
    } catch {
      return maskKnownSecrets(body);
    }
  }
  return maskKnownSecrets(body);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
