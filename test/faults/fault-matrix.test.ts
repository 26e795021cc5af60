// Every check proves it can fail: the correct reference passes clean, and each fault of the
// switchboard is caught by exactly the clauses it declares, and by no other check.
import { describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { brokenClauses, runAgainstReference } from '../support/reference-run.ts';

const faults = await loadFaults();
const covered = new Set((await collectTests()).flatMap((t) => t.clauses));
const detectable = faults.filter((f) => f.clauses.every((c) => covered.has(c)));

describe('the correct reference server', () => {
  it('passes every check: no failure, warning, error, skip or run error', async () => {
    const summary = await runAgainstReference();
    const notPassed = summary.tests.filter((t) => t.status !== 'passed').map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.totals.total).toBeGreaterThan(0);
    expect(summary.exitCode).toBe(0);
  });
});

describe('fault detection', () => {
  for (const fault of detectable) {
    it(`${fault.id} → exactly ${fault.clauses.join(', ')} fail`, async () => {
      const summary = await runAgainstReference([fault.id]);
      expect(summary.runErrors).toEqual([]);
      expect(brokenClauses(summary)).toEqual([...fault.clauses].sort());
    });
  }
});
