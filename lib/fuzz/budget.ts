// How many cases a fuzz session runs: a total budget split over the fuzz sessions, the same for
// every target (the rate limit, not the budget, is what keeps a remote target's load polite),
// stated in the report.
import { createHash } from 'node:crypto';
import { runContext } from '../harness/context.ts';

/** The fuzz sessions (one per file under suites/fuzz/) that share the total budget. */
export const FUZZ_SESSIONS = 7;

/** Total fuzz cases of a run unless --fuzz-cases says otherwise. */
export const DEFAULT_BUDGET = 1400;

export function totalBudget(): number {
  return runContext().fuzzCases ?? DEFAULT_BUDGET;
}

export function casesPerSession(): number {
  return Math.max(1, Math.ceil(totalBudget() / FUZZ_SESSIONS));
}

/** A session's seed: fixed by the run's seed (--seed replays it) and the session's name. */
export function sessionSeed(name: string): number {
  return createHash('sha256').update(`${runContext().seed}:${name}`).digest().readUInt32BE() % 2 ** 31;
}
