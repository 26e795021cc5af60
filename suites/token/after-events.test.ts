// The state at the token endpoint after an event, where the sentence reaches further than the tokens
// one exchange gave: a replayed code revokes every token "previously issued based on that authorization
// code" (RFC 6749 §4.1.2), those refreshed from it since included. Redeem, refresh, replay the code:
// the refreshed access token is refused where it worked, and the refreshed refresh token refreshes nothing.
// (The tokens the code itself gave are suites/security/code-replay.test.ts's; rotation and revocation have
// their own suites.)
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberGrantOfItsOwn, refresh } from '../../lib/flows/revoke-flow.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

const replayedAfterRefresh = memberGrantOfItsOwn('code-replay-after-refresh', 'it is refreshed, then its code is replayed');

check(
  'security/code/replay-revokes',
  'redeem a code, refresh, replay the code → the refreshed access token is refused where it worked, and the refreshed refresh token at the token endpoint',
  async () => {
    const { g, tokens } = await replayedAfterRefresh();
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const refreshed = tokensOf(await refresh(g, tokens.refresh_token!), g.rec);
    if (!refreshed) blocked('endpoints/token/refresh', 'the refresh grant gave no access token');
    const [place] = await acceptingPlaces(refreshed!.access_token);
    const replay = await redeem(g.rec);
    if (tokensOf(replay, g.rec)) blocked('endpoints/token/code-single-use', 'the replayed code gave tokens again');
    const after = await useToken(place!, refreshed!.access_token);
    const next = refreshed!.refresh_token ?? tokens.refresh_token!;
    const again = await refresh(g, next);
    const live = [
      ...(after.status >= 200 && after.status < 300 ? [`the refreshed access token at ${place}: ${describeResponse(after)}`] : []),
      ...(tokensOf(again, g.rec) ? [`the refreshed refresh token: ${describeResponse(again)}`] : []),
    ];
    if (live.length)
      fail(
        'when a code is used twice, every token issued based on it should be revoked, those refreshed from it since too',
        `the refreshed access token refused at ${place} (no 2xx) and the refreshed refresh token refused (no tokens)`,
        live.join('; '),
      );
  },
  { grants: [replayedAfterRefresh] },
);
