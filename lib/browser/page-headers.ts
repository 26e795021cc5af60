// What a security review needs of the pages the browser was shown: the response headers that decide
// framing and referrers (X-Frame-Options, Content-Security-Policy, Referrer-Policy), and a page's own
// referrer meta element. Collected by the consent driver; judged by suites/security.

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
