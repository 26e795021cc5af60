// Operator clients reach the admin API, not the member's own data: an operator token (operator
// scopes, approved by the member) reads no member data at the member Account API, and at /mcp it gets no member
// tool (one the member's own session gets beyond an anonymous one's) and no member data, or is refused.
import { isMemberAudienceScope } from '../../lib/spec/scopes.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail, blocked, show } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { scopedToken } from '../../lib/flows/operator.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { callListedTools } from '../../lib/resource/mcp-calls.ts';
import { memberNeedles, showsMemberData } from '../../lib/resource/member-data.ts';

const operator = sharedOperatorGrant;
const memberGrant = sharedMemberGrant;

check(
  'authentication/7/operator-not-member-data',
  'operator token at /account/graphql (viewer { id email }) → no member data (a refusal, or an answer without the viewer)',
  async (t) => {
    const op = scopedToken(await operator(t));
    if (op.scopes.some(isMemberAudienceScope))
      blocked('authentication/7/account-read-member-audience', 'the operator client was granted an account scope');
    const res = await graphql(op.token, '{ viewer { id email } }');
    // how it is refused (403 insufficient_scope) is errors/insufficient_scope's to judge
    if (showsMemberData(res))
      fail("an operator token does not reach the member's own data", 'a refusal, or an answer with no viewer data', describeResponse(res));
  },
  { grants: [operator] },
);

check(
  'authentication/7/operator-not-member-data',
  "operator token at /mcp (MCP initialize, tools/list, each tool called) → refused, or no member tool (one the member's session gets beyond an anonymous one's) and no member data",
  async (t) => {
    const op = scopedToken(await operator(t));
    if (op.scopes.some(isMemberAudienceScope))
      blocked('authentication/7/account-read-member-audience', 'the operator client was granted an account scope');
    const withToken = await mcpAttempt(op.token);
    try {
      if (!withToken.client) return t.note(`the operator token is refused at /mcp (${describeAttempt(withToken)})`);
      const anonymous = await mcpAttempt();
      await anonymous.close();
      if (!anonymous.client)
        blocked(
          'endpoints/mcp/anonymous',
          `an anonymous MCP session failed (${describeAttempt(anonymous)}): no public tier to compare with`,
        );
      // a member tool: one the member's own session is offered beyond the anonymous ones (a tool only the
      // operator token gets, say an admin tool, is no member data: the spec does not say what /mcp offers operators)
      const memberSession = await mcpAttempt(grantTokens(await memberGrant(t)).access_token);
      await memberSession.close();
      if (!memberSession.client)
        blocked(
          'authentication/8/same-token',
          `/mcp refused the member token (${describeAttempt(memberSession)}): no member tools to compare with`,
        );
      const memberTools = memberSession.tools.map((x) => x.name).filter((n) => !anonymous.tools.some((a) => a.name === n));
      const extra = withToken.tools.map((x) => x.name).filter((n) => memberTools.includes(n));
      const needles = memberNeedles(config().members?.slice(0, 1) ?? [], undefined);
      const shown = (await callListedTools(withToken)).flatMap((c) =>
        c.answer === undefined ? [] : needles.find(c.answer).map((n) => `${c.tool.name} → ${n}`),
      );
      if (extra.length || shown.length)
        fail(
          "an operator token does not reach the member's own data: at /mcp it gets no member tool",
          `a refusal (401 or 403), or no member tool (${show(memberTools)}: those the member's session gets beyond an anonymous one's) and no member data in any tool's answer`,
          [...(extra.length ? [`member tools: ${extra.join(', ')}`] : []), ...shown].join('; '),
        );
    } finally {
      await withToken.close();
    }
  },
  { grants: [operator, memberGrant] },
);
