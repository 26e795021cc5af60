// What a security review needs of the pages the browser was shown: the response headers that decide
// framing and referrers (X-Frame-Options, Content-Security-Policy, Referrer-Policy), and a page's own
// referrer meta element. Collected by the consent driver; judged by suites/security.
import type { Tab } from './tab.ts';
import { bounded } from './bounded.ts';

export const SECURITY_HEADERS = ['x-frame-options', 'content-security-policy', 'referrer-policy'] as const;

export interface PageSecurity {
  /** the security headers of the page's document response (lower-case names; repeated headers joined by "\n") */
  headers: Record<string, string>;
  /** the content of <meta name="referrer">, when the page has one */
  referrerMeta?: string;
  /** the origins other than the page's own that it loads from, links to or posts to (src, href, form action) */
  foreignOrigins?: string[];
}

export function pickHeaders(all: Record<string, string>, extra: string[] = []): Record<string, string> {
  return Object.fromEntries([...SECURITY_HEADERS, ...extra].filter((h) => all[h] !== undefined).map((h) => [h, all[h]!]));
}

/** RFC 9700 §4.2.4: the other origins a page loads resources from, links to or submits to. */
export async function foreignOrigins(tab: Tab): Promise<string[]> {
  const script = `(() => {
    const urls = [...document.querySelectorAll('[src],[href],form[action]')].map((el) => el.src || el.href || el.action).filter((u) => typeof u === 'string' && /^https?:/.test(u));
    return [...new Set(urls.map((u) => new URL(u).origin))].filter((o) => o !== location.origin);
  })()`;
  return bounded(tab, 'reading the page links', () => tab.evaluate<string[]>(script)).catch(() => []);
}

export async function referrerMeta(tab: Tab): Promise<string | undefined> {
  const content = await tab
    .evaluate<string | null>(`document.querySelector('meta[name="referrer" i]')?.getAttribute('content') ?? null`)
    .catch(() => null);
  return content ?? undefined;
}
