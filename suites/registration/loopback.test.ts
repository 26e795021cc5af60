// Registration is open to any client whose redirect URIs are loopback http://127.0.0.1:<port>/<path>.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const register = (method = 'none') =>
  registerRequest(target(), {
    client_name: `cs-conformance loopback client ${randomValue(6)}`,
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: method,
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

// every successful registration carries it: a confidential client's too (RFC 7591 §3.2.1)
check(
  'resources/registration/client-id',
  'POST register {token_endpoint_auth_method: client_secret_post} (loopback client) → a refusal, or a response with client_id',
  async (t) => {
    const res = await register('client_secret_post');
    if (res.status >= 300)
      return t.note(`client_secret_post refused (HTTP ${res.status}): resources/registration/auth-methods judges that`);
    const id = (res.json() as { client_id?: unknown } | undefined)?.client_id;
    if (typeof id !== 'string' || !id)
      fail('the registration response carries client_id', 'a non-empty string client_id', show(res.json()));
  },
);
