// The configured member's tokens from the configured member client: checks that only read the
// tokens use the run's shared grant (lib/flows/shared-grants.ts); a check that spends, presents
// elsewhere or revokes them declares a grant of its own (lib/flows/plan.ts).
export { sharedMemberGrant } from './shared-grants.ts';
