// "Public tools only": every tool listed to an anonymous /mcp session runs anonymously. A tool that
// refuses the anonymous call (an error result, a JSON-RPC error or a challenge) but answers the same
// call made with the member's token is a member tool exposed to anonymous sessions. Judged by that
// difference in outcome, never by the words of the refusal.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { mayCall } from '../../lib/resource/mcp-calls.ts';
import { minimalArguments } from '../../lib/resource/mcp-arguments.ts';

const granted = sharedMemberGrant;

/** true when the call was refused: it threw (JSON-RPC error, HTTP challenge) or returned isError. */
async function refused(client: Client, tool: Tool, args: Record<string, unknown>): Promise<boolean> {
  try {
    const result = await client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: 15000 });
    return result.isError === true;
  } catch {
    return true;
  }
}

check(
  'endpoints/mcp/anonymous',
  'no Authorization header: each listed tool called with its minimal arguments → runs, not refused where the member token runs it',
  async (t) => {
    const anon = await mcpAttempt();
    const tokens = grantTokens(await granted(t));
    const signed = await mcpAttempt(tokens.access_token);
    try {
      if (anon.error || !anon.client) blocked('endpoints/mcp/anonymous', `the anonymous MCP session failed (${describeAttempt(anon)})`);
      if (signed.error || !signed.client)
        blocked('authentication/8/same-token', `the member token is refused at /mcp (${describeAttempt(signed)})`);
      const exposed: string[] = [];
      for (const tool of anon.tools) {
        const args = minimalArguments(tool.inputSchema);
        if (!mayCall(tool) || !args) {
          t.note(`not called: ${tool.name} (${args ? 'it may change data on a remote target' : 'its required arguments cannot be built'})`);
          continue;
        }
        if (!(await refused(anon.client!, tool, args))) continue;
        if (await refused(signed.client!, tool, args)) t.note(`${tool.name}(${show(args)}) refuses with and without a token: not judged`);
        else exposed.push(`${tool.name}(${show(args)})`);
      }
      if (exposed.length) {
        fail(
          'an anonymous session is listed public tools only: each runs without a token',
          'every listed tool answers the anonymous call as it answers the member’s',
          `refused anonymously, answered with the member token: ${exposed.join(', ')}`,
        );
      }
    } finally {
      await anon.close();
      await signed.close();
    }
  },
  { grants: [granted] },
);
