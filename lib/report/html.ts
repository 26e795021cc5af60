// Self-contained HTML report: one file a vendor or security reviewer can read, print and hand over.
import { createHash } from 'node:crypto';
import { TOTAL_KEY, type Evidence, type RunSummary, type Status, type TestResult, type Totals } from './types.ts';
import { anchor, badge, esc, fmtDuration, testCard } from './html-parts.ts';

const STATUSES: Status[] = ['passed', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'error'];

const CSS = `
:root{--passed:#1a7f37;--failed:#cf222e;--warning:#b07800;--skipped:#6e7781;--blocked:#9a6700;--not-testable:#57606a;--error:#8250df;--untested:#a0a7b0}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;max-width:1200px;margin:0 auto;padding:1.5em}
h1{font-size:1.5em;margin:0 0 .3em}h2{border-bottom:2px solid #d0d7de;padding-bottom:.2em;margin-top:1.8em}
h3{font-size:1.1em;margin:0 0 .4em}h4{margin:1em 0 .3em}h5{margin:.6em 0 .2em;font-size:.85em;text-transform:uppercase;color:#57606a}
code,pre{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:4px;padding:.5em .7em;white-space:pre-wrap;overflow-wrap:anywhere;margin:.2em 0}
pre.body{max-height:28em;overflow:auto}pre.msg{background:#fff;border-left:4px solid #888}
.exp{color:#1a7f37;font-weight:600}.act{color:#cf222e;font-weight:600}.hn{color:#0550ae}.st-ok{color:#1a7f37}.st-bad{color:#cf222e}
table{border-collapse:collapse;width:100%;margin:.5em 0}th,td{border:1px solid #d0d7de;padding:.25em .5em;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}td.z{color:#b0b7be}
.head{display:flex;gap:1.5em;align-items:stretch;flex-wrap:wrap}.head dl{flex:1;display:grid;grid-template-columns:max-content 1fr;gap:.15em 1em;margin:0}
dt{color:#57606a}dd{margin:0;overflow-wrap:anywhere}
.verdict{font-size:3em;font-weight:800;color:#fff;padding:.2em .8em;border-radius:8px;display:flex;flex-direction:column;justify-content:center;text-align:center}
.verdict small{font-size:.25em;font-weight:400}.v-pass{background:var(--passed)}.v-fail{background:var(--failed)}
.totals{display:flex;gap:.6em;flex-wrap:wrap}.tot{border:2px solid;border-radius:6px;padding:.3em 1em;text-align:center;min-width:7em}
.tot b{display:block;font-size:1.8em}
.badge{display:inline-block;color:#fff;border-radius:3px;padding:0 .45em;font-size:.8em;font-weight:600;text-transform:uppercase;vertical-align:middle}
${['passed', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'error', 'untested']
  .map((s) => `.s-${s}{background:var(--${s})}.c-${s}{border-left-color:var(--${s})}.t-${s}{border-color:var(--${s});color:var(--${s})}`)
  .join('\n')}
.card{border:1px solid #d0d7de;border-left:6px solid;border-radius:4px;padding:.8em 1em;margin:1em 0}
h2,h3,h4,h5,.xhead{break-after:avoid}
.meta,.muted{color:#57606a}.meta{margin:.2em 0 .5em}
.exchange{border:1px dashed #d0d7de;border-radius:4px;padding:.3em .7em;margin:.6em 0}.xhead{font-weight:600;color:#57606a}
figure{margin:.5em 0}figure img{max-width:100%;border:1px solid #d0d7de}
blockquote{margin:.3em 0;padding-left:.8em;border-left:3px solid #d0d7de;font-style:italic}
.filter label{margin-right:1em}
@media print{body{max-width:none;padding:0}pre.body{max-height:none}.filter{display:none}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
`;

