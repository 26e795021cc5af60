// A valid token lacking the scope an endpoint needs gets 403 insufficient_scope, and that challenge
// points to the protected-resource metadata: an operator token (no account:read) at /account/graphql,
// and the member's token at an admin operation that needs an operator scope (from /openapi.json).
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { blockIfInvalidToo, blockIfNotAcceptedHere, scopedToken } from '../../lib/flows/operator.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { showsMemberData } from '../../lib/resource/member-data.ts';
import {
  adminOperations,
  callOperation,
  describeOperation,
  holds,
  maySend,
  requireOpenApi,
} from '../../lib/resource/openapi-operations.ts';
import { expectErrorCode, expectResourceMetadata, requireStatus } from '../../lib/resource/refusal.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';

const operator = sharedOperatorGrant;
const memberG = sharedMemberGrant;

/** The operator token at /account/graphql (it holds no account scope). */
async function operatorAtGraphql(t: CheckContext) {
  const op = scopedToken(await operator(t));
  if (op.scopes.some(isMemberAudienceScope))
    t.skip('the operator token was granted an account scope: it cannot probe insufficient_scope at /account/graphql');
  const res = await graphql(op.token, '{ viewer { id } }');
  return { op, res };
}

/** The member's token at the first admin operation (of /openapi.json) it holds no scope for. */
async function memberAtAdmin(t: CheckContext) {
  const m = scopedToken(await memberG(t));
  const found = adminOperations(requireOpenApi(), target().origin).find((o) => !holds(m.scopes, o) && maySend(o, true));
  if (!found) t.skip('/openapi.json lists no admin operation needing an operator scope (the spec shows none): nothing to probe');
  return { m, op: found!, res: await callOperation(found!, m.token) };
}

check(
  'errors/insufficient_scope',
  'operator token (no account:read) at /account/graphql → 403, error="insufficient_scope"',
  async (t) => {
    const { op, res } = await operatorAtGraphql(t);
    if (showsMemberData(res))
      blocked('authentication/7/operator-not-member-data', 'the operator token read the viewer at /account/graphql');
    if (res.status === 401) {
      // a valid token lacking the scope is 403; a token that is invalid everywhere is another matter
      const control = adminOperations(requireOpenApi(), target().origin).find((o) => holds(op.scopes, o) && maySend(o, false));
      if (control) blockIfInvalidToo(await callOperation(control, op.token), 'operator', describeOperation(control));
    }
    expectErrorCode(res, 403, 'insufficient_scope', 'a valid token lacking a required scope gets 403 insufficient_scope');
  },
  { grants: [operator] },
);

check(
  'errors/insufficient_scope',
  'member token at an admin operation needing an operator scope → 403, error="insufficient_scope"',
  async (t) => {
    const { m, op, res } = await memberAtAdmin(t);
    if (res.status < 300) blocked('scopes/resource-scopes', `${describeOperation(op)} served the member token`);
    if (res.status === 401) await blockIfNotAcceptedHere(m.token, 'member');
    expectErrorCode(
      res,
      403,
      'insufficient_scope',
      `a valid token lacking the scope of ${describeOperation(op)} gets 403 insufficient_scope`,
    );
  },
  { grants: [memberG, operator] },
);

check(
  'errors/www-authenticate',
  'the 403 for an operator token at /account/graphql → Bearer challenge whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const { res } = await operatorAtGraphql(t);
    // not a 403: the insufficient_scope check above judges that answer, or blocks on the operator-not-member-data check
    requireStatus(res, 403, ['errors/insufficient_scope', 'authentication/7/operator-not-member-data']);
    await expectResourceMetadata(res, 'a 403 insufficient_scope carries a resource_metadata pointer to the protected-resource metadata');
  },
  { grants: [operator] },
);

check(
  'errors/www-authenticate',
  'the 403 for a member token at an admin operation → Bearer challenge whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const { res } = await memberAtAdmin(t);
    // not a 403: the insufficient_scope check above judges that answer, or blocks on the resource-scopes check
    requireStatus(res, 403, ['errors/insufficient_scope', 'scopes/resource-scopes']);
    await expectResourceMetadata(res, 'a 403 insufficient_scope carries a resource_metadata pointer to the protected-resource metadata');
  },
  { grants: [memberG, operator] },
);

check(
  'mcp-authorization/errors/scope-parameter',
  'the 403 for an operator token at /account/graphql → the Bearer challenge names account:read in its scope',
  async (t) => {
    const { res } = await operatorAtGraphql(t);
    requireStatus(res, 403, ['errors/insufficient_scope', 'authentication/7/operator-not-member-data']);
    const scope = bearerChallenge(res.headerValues('www-authenticate'))?.params.scope;
    if (!scope?.split(' ').includes('account:read'))
      fail(
        'an insufficient_scope answer names the scopes the request needs (MCP Authorization, RFC 6750 §3)',
        'a Bearer challenge with scope holding account:read',
        `scope ${show(scope)}`,
      );
  },
  { grants: [operator] },
);
