// The second reference target (the spec on node oidc-provider): the full harness, login calibrated,
// fails, warns and skips exactly what fixtures/oidc-provider/expected-failures.yml records, each
// with its reason — no false failure, no extra skip, no stale entry, no run error.
import { describe, expect, it } from 'vitest';
import { expectReasons, expectRecordedResults, recorded } from '../support/oidc-provider-run.ts';

const expected = recorded('expected-failures.yml');

describe('the oidc-provider target', () => {
  it('records a reason for every expected non-pass, once', () => {
    expect(expected.target).toBe('oidc-provider');
    expectReasons(expected.entries);
  });

  it('gets exactly the expected failures, warnings and skips from the full harness', { timeout: 900_000 }, async () => {
    await expectRecordedResults(expected.entries);
  });
});
