// The same member token works at /account/graphql and at /mcp (Authentication 8): the Account API
// answers it and the MCP endpoint opens a session with it (initialize, tools/list) instead of refusing it.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { memberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { askViewer } from '../../lib/resource/viewer-answer.ts';

const granted = memberGrant('same token at both resources');
const token = async (t: CheckContext) => grantTokens(await granted(t)).access_token;

async function toolNames(access?: string): Promise<{ names?: string[]; error?: string }> {
  const a = await mcpAttempt(access);
  await a.close();
  return a.client ? { names: a.tools.map((x) => x.name) } : { error: describeAttempt(a) };
}

check(
  'authentication/8/same-token',
  'member token accepted by /account/graphql, then an MCP session at /mcp with it → initialize and tools/list succeed',
  async (t) => {
    const access = await token(t);
    const answer = await askViewer(access, '{ viewer { __typename } }');
    if (answer.res.status !== 200 || !answer.viewer)
      blocked('authentication/8/bound-to-origin', `the Account API did not answer the member token (HTTP ${answer.res.status})`);
    const member = await toolNames(access);
    if (!member.names)
      fail(
        'the same token works at /mcp and /account/graphql',
        'an MCP session with the member token (no 401/403): initialize and tools/list succeed',
        member.error ?? '(no tools)',
      );
    t.note(`/mcp with the member token lists ${show(member.names)}`);
    // which tools need a token is not shown (endpoints/mcp/anonymous reading: more tools MAY appear), so
    // an equal list is no failure here: an anonymous session that already gets them is that clause's to report
    const anonymous = await toolNames();
    if (anonymous.names) {
      const extra = member.names.filter((n) => !anonymous.names!.includes(n));
      t.note(
        extra.length
          ? `tools beyond the anonymous ones: ${extra.join(', ')}`
          : 'the member token is offered the same tools as an anonymous session',
      );
    } else t.note(`an anonymous session failed (${anonymous.error}); endpoints/mcp/anonymous judges that`);
  },
);
