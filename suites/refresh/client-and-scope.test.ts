// The refresh grant as RFC 6749 §6 binds it: a confidential client authenticates for a refresh as for
// a code exchange (no or a wrong client_secret: invalid_client, no token), and a new refresh token
// has exactly the scope of the one it replaces (refreshed again with it, the scope is the same).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { registerConfidentialClient } from '../../lib/flows/confidential.ts';
import { refresh } from '../../lib/flows/revoke-flow.ts';
import { grant, grantTokens, redeem, requireCode, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { alterAt } from '../../lib/oauth/alter.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

const words = (s: unknown) => (typeof s === 'string' ? s.split(' ').filter(Boolean).sort() : undefined);

// a confidential client's refresh token, got with its secret
const confidentialRefresh = fileGrant(
  'confidential client refresh token',
  { ...OWN_MEMBER_SHAPE, client: 'a confidential client the harness registers' },
  'its refresh token is sent without or with a wrong secret',
  async () => {
    const client = await registerConfidentialClient();
    const rec = await authorize({ client, member: member(), label: 'confidential-refresh', fresh: true });
    requireCode(rec);
    const tokens = tokensOf(await redeem(rec), rec);
    if (!tokens) blocked('authentication/1/confidential-client-secret-post', 'the confidential client got no tokens with its secret');
    return { client, refreshToken: tokens!.refresh_token, rec };
  },
);

for (const [label, secret] of [
  ['no', undefined],
  ['a wrong', () => `wrong-${randomValue(16)}`],
] as const) {
  check(
    'rfc6749/6/require-client-authentication',
    `confidential client's refresh token redeemed with ${label} client_secret → invalid_client, no token`,
    async (t: CheckContext) => {
      const { client, refreshToken, rec } = await confidentialRefresh(t);
      if (!refreshToken) return t.skip('the confidential client was given no refresh token (RFC 6749 §5.1 makes it optional)');
      const res = await tokenRequest(target(), {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.clientId,
        client_secret: secret?.(),
        resource: rec.resource,
      });
      if (tokensOf(res, rec))
        fail('a confidential client authenticates for a refresh (RFC 6749 §6)', 'invalid_client, no token', describeResponse(res));
      expectOAuthError(res, ['invalid_client'], 'a refresh by a confidential client without its credentials');
    },
    { grants: [confidentialRefresh] },
  );
}

const twice = fileGrant('refresh twice', OWN_MEMBER_SHAPE, 'its refresh token is used, then the new one', async () => {
  const g = await grant({ client: memberClient(), member: member(), label: 'refresh-twice', fresh: true });
  const tokens = grantTokens(g);
  if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  const first = tokensOf(await refresh(g, tokens.refresh_token!), g.rec);
  if (!first) blocked('endpoints/token/refresh', 'the refresh grant gave no access token');
  const next = first!.refresh_token && first!.refresh_token !== tokens.refresh_token ? first!.refresh_token : undefined;
  const second = next ? await refresh(g, next) : undefined;
  return { g, tokens, first: first!, next, second };
});

check(
  'rfc6749/6/new-refresh-token-scope',
  'refresh (a new refresh token comes back), refresh again with it → the same scope as the original grant',
  async (t) => {
    const { g, tokens, first, next, second } = await twice(t);
    if (!next || !second) return t.note('the refresh gave no new refresh token: the rule binds new ones only');
    const again = tokensOf(second, g.rec);
    if (!again) blocked('endpoints/token/refresh', `refreshing with the new refresh token: ${describeResponse(second)}`);
    const original = words(tokens.scope) ?? words(first.scope) ?? [...g.rec.scopes].sort();
    const stated = words(again!.scope);
    if (stated && stated.join(' ') !== original.join(' '))
      fail(
        'a new refresh token has the scope of the refresh token it replaces (RFC 6749 §6)',
        `scope ${show(original.join(' '))}, or none stated`,
        `scope ${show(again!.scope)}`,
      );
  },
  { grants: [twice] },
);

// a live refresh token, altered in one character at three places: RFC 9700 §4.14.2's integrity
const altered = fileGrant(
  'a live refresh token, altered',
  OWN_MEMBER_SHAPE,
  'altered copies of its refresh token are presented',
  async () => {
    const g = await grant({ client: memberClient(), member: member(), label: 'refresh-integrity', fresh: true });
    const tokens = grantTokens(g);
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const value = tokens.refresh_token!;
    const answers = [];
    for (const [where, i] of [
      ['first', 0],
      ['middle', Math.floor(value.length / 2)],
      ['last', value.length - 1],
    ] as const)
      answers.push({ where, res: await refresh(g, alterAt(value, i)) });
    return { g, answers };
  },
);

check(
  'rfc9700/4.14.2/refresh-integrity',
  "the member's live refresh token with one character changed (first, middle, last) → no tokens for any of them",
  async (t) => {
    const { g, answers } = await altered(t);
    const served = answers.filter((a) => tokensOf(a.res, g.rec));
    if (served.length)
      fail(
        'the integrity of a refresh token value is ensured: an altered value is no refresh token (RFC 9700 §4.14.2)',
        'invalid_grant (no tokens) for every altered value',
        served.map((a) => `${a.where} character changed: ${describeResponse(a.res)}`).join('; '),
      );
  },
  { grants: [altered] },
);
