// OpenID Connect Core §3.1.2.1: scope values an implementation does not understand SHOULD be ignored.
// An openid client asks for its own scopes plus a made-up value; a correct OP proceeds (a consent and a
// code) and grants no such scope. Refusing with invalid_scope is what RFC 6749 allows, so a warning.
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, openidClient } from '../../lib/flows/clients.ts';
import { introspectedScope, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';

const MADE_UP = 'cs-conformance-unknown-scope';

check(
  'oidc-core/3.1.2.1/unknown-scope-ignored',
  `an openid request whose scope adds "${MADE_UP}", approve, redeem → a code, and a token that does not grant ${MADE_UP}`,
  async (t) => {
    const client = await openidClient(t);
    const rec = await authorize({
      client,
      member: member(),
      scopes: [...client.scopes, MADE_UP],
      label: 'unknown-scope',
      expectRefusal: true,
    });
    if (!callbackParam(rec, 'code')) {
      // refused: by the made-up value only if the same request without it gets a code
      if (callbackParam(rec, 'error') !== 'invalid_scope') {
        const plain = await authorize({ client, member: member(), label: 'unknown-scope-baseline', expectRefusal: true });
        if (!callbackParam(plain, 'code'))
          blocked('endpoints/authorize/code', `the request without ${MADE_UP} got no code either (${describeOutcome(plain)})`);
      }
      fail(
        'scope values the server does not understand are ignored (OpenID Connect Core §3.1.2.1)',
        `a code, ${MADE_UP} ignored`,
        `refused: ${describeOutcome(rec)}`,
      );
    }
    const res = await redeem(rec);
    const tokens = tokensOf(res, rec);
    if (!tokens) blocked('endpoints/token/returns-tokens', `the code exchange gave no tokens (${describeResponse(res)})`);
    const granted = typeof tokens.scope === 'string' ? tokens.scope.split(' ') : await introspectedScope(client, tokens.access_token);
    if (granted === undefined) return t.note('no scope stated, and introspection does not say what was granted');
    if (granted.includes(MADE_UP))
      fail(
        'a scope value the server does not understand is ignored, not granted',
        `a token without ${MADE_UP}`,
        `granted scope ${show(granted.join(' '))}`,
      );
  },
);
