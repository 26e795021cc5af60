// An authorization code is redeemed once (RFC 6749 §4.1.2): a replay gets invalid_grant, and of two
// concurrent redemptions of one fresh code at most one yields tokens.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { grantTokens, grant, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { freshCode } from '../../lib/flows/token-checks.ts';

check('endpoints/token/code-single-use', 'redeem a code, then redeem it again → the replay gets invalid_grant', async () => {
  const g = await grant({ client: memberClient(), member: member(), label: 'code-replay', fresh: true });
  grantTokens(g);
  const replay = await redeem(g.rec);
  tokensOf(replay, g.rec);
  expectOAuthError(replay, ['invalid_grant'], 'a code used more than once must be denied');
});

check('endpoints/token/code-single-use', 'two exchanges of one fresh code sent at once → at most one token response', async () => {
  const rec = await freshCode('code-concurrent');
  const answers = await Promise.all([redeem(rec), redeem(rec)]);
  const issued = answers.filter((res) => tokensOf(res, rec));
  if (!issued.length) {
    blocked('endpoints/token/returns-tokens', `neither redemption gave tokens (${answers.map((r) => `HTTP ${r.status}`).join(', ')})`);
  }
  if (issued.length > 1) {
    fail(
      'a code is redeemed at most once, even by concurrent requests',
      'one token response and one refusal (invalid_grant)',
      answers.map(describeResponse).join(' | '),
    );
  }
});
