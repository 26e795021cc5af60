// Sections of the HTML report: the header and verdict, what was not tested, totals per suite, the
// clause matrix and the list of every test (searchable and filtered by status by the page's script).
import { TOTAL_KEY, type RunSummary, type Status, type TestResult, type Totals } from './types.ts';
import { anchor, badge, esc, fmtDuration } from './html-parts.ts';
import { verdictLine, verdictWord } from './verdict.ts';

export const STATUSES: Status[] = ['passed', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'error'];
const num = (n: number): string => `<td class="n${n === 0 ? ' z' : ''}">${n}</td>`;
const row = (k: string, v: string): [string, string] => [k, v];
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function header(s: RunSummary, failures: number): string {
  const pass = s.exitCode === 0;
  const rows: [string, string][] = [
    row('Target', `<code>${esc(s.target.baseUrl)}</code>${s.target.embeddedReference ? ' (embedded reference server)' : ''}`),
    ...(s.target.otherOrigin ? [row('Other origin', `<code>${esc(s.target.otherOrigin)}</code>`)] : []),
    ...(s.target.faults?.length ? [row('Injected faults', esc(s.target.faults.join(', ')))] : []),
    ...(s.target.tls ? [row('TLS', tlsRow(s.target.tls))] : []),
    ...(s.target.loginOrigins?.length
      ? [row('Sign-in origins', s.target.loginOrigins.map((o) => `<code>${esc(o)}</code>`).join(', ') + ' (browser only)')]
      : []),
    ...(s.serverLog
      ? [row('Server log', `<a href="${esc(s.serverLog)}">${esc(s.serverLog)}</a> (the started server's output, masked)`)]
      : []),
    row('Run id', `<code>${esc(s.runId)}</code>${s.mergedFrom ? ` (merged from ${s.mergedFrom.length} runs)` : ''}`),
    row('Started', esc(s.startedAt)),
    row('Duration', esc(fmtDuration(s.durationMs))),
    row('Harness', `${esc(s.harnessVersion)}${s.gitCommit ? ` <code>${esc(s.gitCommit.slice(0, 12))}</code>` : ''}`),
    row('Spec hash', `<code title="${esc(s.specHash)}">${esc(s.specHash.slice(0, 12))}</code>`),
    row('Seed', esc(s.seed)),
    ...(s.browser ? [row('Browser', esc(`${s.browser.name} ${s.browser.version}`))] : []),
    ...(s.evidence ? [row('Screenshots', evidenceRow(s.evidence))] : []),
    row('Strict mode', s.strict ? 'yes' : 'no'),
    ...(s.baseline
      ? [row('Baseline', `<code>${esc(s.baseline.file)}</code>: ${s.baseline.expected} expected, ${s.baseline.stale} stale`)]
      : []),
    row('Complete', s.complete ? 'yes' : `<strong>no</strong> — <a href="#not-tested">what was not tested</a>`),
  ];
  const target = failures ? '#failures' : s.complete ? '#totals' : '#not-tested';
  return (
    `<header><h1>Course-School API conformance report</h1><div class="head">` +
    `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>` +
    `<a class="verdict ${pass ? (s.complete ? 'v-pass' : 'v-partial') : 'v-fail'}" href="${target}">${esc(verdictWord(s))}` +
    `<small>${esc(
      verdictLine(s)
        .slice(verdictWord(s).length)
        .replace(/^ \(|\)$/g, '') || 'complete run',
    )}</small>` +
    `<small>exit code ${esc(s.exitCode)}${failures ? ` · ${failures} to look at ↓` : ''}</small></a>` +
    `</div></header>`
  );
}

/** Which screenshots the run kept, and whether plain pages were drawn (login.screenshots, login.plainPages). */
function evidenceRow(e: NonNullable<RunSummary['evidence']>): string {
  const shots =
    e.screenshots === 'all'
      ? 'every distinct page (--screenshots all)'
      : 'on failure: the pages behind each check that failed, warned or ended in error, and the first page of each kind at each address (--screenshots all keeps every page)';
  const plain =
    e.plainPages === 'http'
      ? '; an expected error page the browser could not act on was judged from its answer and drawn only when needed'
      : '; every page drawn by the browser (--plain-pages browser)';
  return esc(shots + plain);
}

