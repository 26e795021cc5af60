// A credential with one character changed, for probes of integrity. A base64url character is
// swapped for the one 32 places away in the alphabet, which flips the top of its six bits: the one
// bit every position decodes, the last of a segment too (whose low bits may be padding a lenient
// decoder drops, so that "A" and "B" there decode to the same bytes). Remembered as a secret: it is
// the real value but for one character.
import { rememberSecret } from '../http/mask.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `value` with its character at `i` changed so that every decoding of it changes too. */
export function alterAt(value: string, i: number): string {
  const c = value[i]!;
  const at = BASE64URL.indexOf(c);
  const changed = at >= 0 ? BASE64URL[at ^ 32]! : c === 'A' ? 'B' : 'A';
  const out = `${value.slice(0, i)}${changed}${value.slice(i + 1)}`;
  rememberSecret(out);
  return out;
}
