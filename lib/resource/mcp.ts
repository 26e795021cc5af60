// The real MCP client (Streamable HTTP) against /mcp, optionally with a bearer token: initialize,
// list tools, call one. A 401 surfaces as the SDK's StreamableHTTPError with code 401.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { target } from '../harness/context.ts';
import { RESOURCE_PATHS } from '../target/well-known.ts';

export interface McpSession {
  client: Client;
  tools: { name: string; description?: string }[];
  close(): Promise<void>;
}

export async function mcpConnect(token?: string, origin = target().origin): Promise<McpSession> {
  const transport = new StreamableHTTPClientTransport(new URL(origin + RESOURCE_PATHS.mcp), {
    requestInit: token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'cs-conformance', version: '1' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  return { client, tools, close: () => client.close() };
}

/** The HTTP status of an MCP failure (401 for a challenge), if it was an HTTP error. */
export function mcpHttpStatus(e: unknown): number | undefined {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}
