// MCP authorization (Protected Resource Metadata Discovery): the 401 challenge of /mcp names, in a
// scope parameter (RFC 6750 §3), the scopes needed to access it (SHOULD). Whether they are listed in
// scopes_supported is only noted: MCP does not require every scope a server issues to be listed there.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';
import { initializeRequest, mcpPost } from '../../lib/resource/mcp-raw.ts';

check(
  'mcp-authorization/prm-discovery/scope-in-challenge',
  'MCP initialize at /mcp with a never-issued Bearer token → the 401 challenge has a scope parameter',
  async (t) => {
    const res = await mcpPost(initializeRequest(), { token: `cs-never-issued-${randomValue(16)}` });
    if (res.status !== 401) return t.note(`HTTP ${res.status}: no 401 challenge to read (the unknown-token check judges the status)`);
    const scope = bearerChallenge(res.headerValues('www-authenticate'))?.params.scope;
    const supported = target().metadata.protectedResource?.scopes_supported ?? target().metadata.authorizationServer?.scopes_supported;
    const listed = Array.isArray(supported) ? (supported as unknown[]) : undefined;
    if (!scope)
      fail(
        "the MCP server's challenge indicates the scopes required for accessing it",
        'a scope="…" parameter',
        `no scope parameter: ${show(res.header('www-authenticate'))}`,
      );
    // MCP lets a server leave a dynamically issued scope out of scopes_supported: a scope not listed is noted only
    const unlisted = scope.split(' ').filter((s) => s && listed && !listed.includes(s));
    if (unlisted.length) t.note(`scope=${show(scope)}; not in scopes_supported: ${unlisted.join(' ')}`);
  },
);
