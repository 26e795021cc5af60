// account:read is reserved to the member audience: a client from the registration endpoint asking
// for it at the authorization endpoint gets invalid_scope, by GET and by POST. The client registers
// without it (a registration that refuses account:read is the registration suite's to judge), so only
// the authorization-time rule is at play.
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { expectErrorRedirect, expectNoCode, requireCallback } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';

for (const method of [undefined, 'POST'] as const) {
  const by = method ? ', as a form POST' : '';
  const asked = once(`account:read by a registered client${by}`, async () => {
    const client = await registerLoopbackClient({ scope: 'openid email' });
    return authorize({
      client,
      member: member(),
      scopes: ['openid', 'account:read'],
      method,
      label: `registered-account-read${method ? '-post' : ''}`,
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
    requireCallback(rec);
    expectErrorRedirect(rec, ['invalid_scope'], 'scope not allowed for the client');
  });
}
