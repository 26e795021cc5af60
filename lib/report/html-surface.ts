// The report's surface map: the endpoints of the model (rows) by the relations of the text
// (columns), each cell the verdict of that relation at each member of that endpoint it governs,
// linked to its check's card or evidence; a cell the relation does not govern says why, and a
// member the run did not reach (not run, skipped, blocked, not testable, an error) is shown as such.
import type { RunSummary, TestResult } from './types.ts';
import type { SurfaceCell } from '../surface/types.ts';
import { esc } from './html-parts.ts';

export const SURFACE_CSS = `
.smap td{min-width:7em}.smap td.ng{color:#a0a7b0;text-align:center}
.sm{display:inline-block;margin:1px;padding:0 .35em;border-radius:3px;color:#fff;font-size:.8em;text-decoration:none;white-space:nowrap}
.sm.unreached{background:#fff !important;color:#57606a;border:1px dashed #a0a7b0}
`;

const REACHED = new Set(['passed', 'failed', 'warning']);

/** The part of a place's key a cell shows: the parameter, or the operation's grant (`refresh_token`). */
const label = (c: SurfaceCell): string => {
  const [op, param] = c.place.split(' ');
  const grant = op!.includes('.') ? op!.split('.')[1]! : '';
  return param ? (grant ? `${grant}: ${param}` : param) : op!;
};

function place(c: SurfaceCell, t: TestResult | undefined, link: (t: TestResult) => string | undefined): string {
  const status = t?.status ?? 'untested';
  const what = t ? status : 'not run';
  const cls = `sm s-${status}${REACHED.has(status) ? '' : ' unreached'}`;
  const title = esc(`${c.title ?? c.place}: ${what}${t?.message ? ` — ${t.message.split('\n')[0]}` : ''}`);
  const href = t && link(t);
  return href
    ? `<a class="${cls}" href="${esc(href)}" title="${title}">${esc(label(c))}</a>`
    : `<span class="${cls}" title="${title}">${esc(label(c))}</span>`;
}

export function surfaceSection(s: RunSummary, cardIndex: Map<string, number>): string {
  const map = s.surface;
  if (!map) return '';
  const byTitle = new Map(s.tests.map((t) => [t.title, t]));
  const link = (t: TestResult) => (cardIndex.has(t.id) ? `#test-${cardIndex.get(t.id)}` : t.evidenceFile);
  const generated = map.cells.filter((c) => c.title);
  const reached = generated.filter((c) => REACHED.has(byTitle.get(c.title!)?.status ?? ''));
  const failed = reached.filter((c) => byTitle.get(c.title!)!.status !== 'passed');
  const rows = map.endpoints.map((endpoint) => {
    const cells = map.relations.map((r) => {
      const here = map.cells.filter((c) => c.endpoint === endpoint && c.relation === r.id);
      const governed = here.filter((c) => c.title);
      const reasons = [...new Set(here.filter((c) => c.reason).map((c) => `${c.place}: ${c.reason}`))];
      if (!governed.length) return `<td class="ng" title="${esc(reasons.join('\n'))}">—</td>`;
      const note = reasons.length ? ` <span class="muted" title="${esc(reasons.join('\n'))}">(${reasons.length} not governed)</span>` : '';
      return `<td>${governed.map((c) => place(c, byTitle.get(c.title!), link)).join('')}${note}</td>`;
    });
    return `<tr><th>${esc(endpoint)}</th>${cells.join('')}</tr>`;
  });
  return (
    `<section id="surface"><h2>Surface map</h2><p>Each relation of the text (a column) applied to every member of the model of the surface it governs, ` +
    `one check each (suites/relations; <code>cs-conformance list --surface</code> prints the model): ${generated.length} places, ${reached.length} reached, ` +
    `${failed.length} not passed, ${generated.length - reached.length} not reached (dashed: not run, skipped, blocked, not testable or an error). ` +
    `A dash is a place the relation does not govern; hover it for why.</p>` +
    `<table class="smap"><thead><tr><th>Endpoint</th>${map.relations.map((r) => `<th>${esc(r.name)}<div class="muted">${esc(r.id)}</div></th>`).join('')}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}
