// Fuzzing the token endpoint's authorization_code grant: mutated forms (missing, duplicated,
// empty, overlong, re-cased, mis-encoded, invalid UTF-8, extra and hostile parameters).
import fc from 'fast-check';
import { target } from '../../lib/harness/context.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { formBytes, mutatedForm } from '../../lib/fuzz/form.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX, EXPECT_SHAPE, noTokenIssued, oauthErrorShape } from '../../lib/fuzz/invariants.ts';
import { memberResource } from '../../lib/target/target.ts';
import { config } from '../../lib/harness/context.ts';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);
const valid = fc.record({
  grant_type: fc.constant('authorization_code'), code: token, redirect_uri: fc.constant(loopbackRedirect(8976)),
  client_id: fc.constant('cs-conformance-fuzz'), code_verifier: fc.stringMatching(/^[A-Za-z0-9._~-]{43,64}$/),
}).map((f) => ({ ...f, client_id: config().memberClient?.clientId ?? f.client_id, resource: memberResource(target()) }));

const property = fuzz({
  name: 'token (authorization_code)',
  arbitrary: mutatedForm(valid),
  request: (f) => ({ url: endpointUrl(target(), 'token'), method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: formBytes(f) }),
});

property('errors/invalid_request', 'malformed token requests → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property('errors/shape', 'token errors → RFC 6749 §5.2 JSON with a known code', EXPECT_SHAPE, oauthErrorShape);
property('errors/invalid_grant', 'made-up codes → never a token', 'no access_token for a code the server never issued', noTokenIssued);
