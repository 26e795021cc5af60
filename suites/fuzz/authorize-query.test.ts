// Fuzzing the authorization endpoint's query (no browser, nobody signed in): redirects go only to
// the registered redirect URI, never carry a code, and nothing answers 5xx. A redirect to a sign-in
// origin (login.origins) stays on the server, unless it carries a code or an error there.
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { notTestable } from '../../lib/harness/failure.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { mutatedForm, type RawForm } from '../../lib/fuzz/form.ts';
import { fuzz, noServerError, type Answer } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX } from '../../lib/fuzz/invariants.ts';
import { memberResource } from '../../lib/target/target.ts';
import { signInOrigins } from '../../lib/config/load.ts';
import { awayFromServer, queryAndFragment } from '../../lib/oauth/away.ts';

const client = () =>
  config().memberClient ?? notTestable('configure memberClient (its registered redirect URI is what redirects may go to)');
/** Scheme, host and path: a loopback redirect URI matches at any port. */
const place = (u: URL) => `${u.protocol}//${u.hostname === '127.0.0.1' ? u.hostname : u.host}${u.pathname}`;

const valid = fc
  .record({
    response_type: fc.constant('code'),
    state: fc.stringMatching(/^[A-Za-z0-9]{4,20}$/),
    code_challenge: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    code_challenge_method: fc.constant('S256'),
  })
  .map((f) => ({
    ...f,
    client_id: client().clientId,
    redirect_uri: client().redirectUri,
    scope: client().scopes.join(' '),
    resource: memberResource(target()),
  }));

const property = fuzz({
  name: 'authorization request',
  arbitrary: mutatedForm(valid),
  request: (f: RawForm) => ({
    url: `${endpointUrl(target(), 'authorization')}?${f.pairs.map(([k, v]) => `${k}=${v}`).join('&')}`,
    method: 'GET',
  }),
});

/** Where a redirect sends the browser, when that is away from the server (lib/oauth/away.ts). */
function away(a: Answer): URL | undefined {
  const loc = a.res && a.res.status >= 300 && a.res.status < 400 ? a.res.header('location') : undefined;
  if (!loc || !URL.canParse(loc, a.res!.exchange.request.url)) return undefined;
  const u = new URL(loc, a.res!.exchange.request.url);
  return awayFromServer(u, new URL(endpointUrl(target(), 'authorization')).origin, signInOrigins(config())) ? u : undefined;
}

property('errors/invalid_request', 'malformed authorization requests → no 5xx, no hang', EXPECT_NO_5XX, noServerError);

property(
  'endpoints/authorize/redirect-uri',
  'mutated authorization requests → redirects only to the registered redirect URI',
  'a redirect away from the server only to the registered redirect URI, and only when every redirect_uri sent is that URI (or none is sent and it carries no code)',
  (f: RawForm, a) => {
    const to = away(a);
    if (!to) return undefined;
    const registered = place(new URL(client().redirectUri));
    const sent = new URLSearchParams(f.pairs.map(([k, v]) => `${k}=${v}`).join('&')).getAll('redirect_uri');
    // without redirect_uri, RFC 6749 §3.1.2.3 lets the server use the registered one (an error, never a code)
    const sentOk =
      (sent.length === 0 && !queryAndFragment(to).has('code')) ||
      (sent.length > 0 &&
        sent.every(
          (s) => URL.canParse(s) && place(new URL(s)) === registered && new URL(s).search === new URL(client().redirectUri).search,
        ));
    return place(to) !== registered || !sentOk ? `redirected to ${to.href} (redirect_uri sent: ${JSON.stringify(sent)})` : undefined;
  },
);

property(
  'authentication/3/interactive-consent',
  'authorization requests with nobody signed in → never a code',
  'no code without a signed-in member approving',
  (_f, a) => {
    const to = away(a);
    return to && queryAndFragment(to).has('code') ? `redirected with a code: ${to.origin}${to.pathname}` : undefined;
  },
);
