// A replayed authorization code revokes what the code gave (RFC 6749 §4.1.2, SHOULD): after the
// replay is refused, the first redemption's access token is refused at the resource where it worked,
// and its refresh token at the token endpoint.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { memberGrantOfItsOwn } from '../../lib/flows/revoke-flow.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';

const replayed = memberGrantOfItsOwn('code-replay-revokes', 'its code is replayed');

check(
  'security/code/replay-revokes',
  'redeem a code, replay it → its access token is refused where it worked, and its refresh token at the token endpoint',
  async () => {
    const client = memberClient();
    const { g, tokens } = await replayed();
    const [place] = await acceptingPlaces(tokens.access_token);
    const replay = await redeem(g.rec);
    if (tokensOf(replay, g.rec)) blocked('endpoints/token/code-single-use', 'the replayed code gave tokens again');
    const after = await useToken(place!, tokens.access_token);
    const refresh = tokens.refresh_token
      ? await tokenRequest(target(), {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        })
      : undefined;
    const live = [
      ...(after.status >= 200 && after.status < 300 ? [`the access token at ${place}: ${describeResponse(after)}`] : []),
      ...(refresh && tokensOf(refresh, g.rec) ? [`the refresh token: ${describeResponse(refresh)}`] : []),
    ];
    if (live.length) {
      fail(
        'when a code is used twice, the tokens issued from it should be revoked',
        `the access token refused at ${place} (no 2xx) and the refresh token refused (no tokens)`,
        live.join('; '),
      );
    }
  },
  { grants: [replayed] },
);
