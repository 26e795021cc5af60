// The configured member's tokens from the configured member client: one consent per file.
import { once } from '../harness/once.ts';
import { member, memberClient } from './clients.ts';
import { grant, type Grant } from './tokens.ts';

/** A once-per-file grant: the member signs in, approves, and the code is redeemed. */
export function memberGrant(label = 'member grant', n = 0) {
  return once<Grant>(label, async () => grant({ client: memberClient(), member: member(n), label }));
}
