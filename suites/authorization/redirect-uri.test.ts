// A redirect URI that differs from the registered one gets an error page and is never redirected
// to (RFC 6749 §3.1.2.3, §4.1.2.1; RFC 9700 §4.1.3: exact matching). The screenshot is the evidence.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoRedirect } from '../../lib/flows/outcome.ts';

const variants: [string, (u: URL) => string][] = [
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
];

for (const [what, alter] of variants) {
  check('endpoints/authorize/redirect-uri', `redirect_uri with ${what} → error page, no redirect`, async () => {
    const client = memberClient();
    const altered = alter(new URL(client.redirectUri));
    const rec = await authorize({ client, member: member(), redirectUri: altered, label: `redirect-${what}`, expectRefusal: true });
    expectNoRedirect(rec, 'an unregistered redirect URI is never redirected to');
  });
}
