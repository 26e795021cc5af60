// A harness that cries wolf is useless: against the correct reference server every check of every
// suite passes — no failure, warning, error, skip or run error.
import { describe, expect, it } from 'vitest';
import { collectTests } from '../../lib/run/collect.ts';
import { runAgainstReference } from '../support/reference-run.ts';

describe('the correct reference server', () => {
  it('passes every check of every suite, with the login calibrated', { timeout: 900_000 }, async () => {
    const checks = await collectTests();
    const summary = await runAgainstReference();
    const notPassed = summary.tests.filter((t) => t.status !== 'passed').map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.totals.total).toBe(checks.length);
    expect(summary.exitCode).toBe(0);
  });
});
