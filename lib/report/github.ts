// GitHub Actions output: a markdown job summary (appended to $GITHUB_STEP_SUMMARY) and workflow
// command annotations (`::error title=<clause>::…`), escaped as the runner expects.
import { TOTAL_KEY, type RunSummary, type Status, type TestResult } from './types.ts';
import { verdictLine } from './verdict.ts';

/** Workflow command data: %, CR and LF are encoded. */
export const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** Workflow command properties: also `:` and `,`. */
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

const gating = (t: TestResult) => t.baseline !== 'expected';

/** One annotation per failure, harness error, stale baseline entry and (as a warning) SHOULD violation. */
export function annotations(s: RunSummary): string[] {
  const lines: string[] = [];
  for (const t of s.tests) {
    const clause = t.clauses[0] ?? t.suite;
    if (t.baseline === 'stale') {
      lines.push(
        `::error title=${escapeProperty(`stale baseline: ${clause}`)}::${escapeData(`${t.title}\nlisted as ${t.baselineStatus}, now ${t.status}: remove or update its entry`)}`,
      );
    } else if ((t.status === 'failed' || t.status === 'error' || t.status === 'not-testable') && gating(t)) {
      lines.push(`::error title=${escapeProperty(clause)}::${escapeData(`${t.title}\n${t.message ?? t.status}`)}`);
    } else if (t.status === 'warning' && gating(t)) {
      lines.push(`::warning title=${escapeProperty(clause)}::${escapeData(`${t.title}\n${t.message ?? ''}`)}`);
    }
  }
  for (const e of s.baseline?.staleEntries ?? [])
    if (e.actual === 'absent')
      lines.push(`::error title=stale baseline entry::${escapeData(`${e.test}\nlisted as ${e.listed}, but no check has this title`)}`);
  for (const e of s.runErrors) lines.push(`::error title=${escapeProperty(e.code)}::${escapeData(e.message)}`);
  return lines;
}

const cell = (s: string | number): string => String(s).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (s: string): string => '`' + s.replace(/`/g, "'") + '`';
const COLUMNS: Status[] = ['passed', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'error'];
const MAX_FAILURES = 50;

export function stepSummary(s: RunSummary, reportPath: string): string {
  const out: string[] = [`## Course-School conformance: ${verdictLine(s)}`, ''];
  out.push(
    `Target ${code(s.target.baseUrl)} · ${s.tests.length} checks · seed ${s.seed} · harness ${s.harnessVersion} · ${(s.durationMs / 1000).toFixed(1)} s · exit ${s.exitCode}`,
    '',
  );
  out.push(`| Suite | ${COLUMNS.join(' | ')} |`, `|---|${COLUMNS.map(() => '--:').join('|')}|`);
  for (const [suite, t] of Object.entries(s.perSuite)) out.push(`| ${cell(suite)} | ${COLUMNS.map((c) => t[TOTAL_KEY[c]]).join(' | ')} |`);
  out.push(`| **all** | ${COLUMNS.map((c) => `**${s.totals[TOTAL_KEY[c]]}**`).join(' | ')} |`, '');
  const failures = s.tests.filter((t) => (t.status === 'failed' || t.status === 'error') && gating(t));
  if (failures.length) out.push(`### Failures (${failures.length})`, '');
  for (const t of failures.slice(0, MAX_FAILURES)) {
    out.push(
      `- **${cell(t.title)}**  `,
      `  clause ${t.clauses.map(code).join(', ')} (${t.level})${t.errorCode ? ` · ${code(t.errorCode)}` : ''}  `,
    );
    if (t.expected !== undefined || t.actual !== undefined)
      out.push(`  Expected: ${code(cell(t.expected ?? ''))}  `, `  Actual: ${code(cell(t.actual ?? ''))}`);
    else out.push(`  ${code(cell((t.message ?? '').split('\n')[0]!))}`); // target text: in a code span, never markdown
  }
  if (failures.length > MAX_FAILURES) out.push(`- … and ${failures.length - MAX_FAILURES} more in the report`);
  const stale = s.baseline?.staleEntries ?? [];
  if (stale.length) out.push('', `### Stale baseline entries (${stale.length})`, '');
  for (const e of stale)
    out.push(`- ${cell(e.test)}: listed as ${e.listed}, ${e.actual === 'absent' ? 'no check has this title' : `now ${e.actual}`}`);
  if (s.baseline?.expected) out.push('', `${s.baseline.expected} checks failed as the baseline expects (${code(s.baseline.file)}).`);
  const tier = s.notTested.tier ?? [];
  if (tier.length)
    out.push('', `${tier.length} check(s) not run in this tier: their waits are longer than this run makes (see the report).`);
  if (!s.complete) {
    out.push('', '### Not tested', '');
    for (const r of s.notTested.reasons) out.push(`- ${cell(r)}`);
    if (s.notTested.suites.length) out.push(`- suites not run: ${s.notTested.suites.map(code).join(', ')}`);
    if (s.notTested.clauses.length) out.push(`- ${s.notTested.clauses.length} clause(s) without a verdict`);
    if (s.notTested.checks.notTestable) out.push(`- ${s.notTested.checks.notTestable} checks not testable with this config`);
  }
  out.push('', `Report: ${code(reportPath)}`, '');
  return out.join('\n');
}
