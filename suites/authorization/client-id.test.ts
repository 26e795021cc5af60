// An unknown or missing client_id gets an error page, never a redirect (RFC 6749 §4.1.2.1).
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoRedirect } from '../../lib/flows/outcome.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';

const cases: [string, string | undefined][] = [
  ['an unknown client_id', `cs-conformance-unknown-${randomValue(6)}`],
  ['no client_id', undefined],
];

for (const [what, clientId] of cases) {
  check('endpoints/authorize/client-id', `authorization request with ${what} → error page, no redirect`, async () => {
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { client_id: clientId },
      label: `client-${what}`,
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'without a known client the redirect URI cannot be trusted');
  });
}
