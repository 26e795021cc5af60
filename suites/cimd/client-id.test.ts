// The URL of a Client ID Metadata Document is used as client_id: a document whose client_id is its
// own URL is authorized; one whose client_id names another URL is refused (CIMD draft §4.1).
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
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
