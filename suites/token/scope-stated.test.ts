// RFC 6749 §3.3 and §5.1: when the access token's scope differs from the one requested, the token
// response says which was granted. The member client asks for its own scopes plus one the target
// advertises that it was not given; a correct server refuses (invalid_scope) or narrows the grant
// and states the scope it issued.
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
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
    if (typeof tokens!.scope !== 'string')
      fail(
        'a token response states the scope issued when it differs from the one requested (RFC 6749 §3.3, §5.1)',
        `refused, or a scope parameter (the request asked for ${extra}, which this client was not given)`,
        'a code, and a token response without scope',
      );
    t.note(`granted scope ${show(tokens!.scope)}`);
  },
);
