// CIMD §6.9: a server that takes metadata-document clients and also generates client_ids makes sure
// the ones it generates never start with https:// (which would read as a document URL) (SHOULD).
import { registerLoopbackClient } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireCimd } from './cimd-flows.ts';

check(
  'cimd/6.9/generated-ids-not-https',
  'POST register (a loopback client) → a client_id that does not start with https://',
  async (t) => {
    requireCimd(t);
    const client = await registerLoopbackClient();
    if (client.clientId.startsWith('https://'))
      fail(
        'a client_id the server generates does not start with https://',
        'a client_id of another form',
        `client_id ${show(client.clientId)}`,
      );
  },
);
