// Self-contained HTML report: one file a vendor or security reviewer can read, print and hand over.
// Failures come first (the verdict links to them), each with the spec's words and its evidence.
import { createHash } from 'node:crypto';
import type { Evidence, RunSummary, TestResult } from './types.ts';
import { esc } from './html-parts.ts';
import { testCard } from './html-card.ts';
import { gallery } from './html-gallery.ts';
import { clauseMatrix, header, notTestedSection, testList, totalsSection } from './html-sections.ts';
import { THREAT_CSS, threatSection } from './html-threats.ts';
import { sourcesSection } from './html-sources.ts';
import { planSection } from './html-plan.ts';
import { SURFACE_CSS, surfaceSection } from './html-surface.ts';
import { verdictLine } from './verdict.ts';

const CSS = `
:root{--passed:#1a7f37;--failed:#cf222e;--warning:#b07800;--skipped:#6e7781;--blocked:#9a6700;--not-testable:#57606a;--error:#8250df;--untested:#a0a7b0}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans","Noto Sans",sans-serif;color:#1f2328;max-width:1200px;margin:0 auto;padding:1.5em}
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
.verdict{text-decoration:none;min-width:10em;align-self:flex-start;padding:.4em .8em}.verdict small{font-size:.25em;font-weight:400;display:block;margin-top:.3em}
.v-pass{background:var(--passed)}.v-fail{background:var(--failed)}.v-partial{background:#9a6700}
.totals{display:flex;gap:.6em;flex-wrap:wrap}.tot{border:2px solid;border-radius:6px;padding:.3em 1em;text-align:center;min-width:7em}
.tot b{display:block;font-size:1.8em}
.badge{display:inline-block;color:#fff;border-radius:3px;padding:0 .45em;font-size:.8em;font-weight:600;text-transform:uppercase;vertical-align:middle}
${['passed', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'error', 'untested']
  .map(
    (s) => `.s-${s}{background:var(--${s})}.card.c-${s}{border-left-color:var(--${s})}.t-${s}{border-color:var(--${s});color:var(--${s})}`,
  )
  .join('\n')}
.card{border:1px solid #d0d7de;border-left:6px solid;border-radius:4px;padding:.8em 1em;margin:1em 0}
h2,h3,h4,h5,.xhead{break-after:avoid}
.meta,.muted{color:#57606a}.meta{margin:.2em 0 .5em}
.exchange{border:1px dashed #d0d7de;border-radius:4px;padding:.3em .7em;margin:.6em 0}.xhead{font-weight:600;color:#57606a}
figure{margin:.5em 0}figure img{max-width:100%;border:1px solid #d0d7de}
blockquote{margin:.3em 0;padding-left:.8em;border-left:3px solid #d0d7de;font-style:italic}
.filter{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #d0d7de;z-index:1}
.filter label{margin-right:1em;white-space:nowrap}.filter input[type=search]{width:22em;margin-right:1.5em;padding:.2em .4em}
.spec{margin:.3em 0 .6em}.reading{margin:.2em 0;color:#0550ae}.note{background:#fff8c5;padding:.3em .6em;border-radius:4px}.note.bad{background:#ffebe9}
.gallery{display:flex;flex-wrap:wrap;gap:1em}.shot{width:300px;margin:0}.shot img{width:100%;max-height:420px;object-fit:cover;object-position:top}
nav.toc a{margin-right:1em}#gallery h3{margin:1.2em 0 .4em}.shot figcaption{font-size:.85em}
${THREAT_CSS}
${SURFACE_CSS}
@media print{body{max-width:none;padding:0}pre.body{max-height:none}.filter{display:none}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
`;

// Search and the status filter are added by script, so a page without JS shows no dead controls;
// printing opens every details element but the page dumps.
const SCRIPT = `(function(){var bar=document.getElementById('filter');if(!bar)return;var hide={},q='';
function apply(){document.querySelectorAll('[data-status]').forEach(function(r){var s=r.getAttribute('data-search')||'';
r.hidden=!!hide[r.getAttribute('data-status')]||(q!==''&&s.indexOf(q)<0);});}
var box=document.createElement('input');box.type='search';box.placeholder='Search titles and clause ids';
box.oninput=function(){q=box.value.toLowerCase().trim();apply();};bar.append(box);
['passed','failed','warning','blocked','not-testable','skipped','error','untested'].forEach(function(s){var l=document.createElement('label'),c=document.createElement('input');
c.type='checkbox';c.checked=true;c.onchange=function(){hide[s]=!c.checked;apply();};l.append(c,' '+s);bar.append(l);});bar.hidden=false;
addEventListener('beforeprint',function(){document.querySelectorAll('details:not(.dump)').forEach(function(d){d.open=true;});});})();`;

