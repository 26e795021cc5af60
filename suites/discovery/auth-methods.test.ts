// When the metadata lists token-endpoint auth methods, it lists the two the spec uses.
import { check } from '../../lib/harness/check.ts';
import { expectContainsAll } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'endpoints/discovery/authorization-server/auth-methods',
  'authorization-server metadata `token_endpoint_auth_methods_supported` → includes none and client_secret_post',
  async (t) => {
    const doc = await requireDocument('authorizationServer');
    if (doc.token_endpoint_auth_methods_supported === undefined)
      t.skip('token_endpoint_auth_methods_supported is not advertised (optional in RFC 8414)');
    expectContainsAll(
      doc.token_endpoint_auth_methods_supported,
      ['none', 'client_secret_post'],
      'public clients use none, confidential ones client_secret_post',
    );
  },
);
