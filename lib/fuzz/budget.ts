// How many cases a fuzz session runs: a total budget split over the fuzz sessions, larger against
// the embedded reference than against a remote target (polite by default), stated in the report.
import { createHash } from 'node:crypto';
import { runContext } from '../harness/context.ts';

/** The fuzz sessions (one per file under suites/fuzz/) that share the total budget. */
export const FUZZ_SESSIONS = 7;

export const DEFAULT_BUDGET = { reference: 1400, remote: 280 } as const;

export function totalBudget(): number {
  const run = runContext();
  return run.fuzzCases ?? (run.embeddedReference ? DEFAULT_BUDGET.reference : DEFAULT_BUDGET.remote);
}

export function casesPerSession(): number {
  return Math.max(1, Math.ceil(totalBudget() / FUZZ_SESSIONS));
}

/** A session's seed: fixed by the run's seed (--seed replays it) and the session's name. */
export function sessionSeed(name: string): number {
  return createHash('sha256').update(`${runContext().seed}:${name}`).digest().readUInt32BE() % 2 ** 31;
}
