// Operator clients reach the admin API, not the member's own data: an operator token (operator
// scopes, approved by the member) is refused by the member Account API.
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';
import { check } from '../../lib/harness/check.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { scopedToken } from '../../lib/flows/operator.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { graphql } from '../../lib/resource/graphql.ts';

const operator = sharedOperatorGrant;

check(
  'authentication/7/operator-not-member-data',
  'operator token at /account/graphql (viewer { id email }) → refused with 401 or 403, no member data',
  async (t) => {
    const op = scopedToken(await operator(t));
    if (op.scopes.some(isMemberAudienceScope))
      blocked('authentication/7/account-read-member-audience', 'the operator client was granted an account scope');
    const res = await graphql(op.token, '{ viewer { id email } }');
    if (res.status !== 401 && res.status !== 403) {
      fail("an operator token does not reach the member's own data", 'HTTP 401 or 403 from /account/graphql', describeResponse(res));
    }
  },
  { grants: [operator] },
);
