// A refresh token is bound to the client it was issued to (RFC 6749 §6): the member client's
// refresh token presented by another client (a registered loopback client) is refused.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { member, memberClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens, tokensOf } from '../../lib/flows/tokens.ts';
import { expectRefused } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

// its own grant, in a session of its own: a server may well revoke a refresh token presented by
// another client, and the grant it came from with it
const granted = fileGrant('refresh token for another client', OWN_MEMBER_SHAPE, 'its refresh token is presented by another client', () =>
  grant({ client: memberClient(), member: member(), label: 'refresh token for another client', fresh: true }),
);

check(
  'endpoints/token/refresh-bound-to-client',
  "the member client's refresh token with another registered client_id → refused",
  async (t) => {
    const other = await registerLoopbackClient();
    const g = await granted(t);
    const tokens = grantTokens(g);
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const res = await tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: other.clientId,
      client_secret: other.clientSecret,
    });
    tokensOf(res, { ...g.rec, client: other });
    expectRefused(res, 'a refresh token issued to one client cannot be used by another');
  },
  { grants: [granted] },
);
