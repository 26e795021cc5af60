// /mcp serves a request with no token as anonymous with public tools only: the MCP client connects
// and lists tools with no challenge, and no tool it is offered answers with a member's data.
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { describeAttempt, mcpAttempt } from '../../lib/resource/mcp.ts';
import { callListedTools } from '../../lib/resource/mcp-calls.ts';
import { memberNeedles, type Needles } from '../../lib/resource/member-data.ts';

/** The member's own `viewer` (id, email) when the config allows a grant: more values to look for. */
const viewer = once("the member's viewer", async () => {
  const m = config().members?.[0];
  if (!m || !config().memberClient) return undefined;
  try {
    const g = await sharedMemberGrant();
    const tokens = g.response && tokensOf(g.response);
    if (!tokens) return undefined;
    const body = (await graphql(tokens.access_token, '{ viewer { id email } }')).json() as
      { data?: { viewer?: Record<string, unknown> } } | undefined;
    return body?.data?.viewer;
  } catch {
    return undefined;
  }
});

check('endpoints/mcp/anonymous', 'no Authorization header: MCP initialize and tools/list → served (no 401/403 challenge)', async () => {
  const a = await mcpAttempt();
  await a.close();
  const challenged = a.responses.find((r) => r.status === 401 || r.status === 403);
  if (a.error || challenged) {
    fail(
      '/mcp does not challenge a request with no token; it serves it as anonymous',
      'initialize and tools/list succeed without a token',
      describeAttempt(a),
    );
  }
});

check(
  'endpoints/mcp/anonymous',
  'no Authorization header: each listed tool called with its minimal arguments → no answer carries member data',
  async (t) => {
    const a = await mcpAttempt();
    try {
      if (a.error || !a.client) blocked('endpoints/mcp/anonymous', `the anonymous MCP session failed (${describeAttempt(a)})`);
      const needles: Needles = memberNeedles(config().members ?? [], await viewer(t));
      if (!needles.emails.length && !needles.ids.length)
        notTestable('configure members[0] (a member login): no member e-mail or id is known to look for');
      const leaks: string[] = [];
      for (const call of await callListedTools(a)) {
        if (call.skipped) t.note(`not called: ${call.tool.name} (${call.skipped})`);
        if (call.error) t.note(`${call.tool.name} refused the call: ${call.error}`);
        const found = call.answer === undefined ? [] : needles.find(call.answer);
        if (found.length) leaks.push(`${call.tool.name}(${show(call.args)}) → ${found.join(', ')}`);
      }
      if (leaks.length) {
        fail(
          "an anonymous caller is served public tools only, never a member's data",
          'no tool answer naming a member (e-mail or id)',
          leaks.join('; '),
        );
      }
    } finally {
      await a.close();
    }
  },
  { grants: [sharedMemberGrant] },
);
