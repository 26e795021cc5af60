// An unknown or missing client_id gets an error page, never a redirect (RFC 6749 §4.1.2.1). A client_id
// is the string the server issued (RFC 6749 §2.2), compared code point by code point (OpenID Connect
// Core §14): one a character short of the member client's, one a character longer, or in another case,
// is unknown, and is never taken for the member client it resembles. The unknown client_id is tried by POST too.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoRedirect } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';

/** The id with its first letter in the other case; undefined when it has none. */
const otherCase = (id: string) => {
  const i = id.search(/[a-z]/i);
  if (i < 0) return undefined;
  const c = id[i]!;
  return id.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + id.slice(i + 1);
};

const cases: [string, (id: string) => string | undefined][] = [
  ['an unknown client_id', () => `cs-conformance-unknown-${randomValue(6)}`],
  ['no client_id', () => undefined],
  ["the member client's client_id without its last character", (id) => id.slice(0, -1)],
  ["the member client's client_id with a character added", (id) => `${id}x`],
  ["the member client's client_id with a letter in the other case", otherCase],
];

for (const [what, alter] of cases) {
  check('endpoints/authorize/client-id', `authorization request with ${what} → error page, no redirect`, async (t) => {
    const client = memberClient();
    const clientId = alter(client.clientId);
    if (clientId === undefined && what !== 'no client_id') t.skip(`the member client_id ${client.clientId} has no letter`);
    const rec = await authorize({
      client,
      member: member(),
      params: { client_id: clientId },
      label: `client-${what}`,
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'without a known client the redirect URI cannot be trusted');
  });
}

check(
  'endpoints/authorize/client-id',
  'the authorization request as a form POST with an unknown client_id → error page, no redirect',
  async (t) => {
    await requirePost(t);
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { client_id: `cs-conformance-unknown-${randomValue(6)}` },
      method: 'POST',
      label: 'client-unknown-post',
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'without a known client the redirect URI cannot be trusted, whichever method the request came by');
  },
);
