// A blocked check must be true: it names the clauses whose checks report the cause. After the run,
// a block none of whose clauses failed is an orphan: no check of the run reports what stopped it.
// That is a gap of the harness (a prerequisite no clause judges, or one the harness asked wrongly),
// never the blocked check's own clause failing: it ends as an error of the run (ERR_ORPHAN_BLOCK),
// naming what stopped it. A block whose clauses no check of this run covers stays blocked, unverified.
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
    const cause = t.cause ? ` (${t.cause})` : '';
    return {
      ...t,
      status: 'error',
      errorCode: 'ERR_ORPHAN_BLOCK',
      message: `${t.message}, but ${by} did not fail in this run: no check reports what stopped this one${cause}, so its clause is not judged (a gap of the harness)`,
      orphanBlock: true,
      blockedMessage: t.message,
    };
  });
}

/** A blocked check as it was before a run verified it, so that a merge of shards verifies it again. */
export function unresolveBlocked(t: TestResult): TestResult {
  if (t.blockedMessage === undefined) return t;
  const { blockedMessage, orphanBlock: _o, errorCode: _c, ...rest } = t;
  return { ...rest, status: 'blocked', message: blockedMessage };
}