// Filters are added by script so a page without JS shows no dead controls; printing opens the clause details.
const SCRIPT = `(function(){var bar=document.getElementById('filter');if(!bar)return;var hide={};
['passed','failed','warning','blocked','not-testable','skipped','error','untested'].forEach(function(s){var l=document.createElement('label'),c=document.createElement('input');
c.type='checkbox';c.checked=true;c.onchange=function(){hide[s]=!c.checked;document.querySelectorAll('tr[data-status]').forEach(function(r){r.hidden=!!hide[r.getAttribute('data-status')];});};
l.append(c,' '+s);bar.append(l);});bar.hidden=false;
addEventListener('beforeprint',function(){document.querySelectorAll('details:not(.dump)').forEach(function(d){d.open=true;});});})();`;

// The CSP is defence in depth: even if some target text escaped, no other script or remote load could run.
const CSP =
  `default-src 'none'; img-src data:; style-src 'unsafe-inline'; ` +
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'; base-uri 'none'; form-action 'none'`;

const num = (n: number): string => `<td class="n${n === 0 ? ' z' : ''}">${n}</td>`;

function header(s: RunSummary): string {
  const pass = s.exitCode === 0;
  const rows: [string, string][] = [
    ['Target', `<code>${esc(s.target.baseUrl)}</code>${s.target.embeddedReference ? ' (embedded reference server)' : ''}`],
    ...(s.target.otherOrigin ? [['Other origin', `<code>${esc(s.target.otherOrigin)}</code>`] as [string, string]] : []),
    ...(s.target.faults?.length ? [['Injected faults', esc(s.target.faults.join(', '))] as [string, string]] : []),
    ['Run id', `<code>${esc(s.runId)}</code>`],
    ['Started', esc(s.startedAt)],
    ['Duration', esc(fmtDuration(s.durationMs))],
    ['Harness', esc(s.harnessVersion)],
    ['Spec hash', `<code title="${esc(s.specHash)}">${esc(s.specHash.slice(0, 12))}</code>`],
    ['Seed', esc(s.seed)],
    ['Strict mode', s.strict ? 'yes' : 'no'],
    ['Exit code', esc(s.exitCode)],
  ];
  return (
    `<header><h1>Course-School API conformance report</h1><div class="head">` +
    `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>` +
    `<div class="verdict ${pass ? 'v-pass' : 'v-fail'}">${pass ? 'PASS' : 'FAIL'}<small>exit code ${esc(s.exitCode)}</small></div>` +
    `</div></header>`
  );
}

function totalsSection(s: RunSummary): string {
  const boxes = STATUSES.map((st) => `<div class="tot t-${st}"><b>${s.totals[TOTAL_KEY[st]]}</b>${st}</div>`).join('');
  const names = [...new Set([...s.suites, ...Object.keys(s.perSuite)])];
  const row = (name: string, t: Totals): string =>
    `<tr><td>${name}</td>${num(t.total)}${STATUSES.map((st) => num(t[TOTAL_KEY[st]])).join('')}</tr>`;
  const rows = names.map((n) => (s.perSuite[n] ? row(esc(n), s.perSuite[n]) : '')).join('');
  return (
    `<section><h2>Totals</h2><div class="totals"><div class="tot"><b>${s.totals.total}</b>tests</div>${boxes}</div>` +
    `<table><thead><tr><th>Suite</th><th>Total</th>${STATUSES.map((st) => `<th>${st}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows}${row('<strong>All</strong>', s.totals)}</tbody></table></section>`
  );
}

function clauseMatrix(s: RunSummary, cardIndex: Map<string, number>): string {
  const rows = s.clauses.map((c) => {
    const tests = c.tests
      .map((id) => (cardIndex.has(id) ? `<li><a href="#test-${cardIndex.get(id)}">${esc(id)}</a></li>` : `<li>${esc(id)}</li>`))
      .join('');
    return (
      `<tr id="${anchor('clause', c.id)}" data-status="${c.status}" title="${esc(c.quote)}">` +
      `<td><code>${esc(c.id)}</code></td><td>${esc(c.level)}</td><td>${esc(c.section)}</td><td>${badge(c.status)}</td>` +
      `${num(c.tests.length)}<td><details><summary>quote</summary><blockquote>${esc(c.quote)}</blockquote>` +
      `${tests ? `<ul>${tests}</ul>` : ''}</details></td></tr>`
    );
  });
  return (
    `<section><h2>Clauses (${s.clauses.length})</h2><div id="filter" class="filter" hidden>Show: </div>` +
    `<table><thead><tr><th>Clause</th><th>Level</th><th>Section</th><th>Status</th><th>Tests</th><th>Requirement</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}

