// A blocked check must be true: it names the clauses whose checks report the cause. After the run,
// a block none of whose clauses failed is an orphan, and the blocked check becomes the failure
// itself, naming what stopped it; a block whose clauses no check of this run covers stays blocked, unverified.
import type { Status, TestResult } from '../report/types.ts';

const BROKEN: Status[] = ['failed', 'warning', 'error', 'not-testable'];

export function resolveBlocked(tests: readonly TestResult[]): TestResult[] {
  const covered = (clause: string) => tests.some((t) => t.clauses.includes(clause));
  /** some check of the clause (other than those in `seen`) failed, or is truly blocked itself */
  const broken = (clause: string, seen: Set<TestResult>): boolean =>
    tests.some(
      (t) => t.clauses.includes(clause) && !seen.has(t) && (BROKEN.includes(t.status) || (t.status === 'blocked' && confirmed(t, seen))),
    );
  const confirmed = (t: TestResult, seen: Set<TestResult>): boolean => (t.blockedBy ?? []).some((c) => broken(c, new Set([...seen, t])));
  return tests.map((t) => {
    if (t.status !== 'blocked' || !t.blockedBy?.length) return t;
    if (confirmed(t, new Set())) return t;
    const by = t.blockedBy.join(' or ');
    if (!t.blockedBy.some(covered))
      return { ...t, message: `${t.message} (not verified: no check of ${by} ran in this run)`, blockedMessage: t.message };
    const expected = `the prerequisite succeeds, or ${by} fails`;
    const actual = t.cause ?? 'see the evidence';
    return {
      ...t,
      status: t.level === 'SHOULD' ? 'warning' : 'failed',
      message: `${t.message}, but ${by} did not fail in this run: this check reports the failure itself.\nExpected: ${expected}\nActual: ${actual}`,
      expected,
      actual,
      orphanBlock: true,
      blockedMessage: t.message,
    };
  });
}

/** A blocked check as it was before a run verified it, so that a merge of shards verifies it again. */
export function unresolveBlocked(t: TestResult): TestResult {
  if (t.blockedMessage === undefined) return t;
  const { blockedMessage, orphanBlock: _o, expected: _e, actual: _a, ...rest } = t;
  return { ...rest, status: 'blocked', message: blockedMessage };
}
