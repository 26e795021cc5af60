// Refresh token protection (RFC 9700 §4.14.2): a server that rotates refresh tokens refuses the
// rotated-out one, and its reuse revokes the refresh token that replaced it. A server that does not
// rotate may sender-constrain its refresh tokens instead; the harness cannot tell, so it skips.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';

const flow = once('refresh, then reuse the rotated-out refresh token', async () => {
  const client = memberClient();
  const g = await grant({ client, member: member(), label: 'refresh-rotation', fresh: true });
  const first = grantTokens(g);
  if (!first.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  const refresh = (token: string) =>
    tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
  const refreshed = await refresh(first.refresh_token!);
  const next = tokensOf(refreshed, g.rec);
  if (!next) blocked('endpoints/token/refresh', `the refresh grant failed (HTTP ${refreshed.status})`);
  const rotated = typeof next!.refresh_token === 'string' && next!.refresh_token !== first.refresh_token;
  if (!rotated) return { rotated };
  const reuse = await refresh(first.refresh_token!);
  const reused = tokensOf(reuse, g.rec);
  // after the reuse: does the refresh token that replaced it still work?
  const successor = await refresh(next!.refresh_token!);
  return { rotated, reuse, reused, successor, successorTokens: tokensOf(successor, g.rec) };
});

async function rotation(t: CheckContext) {
  const r = await flow(t);
  if (!r.rotated) {
    t.skip(
      'the refresh response carries no new refresh token: the target does not rotate, and may sender-constrain its refresh tokens instead (RFC 9700 §4.14.2), which the harness cannot see',
    );
  }
  return r;
}

check(
  'security/refresh/rotation',
  'refresh (a new refresh token comes back), then refresh with the old one → refused, invalid_grant',
  async (t) => {
    const r = await rotation(t);
    if (r.reused) {
      fail(
        'with rotation, the previous refresh token is invalidated',
        'the rotated-out refresh token refused (invalid_grant), no tokens',
        `it was accepted again: ${describeResponse(r.reuse!)}`,
      );
    }
    expectOAuthError(r.reuse!, ['invalid_grant'], 'a rotated-out refresh token is not acceptable (RFC 6749 §5.2)');
  },
);

check(
  'security/refresh/reuse-revokes',
  'reuse of the rotated-out refresh token, then refresh with its successor → refused (reuse revokes the active refresh token)',
  async (t) => {
    const r = await rotation(t);
    if (r.reused) blocked('security/refresh/rotation', 'the rotated-out refresh token was accepted again');
    if (r.successorTokens) {
      fail(
        'a rotated-out refresh token presented again tells the server of a breach: it revokes the active refresh token',
        'the successor refresh token refused after the reuse',
        `it still works: ${describeResponse(r.successor!)}`,
      );
    }
  },
);
