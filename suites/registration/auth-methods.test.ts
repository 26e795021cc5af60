// Registration takes the token-endpoint auth methods: none (public) and client_secret_post
// (confidential, with a secret). A loopback client asking for client_secret_post may also be
// refused, or registered as public with token_endpoint_auth_method "none" stated (RFC 7591 §3.2.1
// lets the server replace a value; RFC 8252 §8.4: native clients cannot keep secrets): what it may
// never do is claim client_secret_post and give no secret. A refused loopback registration blocks
// these checks (authentication/4/loopback reports it).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const register = (method: string) =>
  registerRequest(target(), {
    client_name: `cs-conformance ${method} client`,
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: method,
  });

const body = (res: { json(): unknown }) => (res.json() ?? {}) as Record<string, unknown>;

check('resources/registration/auth-methods', 'POST register {token_endpoint_auth_method: none} → a public client', async () => {
  const res = await register('none');
  if (res.status >= 300) blocked('authentication/4/loopback', `loopback registration is refused (HTTP ${res.status})`);
  const echoed = body(res).token_endpoint_auth_method;
  if (echoed !== undefined && echoed !== 'none')
    fail('the client is registered with none', 'token_endpoint_auth_method "none"', show(echoed));
  // a public client has no secret (RFC 7591 §2 "none"; RFC 6749 §10.1: none for a native app's authentication)
  if (body(res).client_secret !== undefined)
    fail('a client registered as public (none) is given no client_secret', 'no client_secret in the response', 'a client_secret');
});

check(
  'resources/registration/auth-methods',
  'POST register {token_endpoint_auth_method: client_secret_post} → a confidential client with client_secret, or a refusal, or a public client stated as none',
  async (t) => {
    const res = await register('client_secret_post');
    const b = body(res);
    if (res.status >= 400) {
      const plain = await register('none');
      if (plain.status >= 300) blocked('authentication/4/loopback', `loopback registration is refused (HTTP ${plain.status})`);
      return t.note(`client_secret_post refused for a loopback client (HTTP ${res.status}): the server keeps them public`);
    }
    if (b.token_endpoint_auth_method === 'none' && b.client_secret === undefined) return t.note('registered as a public client (none)');
    if (typeof b.client_secret !== 'string' || !b.client_secret) {
      fail(
        'a client registered as confidential gets its secret',
        'one of: a client_secret (client_secret_post); a 4xx refusal; token_endpoint_auth_method "none" stated and no secret',
        describeResponse(res),
      );
    }
  },
);
