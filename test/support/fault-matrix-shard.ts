// Every check proves it can fail: each fault of the switchboard fails exactly the clauses it declares
// (the correct server passing clean is test/faults/clean-reference.test.ts). Faults with disjoint
// clauses share a run (test/support/matrix.ts) of the suites that check their clauses. The faults
// are dealt into shards, one test file each (test/matrix/fault-matrix-N.test.ts), so that the
// matrix step's two workers judge two shards side by side.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { runMatrix, suitesHolding, type FaultVerdict } from './matrix.ts';

/** How many fault-matrix-N.test.ts files there are. */
export const SHARDS = 3;

/**
 * Faults known not to be exact yet, with what they break and why (test262-style expectations):
 * still asserted as recorded, and an entry that has become exact fails as stale.
 */
const known = JSON.parse(readFileSync(new URL('../matrix/known-deviations.json', import.meta.url), 'utf8')) as Record<
  string,
  { broken: string[]; why: string }
>;
/** A smaller fuzz budget per fault run: the robustness faults are proven with the full budget in fuzz-robustness.test.ts. */
const MATRIX_FUZZ_CASES = 140;

/** The faults the suites can show (a TLS fault shows on an https deployment only: test/e2e/tls-target.test.ts), in shard `n` of SHARDS. */
export async function shardFaults(n: number) {
  const faults = await loadFaults();
  const checks = await collectTests();
  const covered = new Set(checks.flatMap((t) => t.clauses));
  const suitesFor = suitesHolding(checks);
  // faults judged by the same suites sit next to each other, so batches share their runs' suites;
  // each shard is a contiguous slice, so it keeps them together too
  const detectable = faults
    .filter((f) => !f.tls && f.clauses.every((c) => covered.has(c)))
    .sort(
      (a, b) =>
        suitesFor([a])
          .join()
          .localeCompare(suitesFor([b]).join()) || a.id.localeCompare(b.id),
    );
  const size = Math.ceil(detectable.length / SHARDS);
  return { faults: detectable.slice((n - 1) * size, n * size), suitesFor };
}

export async function describeFaultMatrix(n: number): Promise<void> {
  const { faults, suitesFor } = await shardFaults(n);
  describe(`fault detection (shard ${n} of ${SHARDS})`, () => {
    let verdicts: Map<string, FaultVerdict>;
    beforeAll(async () => {
      verdicts = new Map((await runMatrix(faults, { suites: suitesFor, fuzzCases: MATRIX_FUZZ_CASES })).map((v) => [v.fault, v]));
    });

    for (const fault of faults) {
      it(`${fault.id} → exactly ${fault.clauses.join(', ')} fail`, () => {
        const v = verdicts.get(fault.id)!;
        const declared = [...new Set(fault.clauses)].sort();
        expect(v.runErrors).toEqual([]);
        expect(v.errored, `${fault.id}: checks ended in error (a harness error on a faulty target; it must judge, block or fail)`).toEqual(
          [],
        );
        const deviation = known[fault.id];
        if (!deviation) return expect(v.broken).toEqual(declared);
        expect(v.broken, `known deviation of ${fault.id} is stale: it is exact now; remove it from known-deviations.json`).not.toEqual(
          declared,
        );
        expect(v.broken, `${fault.id}: ${deviation.why}`).toEqual([...deviation.broken].sort());
      });
    }
  });
}
