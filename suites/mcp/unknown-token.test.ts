// /mcp refuses a Bearer token it never issued with 401 invalid_token and a resource_metadata pointer:
// never a silent downgrade to the anonymous (public tools) session.
import { check } from '../../lib/harness/check.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { expectErrorCode, expectResourceMetadata, requireStatus } from '../../lib/resource/refusal.ts';
import { mcpAttempt } from '../../lib/resource/mcp.ts';

const attempt = once('MCP client with an unknown token', async () => {
  const a = await mcpAttempt(`cs-unknown-${randomValue(24)}`);
  await a.close();
  return a;
});

check(
  'errors/invalid_token',
  'MCP initialize at /mcp with an unknown Bearer token → 401, error="invalid_token" (not served as anonymous)',
  async (t) => {
    const a = await attempt(t);
    if (!a.error) {
      fail(
        'a token the server never issued is refused, not downgraded to an anonymous caller',
        'HTTP 401 invalid_token to the initialize request',
        `served: initialize succeeded and ${a.tools.length} tool(s) were listed (${a.tools.map((x) => x.name).join(', ') || 'none'})`,
      );
    }
    if (!a.responses[0]) throw a.error;
    expectErrorCode(a.responses[0], 401, 'invalid_token', 'a token the server never issued is invalid_token (HTTP 401)');
  },
);

check(
  'errors/www-authenticate',
  'the 401 for an unknown token at /mcp → Bearer challenge whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const res = (await attempt(t)).responses[0];
    if (!res) blocked('errors/invalid_token', 'the MCP client got no answer');
    requireStatus(res!, 401, 'errors/invalid_token');
    await expectResourceMetadata(res!, 'a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata');
  },
);
