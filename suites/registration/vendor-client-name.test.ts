// A pre-registered vendor platform's client_name returns that platform's own client_id.
import { check } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, notTestable, show } from '../../lib/harness/failure.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

check('authentication/4/vendor-client-name', "POST register {client_name: <vendor integration>} → that platform's client_id", async () => {
  const vendor = config().vendor;
  if (!vendor) notTestable('configure vendor.clientName (the client_name of a pre-registered vendor integration)');
  const clientIdOf = async () => {
    const res = await registerRequest(target(), { client_name: vendor.clientName });
    const id = (res.json() as { client_id?: unknown } | undefined)?.client_id;
    if (res.status < 200 || res.status >= 300 || typeof id !== 'string')
      fail("a known integration's client_name is matched and its client_id returned", '2xx with a client_id', describeResponse(res));
    return id;
  };
  const first = await clientIdOf();
  const expected = vendor.clientId ?? (await clientIdOf());
  if (first !== expected) {
    fail(
      "the platform's own, fixed client_id is returned (not a new client)",
      show(expected),
      `${show(first)}${vendor.clientId ? '' : ' (two registrations gave two different client_ids)'}`,
    );
  }
});
