// JUnit XML renderer: turns a finished run's summary into the file a CI system reads.
import type { RunSummary, TestResult } from './types.ts';

// XML 1.0 allows only TAB, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF;
// target bodies can contain anything, and one stray byte makes many CI parsers drop the whole file.
const ILLEGAL_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escape text for an XML element body, replacing characters XML 1.0 cannot carry. */
export function xmlText(s: string): string {
  return s.replace(ILLEGAL_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escape text for a double-quoted XML attribute; whitespace is kept as character references
 * because attribute-value normalisation would otherwise turn newlines into spaces. */
export function xmlAttr(s: string): string {
  return xmlText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

const seconds = (ms: number): string => (Math.max(0, ms) / 1000).toFixed(3);

function firstLine(message: string | undefined, fallback: string): string {
  const line = (message ?? '').split(/\r?\n/).find((l) => l.trim() !== '');
  return line?.trim() ?? fallback;
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  timeMs: number;
}

/** How a test appears to CI: expected entries of the baseline are skipped, stale ones are failures. */
function kind(t: TestResult): 'failure' | 'error' | 'skipped' | 'passed' {
  if (t.baseline === 'stale') return 'failure';
  if (t.baseline === 'expected') return 'skipped';
  if (t.status === 'failed') return 'failure';
  if (t.status === 'error') return 'error';
  if (t.status === 'skipped' || t.status === 'blocked' || t.status === 'not-testable') return 'skipped';
  return 'passed';
}

function count(tests: TestResult[]): Counts {
  const c: Counts = { tests: tests.length, failures: 0, errors: 0, skipped: 0, timeMs: 0 };
  for (const t of tests) {
    const k = kind(t);
    if (k === 'failure') c.failures++;
    else if (k === 'error') c.errors++;
    else if (k === 'skipped') c.skipped++;
    c.timeMs += t.durationMs;
  }
  return c;
}

/** The failure's first line with its Expected and Actual: what a CI page shows without opening the test. */
function failureMessage(t: TestResult): string {
  const head = firstLine(t.message, t.status);
  if (t.expected === undefined && t.actual === undefined) return head;
  return `${head} | Expected: ${t.expected ?? ''} | Actual: ${t.actual ?? ''}`;
}

function countAttrs(c: Counts): string {
  return `tests="${c.tests}" failures="${c.failures}" errors="${c.errors}" ` + `skipped="${c.skipped}" time="${seconds(c.timeMs)}"`;
}

function renderTestcase(t: TestResult): string {
  const props = [
    `<property name="level" value="${xmlAttr(t.level)}"/>`,
    `<property name="status" value="${xmlAttr(t.status)}"/>`,
    ...t.clauses.map((c) => `<property name="clause" value="${xmlAttr(c)}"/>`),
    ...(t.evidenceFile ? [`<property name="evidence" value="${xmlAttr(t.evidenceFile)}"/>`] : []),
    ...(t.baseline ? [`<property name="baseline" value="${xmlAttr(t.baseline)}"/>`] : []),
    ...(t.baselineReason !== undefined ? [`<property name="baseline-reason" value="${xmlAttr(t.baselineReason)}"/>`] : []),
  ];
  const body: string[] = [`      <properties>${props.map((p) => `\n        ${p}`).join('')}\n      </properties>`];
  const msg = t.message ?? '';
  const k = kind(t);
  if (t.baseline === 'stale') {
    const why = `stale baseline entry: listed as ${t.baselineStatus}, now ${t.status}`;
    body.push(`      <failure message="${xmlAttr(why)}" type="stale-baseline">${xmlText(`${why}\n${msg}`)}</failure>`);
  } else if (t.baseline === 'expected') {
    const why = `expected ${t.status} (baseline): ${t.baselineReason ?? ''}`;
    body.push(`      <skipped type="expected-${t.status}" message="${xmlAttr(why)}"/>`);
    if (msg) body.push(`      <system-out>${xmlText(msg)}</system-out>`);
  } else if (k === 'failure') {
    body.push(`      <failure message="${xmlAttr(failureMessage(t))}" type="conformance">${xmlText(msg)}</failure>`);
  } else if (k === 'error') {
    body.push(
      `      <error message="${xmlAttr(firstLine(msg, t.errorCode ?? 'harness error'))}" ` +
        `type="${xmlAttr(t.errorCode ?? 'ERR_HARNESS')}">${xmlText(msg)}</error>`,
    );
  } else if (k === 'skipped') {
    body.push(
      `      <skipped type="${t.status}" message="${xmlAttr(t.status === 'not-testable' && t.need ? `not testable: ${t.need}` : msg)}"/>`,
    );
  } else if (t.status === 'warning') {
    // A SHOULD violation is reported but must not fail a CI gate, so the testcase stays passing.
    body.push(`      <system-out>${xmlText(`WARNING (${t.level}): ${msg}`)}</system-out>`);
  }
  const file = t.file ? ` file="${xmlAttr(t.file)}"` : '';
  return (
    `    <testcase name="${xmlAttr(t.title)}" classname="${xmlAttr(t.suite)}"${file} time="${seconds(t.durationMs)}">\n` +
    `${body.join('\n')}\n    </testcase>`
  );
}

/** Errors outside any test become error testcases, so a CI dashboard never shows a broken run as green. */
function runErrorTests(summary: RunSummary): TestResult[] {
  const absent = (summary.baseline?.staleEntries ?? []).filter((e) => e.actual === 'absent');
  const stale = absent.map((e): TestResult => ({
    id: `baseline: ${e.test}`,
    title: `baseline: ${e.test}`,
    suite: '(run)',
    file: summary.baseline!.file,
    clauses: [],
    level: 'MUST',
    status: 'failed',
    durationMs: 0,
    message: `stale baseline entry: listed as ${e.listed}, but no check has this title`,
  }));
  return stale.concat(
    summary.runErrors.map((e, i) => ({
      id: `run-error-${i + 1}`,
      title: `run error ${i + 1}: ${firstLine(e.message, 'error')}`,
      suite: '(run)',
      file: '',
      clauses: [],
      level: 'MUST',
      status: 'error',
      durationMs: 0,
      message: e.message,
      errorCode: e.code,
    })),
  );
}

/** Render the run as JUnit XML: one <testsuite> per suite, in the order the run declared them. */
export function renderJunit(summary: RunSummary): string {
  const bySuite = new Map<string, TestResult[]>();
  for (const s of summary.suites) bySuite.set(s, []);
  for (const t of [...summary.tests, ...runErrorTests(summary)]) {
    const list = bySuite.get(t.suite) ?? [];
    list.push(t);
    bySuite.set(t.suite, list);
  }

  const all = [...bySuite.values()].flat();
  const suites = [...bySuite].map(([name, tests]) => {
    const cases = tests.map(renderTestcase).join('\n');
    return (
      `  <testsuite name="${xmlAttr(name)}" ${countAttrs(count(tests))} timestamp="${xmlAttr(summary.startedAt)}">` +
      (cases ? `\n${cases}\n  </testsuite>` : `</testsuite>`)
    );
  });

  const total = { ...count(all), timeMs: summary.durationMs };
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="${xmlAttr(`course-school-conformance ${summary.runId}`)}" ${countAttrs(total)}>\n` +
    suites.map((s) => `${s}\n`).join('') +
    `</testsuites>\n`
  );
}
