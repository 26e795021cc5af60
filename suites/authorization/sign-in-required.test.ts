// No code without a signed-in member: there is no claim step, consent is interactive. By GET and by POST.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { authorize, describeOutcome } from '../../lib/flows/authorize.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';

check('authentication/3/interactive-consent', 'authorization request with nobody signed in → a login page, no code', async () => {
  const rec = await authorize({ client: memberClient(), label: 'no-sign-in', expectRefusal: true });
  if (rec.outcome.kind !== 'login-required')
    fail('consent needs a signed-in member', 'the login page, and no redirect to the client', describeOutcome(rec));
});

check(
  'authentication/3/interactive-consent',
  'the authorization request as a form POST with nobody signed in → a login page, no code',
  async (t) => {
    await requirePost(t);
    const rec = await authorize({ client: memberClient(), method: 'POST', label: 'no-sign-in-post', expectRefusal: true });
    if (rec.outcome.kind !== 'login-required')
      fail(
        'consent needs a signed-in member, whichever method the request came by',
        'the login page, and no redirect to the client',
        describeOutcome(rec),
      );
  },
);
