// The metadata advertises S256 as the only PKCE method (RFC 8414: omitted means no PKCE).
import { check } from '../../lib/harness/check.ts';
import { expectEqual } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check('authentication/1/s256-only', 'authorization-server metadata `code_challenge_methods_supported` → exactly ["S256"]', async () => {
  const doc = await requireDocument('authorizationServer');
  expectEqual(doc.code_challenge_methods_supported, ['S256'], 'PKCE is required and S256 is the only method');
});
