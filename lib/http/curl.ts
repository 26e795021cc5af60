// A curl command that repeats a recorded request (with its secrets masked), for reproductions.
import type { MaskedMessage } from './types.ts';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function toCurl(req: MaskedMessage): string {
  const parts = ['curl', '-sS', '-i'];
  if (req.method && req.method !== 'GET') parts.push('-X', req.method);
  parts.push(quote(req.url ?? ''));
  for (const [k, v] of Object.entries(req.headers)) {
    if (k.toLowerCase() === 'content-length') continue;
    parts.push('-H', quote(`${k}: ${v}`));
  }
  if (req.body !== undefined) parts.push('--data-raw', quote(req.body));
  return parts.join(' ');
}
