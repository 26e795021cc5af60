// The refresh grant (one consent for the file): the member's refresh token yields, without a
// browser, a new access token that works where the code exchange's did (UserInfo or, for a server
// whose UserInfo takes no origin-bound token, /account/graphql: the baseline); the response carries
// no id_token, is JSON and is never cached, and keeps every rule of a successful token response
// (lib/flows/token-response-rules.ts): a token-response rule holds at the refresh as at the code exchange.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { describeResponse, isJsonContentType } from '../../lib/harness/expect.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { grant, tokensOf, grantTokens } from '../../lib/flows/tokens.ts';
import { refresh } from '../../lib/flows/revoke-flow.ts';
import { PLACES, useToken, type Place } from '../../lib/flows/token-use.ts';
import { cacheDirectives } from '../../lib/flows/token-checks.ts';
import { MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';
import { target } from '../../lib/harness/context.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { RESPONSE_RULES } from '../../lib/flows/token-response-rules.ts';

const refreshed = fileGrant('refresh', MEMBER_SHAPE, 'its refresh token is used, then the new one', async () => {
  const client = memberClient();
  const g = await grant({ client, member: member(), label: 'refresh' });
  const tokens = grantTokens(g);
  if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  const before: string[] = [];
  let place: Place | undefined;
  for (const p of PLACES) {
    const status = (await useToken(p, tokens.access_token)).status;
    before.push(`${p} HTTP ${status}`);
    if (status === 200) {
      place = p;
      break;
    }
  }
  const response = await refresh(g, tokens.refresh_token!);
  const next = tokensOf(response, g.rec);
  const after = next && place ? await useToken(place, next.access_token) : undefined;
  // again with the refresh token it returned (the same one, where none came); scope= (no value) is
  // the relation empty-value's (suites/relations/empty-value.test.ts)
  const refreshAgain = (token: string) =>
    tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      resource: g.rec.resource,
    });
  const secondToken = next?.refresh_token ?? tokens.refresh_token!;
  const second = next ? await refreshAgain(secondToken) : undefined;
  const again = second && tokensOf(second, g.rec);
  return { before, place, response, next, after, client, second, again };
});

/** A successful refresh response (HTTP 200, a JSON object), else the refresh check reports it. */
async function success(t: CheckContext) {
  const r = await refreshed(t);
  const body = r.response.json();
  if (r.response.status !== 200 || !body || typeof body !== 'object')
    blocked('endpoints/token/refresh', `the refresh grant failed (HTTP ${r.response.status})`);
  return { ...r, body: body as Record<string, unknown> };
}

check(
  'endpoints/token/refresh',
  "grant_type=refresh_token with the member's refresh token → a new access token that works where the first one did (UserInfo or /account/graphql)",
  async (t) => {
    const r = await refreshed(t);
    if (!r.place)
      blocked(
        ['resources/claims/userinfo', 'authentication/8/bound-to-origin'],
        `the code exchange's own access token is refused (${r.before.join(', ')})`,
      );
    if (!r.next) fail('the refresh grant yields a new access token', 'HTTP 200 with a string access_token', describeResponse(r.response));
    if (r.after?.status !== 200)
      fail(
        'the refreshed access token works like the first one',
        `HTTP 200 from ${r.place} with the new access token`,
        r.after ? describeResponse(r.after) : '(not sent)',
      );
  },
  { grants: [refreshed] },
);

check(
  'endpoints/token/refresh-no-id-token',
  'refresh grant → no id_token in the response (the grant includes openid when the member client has it)',
  async (t) => {
    const { body } = await success(t);
    if ('id_token' in body) fail('refresh responses carry no id_token', 'no id_token member', 'an id_token member is present');
  },
  { grants: [refreshed] },
);

check(
  'endpoints/token/no-store',
  'successful refresh → Cache-Control: no-store',
  async (t) => {
    const { response } = await success(t);
    if (!cacheDirectives(response).includes('no-store')) {
      fail(
        'a response containing tokens must not be stored',
        'a Cache-Control header with the no-store directive',
        `Cache-Control: ${response.header('cache-control') ?? '(absent)'}`,
      );
    }
  },
  { grants: [refreshed] },
);

check(
  'endpoints/oauth/json',
  'successful refresh → Content-Type: application/json',
  async (t) => {
    const { response } = await success(t);
    if (!isJsonContentType(response.header('content-type'))) {
      fail(
        'OAuth endpoints return JSON',
        'Content-Type: application/json (parameters allowed)',
        `Content-Type: ${response.header('content-type') ?? '(absent)'}`,
      );
    }
  },
  { grants: [refreshed] },
);

// the rules of every successful token response, at this place (no-store and JSON are judged above)
for (const rule of RESPONSE_RULES.filter((r) => !['endpoints/token/no-store', 'endpoints/oauth/json'].includes(r.clause))) {
  check(
    rule.clause,
    `successful refresh → ${rule.requires}`,
    async (t) => {
      const { response, next, client } = await success(t);
      if (!next) blocked('endpoints/token/refresh', 'the refresh gave no access token');
      await rule.judge({ res: response, tokens: next!, client }, t);
    },
    { grants: [refreshed] },
  );
}

check(
  'endpoints/token/refresh',
  'refresh again with the refresh token the refresh returned (or the same one, where none came) → a new access token',
  async (t) => {
    const { second, next } = await success(t);
    if (!next) blocked('endpoints/token/refresh', 'the refresh gave no access token');
    if (!tokensOf(second!))
      fail(
        'the refresh grant yields a new access token for the refresh token the client holds, the one a refresh returned included (RFC 6749 §6: the client replaces the old one with it)',
        'HTTP 200 with a string access_token',
        describeResponse(second!),
      );
  },
  { grants: [refreshed] },
);