export function notTestedSection(s: RunSummary): string {
  const tier = tierList(s);
  if (s.complete) return tier ? `<section id="not-tested"><h2>Not run in this tier</h2>${tier}</section>` : '';
  const n = s.notTested;
  const needs = new Map<string, number>();
  for (const t of s.tests)
    if (t.status === 'not-testable') needs.set(t.need ?? t.message ?? '', (needs.get(t.need ?? t.message ?? '') ?? 0) + 1);
  const items = [
    ...n.reasons.map((r) => esc(r)),
    ...(n.suites.length ? [`suites not run: ${n.suites.map((x) => `<code>${esc(x)}</code>`).join(', ')}`] : []),
    ...[...needs].sort((a, b) => b[1] - a[1]).map(([need, k]) => `${esc(need)} → ${k} check${k > 1 ? 's' : ''} not testable`),
    ...s.tests.filter((t) => t.status === 'blocked').map((t) => `blocked: ${esc(t.title)} — ${esc(t.message ?? '')}`),
    ...(n.checks.error ? [`${plural(n.checks.error, 'check')} ended in a harness error`] : []),
  ];
  const clauses = n.clauses.map((c) => `<a href="#${anchor('clause', c)}"><code>${esc(c)}</code></a>`).join(', ');
  return (
    `<section id="not-tested"><h2>Not tested: this run is incomplete</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` +
    (clauses ? `<details><summary>${plural(n.clauses.length, 'clause')} without a verdict</summary><p>${clauses}</p></details>` : '') +
    tier +
    `</section>`
  );
}

/** The checks whose waits are longer than the run's tier makes: not run here, judged by a tier that waits (never "not observable"). */
function tierList(s: RunSummary): string {
  const tier = s.notTested.tier ?? [];
  if (!tier.length) return '';
  const items = tier.map((t) => `<li>${esc(t.title)} — ${esc(t.reason)}</li>`).join('');
  return `<details><summary>${plural(tier.length, 'check')} not run in this tier (waits longer than this run makes; --profile security waits up to the bound the text gives)</summary><ul>${items}</ul></details>`;
}

export function totalsSection(s: RunSummary): string {
  const boxes = STATUSES.map((st) => `<div class="tot t-${st}"><b>${s.totals[TOTAL_KEY[st]]}</b>${st}</div>`).join('');
  const line = (name: string, t: Totals): string =>
    `<tr><td>${name}</td>${num(t.total)}${STATUSES.map((st) => num(t[TOTAL_KEY[st]])).join('')}</tr>`;
  const rows = Object.entries(s.perSuite)
    .map(([n, t]) => line(esc(n), t))
    .join('');
  return (
    `<section id="totals"><h2>Totals</h2><div class="totals"><div class="tot"><b>${s.totals.total}</b>tests</div>${boxes}</div>` +
    `<table><thead><tr><th>Suite</th><th>Total</th>${STATUSES.map((st) => `<th>${st}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows}${line('<strong>All</strong>', s.totals)}</tbody></table></section>`
  );
}

export function clauseMatrix(s: RunSummary, cardIndex: Map<string, number>): string {
  const rows = s.clauses.map((c) => {
    const tests = c.tests
      .map((id) => (cardIndex.has(id) ? `<li><a href="#test-${cardIndex.get(id)}">${esc(id)}</a></li>` : `<li>${esc(id)}</li>`))
      .join('');
    return (
      `<tr id="${anchor('clause', c.id)}" data-status="${c.status}" title="${esc(c.quote)}" data-search="${esc(`${c.id} ${c.section}`.toLowerCase())}">` +
      `<td><code>${esc(c.id)}</code></td><td>${esc(c.level)}</td><td>${esc(c.section)}</td><td>${badge(c.status)}</td>` +
      `${num(c.tests.length)}<td><details><summary>quote</summary><blockquote>${esc(c.quote)}</blockquote>` +
      `${tests ? `<ul>${tests}</ul>` : ''}</details></td></tr>`
    );
  });
  return (
    `<section id="clauses"><h2>Clauses (${s.clauses.length})</h2>` +
    `<table><thead><tr><th>Clause</th><th>Level</th><th>Section</th><th>Status</th><th>Tests</th><th>Requirement</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}

export function testList(s: RunSummary, cardIndex: Map<string, number>): string {
  const rows = s.tests.map((t: TestResult) => {
    const i = cardIndex.get(t.id);
    const title = i !== undefined ? `<a href="#test-${i}">${esc(t.title)}</a>` : esc(t.title);
    const why = t.status === 'passed' ? '' : (t.need ?? t.message ?? '').split('\n')[0];
    const base = t.baseline ? ` <span class="badge s-${t.baseline === 'stale' ? 'failed' : 'skipped'}">${t.baseline}</span>` : '';
    return (
      `<tr data-status="${t.status}" data-search="${esc(`${t.title} ${t.clauses.join(' ')} ${t.suite}`.toLowerCase())}">` +
      `<td>${badge(t.status)}${base}</td><td>${title}${why ? `<div class="muted">${esc(why)}</div>` : ''}</td><td>${esc(t.suite)}</td>` +
      `<td class="n">${esc(fmtDuration(t.durationMs))}</td></tr>`
    );
  });
  return (
    `<section id="tests"><h2>All tests (${s.tests.length})</h2><table><thead><tr><th>Status</th><th>Title</th><th>Suite</th><th>Duration</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}

function tlsRow(tls: NonNullable<RunSummary['target']['tls']>): string {
  if (tls.insecure) return '<strong>certificates not verified (tls.insecure)</strong>';
  return `also trusted: ${tls.ca.map((c) => `<code>${esc(c)}</code>`).join(', ')}`;
}
