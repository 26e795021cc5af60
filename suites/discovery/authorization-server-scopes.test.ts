// The authorization-server metadata lists every scope of the spec's Scopes table.
import { check } from '../../lib/harness/check.ts';
import { expectContainsAll } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { ALL_SCOPES } from '../../lib/spec/scopes.ts';

check(
  'endpoints/discovery/authorization-server/scopes',
  `authorization-server metadata \`scopes_supported\` → all ${ALL_SCOPES.length} scopes of the Scopes table`,
  async () => {
    const doc = await requireDocument('authorizationServer');
    expectContainsAll(doc.scopes_supported, ALL_SCOPES, 'the metadata must list every scope');
  },
);
