// Confidential clients authenticate with client_secret_post (RFC 6749 §2.3.1): a registered
// confidential loopback client's code exchange with a wrong or no client_secret gets invalid_client;
// with its secret in the form body it gets tokens. One registration, one fresh code per probe.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { confidentialCodeGrant } from '../../lib/flows/confidential.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import type { Params } from '../../lib/oauth/requests.ts';

const refusals: [string, string, () => Params][] = [
  ['wrong', 'a wrong client_secret', () => ({ client_secret: `wrong-${randomValue(24)}` })],
  ['none', 'no client_secret', () => ({ client_secret: undefined })],
];

for (const [label, what, over] of refusals) {
  const code = confidentialCodeGrant(`confidential-${label}-secret`, { changes: `its code is redeemed with ${what}` });
  check(
    'authentication/1/confidential-client-secret-post',
    `confidential client redeems its code with ${what} → invalid_client`,
    async (t) => {
      const rec = await code(t);
      const res = await redeem(rec, over());
      tokensOf(res, rec);
      expectOAuthError(res, ['invalid_client'], 'a confidential client must authenticate with its client_secret');
    },
    { grants: [code] },
  );
}

const rightSecret = confidentialCodeGrant('confidential-right-secret');

check(
  'authentication/1/confidential-client-secret-post',
  'confidential client redeems its code with its client_secret in the form body → tokens',
  async (t) => {
    const rec = await rightSecret(t);
    const res = await redeem(rec);
    if (!tokensOf(res, rec)) {
      fail(
        'confidential clients authenticate with client_secret_post',
        'HTTP 200 with an access_token for client_id + client_secret in the form body',
        describeResponse(res),
      );
    }
  },
  { grants: [rightSecret] },
);
