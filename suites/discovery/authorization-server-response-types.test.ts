// The authorization-server metadata lists the code response type (RFC 8414: REQUIRED).
import { check } from '../../lib/harness/check.ts';
import { expectContainsAll } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'endpoints/discovery/authorization-server/response-types',
  'authorization-server metadata `response_types_supported` → contains "code"',
  async () => {
    const doc = await requireDocument('authorizationServer');
    expectContainsAll(doc.response_types_supported, ['code'], 'response_types_supported is required and must list code');
  },
);
