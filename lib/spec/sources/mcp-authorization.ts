// The requirement inventory of Model Context Protocol: Authorization (lib/spec/sources/types.ts).
import type { Source } from './types.ts';

export const mcpAuthorization: Source = {
  id: 'mcp-authorization',
  cite: 'MCP Authorization',
  title: 'Model Context Protocol: Authorization',
  scope: 'the authorization of /mcp (anonymous access is left open by the spec; the rest binds)',
  requirements: [],
};
