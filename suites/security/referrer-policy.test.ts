// Referer leakage (RFC 9700 §4.2.4): no Referer header from the authorization endpoint's pages carries
// the authorization request to another origin. Judged on the sign-in and consent pages whose URL
// carries the request, and on the error page an unregistered redirect URI gets (its URL carries the
// request too, state included); the redirect with the code goes to the client and is not the server's
// page. A recommendation of the BCP: a warning.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, memberClient } from '../../lib/flows/clients.ts';
import { shownPages } from './pages.ts';

// policies that never send a path or query to another origin (W3C Referrer Policy)
const SAFE = ['no-referrer', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin'];
const KNOWN = [...SAFE, 'unsafe-url', 'no-referrer-when-downgrade'];
// the browsers' default policy when a document sets none (W3C Referrer Policy, HTML)
const DEFAULT = 'strict-origin-when-cross-origin';
// the meta element's legacy keywords (HTML, "Standard metadata names": referrer)
const LEGACY: Record<string, string> = {
  never: 'no-referrer',
  default: DEFAULT,
  always: 'unsafe-url',
  'origin-when-crossorigin': 'origin-when-cross-origin',
};

/** The header's policy: its last token a browser recognises (a comma list falls back that way). */
function fromHeader(value: string | undefined): string | undefined {
  return (value ?? '')
    .split(/[\n,]/)
    .map((v) => v.trim().toLowerCase())
    .filter((v) => KNOWN.includes(v))
    .at(-1);
}

/** The policy in effect: a recognised referrer meta element overrides the header; none at all is the default. */
function effective(header: string | undefined, meta: string | undefined): { policy: string; from: string } {
  const m = (meta ?? '').trim().toLowerCase();
  const fromMeta = LEGACY[m] ?? (KNOWN.includes(m) ? m : undefined);
  if (fromMeta) return { policy: fromMeta, from: `<meta name="referrer" content="${m}">` };
  const h = fromHeader(header);
  if (h) return { policy: h, from: 'Referrer-Policy header' };
  return { policy: DEFAULT, from: 'none set: the browsers’ default' };
}

/** Whether a page's URL carries the authorization request: its state, PKCE challenge, nonce or redirect URI. */
function carriesRequest(pageUrl: string, authorizeUrl: string): boolean {
  const request = new URL(authorizeUrl).searchParams;
  const values = ['state', 'code_challenge', 'nonce', 'redirect_uri'].map((k) => request.get(k)).filter((v): v is string => !!v);
  let url = pageUrl;
  for (let i = 0; i < 2; i++) url = safeDecode(url.replace(/\+/g, ' '));
  return values.some((v) => url.includes(v));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

check(
  'security/referrer/policy',
  'sign-in and consent pages whose URL carries the authorization request → a referrer policy that sends no path or query to other origins',
  async (t) => {
    const { pages, rec } = await shownPages(t);
    const judged = pages.filter((p) => carriesRequest(p.url, rec.url));
    for (const p of pages.filter((q) => !judged.includes(q)))
      t.note(`${p.kind} page ${p.url}: its URL carries none of the authorization request; not judged`);
    if (!judged.length) {
      t.note('no sign-in or consent page has the authorization request in its URL: no Referer can carry it');
      return;
    }
    const verdicts = judged.map((p) => ({ p, ...effective(p.security.headers['referrer-policy'], p.security.referrerMeta) }));
    for (const v of verdicts) t.note(`${v.p.kind} page: policy ${v.policy} (${v.from})`);
    const leaky = verdicts.filter((v) => !SAFE.includes(v.policy));
    if (leaky.length) {
      fail(
        'the authorization endpoint’s pages keep the authorization request (its state) out of Referer headers sent to other origins',
        `one of: no referrer policy (the browsers’ default ${DEFAULT}), or a Referrer-Policy header or referrer meta element of ${SAFE.join(', ')}`,
        leaky.map((v) => `${v.p.kind} page ${v.p.url}: ${show(v.policy)} (${v.from})`).join('; '),
      );
    }
  },
);

check(
  'security/referrer/policy',
  'member client, an unregistered redirect_uri (an error page whose URL carries the request and its state) → a referrer policy that sends no path or query to other origins',
  async (t) => {
    const client = memberClient();
    const unregistered = loopbackRedirect(undefined, '/cs-conformance/unregistered').replace('127.0.0.1', 'localhost');
    const rec = await authorize({ client, redirectUri: unregistered, label: 'referrer-error-page', expectRefusal: true });
    const page = rec.outcome.pages.find((p) => p.security && carriesRequest(p.url, rec.url));
    if (rec.outcome.kind === 'callback')
      t.note('the unregistered redirect URI was redirected to: endpoints/authorize/redirect-uri judges that');
    if (!page?.security)
      return t.note(`no page shown whose URL carries the authorization request (${rec.outcome.kind}): no Referer can carry it`);
    const v = effective(page.security.headers['referrer-policy'], page.security.referrerMeta);
    t.note(`error page ${page.url}: policy ${v.policy} (${v.from})`);
    if (!SAFE.includes(v.policy))
      fail(
        'the authorization endpoint’s pages keep the authorization request (its state) out of Referer headers sent to other origins',
        `one of: no referrer policy (the browsers’ default ${DEFAULT}), or a Referrer-Policy header or referrer meta element of ${SAFE.join(', ')}`,
        `error page ${page.url}: ${show(v.policy)} (${v.from})`,
      );
  },
);
