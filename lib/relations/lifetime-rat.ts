// A registration access token (RFC 7592) used after the lifetime the config declares for it. RFC 7592
// §5 says it "SHOULD NOT expire while a client is still actively registered", so without a declared
// lifetime there is nothing to wait out; a deployment whose tokens do expire declares how soon. Its
// client is registered at the check (no consent), read with the token at once (the control; a read
// may hand a new token, RFC 7592 Appendix A.1, which is then the one kept), then read again after.
import type { CheckContext } from '../harness/check.ts';
import { config, target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { blocked, fail, notTestable } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { isAllowed } from '../http/guard.ts';
import { rememberSecret } from '../http/mask.ts';
import { bearerGet, registerRequest } from '../oauth/requests.ts';
import { loopbackRedirect } from '../flows/clients.ts';
import { declared, secs, waitPast, withinTier } from './lifetime-wait.ts';

const body = (res: HttpResponse): Record<string, unknown> => {
  const b = res.json();
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

export async function ratCheck(t: CheckContext): Promise<void> {
  const lifetime = declared('registrationAccessToken');
  if (lifetime === undefined)
    return t.skip(
      'RFC 7592 §5: a registration access token "SHOULD NOT expire while a client is still actively registered", and lifetimes.registrationAccessToken declares no lifetime: nothing to wait out',
    );
  withinTier("the registration access token's lifetime (lifetimes.registrationAccessToken)", lifetime * 1000);
  const res = await registerRequest(target(), {
    client_name: 'cs-conformance lifetime client',
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: 'none',
  });
  if (res.status < 200 || res.status >= 300)
    blocked('authentication/4/loopback', `the registration was refused (${describeResponse(res)})`);
  const { registration_client_uri: uri, registration_access_token: first } = body(res);
  if (typeof uri !== 'string' || typeof first !== 'string')
    return t.skip(
      'the registration response offers no RFC 7592 management (registration_client_uri and registration_access_token): optional',
    );
  rememberSecret(first);
  if (!isAllowed(uri)) notTestable(`registration_client_uri ${uri} is outside the configured origins; the harness calls no other origin`);
  const control = await bearerGet(uri, first, { accept: 'application/json' });
  if (control.status !== 200)
    blocked('rfc7592/2.1/client-id-unchanged', `the client does not read with its own token (${describeResponse(control)})`);
  const rotated = body(control).registration_access_token;
  const token = typeof rotated === 'string' && rotated ? rotated : first;
  rememberSecret(token);
  await waitPast(Date.now(), lifetime * 1000);
  const after = await bearerGet(uri, token, { accept: 'application/json' });
  if (after.status === 401 || after.status === 400) return t.note(`${secs(lifetime * 1000)} after the read: ${describeResponse(after)}`);
  fail(
    'a registration access token that is no longer valid is refused as RFC 6750 §3 has it',
    `HTTP 401 (invalid_token): its lifetime (${lifetime} s, lifetimes.registrationAccessToken) and the leeway of ${config().lifetimes.leewaySeconds} s have passed`,
    describeResponse(after),
  );
}
