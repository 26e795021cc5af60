// Every parameter the spec marks required: a request without one yields no code. Without scope,
// RFC 6749 §3.3 lets the server either refuse or use a pre-defined default scope; a server that
// issues a code must then say which scope it granted (RFC 6749 §5.1: the token response's `scope`
// is required when it differs from what was requested, here nothing).
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

const without = (name: string) =>
  authorize({ client: memberClient(), member: member(), params: { [name]: undefined }, label: `without-${name}`, expectRefusal: true });

// client_id and redirect_uri have checks of their own (an error page, never a redirect);
// code_challenge and its method are PKCE's (authentication/1/s256-only).
for (const name of ['response_type', 'state']) {
  check('endpoints/authorize/required-parameters', `authorization request without ${name} → no code`, async () => {
    expectNoCode(await without(name), `${name} is required`);
  });
}

check(
  'endpoints/authorize/required-parameters',
  'authorization request without scope → no code, or a code whose token response states the default scope granted',
  async () => {
    const rec = await without('scope');
    if (!callbackParam(rec, 'code')) return;
    const res = await redeem(rec);
    const tokens = tokensOf(res, rec);
    if (!tokens || typeof tokens.scope !== 'string' || !tokens.scope.trim()) {
      fail(
        'without scope the server refuses, or uses a pre-defined default scope and says so (RFC 6749 §3.3, §5.1)',
        'one of: no code; a code whose exchange returns a token response with a non-empty "scope"',
        tokens ? `a token response with "scope" ${show(tokens.scope)}` : `the code's exchange: ${describeResponse(res)}`,
      );
    }
  },
);
