// An MCP session as a client opens it for a check: anonymous where /mcp serves anonymous callers,
// else with the member's token; initialize, then (unless told not to) notifications/initialized. The
// sessions a file opened end (DELETE) when its checks are done: each file asks for its own opener,
// since suite files run side by side (one file's end must not end another's sessions).
import { config } from '../../lib/harness/context.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { endSession, mcpPost, openSession, type McpSession } from '../../lib/resource/mcp-raw.ts';
import { afterAll } from 'vitest';

/** This file's session opener; call it at the top of a suite file. */
export function fileSessions(): (o?: { notify?: boolean }) => Promise<McpSession> {
  const opened: McpSession[] = [];
  afterAll(async () => {
    for (const s of opened.splice(0)) await endSession(s);
  });
  return (o) => freshSession(opened, o);
}

async function freshSession(opened: McpSession[], o: { notify?: boolean } = {}): Promise<McpSession> {
  let s = await openSession();
  if ((s.init.status === 401 || s.init.status === 403) && config().memberClient && config().members?.length) {
    const g = await sharedMemberGrant();
    const tokens = g.response && tokensOf(g.response);
    if (tokens) s = await openSession(tokens.access_token);
  }
  if (s.init.status !== 200) blocked('endpoints/mcp/anonymous', `MCP initialize at /mcp was not served (HTTP ${s.init.status})`);
  opened.push(s);
  if (o.notify !== false) await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session: s });
  return s;
}
