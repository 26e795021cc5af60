// Fuzzing the revocation and introspection endpoints with mutated forms and made-up tokens.
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { formBytes, mutatedForm } from '../../lib/fuzz/form.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX, EXPECT_SHAPE, oauthErrorShape } from '../../lib/fuzz/invariants.ts';

const clientId = () => config().memberClient?.clientId ?? 'cs-conformance-fuzz';
const valid = fc
  .record({
    token: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    token_type_hint: fc.constantFrom('access_token', 'refresh_token', 'id_token'),
  })
  .map((f) => ({ ...f, client_id: clientId() }));
const endpoint = fc.constantFrom('revocation', 'introspection') as fc.Arbitrary<'revocation' | 'introspection'>;

const property = fuzz({
  name: 'revocation and introspection',
  arbitrary: fc.tuple(endpoint, mutatedForm(valid)),
  request: ([name, f]) => {
    const e = target().endpoints[name] ?? target().endpoints.revocation!;
    return { url: e.url, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: formBytes(f) };
  },
});

property('errors/invalid_request', 'malformed revocation/introspection requests → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property('errors/shape', 'revocation/introspection errors → RFC 6749 §5.2 JSON with a known code', EXPECT_SHAPE, oauthErrorShape);
property(
  'authentication/8/introspection',
  'made-up tokens → never reported active',
  'introspection answers {"active": false} for tokens never issued',
  ([name], a) => {
    if (name !== 'introspection' || !target().endpoints.introspection || !a.res || a.res.status >= 300) return undefined;
    return (a.res.json() as { active?: unknown } | undefined)?.active === true ? 'a made-up token was reported active' : undefined;
  },
);
