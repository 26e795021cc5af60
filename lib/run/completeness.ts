// Whether a run is complete, and what it did not test: a run that passes everything it ran but
// ran a selection, a shard, or checks the config could not reach is no proof of conformance.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClauseSummary, NotTested, RunError, Selection, TestResult } from '../report/types.ts';
import { packageRoot } from './vitest-options.ts';

/** The suites the harness has: the folders under suites/. */
export function allSuites(): string[] {
  return readdirSync(join(packageRoot, 'suites'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

const UNJUDGED = new Set(['untested', 'not-testable', 'blocked', 'error']);

export function notTestedOf(
  tests: readonly TestResult[],
  clauses: readonly ClauseSummary[],
  selection: Selection,
  runErrors: readonly RunError[],
): NotTested {
  const ran = new Set(tests.map((t) => t.suite));
  const count = (s: TestResult['status']) => tests.filter((t) => t.status === s).length;
  const reasons: string[] = [];
  if (selection.suites.length) reasons.push(`suites selected: ${selection.suites.join(', ')}`);
  if (selection.clauses.length) reasons.push(`clauses selected: ${selection.clauses.join(', ')}`);
  if (selection.grep) reasons.push(`titles selected: ${selection.grep}`);
  if (selection.rerunFailed) reasons.push(`rerun of the checks that did not pass in ${selection.rerunFailed}`);
  if (selection.profile) reasons.push(`profile ${selection.profile.name}: ${selection.profile.covers}`);
  if (selection.shard) reasons.push(`shard ${selection.shard.index}/${selection.shard.count}`);
  if (selection.missingShards?.length)
    reasons.push(
      `shard${selection.missingShards.length > 1 ? 's' : ''} ${selection.missingShards.join(', ')} of ${selection.shardCount} missing from the merge`,
    );
  for (const e of runErrors) reasons.push(`run error ${e.code}`);
  if (!tests.length) reasons.push('no check ran');
  // not a gap of the run: what its tier does not wait for, which another tier judges (listed, never "not observable")
  const tier = tests
    .filter((t) => t.notRunInTier)
    .map((t) => ({ title: t.title, reason: (t.message ?? '').replace(/^not run in this tier: /, '') }));
  return {
    suites: allSuites().filter((s) => !ran.has(s)),
    clauses: clauses.filter((c) => UNJUDGED.has(c.status)).map((c) => c.id),
    checks: { notTestable: count('not-testable'), blocked: count('blocked'), error: count('error') },
    reasons,
    ...(tier.length ? { tier } : {}),
  };
}

export function isComplete(n: NotTested): boolean {
  return !n.reasons.length && !n.suites.length && !n.clauses.length && !n.checks.notTestable && !n.checks.blocked && !n.checks.error;
}
