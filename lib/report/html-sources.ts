// The report's coverage by source: each source document (lib/spec/sources), then each of its sections,
// with every requirement, how it is accounted for, and the results of its checks in this run; so a
// reviewer sees what "PASS" covered and what it did not.
import { coverage, sources, wayCoverage, type Requirement, type Source, type Way } from '../spec/sources/index.ts';
import type { ClauseSummary, RunSummary, Status } from './types.ts';
import { anchor, badge, esc } from './html-parts.ts';

const WORST: (Status | 'untested')[] = ['error', 'failed', 'warning', 'blocked', 'not-testable', 'skipped', 'untested', 'passed'];

/** One result for an entry's (or a way's) checks in this run: the worst of its clauses' (untested when none ran). */
export function requirementStatus(r: Pick<Requirement, 'checks'>, byId: Map<string, ClauseSummary>): Status | 'untested' {
  const statuses = (r.checks ?? []).map((id) => byId.get(id)?.status ?? 'untested');
  if (!statuses.length) return 'untested';
  return WORST.find((s) => statuses.includes(s)) ?? 'untested';
}

function entry(r: Requirement, checked: ReadonlySet<string>, byId: Map<string, ClauseSummary>): string {
  const how = coverage(r, checked);
  const why = r.notApplicable ?? r.notObservable ?? r.untested;
  const result =
    how === 'tested' || (how === 'not applicable' && r.checks?.length)
      ? `${badge(requirementStatus(r, byId))} ${(r.checks ?? []).map((id) => `<a href="#${anchor('clause', id)}"><code>${esc(id)}</code></a>`).join(' ')}`
      : `<span class="muted">${esc(how)}</span>`;
  return (
    `<tr><td><code>${esc(r.id)}</code></td><td>${esc(r.keyword)}</td><td>${result}${why ? `<div class="muted">${esc(why)}</div>` : ''}${ways(r, checked, byId)}</td>` +
    `<td><details><summary>quote</summary><blockquote>${esc(r.quote)}</blockquote><p>${esc(r.reading)}</p></details></td></tr>`
  );
}

/** The ways a server could break the entry, each with the check that judged it in this run, or why it is not checked. */
function ways(r: Requirement, checked: ReadonlySet<string>, byId: Map<string, ClauseSummary>): string {
  if (!r.breaks?.length) return '';
  const line = (w: Way) => {
    const how = wayCoverage(w, checked);
    const judged =
      how === 'checked'
        ? `${badge(requirementStatus(w, byId))} ${(w.checks ?? []).map((id) => `<a href="#${anchor('clause', id)}"><code>${esc(id)}</code></a>`).join(' ')}`
        : `<span class="muted">${esc(how)}${how === 'unchecked' ? '' : `: ${esc(w.notObservable ?? w.notApplicable ?? '')}`}</span>`;
    return `<li>${esc(w.way)} — ${judged}</li>`;
  };
  return `<details class="ways"><summary>${r.breaks.length} way${r.breaks.length === 1 ? '' : 's'} to break it</summary><ul>${r.breaks.map(line).join('')}</ul></details>`;
}

function sourceBlock(s: Source, checked: ReadonlySet<string>, byId: Map<string, ClauseSummary>): string {
  const count = (c: string) => s.requirements.filter((r) => coverage(r, checked) === c).length;
  const sections = [...new Set(s.requirements.map((r) => r.section))];
  const body = sections
    .map(
      (sec) =>
        `<tr><th colspan="4">${esc(sec)}</th></tr>` +
        s.requirements
          .filter((r) => r.section === sec)
          .map((r) => entry(r, checked, byId))
          .join(''),
    )
    .join('');
  return (
    `<details id="${anchor('source', s.id)}"><summary><strong>${esc(s.title)}</strong> — ${s.requirements.length} requirements: ` +
    `${count('tested')} tested, ${count('not observable')} not observable, ${count('not applicable')} not applicable, ${count('untested')} untested</summary>` +
    `<p class="muted">${esc(s.scope)}</p>` +
    (body
      ? `<table><thead><tr><th>Requirement</th><th>Keyword</th><th>Checks and result</th><th>Text</th></tr></thead><tbody>${body}</tbody></table>`
      : '') +
    `</details>`
  );
}

export function sourcesSection(s: RunSummary): string {
  const byId = new Map(s.clauses.map((c) => [c.id, c]));
  // tested here: its clauses had checks in this run (a run of some suites covers less)
  const checked = new Set(s.clauses.filter((c) => c.tests.length).map((c) => c.id));
  return (
    `<section id="sources"><h2>Coverage by source (${sources.length})</h2>` +
    `<p>Every normative sentence of the spec and of the documents it cites that binds the server, and how this harness accounts for it: ` +
    `the checks that judge it (with their result in this run), not observable from outside, not applicable to this service, or untested.</p>` +
    sources.map((x) => sourceBlock(x, checked, byId)).join('') +
    `</section>`
  );
}
