// Where an answer of the authorization endpoint leads a browser with no session, read over plain
// HTTP: the server's own redirects are followed (with the cookies it sets) until one leaves its
// origin, and a page that sends the browser on by itself (a meta refresh, a script) counts as the
// redirect it makes. For probes whose correct answer shows no page at all (prompt=none).
import { target } from '../harness/context.ts';
import { http, type HttpResponse } from '../http/client.ts';

/**
 * The answer to a request sent by HTTP with no cookie (nobody signed in), following the server's own
 * redirects (with the cookies it sets) until one leaves its origin or a page is answered.
 */
async function followOwnRedirects(first: HttpResponse): Promise<{ res: HttpResponse; location?: URL; hops: number }> {
  const jar = new Map<string, string>();
  let res = first;
  for (let hops = 0; ; hops++) {
    for (const c of res.headerValues('set-cookie')) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      if (eq > 0) jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    const raw = res.status >= 300 && res.status < 400 ? res.header('location') : undefined;
    const location = raw === undefined ? undefined : new URL(raw, res.exchange.request.url);
    if (!location || location.origin !== target().origin || hops >= 5) return { res, location, hops };
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    res = await http({ url: location.href, headers: cookie ? { cookie } : {} });
  }
}

/** The URL at the client's redirect URI that a 200 page sends the browser on to by itself (meta refresh, script), if any. */
function pageRedirect(res: HttpResponse, redirectUri: string): URL | undefined {
  // a sign-in page may link back to the client (a cancel link): only a page that navigates by itself counts
  const navigates = /http-equiv=["']?refresh|location(\.href)?\s*=|location\.(replace|assign)\(/i.test(res.body);
  if (res.status !== 200 || !navigates) return undefined;
  const escaped = redirectUri.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}[^"'\\s<>]*`).exec(res.body)?.[0];
  return found === undefined ? undefined : (URL.parse(found.replace(/&amp;/g, '&')) ?? undefined);
}

/** The answer a browser would end on, and the URL it is sent to off the server's origin (if any). */
export async function whereItLeads(first: HttpResponse, redirectUri: string): Promise<{ res: HttpResponse; location?: URL }> {
  const { res, location } = await followOwnRedirects(first);
  return { res, location: location ?? pageRedirect(res, redirectUri) };
}
