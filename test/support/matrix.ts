// The fault-detection matrix, batched to fit CI: faults whose declared clauses are pairwise
// disjoint share one harness run, accepted only if exactly the union of their clauses fails;
// a batch that differs is re-run fault by fault, so every verdict can be traced to one fault.
import type { Fault } from '../../fixtures/reference/faults/index.ts';
import { brokenClauses, runAgainstReference } from './reference-run.ts';

export interface FaultVerdict {
  fault: string;
  declared: string[];
  /** clauses that failed or warned with this fault on */
  broken: string[];
  runErrors: string[];
  /** 'batch': shared a run whose failures were exactly the union of its faults' clauses */
  via: 'batch' | 'alone';
}

export function packBatches(faults: readonly Fault[], maxSize: number): Fault[][] {
  const batches: Fault[][] = [];
  for (const f of faults) {
    const fits = batches.find((b) => b.length < maxSize && b.every((g) => g.clauses.every((c) => !f.clauses.includes(c))));
    if (fits) fits.push(f);
    else batches.push([f]);
  }
  return batches;
}

const sorted = (xs: string[]) => [...new Set(xs)].sort();

export async function runMatrix(faults: readonly Fault[], options: { suites?: string[]; batchSize?: number } = {}): Promise<FaultVerdict[]> {
  const verdicts: FaultVerdict[] = [];
  for (const batch of packBatches(faults, options.batchSize ?? 6)) {
    const summary = await runAgainstReference(batch.map((f) => f.id), options.suites);
    const union = sorted(batch.flatMap((f) => f.clauses));
    const broken = brokenClauses(summary);
    if (batch.length > 1 && !summary.runErrors.length && JSON.stringify(broken) === JSON.stringify(union)) {
      verdicts.push(...batch.map((f) => ({ fault: f.id, declared: sorted(f.clauses), broken: sorted(f.clauses), runErrors: [], via: 'batch' as const })));
      continue;
    }
    for (const f of batch) {
      const alone = batch.length === 1 ? summary : await runAgainstReference([f.id], options.suites);
      verdicts.push({ fault: f.id, declared: sorted(f.clauses), broken: brokenClauses(alone), runErrors: alone.runErrors, via: 'alone' });
    }
  }
  return verdicts;
}
