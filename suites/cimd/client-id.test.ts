// The URL of a Client ID Metadata Document is used as client_id: a document whose client_id is its
// own URL is authorized, and its code redeemed with that client_id; one whose client_id names another
// URL (a near miss of it included, either way round) or none is refused (CIMD draft §4.1: simple
// string comparison, RFC 3986 §6.2.1).
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, type FlowClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';
import {
  approveValidDocument,
  blockedBy,
  onThisMachine,
  requireAccepted,
  requireCimd,
  requireSelfServed,
  servedClient,
  servedDocuments,
} from './cimd-flows.ts';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-valid'));

check(
  'authentication/5/cimd-client-id',
  'document whose client_id is its own URL; client_id = that URL, read and identity scopes, approve → a code',
  async (t) => {
    requireCimd(t);
    const rec = await valid(t);
    if (callbackParam(rec, 'code')) return;
    const cause = await blockedBy(rec);
    if (cause) throw cause;
    const error = callbackParam(rec, 'error');
    const description = callbackParam(rec, 'error_description');
    // a document never fetched: often cimd.host is not allowlisted, or http documents on loopback hosts are not accepted
    const fetched = onThisMachine() ? `; the target fetched the document ${docs.fetches(rec.client.clientId)} time(s)` : '';
    fail(
      'the document URL is used as client_id when client_id_metadata_document_supported is advertised',
      `a code for client_id ${rec.client.clientId} (scopes ${rec.scopes.join(' ')}) after the member approves`,
      `${error ? `error=${error}${description ? ` (${description})` : ''}` : describeOutcome(rec)}${fetched}`,
    );
  },
);

check(
  'authentication/5/cimd-client-id',
  'document whose client_id is not its own URL; client_id = the document URL → no code',
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const client = await servedClient(docs, config().cimd.host, 'client-id-mismatch', {
      change: (doc, url) => ({ ...doc, client_id: url.replace(/\.json$/, '-other.json') }),
    });
    const rec = await authorize({ client, member: member(), resource: null, label: 'cimd-client-id-mismatch', expectRefusal: true });
    expectNoCode(rec, 'a document is the client only when its client_id is the URL it was fetched from');
  },
);

/** A near miss of a document URL: each changes one thing, none is the URL by simple string comparison (RFC 3986 §6.2.1). */
const NEAR_MISSES: [string, (url: string) => string][] = [
  ['a trailing slash added', (u) => `${u}/`],
  ['its file name in capitals', (u) => u.replace(/[^/]*$/, (f) => f.toUpperCase())],
  ['a query added', (u) => `${u}?cs=1`],
  [
    'a letter of its file name percent-encoded',
    (u) => u.replace(/\/([a-z])([^/]*)$/, (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16).toUpperCase()}${rest}`),
  ],
  ['the other scheme', (u) => (u.startsWith('https:') ? u.replace(/^https:/, 'http:') : u.replace(/^http:/, 'https:'))],
];

check(
  'authentication/5/cimd-client-id',
  'documents whose client_id is a near miss of their URL (a trailing slash, capitals in the path, a query, percent-encoding, the other scheme), and a client_id that is the URL with a query added → no code for each',
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const probes: [string, AuthorizeRecord][] = [];
    // each near miss a document of its own, tried side by side
    probes.push(
      ...(await sideBySide(NEAR_MISSES, async ([what, miss]) => {
        const client = await servedClient(docs, config().cimd.host, 'near-miss', {
          change: (doc, url) => ({ ...doc, client_id: miss(url) }),
        });
        return [`the document's client_id with ${what}`, await refusal(client, `cimd-client-id-${what}`)] as [string, AuthorizeRecord];
      })),
    );
    // the other way round: the URL sent is the near miss, the document (served there too) names the URL
    const named = await servedClient(docs, config().cimd.host, 'queried');
    const queried = { ...named, clientId: `${named.clientId}?cs=1` };
    probes.push(['client_id the document URL with a query added', await refusal(queried, 'cimd-client-id-queried')]);
    const coded = probes.filter(([, rec]) => callbackParam(rec, 'code')).map(([what, rec]) => `${what}: ${describeOutcome(rec)}`);
    if (coded.length)
      fail(
        'a metadata document is the client only when its client_id is, character for character, the URL it was fetched from',
        'no code for any of them',
        coded.join('; '),
      );
  },
);

check('authentication/5/cimd-client-id', 'document with no client_id at all; client_id = the document URL → no code', async (t) => {
  requireCimd(t);
  requireSelfServed();
  await requireAccepted(await valid(t));
  const client = await servedClient(docs, config().cimd.host, 'no-client-id', {
    change: ({ client_id: _, ...doc }) => doc,
  });
  expectNoCode(await refusal(client, 'cimd-no-client-id'), 'a metadata document must contain a client_id, its own URL');
});

check(
  'authentication/5/cimd-client-id',
  'a valid document’s code redeemed at the token endpoint with client_id = the document URL and no secret → tokens',
  async (t) => {
    requireCimd(t);
    const rec = await valid(t);
    await requireAccepted(rec);
    const res = await redeem(rec);
    if (!tokensOf(res, rec))
      fail(
        'the document URL is the client_id at the token endpoint too (a public client: no secret)',
        'a token response for the code',
        describeResponse(res),
      );
  },
);

const refusal = (client: FlowClient, label: string) => authorize({ client, member: member(), resource: null, label, expectRefusal: true });
