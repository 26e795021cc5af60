// What the CLI prints at the end of a run: a line per suite, then every failure with its clause,
// Expected: and Actual:, then where the report is.
import { relative } from 'node:path';
import type { RunSummary, TestResult, Totals } from '../report/types.ts';
import { verdictLine } from '../report/verdict.ts';
import { planLine } from '../report/html-plan.ts';

const counts = (t: Totals) =>
  `${t.passed} passed, ${t.failed} failed, ${t.warning} warning, ${t.blocked} blocked, ${t.notTestable} not testable, ${t.skipped} skipped, ${t.error} error`;

export function printSummary(summary: RunSummary, runDir: string, print: (line: string) => void): void {
  print('');
  if (Object.keys(summary.perSuite).length) print('Suites:');
  const width = Math.max(8, ...Object.keys(summary.perSuite).map((s) => s.length));
  for (const [suite, t] of Object.entries(summary.perSuite)) print(`  ${suite.padEnd(width)}  ${counts(t)}`);
  const gating = (t: TestResult) => t.baseline !== 'expected';
  // the checks a browser problem kept from a verdict say the run error's cause: it is printed once
  const browser = summary.runErrors.find((e) => e.browser);
  const noBrowser = (t: TestResult) =>
    t.status === 'error' && !!browser && !!t.message && browser.message.startsWith(t.message.replace(/^\[[A-Z_]+\] /, ''));
  const bad = summary.tests.filter((t) => gating(t) && (t.status === 'failed' || t.status === 'error') && !noBrowser(t));
  const warned = summary.tests.filter((t) => gating(t) && t.status === 'warning');
  if (bad.length) print(`\nFailures (${bad.length}):`);
  bad.forEach((t, i) => printOne(t, i + 1, print));
  if (warned.length) print(`\nWarnings, SHOULD-level (${warned.length}):`);
  warned.forEach((t, i) => printOne(t, i + 1, print));
  const unjudged = summary.tests.filter(noBrowser).length;
  if (unjudged) print(`\nNot judged for want of a browser (${unjudged}): the run error below says why`);
  printNotTestable(summary.tests.filter(gating), print);
  printBaseline(summary, print);
  printNotTested(summary, print);
  for (const e of summary.runErrors) print(`\nRun error: ${e.message.startsWith('[') ? '' : `[${e.code}] `}${e.message}`);
  print('');
  print(`Total: ${counts(summary.totals)} (${(summary.durationMs / 1000).toFixed(1)} s, seed ${summary.seed})`);
  if (summary.plan?.grants.length) print(`Cost: ${planLine(summary.plan)}`);
  print(`Report: ${relative(process.cwd(), runDir) || '.'}/report.html (summary.json, junit.xml, allure-results/)`);
  print(`Result: ${verdictLine(summary)}${summary.exitCode ? ` (exit ${summary.exitCode})` : ''}`);
}

function printBaseline(s: RunSummary, print: (line: string) => void): void {
  const b = s.baseline;
  if (!b) return;
  print(
    `\nBaseline ${b.file}: ${b.expected} expected, ${b.stale} stale${b.notRun.length ? `, ${b.notRun.length} listed checks not run` : ''}`,
  );
  for (const e of b.staleEntries) {
    const now = e.actual === 'absent' ? 'no check has this title' : `now ${e.actual}`;
    print(`  STALE: ${e.test}\n         listed as ${e.listed}, ${now}: remove or update the entry`);
  }
}

function printNotTested(s: RunSummary, print: (line: string) => void): void {
  const tier = s.notTested.tier ?? [];
  if (tier.length)
    print(
      `\nNot run in this tier (${tier.length}): waits longer than this run makes (lifetimes.waitSeconds; --profile security waits longer)`,
    );
  for (const t of tier) print(`  ${t.title}\n      ${t.reason}`);
  if (s.complete) return;
  const n = s.notTested;
  print('\nNot tested (the run is incomplete):');
  for (const r of n.reasons) print(`  ${r}`);
  if (n.suites.length) print(`  suites not run: ${n.suites.join(', ')}`);
  if (n.clauses.length) print(`  ${n.clauses.length} clause${n.clauses.length > 1 ? 's' : ''} without a verdict`);
}

/** Not-testable checks folded by what to configure: "configure memberClient → 80 checks". */
function printNotTestable(tests: TestResult[], print: (line: string) => void): void {
  const needs = new Map<string, number>();
  for (const t of tests)
    if (t.status === 'not-testable') needs.set(t.need ?? t.message ?? '', (needs.get(t.need ?? t.message ?? '') ?? 0) + 1);
  if (!needs.size) return;
  print(`\nNot testable with this config (${[...needs.values()].reduce((a, b) => a + b, 0)}):`);
  for (const [need, n] of [...needs].sort((a, b) => b[1] - a[1])) print(`  ${need} → ${n} check${n > 1 ? 's' : ''}`);
}

function printOne(t: TestResult, n: number, print: (line: string) => void): void {
  print(`\n  ${n}) ${t.title}`);
  print(`     clause: ${t.clauses.join(', ')} (${t.level})${t.errorCode ? `  harness error: ${t.errorCode}` : ''}`);
  for (const line of (t.message ?? '').split('\n')) print(`     ${line}`);
  if (t.evidenceFile) print(`     evidence: ${t.evidenceFile}`);
}
