// Registration answers JSON, and its errors carry error and error_description (RFC 6749 §5.2 style).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { expectJsonContentType } from '../../lib/harness/expect.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { expectErrorShape, requireRefusal } from '../../lib/oauth/oauth-error.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

check('errors/shape', 'POST register {redirect_uris: [https://…]} → JSON error with error and error_description', async () => {
  const res = await registerRequest(target(), { redirect_uris: ['https://cs-conformance.invalid/cb'] });
  requireRefusal(res, 'authentication/4/fixed-https-callback');
  expectErrorShape(res, 'a registration error');
});

check('endpoints/oauth/json', 'POST register (loopback client) → application/json answer', async () => {
  const res = await registerRequest(target(), { client_name: 'cs-conformance json check', redirect_uris: [loopbackRedirect()] });
  expectJsonContentType(res, 'OAuth endpoints return JSON');
});
