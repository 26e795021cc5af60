// Registration is open to any client whose redirect URIs are loopback http://127.0.0.1:<port>/<path>.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const register = () =>
  registerRequest(target(), {
    client_name: `cs-conformance loopback client ${randomValue(6)}`,
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: 'none',
  });

check('authentication/4/loopback', 'POST register {redirect_uris: [http://127.0.0.1:<port>/<path>]} → accepted (2xx)', async () => {
  const res = await register();
  if (res.status < 200 || res.status >= 300) fail('a loopback redirect URI is open to anyone', 'a 2xx answer', describeResponse(res));
});

check('resources/registration/client-id', 'POST register (loopback client) → the response carries client_id', async () => {
  const res = await register();
  if (res.status < 200 || res.status >= 300)
    blocked('authentication/4/loopback', `the loopback registration was refused (HTTP ${res.status})`);
  const id = (res.json() as { client_id?: unknown } | undefined)?.client_id;
  if (typeof id !== 'string' || !id) fail('the registration response carries client_id', 'a non-empty string client_id', show(res.json()));
});
