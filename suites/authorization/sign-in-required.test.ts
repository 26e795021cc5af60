// No code without a signed-in member: there is no claim step, consent is interactive.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { authorize, describeOutcome } from '../../lib/flows/authorize.ts';
import { memberClient } from '../../lib/flows/clients.ts';

check('authentication/3/interactive-consent', 'authorization request with nobody signed in → a login page, no code', async () => {
  const rec = await authorize({ client: memberClient(), label: 'no-sign-in', expectRefusal: true });
  if (rec.outcome.kind !== 'login-required')
    fail('consent needs a signed-in member', 'the login page, and no redirect to the client', describeOutcome(rec));
});
