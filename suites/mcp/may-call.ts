// Which listed tools the harness calls: any tool on the embedded reference or with allowWrites; on
// another target only those that cannot change anything (annotated read-only, or a read-like name
// and not annotated destructive).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { config, target } from '../../lib/harness/context.ts';

const READ_NAME = /^(list|get|search|find|read|show|fetch|describe|lookup|my)[_-]/i;

export function mayCall(tool: Tool): boolean {
  if (target().embeddedReference || config().allowWrites) return true;
  const a = tool.annotations;
  return a?.readOnlyHint === true || (a?.readOnlyHint !== false && a?.destructiveHint !== true && READ_NAME.test(tool.name));
}
