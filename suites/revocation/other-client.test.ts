// RFC 7009 §2.1: a token is revoked only for the client it was issued to. Another client (a fresh
// loopback registration) posts the member client's tokens for revocation; whatever it is answered,
// the access token keeps working and the refresh token keeps refreshing.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { Blocked, fail } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { registerLoopbackClient } from '../../lib/flows/clients.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberFileGrant, provenRefreshToken, refresh, refreshed, revokeAs } from '../../lib/flows/revoke-flow.ts';

const scenario = memberFileGrant(
  'revoke-other-client',
  'another client tries to revoke its tokens, then its refresh token is used',
  async (g, tokens) => {
    const other = await registerLoopbackClient();
    const places = await acceptingPlaces(tokens.access_token);
    const accessAttempt = await revokeAs(other, tokens.access_token);
    const after = [];
    for (const place of places) after.push({ place, res: await useToken(place, tokens.access_token) });
    // the refresh half runs after the access half: a refresh token revoked with its grant may take
    // the grant's access tokens along (RFC 7009 §2.1), which would blur the first answer
    let refreshHalf: RefreshHalf;
    try {
      const refreshToken = await provenRefreshToken(g, tokens);
      const attempt = await revokeAs(other, refreshToken);
      refreshHalf = { attempt, reuse: await refresh(g, refreshToken) };
    } catch (e) {
      if (!(e instanceof Blocked)) throw e;
      refreshHalf = { blocked: e };
    }
    return { g, accessAttempt, after, refreshHalf };
  },
);

type RefreshHalf = { blocked: Blocked } | { attempt: HttpResponse; reuse: HttpResponse };

check(
  'endpoints/revoke/other-client',
  "another client posts the member's access token for revocation → the token still works at UserInfo and /account/graphql",
  async (t) => {
    const { accessAttempt, after } = await scenario(t);
    const refused = after.filter((a) => a.res.status !== 200);
    if (refused.length) {
      fail(
        'a token is not revoked at the request of a client it was not issued to',
        `HTTP 200 at ${after.map((a) => a.place).join(' and ')}, as before the other client's request`,
        `the other client was answered ${describeResponse(accessAttempt)}; then ${refused.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; ')}`,
      );
    }
  },
  { grants: [scenario] },
);

check(
  'endpoints/revoke/other-client',
  "another client posts the member's refresh token for revocation → the member client can still refresh with it",
  async (t) => {
    const { g, refreshHalf } = await scenario(t);
    if ('blocked' in refreshHalf) throw refreshHalf.blocked;
    const { attempt, reuse } = refreshHalf as Exclude<RefreshHalf, { blocked: Blocked }>;
    if (!refreshed(reuse, g)) {
      fail(
        'a token is not revoked at the request of a client it was not issued to',
        "the refresh grant answers HTTP 200 with a new access token, as before the other client's request",
        `the other client was answered ${describeResponse(attempt)}; then the refresh grant: ${describeResponse(reuse)}`,
      );
    }
  },
  { grants: [scenario] },
);
