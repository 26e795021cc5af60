// The requirement inventory of Model Context Protocol: Streamable HTTP transport (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const mcpTransport: Source = {
  id: 'mcp-transport',
  cite: 'MCP Streamable HTTP',
  title: 'Model Context Protocol: Streamable HTTP transport',
  scope: '/mcp as an MCP server over Streamable HTTP',
  requirements: [],
};