function testList(s: RunSummary, cardIndex: Map<string, number>): string {
  const rows = s.tests.map((t) => {
    const i = cardIndex.get(t.id);
    const title = i !== undefined ? `<a href="#test-${i}">${esc(t.title)}</a>` : esc(t.title);
    return `<tr data-status="${t.status}"><td>${badge(t.status)}</td><td>${title}</td><td>${esc(t.suite)}</td><td class="n">${esc(fmtDuration(t.durationMs))}</td></tr>`;
  });
  return (
    `<section><h2>All tests (${s.tests.length})</h2><table><thead><tr><th>Status</th><th>Title</th><th>Suite</th><th>Duration</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}

/** Render the whole run as one self-contained, script-optional HTML page. */
export function renderHtml(
  summary: RunSummary,
  loadEvidence: (file: string) => Evidence | undefined,
  loadAttachment: (path: string) => Buffer | undefined,
): string {
  const indexed = summary.tests.map((t, i) => [t, i] as [TestResult, number]);
  const failures = indexed.filter(([t]) => t.status === 'failed' || t.status === 'error');
  const warnings = indexed.filter(([t]) => t.status === 'warning');
  const skipped = summary.tests.filter((t) => t.status === 'skipped' || t.status === 'blocked' || t.status === 'not-testable');
  const cardIndex = new Map([...failures, ...warnings].map(([t, i]) => [t.id, i]));
  const cards = (list: [TestResult, number][]): string => list.map(([t, i]) => testCard(t, i, loadEvidence, loadAttachment)).join('');
  const verdict = summary.exitCode === 0 ? 'PASS' : 'FAIL';

  const runErrors = summary.runErrors.length
    ? `<section><h2>Run errors (${summary.runErrors.length})</h2>${summary.runErrors.map((e) => `<pre class="msg">${esc(`[${e.code}] ${e.message}`)}</pre>`).join('')}</section>`
    : '';
  const skippedList = skipped.length
    ? `<section><h2>Not run to the end (${skipped.length})</h2><table><thead><tr><th>Status</th><th>Title</th><th>Suite</th><th>Reason</th></tr></thead><tbody>` +
      skipped
        .map((t) => `<tr><td>${badge(t.status)}</td><td>${esc(t.title)}</td><td>${esc(t.suite)}</td><td>${esc(t.message ?? '')}</td></tr>`)
        .join('') +
      `</tbody></table></section>`
    : '';

  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${verdict} · conformance report · ${esc(summary.target.baseUrl)}</title>
<style>${CSS}</style></head><body>
${header(summary)}
${totalsSection(summary)}
${runErrors}
${clauseMatrix(summary, cardIndex)}
<section><h2>Failures and errors (${failures.length})</h2>${failures.length ? cards(failures) : '<p class="muted">None.</p>'}</section>
<section><h2>Warnings (${warnings.length})</h2>${warnings.length ? cards(warnings) : '<p class="muted">None.</p>'}</section>
${skippedList}
${testList(summary, cardIndex)}
<footer class="muted"><p>Generated by course-school-conformance ${esc(summary.harnessVersion)} · run ${esc(summary.runId)} · finished ${esc(summary.finishedAt)}</p></footer>
<script>${SCRIPT}</script>
</body></html>
`;
}
