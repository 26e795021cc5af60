// The reference requiring `resource` of every member-client authorization (resourceRequired
// 'member-clients', a correct reading of "for member tokens"): the grants that ask a member client
// for identity scopes without resource are refused invalid_target and fall back to the member
// resource, and every check passes as it does against the default reference.
import { describe, expect, it } from 'vitest';
import { runAgainstReference } from '../support/reference-run.ts';

const plainHttpSkip = (t: { status: string; message?: string }) =>
  t.status === 'skipped' && /\{base_url\} is plain http/.test(t.message ?? '');

describe('the reference requiring resource of every member-client authorization', () => {
  it('passes every check of every suite, through the grants’ fallbacks', { timeout: 300_000 }, async () => {
    const summary = await runAgainstReference([], [], undefined, true, undefined, { resourceRequired: 'member-clients' });
    const notPassed = summary.tests
      .filter((t) => t.status !== 'passed' && !plainHttpSkip(t))
      .map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.exitCode).toBe(0);
    // the switch bit: members[1]'s grant without resource was refused, and its fallback made instead
    expect(summary.plan?.madeByGrant["members[1]'s openid grant with resource"]).toBe(1);
  });
});
