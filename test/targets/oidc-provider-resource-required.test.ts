// The oidc-provider target in its second configuration, through documented options only: RFC 7592
// registration management on (features.registrationManagement), and `resource` required of every
// authorization of a member client (features.resourceIndicators.defaultResource names none for it:
// invalid_target). The full harness, login calibrated, gets exactly what
// fixtures/oidc-provider/expected-failures-resource-required.yml records, each with its reason.
import { describe, expect, it } from 'vitest';
import { expectReasons, expectRecordedResults, recorded } from '../support/oidc-provider-run.ts';

const expected = recorded('expected-failures-resource-required.yml');

describe('the oidc-provider target with registration management and resource required', () => {
  it('records a reason for every expected non-pass, once', () => {
    expect(expected.target).toBe('oidc-provider (registration management, resource required)');
    expectReasons(expected.entries);
  });

  it('gets exactly the expected failures, warnings, blocks and skips from the full harness', { timeout: 900_000 }, async () => {
    await expectRecordedResults(expected.entries, { registrationManagement: true, resourceRequired: true });
  });
});
