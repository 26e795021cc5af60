// Every check proves it can fail: the correct reference passes clean, and each fault of the
// switchboard is caught by exactly the clauses it declares, and by no other check (batched: see
// test/support/matrix.ts). Faults whose clauses no suite checks yet are listed in fault-coverage.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { runAgainstReference } from '../support/reference-run.ts';
import { runMatrix, type FaultVerdict } from '../support/matrix.ts';

const faults = await loadFaults();
const covered = new Set((await collectTests()).flatMap((t) => t.clauses));
const detectable = faults.filter((f) => f.clauses.every((c) => covered.has(c)));
/** A smaller fuzz budget per fault run: the robustness faults are proven with the full budget in fuzz-robustness.test.ts. */
const MATRIX_FUZZ_CASES = 140;

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
  let verdicts: Map<string, FaultVerdict>;
  beforeAll(async () => {
    verdicts = new Map((await runMatrix(detectable, { fuzzCases: MATRIX_FUZZ_CASES })).map((v) => [v.fault, v]));
  });

  for (const fault of detectable) {
    it(`${fault.id} → exactly ${fault.clauses.join(', ')} fail`, () => {
      const v = verdicts.get(fault.id)!;
      expect(v.runErrors).toEqual([]);
      expect(v.broken).toEqual([...new Set(fault.clauses)].sort());
    });
  }
});
