// Builds a run's summary from its test results: blocked checks verified, the baseline applied,
// totals, the clause matrix, what was not tested and the exit code. A run and a merge of shards
// both end here, so a merge reads exactly as one run of the same checks.
import type { RunError, RunSummary, Selection, TestResult } from '../report/types.ts';
import { specHash } from '../spec/registry.ts';
import { applyBaseline, type Baseline } from './baseline.ts';
import { resolveBlocked, unresolveBlocked } from './blocked.ts';
import { isComplete, notTestedOf } from './completeness.ts';
import { gitCommit, harnessVersion } from './provenance.ts';
import { clauseMatrix, gateExitCode, perSuite, totalsOf } from './summary.ts';

export interface SummaryParts {
  runId: string;
  target: RunSummary['target'];
  startedAt: Date;
  finishedAt: Date;
  seed: number;
  strict: boolean;
  selection: Selection;
  /** results as collected (a merge passes shard results: their verification is undone and done again) */
  tests: readonly TestResult[];
  runErrors: RunError[];
  metrics?: RunSummary['metrics'];
  browser?: RunSummary['browser'];
  evidence?: RunSummary['evidence'];
  configFingerprint?: string;
  baseline?: Baseline;
  mergedFrom?: RunSummary['mergedFrom'];
  serverLog?: string;
  plan?: RunSummary['plan'];
  surface?: RunSummary['surface'];
}

export function buildSummary(p: SummaryParts): RunSummary {
  const raw = p.tests
    .map((t) => {
      const { baseline: _b, baselineReason: _r, baselineStatus: _s, ...rest } = unresolveBlocked(t);
      return rest as TestResult;
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.id.localeCompare(b.id));
  const resolved = resolveBlocked(raw);
  const sel = p.selection;
  const everyCheckRan =
    !sel.suites.length &&
    !sel.clauses.length &&
    sel.grep === undefined &&
    !sel.rerunFailed &&
    !sel.shard &&
    !sel.missingShards &&
    !sel.profile;
  const applied = p.baseline ? applyBaseline(resolved, p.baseline, everyCheckRan) : { tests: resolved, summary: undefined };
  const tests = applied.tests;
  const clauses = clauseMatrix(tests);
  const notTested = notTestedOf(tests, clauses, p.selection, p.runErrors);
  return {
    runId: p.runId,
    target: p.target,
    startedAt: p.startedAt.toISOString(),
    finishedAt: p.finishedAt.toISOString(),
    durationMs: p.finishedAt.getTime() - p.startedAt.getTime(),
    harnessVersion: harnessVersion(),
    gitCommit: gitCommit(),
    specHash: specHash(),
    seed: p.seed,
    strict: p.strict,
    suites: [...new Set(tests.map((t) => t.suite))].sort(),
    selection: p.selection,
    complete: isComplete(notTested),
    notTested,
    totals: totalsOf(tests),
    perSuite: perSuite(tests),
    tests,
    clauses,
    runErrors: p.runErrors,
    browser: p.browser,
    ...(p.evidence ? { evidence: p.evidence } : {}),
    configFingerprint: p.configFingerprint,
    baseline: applied.summary,
    mergedFrom: p.mergedFrom,
    metrics: p.metrics,
    ...(p.plan ? { plan: p.plan } : {}),
    ...(p.surface ? { surface: p.surface } : {}),
    serverLog: p.serverLog,
    exitCode: gateExitCode(tests, p.runErrors, p.strict, applied.summary?.stale ?? 0),
  };
}
