// MCP Authorization makes RFC 9728's optional `authorization_servers` mandatory: an MCP client finds
// the authorization server only through it. Which server it names is judged by
// endpoints/discovery/protected-resource/authorization-servers; here only that one is named at all.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { isStringArray } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

// an inventory entry checked under its own id (lib/spec/sources)
const ID = 'mcp-authorization/as-location/authorization-servers';

check(ID, 'protected-resource metadata `authorization_servers` → present, an array of at least one issuer string', async () => {
  const doc = await requireDocument('protectedResource');
  const servers = doc.authorization_servers;
  if (!isStringArray(servers) || servers.length === 0) {
    fail(
      'the MCP server must name at least one authorization server in its protected-resource metadata',
      'authorization_servers: a non-empty array of issuer URLs',
      servers === undefined ? 'no authorization_servers member' : show(servers),
    );
  }
});
