// The fault-detection matrix, batched to fit CI: faults whose declared clauses are pairwise
// disjoint share one harness run, accepted only if exactly the union of their clauses fails;
// a batch that differs, or in which a check ended in `error`, is split (a fault that blocked another's checks alone; else, when
// only clauses of the group went missing, the faults that lost them apart from the rest; else in halves) and re-run until
// each verdict comes from an exact batch or a fault alone.
import type { Fault } from '../../fixtures/reference/faults/index.ts';
import { brokenClauses, erroredChecks, runAgainstReference } from './reference-run.ts';
import type { RunError, TestResult } from '../../lib/report/types.ts';

export interface FaultVerdict {
  fault: string;
  declared: string[];
  /** clauses that failed or warned with this fault on */
  broken: string[];
  runErrors: RunError[];
  /** checks that ended in `error` ("title: message"): the harness must judge a faulty target, never error */
  errored: string[];
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

export interface MatrixOptions {
  /** the suites each run covers: fixed, or chosen per group of faults (see suitesHolding) */
  suites?: string[] | ((faults: Fault[]) => string[]);
  batchSize?: number;
  fuzzCases?: number;
  /** called after each run (npm run matrix -- --trace) */
  trace?: (faults: Fault[], broken: string[], ms: number) => void;
}

/** The suites that hold a check of any of these clauses (always with discovery, whose Target every suite uses). */
export function suitesHolding(checks: { suite: string; clauses: string[] }[]): (faults: Fault[]) => string[] {
  return (faults) => {
    const wanted = new Set(faults.flatMap((f) => f.clauses));
    return [...new Set(['discovery', ...checks.filter((c) => c.clauses.some((x) => wanted.has(x))).map((c) => c.suite)])].sort();
  };
}

export async function runMatrix(faults: readonly Fault[], options: MatrixOptions = {}): Promise<FaultVerdict[]> {
  const verdicts: FaultVerdict[] = [];
  for (const batch of packBatches(faults, options.batchSize ?? 8)) verdicts.push(...(await judge(batch, options)));
  return verdicts;
}

/**
 * One run for the group; if its failures are not exactly the union, split it: a fault whose broken
 * clause blocked another fault's check (that clause then went missing) runs alone and the rest run
 * together again; else, when clauses only went missing, the faults that lost them run apart from the
 * others; otherwise the group is halved. Only an exact run or a fault alone gives a verdict.
 */
async function judge(group: Fault[], options: MatrixOptions): Promise<FaultVerdict[]> {
  const suites = typeof options.suites === 'function' ? options.suites(group) : options.suites;
  const started = Date.now();
  // the reference's login is known good: a fault never needs the calibration to show
  const summary = await runAgainstReference(
    group.map((f) => f.id),
    suites,
    options.fuzzCases,
    false,
  );
  const broken = brokenClauses(summary);
  const errored = erroredChecks(summary);
  options.trace?.(group, broken, Date.now() - started);
  if (group.length === 1) {
    const f = group[0]!;
    return [{ fault: f.id, declared: sorted(f.clauses), broken, runErrors: summary.runErrors, errored, via: 'alone' }];
  }
  const union = sorted(group.flatMap((f) => f.clauses));
  if (!summary.runErrors.length && !errored.length && JSON.stringify(broken) === JSON.stringify(union)) {
    return group.map((f) => ({
      fault: f.id,
      declared: sorted(f.clauses),
      broken: sorted(f.clauses),
      runErrors: [],
      errored: [],
      via: 'batch' as const,
    }));
  }
  const blockers = summary.runErrors.length ? [] : blockersIn(group, summary.tests, broken);
  if (blockers.length && blockers.length < group.length) {
    const rest = group.filter((f) => !blockers.includes(f));
    const alone = [];
    for (const f of blockers) alone.push(...(await judge([f], options)));
    return [...alone, ...(await judge(rest, options))];
  }
  const masked = summary.runErrors.length || errored.length ? [] : maskedIn(group, broken);
  if (masked.length && masked.length < group.length) {
    const others = group.filter((f) => !masked.includes(f));
    return [...(await judge(masked, options)), ...(await judge(others, options))];
  }
  const half = Math.ceil(group.length / 2);
  return [...(await judge(group.slice(0, half), options)), ...(await judge(group.slice(half), options))];
}

/**
 * When nothing failed beyond the group's clauses, the faults with a clause that did not fail (another
 * fault hid it: a skip, a check no longer reached); they run apart from the rest, each part a group
 * again. Halving would split the fault that hid them from them only by chance.
 */
export function maskedIn(group: readonly Fault[], broken: readonly string[]): Fault[] {
  const union = new Set(group.flatMap((f) => f.clauses));
  if (broken.some((c) => !union.has(c))) return [];
  return group.filter((f) => f.clauses.some((c) => !broken.includes(c)));
}

/** The faults whose clauses blocked a check of another fault's clause that did not fail. */
export function blockersIn(group: readonly Fault[], tests: readonly TestResult[], broken: readonly string[]): Fault[] {
  const missing = new Set(group.flatMap((f) => f.clauses).filter((c) => !broken.includes(c)));
  const blockedBy = new Set(
    tests.filter((t) => t.status === 'blocked' && t.clauses.some((c) => missing.has(c))).flatMap((t) => t.blockedBy ?? []),
  );
  return group.filter((f) => f.clauses.some((c) => blockedBy.has(c)) && !f.clauses.every((c) => missing.has(c)));
}
