// Every parameter the spec marks required: a request without one yields no code.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';

// client_id and redirect_uri have checks of their own (an error page, never a redirect);
// code_challenge and its method are PKCE's (authentication/1/s256-only).
for (const name of ['response_type', 'scope', 'state']) {
  check('endpoints/authorize/required-parameters', `authorization request without ${name} → no code`, async () => {
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { [name]: undefined },
      label: `without-${name}`,
      expectRefusal: true,
    });
    expectNoCode(rec, `${name} is required`);
  });
}
