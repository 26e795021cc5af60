// Refresh grants of other shapes than the whole grant (RFC 6749 §3.3, §6; RFC 9700 §4.14.2):
// - widening to a scope the client is registered for but this grant never received (the member approved
//   the client's scopes but one): refused, or a stated scope without it;
// - narrowing to a single scope without openid: a token for that scope, or a response stating what it
//   is for; and the new refresh token keeps the whole grant: refreshed again without scope, the access
//   token has the original scope.
// Two grants of their own (one consent each): a server may revoke a grant whose refresh asks too much.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';
import { grant, grantTokens, introspectedScope, tokensOf, type Grant } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { isIdentityScope } from '../../lib/spec/scopes.ts';

const words = (s: unknown) => (typeof s === 'string' ? s.split(' ').filter(Boolean) : undefined);
const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join(' ') === [...b].sort().join(' ');

/** One of the member client's own non-identity scopes (the last): withheld from a grant, or the one a refresh narrows to. */
function ownScope(): string {
  const s = [...memberClient().scopes].reverse().find((x) => !isIdentityScope(x));
  if (!s) notTestable('configure memberClient.scopes with a scope beyond openid, profile and email');
  return s;
}

const refreshOf = (g: Grant, refreshToken: string, scope?: string) =>
  tokenRequest(target(), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: g.rec.client.clientId,
    client_secret: g.rec.client.clientSecret,
    scope,
  });

// the member approves the member client for its scopes but one; the refresh asks for that one too
const withheld = fileGrant(
  'refresh widening within the client',
  { ...OWN_MEMBER_SHAPE, scopes: 'configured, but one of them' },
  "its refresh asks for a scope of the client's that the grant lacks",
  async () => {
    const extra = ownScope();
    const scopes = memberClient().scopes.filter((s) => s !== extra);
    if (!scopes.length) notTestable('configure memberClient.scopes with two scopes or more: one is withheld from the grant');
    const g = await grant({ client: memberClient(), member: member(), scopes, label: 'refresh-widen-within-client', fresh: true });
    const tokens = grantTokens(g);
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const had = words(tokens.scope) ?? scopes;
    if (had.includes(extra))
      notTestable(
        `the target granted ${extra} though the authorization request left it out: no scope of the client's is left for the refresh to add`,
      );
    return { extra, had, res: await refreshOf(g, tokens.refresh_token!, [...had, extra].join(' ')), g };
  },
);

check(
  'rfc6749/6/scope-not-exceeding',
  "refresh with scope = the granted scope plus a scope of the client's registration the member did not grant → refused (invalid_scope, invalid_request or invalid_grant), or a stated scope without it",
  async (t) => {
    const { extra, res, g } = await withheld(t);
    const issued = tokensOf(res, g.rec);
    const what = `a refresh may not widen the grant, even to a scope the client is registered for (asked in addition: ${extra})`;
    if (!issued) return void expectOAuthError(res, ['invalid_scope', 'invalid_request', 'invalid_grant'], what);
    const expected = 'a refusal, or a token response whose scope is stated and lacks the scope the grant never had';
    if (typeof issued.scope !== 'string') {
      // no scope stated reads as the scope asked (RFC 6749 §5.1), unless introspection says what was issued: a token
      // without the withheld scope was not widened (that it went unstated is rfc6749/3.3/scope-when-different's)
      const { scope } = await scopeOf(g, res);
      if (scope && !scope.includes(extra))
        return t.note(`no scope stated; introspection says the token's scope is ${show(scope.join(' '))}: not widened`);
      fail(
        what,
        expected,
        `HTTP 200 with no scope: the token stands for the scope asked, the withheld one included${scope ? ` (introspection: ${show(scope.join(' '))})` : ''}`,
      );
    }
    if (words(issued.scope)!.includes(extra)) fail(what, expected, `HTTP 200 with scope ${show(issued.scope)}`);
  },
  { grants: [withheld] },
);

