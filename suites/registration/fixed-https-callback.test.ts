// A fixed HTTPS callback needs a registered integration: refused with invalid_redirect_uri.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { expectOAuthError, expectRefused, requireRefusal } from '../../lib/oauth/oauth-error.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';

// No client_name: only the redirect-URI rule applies (a name would also be "unrecognised").
const https = () =>
  registerRequest(target(), { redirect_uris: ['https://cs-conformance.invalid/oauth/callback'], token_endpoint_auth_method: 'none' });

check('authentication/4/fixed-https-callback', 'POST register {redirect_uris: [https://…/callback]} → refused, no client_id', async () => {
  expectRefused(await https(), 'a fixed HTTPS callback without a registered integration is refused');
});

check('errors/invalid_redirect_uri', 'POST register {redirect_uris: [https://…/callback]} → error invalid_redirect_uri', async () => {
  const res = await https();
  requireRefusal(res, 'authentication/4/fixed-https-callback');
  expectOAuthError(res, ['invalid_redirect_uri'], 'registration with a fixed HTTPS callback');
});

// every redirect URI of the list is judged: a fixed callback after a loopback one is still refused
check(
  'authentication/4/fixed-https-callback',
  'POST register {redirect_uris: [http://127.0.0.1:<port>/callback, https://…/callback]} → refused, or a client without the https one',
  async () => {
    const https = 'https://cs-conformance.invalid/oauth/callback';
    const res = await registerRequest(target(), { redirect_uris: [loopbackRedirect(), https], token_endpoint_auth_method: 'none' });
    const uris = (res.json() as { redirect_uris?: unknown } | undefined)?.redirect_uris;
    // RFC 7591 §3.2.1: a server may drop a value it refuses, and returns what it registered
    if (res.status >= 200 && res.status < 300 && Array.isArray(uris) && !uris.includes(https)) return;
    expectRefused(res, 'a fixed HTTPS callback is refused wherever it stands in the list');
  },
);
