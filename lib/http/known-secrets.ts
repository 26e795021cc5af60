// The secret values this process has met (config secrets, tokens, every value masked by its name),
// masked wherever they appear again: in an HTML page, an error message, a log line.

export function maskValue(value: string): string {
  if (value.length >= 20) return `${value.slice(0, 4)}…${value.slice(-4)} (len=${value.length})`;
  return `… (len=${value.length})`;
}

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
