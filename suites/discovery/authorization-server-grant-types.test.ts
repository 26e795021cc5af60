// The authorization-server metadata lists every grant type the spec uses.
import { check } from '../../lib/harness/check.ts';
import { expectContainsAll } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'endpoints/discovery/authorization-server/grant-types',
  'authorization-server metadata `grant_types_supported` → authorization_code and refresh_token',
  async () => {
    const doc = await requireDocument('authorizationServer');
    expectContainsAll(doc.grant_types_supported, ['authorization_code', 'refresh_token'], 'the metadata must list every grant type');
  },
);
