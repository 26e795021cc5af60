// Calling the tools an MCP session lists, the way a client would look at what it is offered: each
// with its minimal arguments (lib/resource/mcp-arguments.ts), read-only tools on any target and any
// tool on the embedded reference or with allowWrites. Used to look for member data in the answers.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { config, target } from '../harness/context.ts';
import type { McpAttempt } from './mcp.ts';
import { minimalArguments } from './mcp-arguments.ts';

const READ_NAME = /^(list|get|search|find|read|show|fetch|describe|lookup|my)[_-]/i;

/** Tools that cannot change anything are called on any target; any tool on the reference or with allowWrites. */
export function mayCall(tool: Tool): boolean {
  if (target().embeddedReference || config().allowWrites) return true;
  const a = tool.annotations;
  return a?.readOnlyHint === true || (a?.readOnlyHint !== false && a?.destructiveHint !== true && READ_NAME.test(tool.name));
}

export interface ToolCall {
  tool: Tool;
  args?: Record<string, unknown>;
  /** the answer, when the call was made and answered */
  answer?: unknown;
  /** why it was not called, or how it failed */
  skipped?: string;
  error?: string;
}

/** Every listed tool called once (sequentially), or the reason it was not. */
export async function callListedTools(a: McpAttempt): Promise<ToolCall[]> {
  const calls: ToolCall[] = [];
  for (const tool of a.tools) {
    const args = minimalArguments(tool.inputSchema);
    if (!a.client || !mayCall(tool) || !args) {
      calls.push({ tool, skipped: args ? 'it may change data on a remote target' : 'its required arguments cannot be built' });
      continue;
    }
    try {
      calls.push({ tool, args, answer: await a.client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: 15000 }) });
    } catch (e) {
      calls.push({ tool, args, error: (e as Error).message });
    }
  }
  return calls;
}