// The CSP is defence in depth: even if some target text escaped, no other script or remote load could run.
const CSP =
  `default-src 'none'; img-src data:; style-src 'unsafe-inline'; ` +
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'; base-uri 'none'; form-action 'none'`;

/** Render the whole run as one self-contained, script-optional HTML page. */
export function renderHtml(
  summary: RunSummary,
  loadEvidence: (file: string) => Evidence | undefined,
  loadAttachment: (path: string) => Buffer | undefined,
): string {
  const indexed = summary.tests.map((t, i) => [t, i] as [TestResult, number]);
  const gating = ([t]: [TestResult, number]) => t.baseline !== 'expected';
  const failures = indexed.filter((x) => gating(x) && (x[0].status === 'failed' || x[0].status === 'error' || x[0].baseline === 'stale'));
  const warnings = indexed.filter((x) => gating(x) && x[0].status === 'warning' && x[0].baseline !== 'stale');
  const expected = indexed.filter((x) => !gating(x));
  const cardIndex = new Map([...failures, ...warnings, ...expected].map(([t, i]) => [t.id, i]));
  const cards = (list: [TestResult, number][]): string => list.map(([t, i]) => testCard(t, i, loadEvidence, loadAttachment)).join('');
  const section = (id: string, title: string, list: [TestResult, number][], none: string) =>
    `<section id="${id}"><h2>${title} (${list.length})</h2>${list.length ? cards(list) : `<p class="muted">${none}</p>`}</section>`;

  const absent = (summary.baseline?.staleEntries ?? []).filter((e) => e.actual === 'absent');
  const staleAbsent = absent.length
    ? `<section id="stale"><h2>Stale baseline entries (${absent.length})</h2><ul>${absent.map((e) => `<li>${esc(e.test)}: listed as ${esc(e.listed)}, but no check has this title</li>`).join('')}</ul></section>`
    : '';
  const runErrors = summary.runErrors.length
    ? `<section id="run-errors"><h2>Run errors (${summary.runErrors.length})</h2>${summary.runErrors.map((e) => `<pre class="msg">${esc(`[${e.code}] ${e.message}`)}</pre>`).join('')}</section>`
    : '';
  const pages = gallery(summary, loadEvidence, loadAttachment);
  const notTested = notTestedSection(summary);
  // nothing failed but the run is incomplete: what was not tested comes first, it is why the verdict is what it is
  const notTestedFirst = !failures.length && !warnings.length;
  const toc = ['failures', 'warnings', ...(expected.length ? ['expected'] : []), 'threats', ...(summary.complete ? [] : ['not-tested'])]
    .concat([
      'totals',
      ...(summary.surface ? ['surface'] : []),
      ...(pages ? ['gallery'] : []),
      ...(summary.plan?.grants.length ? ['plan'] : []),
      'sources',
      'clauses',
      'tests',
    ])
    .map((id) => `<a href="#${id}">${id.replace('-', ' ')}</a>`)
    .join('');

  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(verdictLine(summary))} · conformance report · ${esc(summary.target.baseUrl)}</title>
<style>${CSS}</style></head><body>
${header(summary, failures.length + summary.runErrors.length)}
<nav class="toc">${toc}</nav>
${runErrors}
${staleAbsent}
${notTestedFirst ? notTested : ''}
${section('failures', 'Failures and errors', failures, 'None.')}
${section('warnings', 'Warnings (SHOULD)', warnings, 'None.')}
${expected.length ? section('expected', 'Expected by the baseline', expected, '') : ''}
${threatSection(summary, cardIndex)}
${notTestedFirst ? '' : notTested}
${totalsSection(summary)}
${surfaceSection(summary, cardIndex)}
${pages}
${planSection(summary)}
<div id="filter" class="filter" hidden></div>
${sourcesSection(summary)}
${clauseMatrix(summary, cardIndex)}
${testList(summary, cardIndex)}
<footer class="muted"><p>Generated by course-school-conformance ${esc(summary.harnessVersion)} · run ${esc(summary.runId)} · finished ${esc(summary.finishedAt)}${summary.configFingerprint ? ` · config fingerprint <code>${esc(summary.configFingerprint.slice(0, 16))}</code>` : ''}</p></footer>
<script>${SCRIPT}</script>
</body></html>
`;
}
