// Builds the run summary: totals, per-suite counts, the clause × status matrix and the exit code.
import { clauses } from '../spec/registry.ts';
import { TOTAL_KEY, type ClauseSummary, type RunError, type Status, type TestResult, type Totals } from '../report/types.ts';

/** 0 pass, 1 conformance failure (or an incomplete run), 2 usage or config, 3 target unreachable, 4 harness or infrastructure error. */
export const EXIT = { passed: 0, failed: 1, usage: 2, unreachable: 3, harness: 4 } as const;

export function totalsOf(tests: readonly TestResult[]): Totals {
  const t: Totals = { total: tests.length, passed: 0, failed: 0, warning: 0, skipped: 0, blocked: 0, notTestable: 0, error: 0 };
  for (const r of tests) t[TOTAL_KEY[r.status]]++;
  return t;
}

export function perSuite(tests: readonly TestResult[]): Record<string, Totals> {
  const names = [...new Set(tests.map((t) => t.suite))].sort();
  return Object.fromEntries(names.map((s) => [s, totalsOf(tests.filter((t) => t.suite === s))]));
}

/** Worst first: a clause takes the worst status among the tests that check it. */
const RANK: Status[] = ['failed', 'error', 'warning', 'not-testable', 'blocked', 'passed', 'skipped'];

export function clauseMatrix(tests: readonly TestResult[]): ClauseSummary[] {
  return clauses.map((c) => {
    const mine = tests.filter((t) => t.clauses.includes(c.id));
    const status = mine.length ? RANK.find((s) => mine.some((t) => t.status === s))! : 'untested';
    return { id: c.id, section: c.section, level: c.level, quote: c.quote, status, tests: mine.map((t) => t.id) };
  });
}

const CONFIG_ERRORS = ['ERR_LOGIN_CONFIG', 'ERR_CONFIG'];
const UNREACHABLE = ['ERR_TARGET_UNREACHABLE', 'ERR_STARTUP_DEADLINE', 'ERR_TLS_CERT', 'ERR_START'];

/** `ran`: how many checks ran (a run of none fails), when some of `totals` were left out as expected. */
export function exitCodeOf(totals: Totals, runErrors: readonly RunError[], strict: boolean, ran = totals.total): number {
  if (runErrors.some((e) => CONFIG_ERRORS.includes(e.code))) return EXIT.usage;
  if (runErrors.some((e) => UNREACHABLE.includes(e.code))) return EXIT.unreachable;
  const bad = totals.failed + totals.notTestable + (strict ? totals.warning : 0);
  // a browser that could not be used is the infrastructure's error, unless a check judged failed anyway
  if (bad > 0 && runErrors.length && runErrors.every((e) => e.browser)) return EXIT.failed;
  if (runErrors.length || totals.error) return EXIT.harness;
  return bad > 0 || ran === 0 ? EXIT.failed : EXIT.passed;
}

/** The gate: checks the baseline expects do not count; a stale baseline entry fails the run. */
export function gateExitCode(tests: readonly TestResult[], runErrors: readonly RunError[], strict: boolean, staleEntries = 0): number {
  const code = exitCodeOf(totalsOf(tests.filter((t) => t.baseline !== 'expected')), runErrors, strict, tests.length);
  return code === EXIT.passed && (staleEntries > 0 || tests.some((t) => t.baseline === 'stale')) ? EXIT.failed : code;
}
