// Every parameter the spec marks required: a request without one yields no code (state also by POST). Without scope,
// RFC 6749 §3.3 lets the server either refuse or use a pre-defined default scope; a server that
// issues a code must then say which scope it granted (RFC 6749 §5.1: the token response's `scope`
// is required when it differs from what was requested, here nothing).
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { authorize, callbackParam } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

const without = (name: string, method?: 'POST') =>
  authorize({
    client: memberClient(),
    member: member(),
    params: { [name]: undefined },
    method,
    label: `without-${name}${method ? '-post' : ''}`,
    expectRefusal: true,
  });

// client_id and redirect_uri have checks of their own (an error page, never a redirect); a missing
// code_challenge is PKCE's (authentication/1/s256-only). Without code_challenge_method (the challenge
// an S256 one), a server that defaults to plain (RFC 7636 §4.3) or to S256 has not required it.
for (const name of ['response_type', 'state', 'code_challenge_method']) {
  check('endpoints/authorize/required-parameters', `authorization request without ${name} → no code`, async () => {
    expectNoCode(await without(name), `${name} is required`);
  });
}

check('endpoints/authorize/required-parameters', 'the authorization request as a form POST without state → no code', async (t) => {
  await requirePost(t);
  expectNoCode(await without('state', 'POST'), 'state is required, whichever method the request came by');
});

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
