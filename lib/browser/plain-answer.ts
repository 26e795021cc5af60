// Whether the browser can change anything of an answer: a page that runs no script, refreshes to
// nothing, has no form to submit or control to press, loads nothing and is no redirect is only shown
// to the member, and what the browser shows of it is known from its bytes (its visible text:
// lib/browser/static-text.ts). Such a page is judged from the answer itself, never drawn
// (lib/browser/plain-drive.ts). Any doubt (another encoding, a style that changes the text, markup
// outside the subset lib/browser/static-html.ts reads) sends it to the browser.
import { parseStatic } from './static-html.ts';
import { stylesKeepText } from './static-css.ts';
import { staticInnerText, staticReferrerMeta } from './static-text.ts';

export interface PlainPage {
  /** document.body.innerText, as Chromium would give it */
  text: string;
  /** the content of its <meta name="referrer">, when it has one */
  referrerMeta?: string;
}

/** A header as the protocol gives it (one entry per line, repeats apart). */
export interface HeaderLine {
  name: string;
  value: string;
}

/** Larger pages go to the browser: reading them here is no saving worth a doubt. */
const MAX_BYTES = 1 << 20;
const ASCII_COMPATIBLE = ['us-ascii', 'ascii', 'iso-8859-1', 'latin1', 'windows-1252'];

/** The page as the browser would show it, or undefined when the browser could act on the answer (or it is not read here). */
export function plainPage(status: number, headers: readonly HeaderLine[], body: Buffer): PlainPage | undefined {
  const type = htmlType(status, headers);
  if (type === undefined || body.length > MAX_BYTES) return undefined;
  const text = decoded(body, /;\s*charset\s*=\s*["']?([^;"'\s]+)/i.exec(type)?.[1]?.toLowerCase());
  if (text === undefined) return undefined;
  const doc = parseStatic(text);
  if (!doc || !stylesKeepText(doc)) return undefined;
  return { text: staticInnerText(doc), referrerMeta: staticReferrerMeta(doc) };
}

/** Whether the answer's status and headers leave it a page that may be plain (its body decides). */
export function mayBePlain(status: number, headers: readonly HeaderLine[]): boolean {
  return htmlType(status, headers) !== undefined;
}

/** The Content-Type of an HTML page whose status and headers show nothing the browser would act on. */
function htmlType(status: number, headers: readonly HeaderLine[]): string | undefined {
  const all = (name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
  // a redirect, no content (the browser stays where it was), a challenge the browser would answer
  if ((status >= 300 && status < 400) || status === 204 || status === 205 || status < 200) return undefined;
  if (status === 407 || (status === 401 && all('www-authenticate').length)) return undefined;
  // a refresh, a download, resources announced in headers, a body the browser decodes first
  if (['refresh', 'content-disposition', 'link'].some((h) => all(h).length)) return undefined;
  if (all('content-encoding').some((v) => v.trim().toLowerCase() !== 'identity')) return undefined;
  const types = all('content-type');
  return types.length === 1 && /^\s*text\/html\s*(;|$)/i.test(types[0]!) ? types[0] : undefined;
}

/**
 * The body as the browser decodes it, when that is certain: UTF-8 (its BOM, the header's charset, or
 * a meta element the browser's prescan finds), or bytes that read the same in any ASCII-compatible encoding.
 */
function decoded(body: Buffer, charset: string | undefined): string | undefined {
  const utf8 = (b: Buffer) => {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(b);
    } catch {
      return undefined;
    }
  };
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return utf8(body.subarray(3));
  if ((body[0] === 0xfe && body[1] === 0xff) || (body[0] === 0xff && body[1] === 0xfe)) return undefined;
  const ascii = !body.some((b) => b >= 0x80);
  if (charset === 'utf-8' || charset === 'utf8') return utf8(body);
  if (charset !== undefined) return ascii && ASCII_COMPATIBLE.includes(charset) ? body.toString('latin1') : undefined;
  if (ascii) return body.toString('latin1');
  const prescan = body.subarray(0, 1024).toString('latin1');
  const meta = /<meta\s[^>]*charset\s*=\s*["']?([^"'\s;/>]+)/i.exec(prescan);
  return meta && /^utf-?8$/i.test(meta[1]!) ? utf8(body) : undefined;
}
