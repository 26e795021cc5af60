// Drives the reference server's sign-in and consent pages over plain HTTP (no browser): follows the
// server's own redirects with a cookie jar, fills each form, and returns where the client is sent.
import { createHash, randomBytes } from 'node:crypto';

export interface ConsentAnswer {
  email: string;
  password: string;
  /** the button pressed on the consent page; default approve */
  decision?: 'approve' | 'deny';
}

/** Thrown when the flow stops on a page (an error page, or a sign-in that keeps failing). */
export class ConsentPageError extends Error {
  constructor(
    readonly status: number,
    readonly page: string,
  ) {
    super(
      `the flow stopped on a page (HTTP ${status}): ${page
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300)}`,
    );
  }
}

/** A fresh PKCE pair (RFC 7636, S256). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Starts at `<origin>/oauth/authorize?<params>` and answers the pages until the server redirects
 * away from its authorization pages; returns that Location (the client's redirect URI with code or error).
 */
export async function authorizeOverHttp(
  origin: string,
  params: Record<string, string> | URLSearchParams,
  answer: ConsentAnswer,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = `${origin}/oauth/authorize?${new URLSearchParams(params)}`;
  let res = await send(url, jar);
  let signIns = 0;
  for (let step = 0; step < 8; step++) {
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin || !next.pathname.startsWith('/oauth/authorize')) return next.href;
      url = next.href;
      res = await send(url, jar);
      continue;
    }
    const html = await res.text();
    const form = firstForm(html);
    if (!form || (form.action.endsWith('/login') && signIns++ > 0)) throw new ConsentPageError(res.status, html);
    const fields = form.action.endsWith('/login')
      ? { ...form.hidden, email: answer.email, password: answer.password }
      : { ...form.hidden, decision: answer.decision ?? 'approve' };
    url = new URL(form.action, url).href;
    res = await send(url, jar, new URLSearchParams(fields));
  }
  throw new Error('the authorization pages did not end in a redirect after 8 steps');
}

async function send(url: string, jar: Map<string, string>, form?: URLSearchParams): Promise<Response> {
  const headers: Record<string, string> = {};
  if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form?.toString(), redirect: 'manual' });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return res;
}

/** The first form's action and hidden fields (the reference's pages are simple, regular HTML). */
function firstForm(html: string): { action: string; hidden: Record<string, string> } | undefined {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const hidden: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(input[0])?.[1];
    if (attr('type') === 'hidden' && attr('name')) hidden[attr('name')!] = decodeEntities(attr('value') ?? '');
  }
  return { action: decodeEntities(form[1]!), hidden };
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
