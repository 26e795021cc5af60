// An MCP session as a client opens it for a check: anonymous where /mcp serves anonymous callers,
// else with the member's token; initialize, then (unless told not to) notifications/initialized.
import { config } from '../../lib/harness/context.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { mcpPost, openSession, type McpSession } from '../../lib/resource/mcp-raw.ts';

export async function freshSession(o: { notify?: boolean } = {}): Promise<McpSession> {
  let s = await openSession();
  if ((s.init.status === 401 || s.init.status === 403) && config().memberClient && config().members?.length) {
    const g = await sharedMemberGrant();
    const tokens = g.response && tokensOf(g.response);
    if (tokens) s = await openSession(tokens.access_token);
  }
  if (s.init.status !== 200) blocked('endpoints/mcp/anonymous', `MCP initialize at /mcp was not served (HTTP ${s.init.status})`);
  if (o.notify !== false) await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session: s });
  return s;
}

/** The headers every request of the session carries. */
export const sessionHeaders = (s: McpSession): Record<string, string> => ({
  ...(s.token && { authorization: `Bearer ${s.token}` }),
  ...(s.sessionId && { 'mcp-session-id': s.sessionId }),
  'mcp-protocol-version': s.version,
});
