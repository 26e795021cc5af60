// Revoking a refresh token invalidates it (Authentication 11): a refresh token proven usable is
// revoked by its client (200, RFC 7009 §2.2), and the refresh grant with it is then refused.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { memberFileGrant, provenRefreshToken, refresh, revokeAs } from '../../lib/flows/revoke-flow.ts';

const scenario = memberFileGrant('revoke-refresh', 'its refresh token is refreshed, then revoked', async (g, tokens) => {
  const refreshToken = await provenRefreshToken(g, tokens);
  const revocation = await revokeAs(g.rec.client, refreshToken);
  return { revocation, reuse: await refresh(g, refreshToken) };
});

check(
  'authentication/11/revoke-refresh',
  'the client revokes its refresh token → HTTP 200, then the refresh grant with it → invalid_grant',
  async (t) => {
    const { revocation, reuse } = await scenario(t);
    if (revocation.status !== 200) {
      fail(
        'posting a refresh token to the revocation endpoint invalidates it (RFC 7009 §2.2: HTTP 200)',
        'HTTP 200',
        describeResponse(revocation),
      );
    }
    expectOAuthError(
      reuse,
      ['invalid_grant'],
      'a revoked refresh token is not acceptable to the refresh grant (RFC 6749 §5.2 invalid_grant)',
    );
  },
  { grants: [scenario] },
);
