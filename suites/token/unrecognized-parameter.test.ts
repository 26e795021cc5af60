// The token endpoint ignores request parameters it does not recognize (RFC 6749 §3.2): a correct
// code exchange with one more, unknown parameter still returns tokens. A server that refused it
// would break every client that sends an extension the server has not heard of.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { codeGrant, controlGrant } from '../../lib/flows/token-checks.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

const judge = controlGrant();
const code = codeGrant('token-unrecognized-parameter');

check(
  'rfc6749/3.2/ignore-unrecognized',
  "a fresh code's correct exchange plus cs_conformance_extra=1 (a parameter no server knows) → HTTP 200 with an access_token",
  async (t) => {
    const rec = await code();
    const res = await redeem(rec, { cs_conformance_extra: '1' });
    if (!tokensOf(res, rec)) {
      // refused as invalid_client: judged only if the member client's own correct exchange is not refused too
      await judge(t, res);
      fail('the token endpoint ignores a parameter it does not recognize', 'HTTP 200 with an access_token', describeResponse(res));
    }
  },
  { grants: [code, sharedMemberGrant] },
);
