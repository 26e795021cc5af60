// Every check proves it can fail: the correct reference passes every suite clean, and each fault of
// the switchboard fails exactly the clauses it declares. To fit CI, faults with disjoint clauses share
// a run (test/support/matrix.ts) of the suites that check their clauses, with discovery and fuzz; the
// same matrix over every suite is `npm run matrix -- --all-suites`.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { runAgainstReference } from '../support/reference-run.ts';
import { runMatrix, suitesHolding, type FaultVerdict } from '../support/matrix.ts';

const faults = await loadFaults();
const checks = await collectTests();
const covered = new Set(checks.flatMap((t) => t.clauses));
const suitesFor = suitesHolding(checks);
// faults judged by the same suites sit next to each other, so batches share their runs' suites
const detectable = faults.filter((f) => f.clauses.every((c) => covered.has(c)))
  .sort((a, b) => suitesFor([a]).join().localeCompare(suitesFor([b]).join()) || a.id.localeCompare(b.id));
/** A smaller fuzz budget per fault run: the robustness faults are proven with the full budget in fuzz-robustness.test.ts. */
const MATRIX_FUZZ_CASES = 140;

describe('the correct reference server', () => {
  it('passes every check of every suite: no failure, warning, error, skip or run error', async () => {
    const summary = await runAgainstReference();
    const notPassed = summary.tests.filter((t) => t.status !== 'passed').map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.totals.total).toBe(checks.length);
    expect(summary.exitCode).toBe(0);
  });
});

describe('fault detection', () => {
  let verdicts: Map<string, FaultVerdict>;
  beforeAll(async () => {
    verdicts = new Map((await runMatrix(detectable, { suites: (group) => [...suitesFor(group), 'fuzz'], fuzzCases: MATRIX_FUZZ_CASES })).map((v) => [v.fault, v]));
  });

  for (const fault of detectable) {
    it(`${fault.id} → exactly ${fault.clauses.join(', ')} fail`, () => {
      const v = verdicts.get(fault.id)!;
      expect(v.runErrors).toEqual([]);
      expect(v.broken).toEqual([...new Set(fault.clauses)].sort());
    });
  }
});
