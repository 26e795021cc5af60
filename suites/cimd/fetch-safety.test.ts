// Fetch safety of Client ID Metadata Documents: a client_id URL that is not https, or whose host is an
// IP literal the target has not allowlisted, is refused without being contacted. The harness listens on
// loopback stand-ins (127.0.0.2, 127.0.0.3) and counts connections; nothing leaves 127.0.0.0/8.
import { afterAll } from 'vitest';
import { clientMetadata, documentServer } from '../../lib/cimd/document-server.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member, type FlowClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { check } from '../../lib/harness/check.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { approveValidDocument, READ_SCOPES, requireAccepted, requireCimd, requireSelfServed } from './cimd-flows.ts';

const docs = documentServer();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-fetch-safety-control'));

/** A valid document published on a listener of its own at `address`, named with `scheme`. */
async function standIn(address: string, scheme: 'http' | 'https', name: string): Promise<FlowClient> {
  const redirectUri = loopbackRedirect();
  const clientId = await docs.publishAt(address, scheme, name, (url) =>
    clientMetadata(url, redirectUri, ['openid', 'profile', 'email', 'courses:read']),
  );
  if (!clientId) notTestable(`this machine has no loopback address ${address} for the harness to listen on (Linux has all of 127.0.0.0/8)`);
  return { clientId, redirectUri, scopes: READ_SCOPES };
}

const cases = [
  {
    clause: 'security/cimd/https-only',
    title: 'valid document at http://127.0.0.2:<port>/… (not https; not cimd.host) → no code, never fetched',
    address: '127.0.0.2',
    scheme: 'http' as const,
    rule: 'a client_id URL must use https',
  },
  {
    clause: 'security/cimd/ssrf',
    title: 'client_id https://127.0.0.3:<port>/… (an IP literal the target does not allowlist) → no code, never contacted',
    address: '127.0.0.3',
    scheme: 'https' as const,
    rule: 'a document URL on an address the target has not allowlisted is refused before any request',
  },
] satisfies { clause: ClauseId; title: string; address: string; scheme: 'http' | 'https'; rule: string }[];

for (const c of cases) {
  check(c.clause, c.title, async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const client = await standIn(c.address, c.scheme, `stand-in-${c.address}`);
    const before = docs.connections(c.address);
    const rec = await authorize({ client, member: member(), resource: null, label: `cimd-${c.address}`, expectRefusal: true });
    expectNoCode(rec, c.rule);
    const contacted = docs.connections(c.address) - before;
    if (contacted) {
      fail(
        `${c.rule}: the document is never used, not even fetched`,
        `no connection to ${c.address}`,
        `the target connected ${contacted} time(s) to the harness's listener at ${client.clientId} (refused afterwards, but contacted)`,
      );
    }
  });
}
