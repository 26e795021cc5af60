// Referer leakage (RFC 9700 §4.2): the pages whose URLs carry the authorization request (sign-in,
// consent) and the redirect that carries the code set a Referrer-Policy that sends no path or query
// to other origins. A recommendation of the BCP: a warning.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { shownPages } from './pages.ts';

// policies that never send a path or query cross-origin (W3C Referrer Policy)
const SAFE = ['no-referrer', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin'];

/** The policy in effect: the last token a browser recognises (a comma list falls back that way). */
function effective(value: string | undefined): string | undefined {
  const known = [...SAFE, 'unsafe-url', 'no-referrer-when-downgrade'];
  return (value ?? '')
    .split(/[\n,]/)
    .map((v) => v.trim().toLowerCase())
    .filter((v) => known.includes(v))
    .at(-1);
}

check(
  'security/referrer/policy',
  'sign-in and consent pages and the redirect with the code → a Referrer-Policy that sends no path or query to other origins',
  async (t) => {
    const { pages, outcome } = await shownPages(t);
    const judged: [string, string | undefined][] = pages.map((p) => [
      `${p.kind} page`,
      effective(p.security.headers['referrer-policy']) ?? effective(p.security.referrerMeta),
    ]);
    if (!outcome.callback || !outcome.callback.searchParams.get('code'))
      blocked('endpoints/authorize/code', 'the approval gave no redirect with a code');
    t.note(`the redirect with the code: ${JSON.stringify({ ...outcome.callbackHeaders, location: undefined })}`);
    judged.push(['redirect carrying the code', effective(outcome.callbackHeaders?.['referrer-policy'])]);
    const leaky = judged.filter(([, policy]) => !policy || !SAFE.includes(policy));
    if (leaky.length) {
      fail(
        'a Referrer Policy keeps the authorization request and the code out of Referer headers sent to other origins',
        `Referrer-Policy one of ${SAFE.join(', ')} (a referrer meta element counts on pages)`,
        leaky.map(([where, policy]) => `${where}: ${show(policy ?? '(none)')}`).join('; '),
      );
    }
  },
);
