// A fuzz session over one grant of the token endpoint: mutated forms built from a valid one, judged
// by three invariants (no 5xx, RFC 6749 §5.2 errors, never a token for a made-up grant).
import type fc from 'fast-check';
import { target } from '../harness/context.ts';
import { endpointUrl } from '../oauth/requests.ts';
import { formBytes, mutatedForm } from './form.ts';
import { fuzz, noServerError } from './property.ts';
import { EXPECT_NO_5XX, EXPECT_SHAPE, noTokenIssued, oauthErrorShape } from './invariants.ts';

export interface GrantWords {
  requests: string;
  grants: string;
  grant: string;
}

export function fuzzTokenGrant(name: string, valid: fc.Arbitrary<Record<string, string>>, w: GrantWords): void {
  const property = fuzz({
    name,
    arbitrary: mutatedForm(valid),
    request: (f) => ({
      url: endpointUrl(target(), 'token'),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBytes(f),
    }),
  });
  property('errors/invalid_request', `malformed ${w.requests} requests → no 5xx, no hang`, EXPECT_NO_5XX, noServerError);
  property('errors/shape', `${w.requests} errors → RFC 6749 §5.2 JSON with a known code`, EXPECT_SHAPE, oauthErrorShape);
  property(
    'errors/invalid_grant',
    `made-up ${w.grants} → never a token`,
    `no access_token for ${w.grant} the server never issued`,
    noTokenIssued,
  );
}
