// PKCE at the token endpoint (RFC 7636 §4.6): a wrong or missing code_verifier gets invalid_grant
// (invalid_request also accepted for a missing one); the right one redeems the code, whatever form
// RFC 7636 §4.1 lets it take. One fresh code per probe.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { edgePkce, pkce } from '../../lib/oauth/pkce.ts';
import type { Params } from '../../lib/oauth/requests.ts';
import { codeGrant, controlGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const cases: [string, string, () => Params, string[]][] = [
  [
    'wrong',
    'another well-formed code_verifier (43 characters) than the challenged one',
    () => ({ code_verifier: pkce().verifier }),
    ['invalid_grant'],
  ],
  ['missing', 'no code_verifier', () => ({ code_verifier: undefined }), ['invalid_grant', 'invalid_request']],
];

for (const [label, what, over, codes] of cases) {
  const code = codeGrant(`pkce-${label}-verifier`);
  check(
    'endpoints/token/pkce-verifier',
    `code exchange with ${what} → ${codes.join(' or ')}`,
    async () => {
      const rec = await code();
      const res = await redeem(rec, over());
      await judgeClientRefusal(rec, res);
      expectOAuthError(res, codes, 'the code_verifier must match the code_challenge of the authorization request');
    },
    { grants: [code] },
  );
}

const edge = codeGrant('pkce-edge-verifier', { options: { pkce: edgePkce() } });
const judge = controlGrant();

check(
  'rfc7636/4.6/equal-continues',
  'a code challenged with a 128-character code_verifier that uses every character RFC 7636 §4.1 allows ("-", ".", "_", "~" included), redeemed with it → tokens',
  async (t) => {
    const rec = await edge();
    const res = await redeem(rec);
    if (!tokensOf(res, rec)) {
      // refused as invalid_client: judged only if the member client's own correct exchange is not refused too
      await judge(t, res);
      fail(
        'a code_verifier equal to the challenged one continues the code exchange as normal (RFC 7636 §4.6), in any form §4.1 allows',
        'HTTP 200 with an access_token',
        describeResponse(res),
      );
    }
  },
  { grants: [edge, sharedMemberGrant] },
);
