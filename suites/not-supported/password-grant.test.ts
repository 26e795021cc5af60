// RFC 9700 §2.4: the resource owner password credentials grant MUST NOT be used. The service's
// grants are the authorization code and refresh (Authentication 1): the token endpoint refuses
// grant_type=password even with the member's real credentials, and hands out no token for it.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectRefused } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';

check(
  'rfc9700/2.4/no-password-grant',
  "token request grant_type=password with the member's username and password (member client) → refused, no token",
  async () => {
    const c = memberClient();
    const m = member();
    const res = await tokenRequest(target(), {
      grant_type: 'password',
      username: m.username,
      password: m.password,
      scope: c.scopes.join(' '),
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    expectRefused(res, 'the resource owner password credentials grant is not offered (RFC 9700 §2.4: MUST NOT be used)');
  },
);
