// MCP clients refuse an OpenID provider whose discovery document does not list PKCE methods (OpenID
// Discovery defines no such member, so MCP Authorization makes it mandatory for providers offering it).
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { isStringArray } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

// an inventory entry checked under its own id (lib/spec/sources)
const ID = 'mcp-authorization/pkce/oidc-discovery-methods';

check(ID, 'OpenID configuration `code_challenge_methods_supported` → an array containing "S256"', async () => {
  const doc = await requireDocument('openidConfiguration');
  const methods = doc.code_challenge_methods_supported;
  if (!isStringArray(methods) || !methods.includes('S256')) {
    fail(
      'a provider offering OpenID Connect Discovery must list its PKCE methods there, or MCP clients refuse to proceed',
      'code_challenge_methods_supported: an array containing "S256"',
      show(methods),
    );
  }
});
