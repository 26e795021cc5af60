// A redirect URI that differs from the registered one gets an error page and is never redirected
// to (RFC 6749 §3.1.2.3, §4.1.2.1; RFC 9700 §4.1.3: exact matching), whatever the difference: a
// component added, changed or taken away, a case, an encoding, a look-alike character, whitespace.
// The scheme and host may be compared case-insensitively (RFC 3986 §6.2.2.1), so a case change is
// tried on the path only. A faulty server may send the browser to the near miss or to the URI it
// "normalized" it to: either is caught (catchClient). The screenshot is the evidence.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoRedirect } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';

const withPath = (u: URL, path: string) => `${u.protocol}//${u.host}${path}${u.search}`;
/** The first letter of the path in the other case (/callback → /Callback); undefined when the path has none. */
const pathCase = (u: URL) => {
  const i = u.pathname.search(/[a-z]/i);
  if (i < 0) return undefined;
  const c = u.pathname[i]!;
  const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
  return withPath(u, u.pathname.slice(0, i) + other + u.pathname.slice(i + 1));
};
/** The first ASCII letter of the path percent-encoded (/callback → /%63allback). */
const percentEncoded = (u: URL) => {
  const i = u.pathname.search(/[a-z]/i);
  if (i < 0) return undefined;
  const hex = u.pathname.charCodeAt(i).toString(16).toUpperCase();
  return withPath(u, `${u.pathname.slice(0, i)}%${hex}${u.pathname.slice(i + 1)}`);
};
/** The first ASCII letter of the path as its fullwidth form (c → U+FF43), equal to it after NFKC. */
const fullwidth = (u: URL) => {
  const i = u.pathname.search(/[a-z]/i);
  if (i < 0) return undefined;
  return withPath(u, u.pathname.slice(0, i) + String.fromCodePoint(u.pathname.charCodeAt(i) + 0xfee0) + u.pathname.slice(i + 1));
};
/** The host's digits and letters in fullwidth forms: a URL parser maps them back (IDNA, UTS #46). */
const fullwidthHost = (u: URL) =>
  u.href.replace(
    `//${u.hostname}`,
    `//${[...u.hostname].map((c) => (/[0-9a-z]/i.test(c) ? String.fromCodePoint(c.charCodeAt(0) + 0xfee0) : c)).join('')}`,
  );
/** A tab inside the path, after its first character: a URL parser drops it (WHATWG URL). */
const tabbed = (u: URL) => (u.pathname.length > 1 ? withPath(u, `${u.pathname.slice(0, 2)}\t${u.pathname.slice(2)}`) : undefined);

const variants: [string, (u: URL) => string | undefined][] = [
  ['an extra path segment', (u) => `${u.origin}${u.pathname.replace(/\/?$/, '/extra')}${u.search}`],
  ['a longer last segment', (u) => `${u.origin}${u.pathname}x${u.search}`],
  [
    'an added query parameter',
    (u) => {
      const v = new URL(u);
      v.searchParams.append('cs', '1');
      return v.href;
    },
  ],
  ['a look-alike host (127.0.0.1.evil)', (u) => u.href.replace(u.hostname, `${u.hostname}.evil.invalid`)],
  ['userinfo in front of the host', (u) => u.href.replace('//', '//cs-conformance@')],
  ['another host (localhost for 127.0.0.1)', (u) => u.href.replace(u.hostname, u.hostname === 'localhost' ? '127.0.0.1' : 'localhost')],
  ['the other scheme (https for http)', (u) => u.href.replace(/^https?:/, u.protocol === 'http:' ? 'https:' : 'http:')],
  ['a letter of the path in the other case', pathCase],
  [
    'a trailing slash added to the path (or taken away)',
    (u) => withPath(u, u.pathname.endsWith('/') ? u.pathname.slice(0, -1) : `${u.pathname}/`),
  ],
  ['a letter of the path percent-encoded', percentEncoded],
  ['a fragment', (u) => `${u.href.replace(/#.*$/, '')}#cs-conformance`],
  ['a trailing space', (u) => `${u.href} `],
  ['a tab inside the path', tabbed],
  ['a dot segment in the path (/cs/../)', (u) => withPath(u, `/cs/..${u.pathname}`)],
  ['a fullwidth letter in the path (equal after NFKC)', fullwidth],
  ['the host in fullwidth characters', fullwidthHost],
];

for (const [what, alter] of variants) {
  check('endpoints/authorize/redirect-uri', `redirect_uri with ${what} → error page, no redirect`, async (t) => {
    const client = memberClient();
    const altered = alter(new URL(client.redirectUri));
    if (altered === undefined) t.skip(`the registered redirect URI ${client.redirectUri} has no letter in its path to vary`);
    const rec = await authorize({
      client,
      member: member(),
      redirectUri: altered,
      catchClient: true,
      label: `redirect-${what}`,
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'an unregistered redirect URI is never redirected to');
  });
}

check(
  'endpoints/authorize/redirect-uri',
  'the authorization request as a form POST, redirect_uri with an extra path segment → error page, no redirect',
  async (t) => {
    await requirePost(t);
    const client = memberClient();
    const u = new URL(client.redirectUri);
    const rec = await authorize({
      client,
      member: member(),
      redirectUri: `${u.origin}${u.pathname.replace(/\/?$/, '/extra')}${u.search}`,
      catchClient: true,
      method: 'POST',
      label: 'redirect-post-extra-segment',
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'an unregistered redirect URI is never redirected to, whichever method the request came by');
  },
);
