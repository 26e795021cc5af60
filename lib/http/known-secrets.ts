// The secret values this process has met (config secrets, tokens, every value masked by its name),
// masked wherever they appear again: in an HTML page, an error message, a log line.

export function maskValue(value: string): string {
  if (value.length >= 20) return `${value.slice(0, 4)}…${value.slice(-4)} (len=${value.length})`;
  return `… (len=${value.length})`;
}

const known = new Set<string>();
/**
 * The known secrets by a hash of their first characters, longest first: a text is read once, with
 * one rolling hash and a map look-up per position (no string made), whatever the number of secrets
 * (a run's worker meets hundreds, and masks every exchange it records).
 */
const MIN_SECRET = 6;
const byPrefix = new Map<number, string[]>();
/** which low bits of a prefix hash some secret has: most positions are passed over on one array read */
const seen = new Uint8Array(1 << 16);
let longest = 0;

/** The hash of text[i, i + MIN_SECRET): a polynomial in the char codes, kept in 32 bits. */
const BASE = 131;
let TOP = 1; // BASE ** (MIN_SECRET - 1), in 32 bits
for (let k = 1; k < MIN_SECRET; k++) TOP = Math.imul(TOP, BASE);
function prefixHash(text: string, i: number): number {
  let h = 0;
  for (let k = 0; k < MIN_SECRET; k++) h = (Math.imul(h, BASE) + text.charCodeAt(i + k)) | 0;
  return h;
}
/** The next position's hash from this one's: the first char out, the next one in. */
const roll = (h: number, text: string, i: number) =>
  (Math.imul(h - Math.imul(text.charCodeAt(i), TOP), BASE) + text.charCodeAt(i + MIN_SECRET)) | 0;

export function rememberSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET || known.has(value)) return;
  known.add(value);
  longest = Math.max(longest, value.length);
  const key = prefixHash(value, 0);
  seen[key & 0xffff] = 1;
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
  if (!known.size || text.length < MIN_SECRET) return text;
  let out = '';
  let kept = 0;
  let h = prefixHash(text, 0);
  for (let i = 0; i + MIN_SECRET <= text.length;) {
    let end = secretEnd(text, i, h);
    if (end < 0) {
      if (i + MIN_SECRET < text.length) h = roll(h, text, i);
      i++;
      continue;
    }
    for (let j = i + 1; j < end && j + MIN_SECRET <= text.length; j++) end = Math.max(end, secretEnd(text, j, prefixHash(text, j)));
    out += text.slice(kept, i) + maskValue(text.slice(i, end));
    i = kept = end;
    if (i + MIN_SECRET <= text.length) h = prefixHash(text, i);
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
    if (byPrefix.get(prefixHash(text, i))?.some((s) => s.length > tail.length && s.startsWith(tail))) return text.slice(0, i);
  }
  return text;
}

/** Where the longest known secret starting at `i` (whose prefix hash is `h`) ends, or -1. */
function secretEnd(text: string, i: number, h: number): number {
  if (!seen[h & 0xffff]) return -1;
  const secret = byPrefix.get(h)?.find((s) => text.startsWith(s, i));
  return secret ? i + secret.length : -1;
}
