// MCP authorization (Protected Resource Metadata Discovery): the 401 challenge of /mcp names, in a
// scope parameter (RFC 6750 §3), the scopes needed to access it (SHOULD); each of them one the
// protected-resource metadata (or else the authorization server) lists in scopes_supported.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';
import { initializeRequest, mcpPost } from '../../lib/resource/mcp-raw.ts';

check(
  'mcp-authorization/prm-discovery/scope-in-challenge',
  'MCP initialize at /mcp with a never-issued Bearer token → the 401 challenge has a scope parameter, each value in scopes_supported',
  async (t) => {
    const res = await mcpPost(initializeRequest(), { token: `cs-never-issued-${randomValue(16)}` });
    if (res.status !== 401) return t.note(`HTTP ${res.status}: no 401 challenge to read (the unknown-token check judges the status)`);
    const scope = bearerChallenge(res.headerValues('www-authenticate'))?.params.scope;
    const supported = target().metadata.protectedResource?.scopes_supported ?? target().metadata.authorizationServer?.scopes_supported;
    const listed = Array.isArray(supported) ? (supported as unknown[]) : undefined;
    const unknown = (scope ?? '').split(' ').filter((s) => s && listed && !listed.includes(s));
    if (!scope || unknown.length)
      fail(
        "the MCP server's challenge indicates the scopes required for accessing it",
        'scope="…" of scopes the metadata lists in scopes_supported',
        scope
          ? `scope=${show(scope)}, not in scopes_supported: ${unknown.join(' ')}`
          : `no scope parameter: ${show(res.header('www-authenticate'))}`,
      );
  },
);
