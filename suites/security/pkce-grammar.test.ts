// PKCE hygiene (RFC 7636 §4.2: code-challenge = 43*128unreserved): a challenge outside the grammar,
// with method S256, yields no code (RFC 6749 §4.1.2.1: invalid_request, "an invalid parameter value").
// No RFC says the server MUST refuse it: a warning.
import { check } from '../../lib/harness/check.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { pkce } from '../../lib/oauth/pkce.ts';

const challenge = () => pkce().challenge; // 43 characters of the base64url alphabet
const cases: [string, () => string][] = [
  ['42 characters (one too few)', () => challenge().slice(0, 42)],
  ['129 characters (one too many)', () => `${challenge()}${challenge()}${challenge()}`.slice(0, 129)],
  ['43 characters with "+" and "/" (base64, not base64url)', () => `${challenge().slice(0, 41)}+/`],
];

for (const [what, make] of cases) {
  check('security/pkce/challenge-grammar', `code_challenge of ${what}, method S256 → no code`, async () => {
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { code_challenge: make() },
      label: `pkce-grammar-${what}`,
      expectRefusal: true,
    });
    expectNoCode(rec, 'a code_challenge outside 43*128unreserved is refused');
  });
}
