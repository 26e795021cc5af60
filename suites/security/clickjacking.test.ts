// Clickjacking (RFC 9700 §4.16): the sign-in and consent pages forbid being framed by other sites,
// with X-Frame-Options or a CSP frame-ancestors directive; the BCP recommends CSP as well.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { cspDirectives, shownPages, type ShownPage } from './pages.ts';

/** frame-ancestors that let no arbitrary site frame the page: no wildcard, no bare scheme (https:, http:, data:). */
function ancestorsSafe(sources: string[]): boolean {
  return sources.every((s) => !/^\*$|^[a-z][a-z0-9+.-]*:$/i.test(s) && !/^\w+:\/\/\*$/.test(s));
}

function framingRule(p: ShownPage): string | undefined {
  const xfo = p.security.headers['x-frame-options']?.trim().toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin') return `X-Frame-Options: ${xfo.toUpperCase()}`;
  const ancestors = cspDirectives(p.security.headers['content-security-policy'], 'frame-ancestors');
  if (ancestors.some(ancestorsSafe)) return 'CSP frame-ancestors';
  return undefined;
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
        "X-Frame-Options: DENY or SAMEORIGIN, or Content-Security-Policy: frame-ancestors 'none' / 'self' / listed origins",
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
