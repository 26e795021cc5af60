// The text of the page a drive ended on (an error page, a refused login) for the evidence: what a
// person sees of it (document.body.innerText, whatever HTML or script built it). Read within the
// evidence time bound (a page that hangs leaves no text, never a hung drive), cut at the HTTP layer's
// response cap (maxResponseBytes: it crosses from the run's service to a worker), and masked as
// response bodies are, the URLs in it as recorded URLs are (a code shown in a URL on an error page).
import type { Tab } from './tab.ts';
import { maxResponseBytes } from '../http/client.ts';
import { maskBody, maskUrl, withoutSecretTail } from '../http/mask.ts';
import type { Transcript } from '../http/transcript.ts';
import type { Exchange, MaskedMessage } from '../http/types.ts';
import { bounded } from './bounded.ts';

/** The page's visible text, at most `max` characters, and its full length; undefined if it could not be read in time. */
export async function visibleText(tab: Tab, max: number): Promise<{ text: string; length: number } | undefined> {
  const script = `(() => { const t = document.body ? document.body.innerText : ''; return { text: t.slice(0, ${max}), length: t.length }; })()`;
  return bounded(tab, 'reading the page text', () => tab.evaluate<{ text: string; length: number }>(script)).catch(() => undefined);
}

/** The page's text as a recorded body: trimmed, masked, capped (`truncated` when cut). */
export async function pageBody(tab: Tab): Promise<Pick<MaskedMessage, 'body' | 'truncated'> | undefined> {
  const read = await visibleText(tab, maxResponseBytes());
  return read && bodyOf(read.text, read.length);
}

/** A page's whole text, read without the browser (lib/browser/plain-drive.ts), as the body of its exchange: the same masking and cap. */
export function bodyOfPage(text: string): Pick<MaskedMessage, 'body' | 'truncated'> | undefined {
  return bodyOf(text.slice(0, maxResponseBytes()), text.length);
}

/** A page's text, read already, as the body of its consent page: the same masking and cap. */
export function bodyOfText(text: string, length: number): string | undefined {
  return bodyOf(text, length)?.body;
}

function bodyOf(readText: string, length: number): Pick<MaskedMessage, 'body' | 'truncated'> | undefined {
  const cap = maxResponseBytes();
  const read = { text: readText, length };
  const cut = read.length > cap;
  // the URLs first: their secret parameters are remembered, then masked wherever else they appear
  const text = read.text.trim().replace(/https?:\/\/[^\s"'<>]+/g, (u) => maskUrl(u));
  const masked = cut ? withoutSecretTail(maskBody(text, 'text/plain')) : maskBody(text, 'text/plain');
  if (!masked) return undefined;
  const bytes = Buffer.from(masked);
  if (!cut && bytes.length <= cap) return { body: masked };
  return {
    body: bytes
      .subarray(0, cap)
      .toString('utf8')
      .replace(/\uFFFD$/, ''),
    truncated: true,
  };
}

/**
 * Puts the text of the page the drive ended on into the evidence: as the body of the exchange that
 * brought the page, or as a note when none did (a page the browser made itself, a network error).
 */
export async function recordPageText(tab: Tab, document: Exchange | undefined, t: Transcript | undefined): Promise<void> {
  if (!t) return;
  const body = await pageBody(tab);
  if (!body) return;
  if (document?.response) Object.assign(document.response, body);
  else t.note(`The page the browser ended on (${maskUrl(tab.url())}) reads:\n${body.body}`);
}
