// A code is bound to the client it was issued to (RFC 6749 §4.1.3): the member client's code
// redeemed by another client (a registered loopback client) is refused.
import { check } from '../../lib/harness/check.ts';
import { registerLoopbackClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant } from '../../lib/flows/token-checks.ts';

const code = codeGrant('code-other-client');

check(
  'endpoints/token/code-bound-to-client',
  "the member client's code redeemed with another registered client_id → invalid_grant or invalid_client",
  async () => {
    const other = await registerLoopbackClient();
    const rec = await code();
    // everything else as the authorization request had it: only the client differs
    const res = await redeem(rec, { client_id: other.clientId, client_secret: other.clientSecret });
    tokensOf(res, { ...rec, client: other });
    expectOAuthError(res, ['invalid_grant', 'invalid_client'], 'a code issued to one client cannot be redeemed by another');
  },
  { grants: [code] },
);
