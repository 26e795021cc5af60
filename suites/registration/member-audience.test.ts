// A client registered at the registration endpoint never gets the member audience: when the
// response states the registered scope (RFC 7591 §3.2.1), account:read and account:write are not in it.
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

check(
  'authentication/7/account-read-member-audience',
  'POST register {scope: "openid account:read"} (loopback client) → the registered scope has no account:* scope',
  async (t) => {
    const res = await registerRequest(target(), {
      client_name: 'cs-conformance member-audience probe',
      redirect_uris: [loopbackRedirect()],
      token_endpoint_auth_method: 'none',
      scope: 'openid account:read account:write',
    });
    if (res.status >= 300) {
      // refusing the request outright is a correct answer too; a refused plain loopback registration is not this check's
      const plain = await registerRequest(target(), {
        client_name: 'cs-conformance loopback baseline',
        redirect_uris: [loopbackRedirect()],
        token_endpoint_auth_method: 'none',
      });
      if (plain.status >= 300) blocked('authentication/4/loopback', `loopback registration is refused (HTTP ${plain.status})`);
      return;
    }
    const scope = (res.json() as { scope?: unknown } | undefined)?.scope;
    if (scope === undefined) return t.note('the response does not state the registered scope; the authorization suite judges the rule');
    const granted = typeof scope === 'string' ? scope.split(' ').filter(isMemberAudienceScope) : [];
    if (typeof scope !== 'string' || granted.length)
      fail('account:read is reserved to the member audience', 'a registered scope without account:read or account:write', show(scope));
  },
);
