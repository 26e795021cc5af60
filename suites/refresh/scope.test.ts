// A refresh may only narrow the grant (RFC 6749 §6): asked for a scope the resource owner never
// granted, the server refuses, or issues a token without it: its scope stated (§3.3), or, stated
// nowhere, what the client's introspection says; a token that stands for it is a scope escalation.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens, introspectedScope, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { RESOURCE_SCOPES } from '../../lib/spec/scopes.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

/**
 * The scope to ask for in addition: a resource scope the member client does not have, or else one it
 * has, which its grant is then asked without (the resource owner never granted it in that grant).
 */
function extraScope(): { extra: string; withheld: boolean } {
  const client = memberClient().scopes;
  const all = Object.values(RESOURCE_SCOPES).flat();
  const spare = all.find((s) => !client.includes(s));
  return spare ? { extra: spare, withheld: false } : { extra: client.find((s) => all.includes(s))!, withheld: true };
}

// its own grant, in a session of its own: a server may revoke a grant whose refresh asks too much
const granted = fileGrant(
  'refresh asking for more scope',
  { ...OWN_MEMBER_SHAPE, scopes: 'configured, or all but one when the client has every scope' },
  'its refresh asks for a scope the grant lacks',
  () => {
    const { extra, withheld } = extraScope();
    const scopes = withheld ? memberClient().scopes.filter((s) => s !== extra) : undefined;
    return grant({ client: memberClient(), member: member(), scopes, label: 'refresh asking for more scope', fresh: true });
  },
);

check(
  'rfc6749/6/scope-not-exceeding',
  'refresh with scope = the granted scope plus one never granted → refused (invalid_scope, invalid_request or invalid_grant), or a token without it (its scope stated, or else introspected)',
  async (t) => {
    const g = await granted(t);
    const tokens = grantTokens(g);
    if (!tokens.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const had = typeof tokens.scope === 'string' ? tokens.scope.split(' ').filter(Boolean) : g.rec.scopes;
    // the planned scope, unless the grant holds it anyway (a server may grant other than asked, §3.3)
    const planned = extraScope().extra;
    const extra = had.includes(planned)
      ? Object.values(RESOURCE_SCOPES)
          .flat()
          .find((s) => !had.includes(s))
      : planned;
    if (!extra)
      notTestable(
        `the target granted every resource scope of the spec, ${planned} included though the grant was asked without it: none is left to ask for`,
      );
    const res = await tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: g.rec.client.clientId,
      client_secret: g.rec.client.clientSecret,
      scope: [...had, extra].join(' '),
    });
    const issued = tokensOf(res, g.rec);
    const what = `a refresh may not widen the grant (asked in addition: ${extra})`;
    if (!issued) {
      expectOAuthError(res, ['invalid_scope', 'invalid_request', 'invalid_grant'], what);
      return;
    }
    const expected = 'a refusal, or a token without the scope never granted (its scope stated, or else introspected)';
    if (typeof issued.scope !== 'string') {
      // no scope stated reads as the scope asked (RFC 6749 §5.1), unless introspection says what was issued: a token
      // without the extra scope was not widened (that it went unstated is rfc6749/3.3/scope-when-different's)
      const scope = await introspectedScope(g.rec.client, issued.access_token);
      if (scope && !scope.includes(extra!))
        return t.note(`no scope stated; introspection says the token's scope is ${show(scope.join(' '))}: not widened`);
      fail(
        what,
        expected,
        `HTTP 200 with no scope: the token stands for the scope asked, the extra one included${scope ? ` (introspection: ${show(scope.join(' '))})` : ''}`,
      );
    }
    if (issued.scope.split(' ').includes(extra!)) fail(what, expected, `HTTP 200 with scope ${show(issued.scope)}`);
  },
  { grants: [granted] },
);
