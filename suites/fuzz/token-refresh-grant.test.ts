// Fuzzing the token endpoint's refresh_token grant with mutated forms and made-up refresh tokens.
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { formBytes, mutatedForm } from '../../lib/fuzz/form.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX, EXPECT_SHAPE, noTokenIssued, oauthErrorShape } from '../../lib/fuzz/invariants.ts';

const valid = fc.record({
  grant_type: fc.constant('refresh_token'), refresh_token: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  client_id: fc.constant(''), scope: fc.constantFrom('openid', 'account:read', 'openid email account:read'),
}).map((f) => ({ ...f, client_id: config().memberClient?.clientId ?? 'cs-conformance-fuzz' }));

const property = fuzz({
  name: 'token (refresh_token)',
  arbitrary: mutatedForm(valid),
  request: (f) => ({ url: endpointUrl(target(), 'token'), method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: formBytes(f) }),
});

property('errors/invalid_request', 'malformed refresh requests → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property('errors/shape', 'refresh errors → RFC 6749 §5.2 JSON with a known code', EXPECT_SHAPE, oauthErrorShape);
property('errors/invalid_grant', 'made-up refresh tokens → never a token', 'no access_token for a refresh token the server never issued', noTokenIssued);
