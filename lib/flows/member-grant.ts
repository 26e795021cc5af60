// The configured member's tokens from the configured member client. Checks that only read the
// tokens use the run's shared grant (lib/flows/shared-grants.ts); a file whose checks spend,
// present elsewhere or revoke them has a grant of its own.
import { once } from '../harness/once.ts';
import { member, memberClient } from './clients.ts';
import { grant, type Grant } from './tokens.ts';

export { sharedMemberGrant } from './shared-grants.ts';

/** A once-per-file grant of this file's own: the member signs in, approves, and the code is redeemed. */
export function ownMemberGrant(label: string, n = 0) {
  return once<Grant>(label, async () => grant({ client: memberClient(), member: member(n), label }));
}
