// Registration takes both token-endpoint auth methods: none (public) and client_secret_post
// (confidential, with a secret). Judged on loopback registrations, so a refused loopback
// registration blocks these checks (authentication/4/loopback reports it).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const register = (method: string) =>
  registerRequest(target(), {
    client_name: `cs-conformance ${method} client`,
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: method,
  });

async function accepted(t: CheckContext, method: string): Promise<Record<string, unknown>> {
  const res: HttpResponse = await register(method);
  if (res.status >= 200 && res.status < 300) {
    const body = (res.json() ?? {}) as Record<string, unknown>;
    const echoed = body.token_endpoint_auth_method;
    if (echoed !== undefined && echoed !== method)
      fail(`the client is registered with ${method}`, `token_endpoint_auth_method ${show(method)}`, show(echoed));
    return body;
  }
  const baseline = method === 'none' ? res : await register('none');
  if (baseline.status >= 300) blocked('authentication/4/loopback', `loopback registration is refused (HTTP ${baseline.status})`);
  return fail(`token_endpoint_auth_method ${method} is accepted`, 'a 2xx answer', describeResponse(res));
}

check('resources/registration/auth-methods', 'POST register {token_endpoint_auth_method: none} → a public client', async (t) => {
  await accepted(t, 'none');
});

check(
  'resources/registration/auth-methods',
  'POST register {token_endpoint_auth_method: client_secret_post} → a confidential client with client_secret',
  async (t) => {
    const body = await accepted(t, 'client_secret_post');
    if (typeof body.client_secret !== 'string' || !body.client_secret)
      fail('a confidential client gets its secret', 'a non-empty client_secret', show(body.client_secret));
  },
);
