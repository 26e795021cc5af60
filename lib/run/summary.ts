// Builds the run summary: totals, per-suite counts, the clause × status matrix and the exit code.
import { clauses } from '../spec/registry.ts';
import type { ClauseSummary, Status, TestResult, Totals } from '../report/types.ts';

export const EXIT = { passed: 0, failed: 1, usage: 2, unreachable: 3 } as const;

export function totalsOf(tests: readonly TestResult[]): Totals {
  const t: Totals = { total: tests.length, passed: 0, failed: 0, warning: 0, skipped: 0, error: 0 };
  for (const r of tests) t[r.status]++;
  return t;
}

export function perSuite(tests: readonly TestResult[]): Record<string, Totals> {
  const names = [...new Set(tests.map((t) => t.suite))].sort();
  return Object.fromEntries(names.map((s) => [s, totalsOf(tests.filter((t) => t.suite === s))]));
}

/** Worst first: a clause takes the worst status among the tests that check it. */
const RANK: Status[] = ['failed', 'error', 'warning', 'passed', 'skipped'];

export function clauseMatrix(tests: readonly TestResult[]): ClauseSummary[] {
  return clauses.map((c) => {
    const mine = tests.filter((t) => t.clauses.includes(c.id));
    const status = mine.length ? RANK.find((s) => mine.some((t) => t.status === s))! : 'untested';
    return { id: c.id, section: c.section, level: c.level, quote: c.quote, status, tests: mine.map((t) => t.id) };
  });
}

export function exitCodeOf(totals: Totals, runErrors: readonly string[], strict: boolean): number {
  if (runErrors.some((e) => e.includes('[ERR_LOGIN_CONFIG]'))) return EXIT.usage; // a configuration error
  const bad = totals.failed + totals.error + runErrors.length + (strict ? totals.warning : 0);
  return bad > 0 || totals.total === 0 ? EXIT.failed : EXIT.passed;
}
