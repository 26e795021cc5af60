// A fixed HTTPS callback needs a registered integration: refused with invalid_redirect_uri.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { expectOAuthError, expectRefused, requireRefusal } from '../../lib/oauth/oauth-error.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

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
