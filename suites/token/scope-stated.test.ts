// RFC 6749 §3.3 and §5.1: when the access token's scope differs from the one requested, the token
// response says which was granted. The member client asks for its own scopes plus one the target
// advertises that it was not given; a correct server refuses (invalid_scope) or narrows the grant
// and states the scope it issued. A response without scope is judged by what the client's own
// introspection says was granted (the configured scopes may be fewer than the client may have).
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { introspectedScope, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';

check(
  'rfc6749/3.3/scope-when-different',
  "the member client's scopes plus an advertised one it was not given, approve, redeem → refused, or a token response whose scope states what was granted",
  async (t) => {
    const client = memberClient();
    const supported = target().metadata.authorizationServer?.scopes_supported;
    const extra = (Array.isArray(supported) ? supported : []).find(
      (s): s is string => typeof s === 'string' && !client.scopes.includes(s) && !isMemberAudienceScope(s) && s !== 'openid',
    );
    if (!extra) return t.skip('scopes_supported lists no scope beyond the member client’s own');
    const rec = await authorize({
      client,
      member: member(),
      scopes: [...client.scopes, extra],
      label: 'scope-beyond-client',
      expectRefusal: true,
    });
    if (!callbackParam(rec, 'code')) return t.note(`refused: ${callbackParam(rec, 'error') ?? rec.outcome.kind}`);
    const res = await redeem(rec);
    const tokens = tokensOf(res, rec);
    if (!tokens) blocked('endpoints/token/returns-tokens', `the code exchange gave no tokens (${describeResponse(res)})`);
    if (typeof tokens!.scope === 'string') return t.note(`granted scope ${show(tokens!.scope)}`);
    // no scope stated: allowed when the grant is what was asked (the configured scopes may be fewer than
    // the client's own); introspection, where the client may ask it, says what was granted
    const granted = await introspectedScope(client, tokens!.access_token);
    if (granted === undefined) return t.note(`no scope stated, and introspection does not say what was granted: ${extra} may have been`);
    if (!granted.includes(extra))
      fail(
        'a token response states the scope issued when it differs from the one requested (RFC 6749 §3.3, §5.1)',
        `refused, or a scope parameter (${extra} was asked for and not granted)`,
        `a token response without scope; introspection says the token's scope is ${show(granted.join(' '))}`,
      );
  },
);
