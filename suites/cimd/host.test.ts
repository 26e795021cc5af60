// A metadata document on a host the target does not allowlist is refused (with open registration
// off): the same valid document, served under cimd.unlistedHost, yields no code.
import { afterAll } from 'vitest';
import { authorize } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { notTestable } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient, servedDocuments } from './cimd-flows.ts';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-host-control'));

check(
  'authentication/5/cimd-host',
  'valid document under a host the target does not allowlist (cimd.unlistedHost) → no code',
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    const host = config().cimd.unlistedHost;
    if (!host)
      notTestable(
        'configure cimd.unlistedHost (a host name that reaches 127.0.0.1 here, e.g. "localhost", but that the target does not allowlist)',
      );
    await requireAccepted(await valid(t));
    const client = await servedClient(docs, host, 'unlisted-host');
    const rec = await authorize({ client, member: member(), resource: null, label: 'cimd-unlisted-host', expectRefusal: true });
    expectNoCode(rec, `a document host that is not allowlisted (${host}) is rejected while open registration is off`);
  },
);
