// PKCE with S256 only: plain, an unknown method, or no challenge at all yields no code.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import type { Params } from '../../lib/oauth/requests.ts';

const cases: [string, Params][] = [
  [
    'code_challenge_method=plain (challenge = verifier)',
    { code_challenge_method: 'plain', code_challenge: 'cs-conformance-plain-verifier-0123456789abcdefghij' },
  ],
  ['code_challenge_method=S512 (unknown)', { code_challenge_method: 'S512' }],
  ['no code_challenge and no method', { code_challenge: undefined, code_challenge_method: undefined }],
];

for (const [what, params] of cases) {
  check('authentication/1/s256-only', `authorization request with ${what} → no code`, async () => {
    const rec = await authorize({ client: memberClient(), member: member(), params, label: `pkce-${what}`, expectRefusal: true });
    expectNoCode(rec, 'only code_challenge_method=S256 is accepted');
  });
}
