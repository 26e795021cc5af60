// A client registered at the registration endpoint never gets the member audience. Asked to register
// with account:read and account:write in its scope, the server may refuse the registration (the
// same registration without that scope succeeds), or register the client without them: then the
// scope it states has no account:* scope, and the client asking for account:read at the
// authorization endpoint gets no code (what it may request is the outcome that matters).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { authorize, describeOutcome, callbackParam } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';

const WHAT = 'account:read is reserved to the member audience';

check(
  'authentication/7/account-read-member-audience',
  'POST register {scope: "openid account:read account:write"} (loopback client) → refused, or a client that states no account:* scope and gets no code for account:read',
  async () => {
    const redirectUri = loopbackRedirect();
    const metadata = {
      client_name: 'cs-conformance member-audience probe',
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
    };
    const res = await registerRequest(target(), { ...metadata, scope: 'openid account:read account:write' });
    if (res.status >= 300) {
      // a refusal upholds the rule only if the same registration without that scope is accepted
      const plain = await registerRequest(target(), metadata);
      if (plain.status >= 300) blocked('authentication/4/loopback', `loopback registration is refused (HTTP ${plain.status})`);
      return;
    }
    const body = (res.json() ?? {}) as { client_id?: unknown; scope?: unknown };
    if (typeof body.scope === 'string' && body.scope.split(' ').some(isMemberAudienceScope)) {
      fail(WHAT, 'a registered scope without account:read or account:write', show(body.scope));
    }
    if (body.scope !== undefined && typeof body.scope !== 'string') fail(WHAT, 'a registered scope string (RFC 7591 §2)', show(body.scope));
    if (typeof body.client_id !== 'string')
      blocked('resources/registration/client-id', `the registration response has no client_id string (${show(body.client_id)})`);
    const client = { clientId: body.client_id, redirectUri, scopes: ['openid', 'account:read'] };
    const rec = await authorize({ client, member: member(), label: 'registered-with-account-read', expectRefusal: true });
    if (callbackParam(rec, 'code')) fail(WHAT, 'no code for account:read to the client registered asking for it', describeOutcome(rec));
  },
);
