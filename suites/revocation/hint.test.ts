// RFC 7009 §2.1: token_type_hint only guides the search, so an access token revoked with the hint
// refresh_token is revoked all the same; and a revoked refresh token takes the access tokens of its
// grant with it (SHOULD, where the server revokes access tokens at all: Authentication 11 says it does),
// at every resource that served the access token (UserInfo, /account/graphql, /mcp, the admin API).
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberFileGrant, refresh, revokeAs } from '../../lib/flows/revoke-flow.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { againAt, atEveryResource, recognised, type ResourceAnswer } from '../../lib/flows/every-resource.ts';

/** Revokes `which` token of a fresh grant (with a hint), then uses its access token where it worked. */
function revokeThenUse(label: string, which: 'access_token' | 'refresh_token', hint?: string) {
  return memberFileGrant(label, `its ${which} is revoked`, async (g, tokens) => {
    const places = await acceptingPlaces(tokens.access_token);
    const token = tokens[which];
    if (!token) blocked('endpoints/token/returns-tokens', `the code exchange gave no ${which}`);
    const revocation = await revokeAs(g.rec.client, token!, hint);
    const after = [];
    for (const place of places) after.push({ place, res: await useToken(place, tokens.access_token) });
    return { revocation, after, client: g.rec.client, token: token!, access: tokens.access_token };
  });
}

/** Revokes the refresh token of a fresh grant, then uses its access token at every resource that took it. */
const byRefresh = memberFileGrant('revoke-refresh-then-access', 'its refresh_token is revoked', async (g, tokens) => {
  const before = (await atEveryResource(tokens.access_token)).filter(recognised);
  if (!before.some((b) => b.kind !== 'admin'))
    blocked('authentication/8/bound-to-origin', 'a fresh member access token is served at no resource of this origin');
  if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  const revocation = await revokeAs(g.rec.client, tokens.refresh_token!);
  const after = await againAt(before, tokens.access_token);
  // where the access token still works: revoked itself, does it stop? If not, revocation of access
  // tokens is what fails there (authentication/11/revoke-access reports it), not the grant's
  const working = after.filter((a) => stillWorks(a));
  let alone: ResourceAnswer[] = [];
  // and the refresh token: one that still refreshes was not revoked at all (authentication/11/revoke-refresh's to report)
  let refreshed = false;
  if (working.length) {
    refreshed = !!tokensOf(await refresh(g, tokens.refresh_token!), g.rec);
    await revokeAs(g.rec.client, tokens.access_token);
    alone = (await againAt(working, tokens.access_token)).filter((a) => stillWorks(a));
  }
  return { revocation, after, working, alone, refreshed };
});

/** The token still taken where it was before: served, or (an admin operation) refused for its scope rather than as invalid. */
const stillWorks = (a: ResourceAnswer) => (a.kind === 'admin' ? a.res.status !== 401 : a.res.status === 200);

const hinted = revokeThenUse('revoke-access-hinted-refresh', 'access_token', 'refresh_token');

check(
  'rfc7009/2.1/hint-extends-search',
  'revoke the access token with token_type_hint=refresh_token → HTTP 200, then the token is refused where it worked',
  async (t) => {
    const { revocation, after, client, token } = await hinted(t);
    if (revocation.status !== 200) blocked('authentication/11/revoke-access', `the revocation answered ${describeResponse(revocation)}`);
    const working = after.filter((a) => a.res.status === 200);
    // the same token revoked again without a hint: if it still works, revocation itself is what fails
    if (working.length) {
      await revokeAs(client, token);
      const still = [];
      for (const a of working) if ((await useToken(a.place, token)).status === 200) still.push(a.place);
      if (still.length === working.length)
        blocked('authentication/11/revoke-access', `revoked again without a hint, the access token still works (${still.join(', ')})`);
    }
    if (working.length)
      fail(
        'a hint the token does not match extends the search to every kind of token (RFC 7009 §2.1)',
        'the access token refused (401) where it worked',
        working.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
  },
  { grants: [hinted] },
);

check(
  'rfc7009/2.1/refresh-revokes-grant-access',
  'revoke the refresh token → HTTP 200, then the access token of the same grant is refused where it worked',
  async (t) => {
    const { revocation, working, alone, refreshed } = await byRefresh(t);
    if (revocation.status !== 200) blocked('authentication/11/revoke-refresh', `the revocation answered ${describeResponse(revocation)}`);
    if (refreshed) blocked('authentication/11/revoke-refresh', 'revoked with HTTP 200, the refresh token still refreshes');
    // where revoking the access token itself ends it, the grant's revocation is what failed
    const grantOnly = working.filter((w) => !alone.some((a) => a.place === w.place));
    if (grantOnly.length)
      fail(
        'revoking a refresh token invalidates the access tokens of the same grant (RFC 7009 §2.1)',
        'the access token refused (401) at every resource where it worked (UserInfo, /account/graphql, /mcp, the admin API)',
        grantOnly.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
    if (alone.length)
      blocked('authentication/11/revoke-access', `revoked itself, the access token still works (${alone.map((a) => a.place).join(', ')})`);
  },
  { grants: [byRefresh] },
);
