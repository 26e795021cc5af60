// A metadata document's redirect_uris must be under the document's host or loopback: a document
// that also lists https://cs-conformance.invalid/cb, and a request using that URI, yields no code there.
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient, servedDocuments } from './cimd-flows.ts';

const OFF_HOST = 'https://cs-conformance.invalid/cb';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-redirect-control'));

check(
  'resources/cimd/redirect-uris',
  `document listing ${OFF_HOST} (off its host, not loopback); redirect_uri = it, approve → no code sent there`,
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const client = await servedClient(docs, config().cimd.host, 'off-host-redirect', {
      change: (doc) => ({ ...doc, redirect_uris: [...(doc.redirect_uris as string[]), OFF_HOST] }),
    });
    const rec = await authorize({
      client,
      member: member(),
      resource: null,
      redirectUri: OFF_HOST,
      label: 'cimd-off-host-redirect',
      expectRefusal: true,
    });
    // an error redirect there (no code) treats the client as unknown: endpoints/authorize/client-id's to judge
    if (callbackParam(rec, 'code')) {
      fail(
        "a redirect URI off the document's host and not loopback is never used for the document's client",
        `no code sent to ${OFF_HOST} (an error page, or an error without a code)`,
        `a code sent to ${OFF_HOST} (${describeOutcome(rec)})`,
      );
    }
  },
);
