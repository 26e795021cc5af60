// The same member token works at /account/graphql and at /mcp (Authentication 8). At /mcp "works"
// must mean the token made a difference: an anonymous session is served too (public tools only), so
// with the token the session must get what an anonymous one does not — member tools beyond the
// anonymous list, or the member's own data in a tool's answer. A /mcp that ignores the token fails.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { callListedTools } from '../../lib/resource/mcp-calls.ts';
import { memberNeedles } from '../../lib/resource/member-data.ts';
import { askViewer } from '../../lib/resource/viewer-answer.ts';

const granted = sharedMemberGrant;
const token = async (t: CheckContext) => grantTokens(await granted(t)).access_token;

check(
  'authentication/8/same-token',
  "member token accepted by /account/graphql, then an MCP session at /mcp with it → served, and given member tools or the member's data an anonymous session does not get",
  async (t) => {
    const access = await token(t);
    const answer = await askViewer(access, '{ viewer { id email } }');
    if (answer.res.status !== 200 || !answer.viewer)
      blocked('authentication/8/bound-to-origin', `the Account API did not answer the member token (HTTP ${answer.res.status})`);
    const what = 'the same token works at /mcp and /account/graphql';
    const withToken = await mcpAttempt(access);
    try {
      if (!withToken.client) {
        fail(what, 'an MCP session with the member token (no 401/403): initialize and tools/list succeed', describeAttempt(withToken));
      }
      const anonymous = await mcpAttempt();
      await anonymous.close();
      if (!anonymous.client) blocked('endpoints/mcp/anonymous', `an anonymous MCP session failed (${describeAttempt(anonymous)})`);
      const extra = withToken.tools.map((x) => x.name).filter((n) => !anonymous.tools.some((a) => a.name === n));
      if (extra.length) return t.note(`tools beyond the anonymous ones: ${extra.join(', ')}`);
      // the same tools: the token must show in an answer (the member's id or e-mail, never given anonymously)
      const needles = memberNeedles(config().members?.slice(0, 1) ?? [], answer.viewer);
      const calls = await callListedTools(withToken);
      const shown = calls.filter((c) => c.answer !== undefined && needles.find(c.answer).length);
      if (shown.length) return t.note(`the member's data in the answers of ${shown.map((c) => c.tool.name).join(', ')}`);
      fail(
        what,
        "with the member token, tools an anonymous session is not offered, or the member's data (id or e-mail) in a tool's answer",
        `the same tools as an anonymous session (${show(withToken.tools.map((x) => x.name))}) and no member data in ${calls.filter((c) => c.answer !== undefined).length} answers`,
      );
    } finally {
      await withToken.close();
    }
  },
  { grants: [granted] },
);
