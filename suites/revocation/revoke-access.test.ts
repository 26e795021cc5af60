// Revoking an access token invalidates it (Authentication 11): a token proven to work at UserInfo
// and /account/graphql is revoked by its client (200, RFC 7009 §2.2) and then refused (401) there.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberFileGrant, revokeAs } from '../../lib/flows/revoke-flow.ts';

const scenario = memberFileGrant('revoke-access', 'its access token is revoked', async (g, tokens) => {
  const places = await acceptingPlaces(tokens.access_token);
  const revocation = await revokeAs(g.rec.client, tokens.access_token);
  const after = [];
  for (const place of places) after.push({ place, res: await useToken(place, tokens.access_token) });
  return { revocation, after };
});

check(
  'authentication/11/revoke-access',
  'the client revokes its access token → HTTP 200, then the token is refused (401) at UserInfo and /account/graphql',
  async (t) => {
    const { revocation, after } = await scenario(t);
    if (revocation.status !== 200) {
      fail(
        'posting an access token to the revocation endpoint invalidates it (RFC 7009 §2.2: HTTP 200)',
        'HTTP 200',
        describeResponse(revocation),
      );
    }
    const working = after.filter((a) => a.res.status !== 401);
    if (working.length) {
      fail(
        'a revoked access token is invalid: protected endpoints refuse it',
        `HTTP 401 (invalid_token) at ${after.map((a) => a.place).join(' and ')}`,
        working.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
    }
  },
  { grants: [scenario] },
);