// the whole grant; a refresh narrowed to one scope without openid, then a refresh of the new refresh token without scope
const narrowed = fileGrant('refresh narrowing', OWN_MEMBER_SHAPE, 'it is refreshed for one scope, then again without scope', async () => {
  const g = await grant({ client: memberClient(), member: member(), label: 'refresh-narrowing', fresh: true });
  const tokens = grantTokens(g);
  if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  const granted = words(tokens.scope) ?? g.rec.scopes;
  const one = ownScope();
  if (!granted.includes(one)) notTestable(`the target did not grant ${one}, the scope to narrow to`);
  const narrow = await refreshOf(g, tokens.refresh_token!, one);
  const first = tokensOf(narrow, g.rec);
  const next = first?.refresh_token && first.refresh_token !== tokens.refresh_token ? first.refresh_token : undefined;
  const again = first ? await refreshOf(g, next ?? tokens.refresh_token!) : undefined;
  return { g, granted, one, narrow, first, next, again };
});

/** The scope an access token has: the one stated, else what the client's introspection says (undefined: neither). */
async function scopeOf(g: Grant, res: HttpResponse): Promise<{ scope?: string[]; stated: boolean }> {
  const tokens = tokensOf(res, g.rec)!;
  if (typeof tokens.scope === 'string') return { scope: words(tokens.scope), stated: true };
  return { scope: await introspectedScope(g.rec.client, tokens.access_token), stated: false };
}

check(
  'rfc6749/3.3/scope-when-different',
  "refresh with scope = one of the grant's scopes, without openid → a token for that scope, or a response stating the scope issued",
  async (t) => {
    const { g, one, narrow, first } = await narrowed(t);
    // RFC 6749 §6 lets the client ask for less; it does not make the server honour it: a refusal (whatever
    // its code) is a server that does not narrow, and nothing was issued whose scope to state
    if (!first)
      return t.skip(
        `the target refuses a refresh for a narrower scope (${describeResponse(narrow)}): nothing was issued whose scope to state`,
      );
    const { scope, stated } = await scopeOf(g, narrow);
    if (stated) return t.note(`scope stated: ${show(first.scope)}`);
    if (!scope) return t.note('no scope stated, and introspection does not say what was issued: the scope asked for may have been');
    if (!same(scope, [one]))
      fail(
        'a token response states the scope issued when it differs from the one requested (RFC 6749 §3.3)',
        `an access token for ${one} alone, or a scope parameter saying what it is for`,
        `no scope stated; introspection says the token's scope is ${show(scope.join(' '))}`,
      );
  },
  { grants: [narrowed] },
);

check(
  'rfc6749/6/new-refresh-token-scope',
  'refresh for one scope (a new refresh token comes back), then refresh with it without scope → the scope of the original grant',
  async (t) => {
    const { g, granted, first, next, again } = await narrowed(t);
    if (!first) return t.skip('the target refuses a refresh for a narrower scope: no refresh token came of one');
    if (!next) return t.note('the narrowed refresh gave no new refresh token: the rule binds new ones only');
    if (!tokensOf(again!, g.rec)) blocked('endpoints/token/refresh', `refreshing with the new refresh token: ${describeResponse(again!)}`);
    const { scope, stated } = await scopeOf(g, again!);
    if (!scope) return t.note('no scope stated, and introspection does not say: the original scope may have been kept');
    // the original grant: the scope the code exchange stated, or the one the member approved (a server that binds
    // the access token to a resource may state that resource's scopes only at the code exchange)
    if (!same(scope, granted) && !same(scope, g.rec.scopes))
      fail(
        'a new refresh token has the scope of the refresh token it replaces, not the narrower scope of one refresh (RFC 6749 §6)',
        `scope ${show(granted.join(' '))}, or the scope approved, ${show(g.rec.scopes.join(' '))}`,
        `${stated ? 'stated' : 'introspected'} scope ${show(scope.join(' '))}`,
      );
  },
  { grants: [narrowed] },
);
