// The metadata keys the spec names have the types RFC 8414 and OpenID Connect Discovery give them.
import { check } from '../../lib/harness/check.ts';
import { expectContainsAll, expectHttpUrl } from '../../lib/harness/expect.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'endpoints/discovery/keys/registration_endpoint',
  'authorization-server metadata `registration_endpoint` → present, an absolute URL',
  async () => {
    const doc = await requireDocument('authorizationServer');
    expectHttpUrl(doc.registration_endpoint, 'registration_endpoint must name the registration endpoint');
  },
);

check(
  'endpoints/discovery/keys/client_id_metadata_document_supported',
  'authorization-server metadata `client_id_metadata_document_supported` → a boolean when present',
  async (t) => {
    const doc = await requireDocument('authorizationServer');
    const value = doc.client_id_metadata_document_supported;
    if (value === undefined) t.skip('client_id_metadata_document_supported is not advertised (optional)');
    if (typeof value !== 'boolean') fail('client_id_metadata_document_supported is a flag', 'true or false (JSON boolean)', show(value));
  },
);

check(
  'endpoints/discovery/keys/id_token_signing_alg_values_supported',
  'authorization-server metadata `id_token_signing_alg_values_supported` → strings including ES256 when present',
  async (t) => {
    const doc = await requireDocument('authorizationServer');
    const value = doc.id_token_signing_alg_values_supported;
    if (value === undefined) t.skip('id_token_signing_alg_values_supported is not advertised (the spec allows UserInfo instead)');
    expectContainsAll(value, ['ES256'], 'ID tokens are signed with ES256');
  },
);

check('endpoints/discovery/keys/jwks_uri', 'authorization-server metadata `jwks_uri` → an absolute URL when present', async (t) => {
  const doc = await requireDocument('authorizationServer');
  if (doc.jwks_uri === undefined) t.skip('jwks_uri is not advertised (the spec allows UserInfo instead)');
  expectHttpUrl(doc.jwks_uri, 'jwks_uri must be the URL of the JWK Set');
});
