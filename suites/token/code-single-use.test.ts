// An authorization code is redeemed once (RFC 6749 §4.1.2): a replay gets invalid_grant, and of two
// concurrent redemptions of one fresh code at most one yields tokens.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant } from '../../lib/flows/token-checks.ts';
import { memberGrantOfItsOwn } from '../../lib/flows/revoke-flow.ts';

const replayed = memberGrantOfItsOwn('code-replay', 'its code is redeemed again');
const concurrent = codeGrant('code-concurrent', { changes: 'its code is redeemed twice at once' });

check(
  'endpoints/token/code-single-use',
  'redeem a code, then redeem it again → the replay gets invalid_grant',
  async () => {
    const { g } = await replayed();
    const replay = await redeem(g.rec);
    tokensOf(replay, g.rec);
    expectOAuthError(replay, ['invalid_grant'], 'a code used more than once must be denied');
  },
  { grants: [replayed] },
);

check(
  'endpoints/token/code-single-use',
  'two exchanges of one fresh code sent at once → at most one token response',
  async () => {
    const rec = await concurrent();
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
  },
  { grants: [concurrent] },
);
