// Clickjacking (RFC 9700 §4.16): the sign-in and consent pages cannot be framed by other sites, as
// a browser decides it from X-Frame-Options and CSP frame-ancestors; the BCP recommends CSP as well.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { cspDirectives, shownPages, type ShownPage } from './pages.ts';

/** frame-ancestors that let no arbitrary site frame the page: no wildcard, no bare scheme (https:, http:, data:). */
function ancestorsSafe(sources: string[]): boolean {
  return sources.every((s) => !/^\*$|^[a-z][a-z0-9+.-]*:$/i.test(s) && !/^\w+:\/\/\*$/.test(s));
}

/** HTTP's "get, decode, and split": comma-separated values (repeated headers arrive joined by a newline),
 * commas inside quoted strings kept, each trimmed of spaces and tabs. */
function splitValues(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of value) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === ',' || ch === '\n')) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((v) => v.replace(/^[ \t]+|[ \t]+$/g, ''));
}

/**
 * How a browser decides whether another site may frame the page (HTML, "check a navigation response's
 * adherence to X-Frame-Options"): an enforced CSP frame-ancestors decides alone; otherwise the
 * X-Frame-Options values, as a lower-cased set, protect when the set is one deny or sameorigin, or
 * several values of which one is deny, sameorigin or allowall (a confused header blocks framing).
 */
function framingRule(p: ShownPage): string | undefined {
  const ancestors = cspDirectives(p.security.headers['content-security-policy'], 'frame-ancestors');
  if (ancestors.length) return ancestors.some(ancestorsSafe) ? 'CSP frame-ancestors' : undefined;
  const raw = p.security.headers['x-frame-options'];
  if (raw === undefined) return undefined;
  const set = new Set(splitValues(raw).map((v) => v.toLowerCase()));
  if (set.size > 1)
    return ['deny', 'sameorigin', 'allowall'].some((v) => set.has(v)) ? 'X-Frame-Options (conflicting values: blocked)' : undefined;
  const only = [...set][0];
  return only === 'deny' || only === 'sameorigin' ? `X-Frame-Options: ${only.toUpperCase()}` : undefined;
}

const show = (p: ShownPage) =>
  `${p.kind} page: X-Frame-Options ${p.security.headers['x-frame-options'] ?? '(absent)'}, Content-Security-Policy ${p.security.headers['content-security-policy'] ?? '(absent)'}`;

check(
  'security/clickjacking/framing',
  'sign-in and consent pages → X-Frame-Options DENY/SAMEORIGIN or CSP frame-ancestors that no arbitrary site matches',
  async (t) => {
    const { pages } = await shownPages(t);
    const open = pages.filter((p) => !framingRule(p));
    if (open.length) {
      fail(
        'authorization servers must prevent clickjacking: their sign-in and consent pages cannot be framed by other sites',
        "one of: Content-Security-Policy frame-ancestors 'none' / 'self' / listed origins (an enforced frame-ancestors decides alone); with no frame-ancestors, X-Frame-Options DENY or SAMEORIGIN (repeats allowed), or values that conflict (browsers then block framing)",
        open.map(show).join(' | '),
      );
    }
  },
);

check('security/clickjacking/csp', 'sign-in and consent pages → a Content-Security-Policy header with frame-ancestors', async (t) => {
  const { pages } = await shownPages(t);
  const without = pages.filter((p) => !cspDirectives(p.security.headers['content-security-policy'], 'frame-ancestors').length);
  if (without.length) {
    fail(
      'authorization servers should also use CSP (level 2 or greater) against framing',
      'Content-Security-Policy with a frame-ancestors directive on every sign-in and consent page',
      without.map(show).join(' | '),
    );
  }
});

check(
  'rfc9700/4.16/combined',
  'sign-in and consent pages → CSP frame-ancestors combined with X-Frame-Options DENY or SAMEORIGIN (for user agents without CSP 2)',
  async (t) => {
    const { pages } = await shownPages(t);
    // the sentence is about frame-ancestors: without it, security/clickjacking/csp says so
    if (pages.some((p) => !cspDirectives(p.security.headers['content-security-policy'], 'frame-ancestors').length))
      blocked('security/clickjacking/csp', 'a page has no CSP frame-ancestors to combine');
    const single = pages.filter((p) => {
      const xfo = new Set(splitValues(p.security.headers['x-frame-options'] ?? '').map((v) => v.toLowerCase()));
      return !(xfo.has('deny') || xfo.has('sameorigin'));
    });
    if (single.length)
      fail(
        'frame-ancestors is combined with other clickjacking defences (RFC 9700 §4.16)',
        'both a CSP frame-ancestors and X-Frame-Options DENY or SAMEORIGIN on every sign-in and consent page',
        single.map(show).join('; '),
      );
  },
);
