// Member tokens need `resource`, equal to the origin the protected-resource metadata advertises (RFC 8707).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';

check('endpoints/authorize/resource', 'member-scope authorization request without resource → no code', async () => {
  const rec = await authorize({ client: memberClient(), member: member(), resource: null, label: 'no-resource', expectRefusal: true });
  expectNoCode(rec, 'resource is required for member tokens');
});

check('endpoints/authorize/resource', 'member-scope authorization request with another origin as resource → no code', async () => {
  const other = target().otherOrigin ?? 'https://cs-conformance.invalid';
  const rec = await authorize({ client: memberClient(), member: member(), resource: other, label: 'other-resource', expectRefusal: true });
  expectNoCode(rec, 'resource must be the origin this site advertises');
});
