// account:read is reserved to the member audience: a client from the registration endpoint asking
// for it at the authorization endpoint gets invalid_scope, by GET and by POST, with openid or without.
// Its near misses (ACCOUNT:READ, account:rea: scope values are case-sensitive, RFC 6749 §3.3) may be
// refused or ignored, never granted as account:read: the token must read no member data. The client
// registers without it (a registration that refuses account:read is the registration suite's to
// judge), so only the authorization-time rule is at play.
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { expectErrorRedirect, expectNoCode } from '../../lib/flows/outcome.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { expectNoMemberToken } from '../../lib/flows/token-use.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

const shapes: [string, string[], ('POST' | undefined)?][] = [
  ['', ['openid', 'account:read']],
  [', as a form POST', ['openid', 'account:read'], 'POST'],
  [' alone (no openid)', ['account:read']],
];

for (const [by, scopes, method] of shapes) {
  const asked = once(`account:read by a registered client${by}`, async () => {
    const client = await registerLoopbackClient({ scope: 'openid email' });
    return authorize({
      client,
      member: member(),
      scopes,
      method,
      label: `registered-account-read${method ? '-post' : ''}${scopes.includes('openid') ? '' : '-alone'}`,
      expectRefusal: true,
    });
  });

  check('authentication/7/account-read-member-audience', `registered client asks for account:read${by} → no code`, async (t) => {
    if (method) await requirePost(t);
    expectNoCode(await asked(t), 'account:read is reserved to the member audience');
  });

  check('errors/invalid_scope', `registered client asks for account:read${by} → error=invalid_scope`, async (t) => {
    if (method) await requirePost(t);
    const rec = await asked(t);
    // no way back to a client registered moments before: its redirect URI may not be registered at all
    if (rec.outcome.kind !== 'callback')
      blocked(
        ['authentication/6/any-role', 'rfc7591/3.2.1/registered-metadata'],
        `the authorization did not return to the client (${describeOutcome(rec)})`,
      );
    expectErrorRedirect(rec, ['invalid_scope'], 'scope not allowed for the client');
  });
}

check(
  'authentication/7/account-read-member-audience',
  'registered client asks for openid ACCOUNT:READ account:rea (near misses of account:read) → no code, or a code whose token reads no member data',
  async (t) => {
    const client = await registerLoopbackClient({ scope: 'openid email' });
    const rec = await authorize({
      client,
      member: member(),
      scopes: ['openid', 'ACCOUNT:READ', 'account:rea'],
      label: 'registered-account-read-near-miss',
      expectRefusal: true,
    });
    if (!callbackParam(rec, 'code')) return;
    const tokens = tokensOf(await redeem(rec), rec);
    if (!tokens) return t.note('a code was issued, but its exchange gave no tokens');
    await expectNoMemberToken(
      t,
      tokens.access_token,
      'a registered client asking for near misses of account:read',
      'a near miss of account:read is never granted as account:read',
    );
  },
);
