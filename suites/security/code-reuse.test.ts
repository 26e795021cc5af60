// A code in other shapes of replay (RFC 6749 §4.1.2, §10.5; RFC 9700 §4.2.4, §4.8): used once for
// good, even after the tokens it gave are revoked; a replay revokes what was refreshed from it since,
// not only what its first redemption gave; and a verifier that is the S256 challenge itself (a plain
// downgrade: anyone who saw the authorization request knows it) redeems nothing.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { memberGrantOfItsOwn, refresh, refreshed, revokeAs } from '../../lib/flows/revoke-flow.ts';
import { codeGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';

const revoked = memberGrantOfItsOwn('code-after-revocation', 'its tokens are revoked, then its code redeemed again');
const refreshedFirst = memberGrantOfItsOwn('code-replay-after-refresh', 'its tokens are refreshed, then its code redeemed again');
const downgraded = codeGrant('pkce-plain-downgrade', { changes: 'its code is redeemed with the challenge as the verifier' });

check(
  'endpoints/token/code-single-use',
  'redeem a code, revoke the access and refresh tokens it gave, redeem the code again → invalid_grant',
  async () => {
    const { g, tokens } = await revoked();
    for (const [token, hint, reporter] of [
      [tokens.refresh_token, 'refresh_token', 'authentication/11/revoke-refresh'],
      [tokens.access_token, 'access_token', 'authentication/11/revoke-access'],
    ] as const) {
      if (!token) continue;
      const res = await revokeAs(g.rec.client, token, hint);
      if (res.status !== 200) blocked(reporter, `revoking the ${hint} failed (${describeResponse(res)})`);
    }
    const again = await redeem(g.rec);
    tokensOf(again, g.rec);
    expectOAuthError(again, ['invalid_grant'], 'a code is used once: revoking what it gave does not make it new');
  },
  { grants: [revoked] },
);

check(
  'security/code/replay-revokes',
  'redeem a code, refresh its tokens, replay the code → the refreshed access token and refresh token are refused too',
  async () => {
    const { g, tokens } = await refreshedFirst();
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const next = refreshed(await refresh(g, tokens.refresh_token!), g);
    if (!next) blocked('endpoints/token/refresh', 'the refresh grant gave no access token');
    const [place] = await acceptingPlaces(next!.access_token);
    const replay = await redeem(g.rec);
    if (tokensOf(replay, g.rec)) blocked('endpoints/token/code-single-use', 'the replayed code gave tokens again');
    const after = await useToken(place!, next!.access_token);
    const successor = next!.refresh_token ?? tokens.refresh_token!;
    const answer = await refresh(g, successor);
    const again = refreshed(answer, g);
    const live = [
      ...(after.status >= 200 && after.status < 300 ? [`the refreshed access token at ${place}: ${describeResponse(after)}`] : []),
      ...(again ? [`the refresh token in use since the refresh was refreshed again: ${describeResponse(answer)}`] : []),
    ];
    if (live.length)
      fail(
        'when a code is used twice, the tokens issued based on it are revoked, those refreshed from them included',
        `the refreshed access token refused at ${place} (no 2xx) and the current refresh token refused (no tokens)`,
        live.join('; '),
      );
  },
  { grants: [refreshedFirst] },
);

check(
  'endpoints/token/pkce-verifier',
  'code exchange whose code_verifier is the S256 code_challenge itself (a plain downgrade) → invalid_grant',
  async () => {
    const rec = await downgraded();
    const res = await redeem(rec, { code_verifier: rec.pkce.challenge });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, ['invalid_grant'], 'with S256 the verifier is hashed: the challenge itself is no verifier');
  },
  { grants: [downgraded] },
);
