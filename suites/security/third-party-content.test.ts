// RFC 9700 §4.2.4: the pages of the authorization endpoint carry no third-party resources or links to
// external sites (SHOULD NOT): a code in a URL leaks through the Referer of what they load or link.
// The sign-in and consent pages of one fresh authorization: each src, href and form action is on the
// page's own origin, a configured origin of the service, or a configured sign-in origin (login.origins).
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { configuredOrigins, signInOrigins } from '../../lib/config/load.ts';
import { shownPages } from './pages.ts';

check(
  'rfc9700/4.2.4/no-third-party-content',
  'sign-in and consent pages of a fresh authorization → no src, href or form action on an origin other than the service’s (and its sign-in origins)',
  async (t) => {
    const { pages } = await shownPages(t);
    const own = new Set([...configuredOrigins(config()), ...signInOrigins(config())]);
    const foreign = pages.flatMap((p) => (p.security.foreignOrigins ?? []).filter((o) => !own.has(o)).map((o) => `${p.kind} page: ${o}`));
    if (foreign.length)
      fail(
        'the authorization endpoint’s pages include no third-party resources or links to external sites',
        'only the service’s own origins',
        foreign.join('; '),
      );
  },
);
