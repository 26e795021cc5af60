// A metadata-document client's redirect URI is an exact match of one its document lists (CIMD draft
// §4.5, RFC 9700 §4.1.3): the listed loopback URI changed in one way each (a path in capitals, a
// trailing slash, a query, percent-encoding, localhost for 127.0.0.1) gets no code sent there. A
// loopback URI at another port is the one change RFC 8252 §7.3 allows, so it is not probed.
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient, servedDocuments } from './cimd-flows.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-redirect-exact-control'));

/** The listed URI, http://127.0.0.1:<port>/cs-conformance/callback, changed in one way. */
const CHANGES: [string, (listed: string) => string][] = [
  ['its path in capitals', (u) => u.replace('/callback', '/CALLBACK')],
  ['a trailing slash added', (u) => `${u}/`],
  ['a query added', (u) => `${u}?cs=1`],
  ['a letter of its path percent-encoded', (u) => u.replace('/callback', '/%63allback')],
  ['localhost for 127.0.0.1', (u) => u.replace('//127.0.0.1:', '//localhost:')],
];

check(
  'cimd/4.5/redirect-registration',
  'document listing http://127.0.0.1:<port>/cs-conformance/callback; redirect_uri = it with its path in capitals, a trailing slash, a query, percent-encoding, or localhost for 127.0.0.1 → no code sent to any',
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const probes: [string, AuthorizeRecord][] = [];
    // each near miss a document of its own, tried side by side
    probes.push(
      ...(await sideBySide(CHANGES, async ([what, change]) => {
        const listed = loopbackRedirect();
        const client = await servedClient(docs, config().cimd.host, 'redirect-near-miss', {
          change: (doc) => ({ ...doc, redirect_uris: [listed] }),
        });
        const sent = change(listed);
        const rec = await authorize({
          client: { ...client, redirectUri: listed },
          member: member(),
          resource: null,
          redirectUri: sent,
          label: `cimd-redirect-${what}`,
          expectRefusal: true,
        });
        return [`${what} (${sent})`, rec] as [string, AuthorizeRecord];
      })),
    );
    const coded = probes.filter(([, rec]) => callbackParam(rec, 'code')).map(([what, rec]) => `${what}: ${describeOutcome(rec)}`);
    if (coded.length)
      fail(
        'the redirect URI of a request is an exact match of one the metadata document registers',
        'no code sent to any of them (an error page, or an error without a code)',
        coded.join('; '),
      );
  },
);
