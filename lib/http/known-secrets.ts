// The secret values this process has met (config secrets, tokens, every value masked by its name),
// masked wherever they appear again: in an HTML page, an error message, a log line.

export function maskValue(value: string): string {
  if (value.length >= 20) return `${value.slice(0, 4)}…${value.slice(-4)} (len=${value.length})`;
  return `… (len=${value.length})`;
}

const known = new Set<string>();
const MIN_SECRET = 6;
let longest = 0;

/**
 * Where a known secret ends: the secrets by a hash of their last characters (tokens of one kind
 * share long beginnings, a JWT's header and claims names, but end in their own random bytes). A
 * text is read once, with a rolling hash of a short and a long window and a bit table per window
 * before any look-up: no string is made per position, whatever the number of secrets (a run's
 * worker meets hundreds, and masks every exchange it records).
 */
class Window {
  readonly bySuffix = new Map<number, string[]>();
  /** which low bits of a window's hash some secret has */
  readonly seen = new Uint8Array(1 << 16);
  /** BASE ** (size - 1), in 32 bits */
  readonly top: number;
  constructor(readonly size: number) {
    let top = 1;
    for (let k = 1; k < size; k++) top = Math.imul(top, BASE);
    this.top = top;
  }
  hash(text: string, from: number): number {
    let h = 0;
    for (let k = 0; k < this.size; k++) h = (Math.imul(h, BASE) + text.charCodeAt(from + k)) | 0;
    return h;
  }
  /** the window one position on: its first char out, the next one in */
  roll(h: number, text: string, from: number): number {
    return (Math.imul(h - Math.imul(text.charCodeAt(from), this.top), BASE) + text.charCodeAt(from + this.size)) | 0;
  }
  add(secret: string): void {
    const key = this.hash(secret, secret.length - this.size);
    this.seen[key & 0xffff] = 1;
    const list = this.bySuffix.get(key) ?? [];
    list.push(secret);
    this.bySuffix.set(key, list);
  }
}
const BASE = 131;
const LONG = 16;
/** secrets shorter than LONG by their last MIN_SECRET characters, the others by their last LONG */
const windows = [new Window(MIN_SECRET), new Window(LONG)];
/** the secrets by their first characters, for withoutSecretTail */
const byPrefix = new Map<string, string[]>();

export function rememberSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET || known.has(value)) return;
  known.add(value);
  longest = Math.max(longest, value.length);
  windows[value.length < LONG ? 0 : 1]!.add(value);
  const key = value.slice(0, MIN_SECRET);
  byPrefix.set(key, [...(byPrefix.get(key) ?? []), value]);
}

let scanning = true;

/**
 * Runs fn with the scan for known secrets off: the values it masks by name are remembered, the
 * texts are not read (an exchange nobody will record: lib/http/client.ts).
 */
export function rememberOnly<T>(fn: () => T): T {
  scanning = false;
  try {
    return fn();
  } finally {
    scanning = true;
  }
}

/**
 * Every known secret in the text masked: wherever secrets overlap, the stretch they cover together
 * is masked as one (no tail of either is left).
 */
export function maskKnownSecrets(text: string): string {
  if (!scanning || !known.size || text.length < MIN_SECRET) return text;
  const found: [number, number][] = [];
  for (const w of windows) {
    if (!w.bySuffix.size || text.length < w.size) continue;
    let h = w.hash(text, 0);
    for (let from = 0; ;) {
      if (w.seen[h & 0xffff]) {
        const end = from + w.size;
        for (const s of w.bySuffix.get(h) ?? [])
          if (s.length <= end && text.startsWith(s, end - s.length)) found.push([end - s.length, end]);
      }
      if (from + w.size >= text.length) break;
      h = w.roll(h, text, from);
      from++;
    }
  }
  if (!found.length) return text;
  found.sort((a, b) => a[0] - b[0]);
  let out = '';
  let kept = 0;
  for (let k = 0; k < found.length;) {
    const start = found[k]![0];
    let end = found[k]![1];
    // every secret starting inside the stretch widens it
    for (k++; k < found.length && found[k]![0] < end; k++) end = Math.max(end, found[k]![1]);
    out += text.slice(kept, start) + maskValue(text.slice(start, end));
    kept = end;
  }
  return out + text.slice(kept);
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
