// The report's threat view (after OAuch's threat model): each attack of the threat map
// (lib/spec/threats.ts) shown protected, vulnerable or not tested, from the statuses of the clauses
// that protect against it, with links to those clauses and their checks.
import { threats, type Threat } from '../spec/threats.ts';
import type { ClauseSummary, RunSummary } from './types.ts';
import { anchor, badge, esc } from './html-parts.ts';

export type ThreatStatus = 'protected' | 'vulnerable' | 'not-tested';

export interface ThreatVerdict {
  threat: Threat;
  status: ThreatStatus;
  /** why, in a few words */
  why: string;
  clauses: ClauseSummary[];
}

const JUDGED_BAD = ['failed', 'warning'];

/** Vulnerable when a protecting clause failed (or a SHOULD was not met); protected when every one passed. */
export function threatVerdicts(s: RunSummary): ThreatVerdict[] {
  const byId = new Map(s.clauses.map((c) => [c.id, c]));
  return threats.map((threat) => {
    const clauses = threat.clauses.map((id) => byId.get(id)).filter((c): c is ClauseSummary => !!c);
    const bad = clauses.filter((c) => JUDGED_BAD.includes(c.status));
    const passed = clauses.filter((c) => c.status === 'passed');
    if (bad.length) {
      const must = bad.some((c) => c.status === 'failed');
      return {
        threat,
        clauses,
        status: 'vulnerable',
        why: `${bad.length} of ${clauses.length} defences ${must ? 'failed' : 'short of a SHOULD'}`,
      };
    }
    if (clauses.length && passed.length === clauses.length)
      return {
        threat,
        clauses,
        status: 'protected',
        why: clauses.length === 1 ? 'its defence passed' : `all ${clauses.length} defences passed`,
      };
    const why = !clauses.length
      ? 'no check in this harness'
      : passed.length
        ? `${passed.length} of ${clauses.length} defences passed; the others got no verdict`
        : 'no defence got a verdict in this run';
    return { threat, clauses, status: 'not-tested', why };
  });
}

export const THREAT_CSS =
  '.th-protected{background:var(--passed)}.th-vulnerable{background:var(--failed)}.th-not-tested{background:var(--untested)}' +
  '#threats td ul{margin:0;padding-left:1.1em}#threats .why{font-size:.85em}';

function clauseItem(c: ClauseSummary, cardIndex: Map<string, number>): string {
  const failing = c.tests.filter((id) => cardIndex.has(id));
  const cards = failing.map((id) => ` <a href="#test-${cardIndex.get(id)}" title="${esc(id)}">↓ check</a>`).join('');
  return `<li><a href="#${anchor('clause', c.id)}"><code>${esc(c.id)}</code></a> ${badge(c.status)} <span class="muted">${c.tests.length} check${c.tests.length === 1 ? '' : 's'}</span>${cards}</li>`;
}

export function threatSection(s: RunSummary, cardIndex: Map<string, number>): string {
  const verdicts = threatVerdicts(s);
  const count = (st: ThreatStatus) => verdicts.filter((v) => v.status === st).length;
  const rows = verdicts.map(
    (v) =>
      `<tr id="${anchor('threat', v.threat.id)}"><td><strong>${esc(v.threat.title)}</strong><div class="muted">${esc(v.threat.source)}</div></td>` +
      `<td><span class="badge th-${v.status}">${v.status.replace('-', ' ')}</span><div class="why muted">${esc(v.why)}</div></td>` +
      `<td>${v.clauses.length ? `<ul>${v.clauses.map((c) => clauseItem(c, cardIndex)).join('')}</ul>` : '—'}` +
      `${v.threat.note ? `<div class="why muted">${esc(v.threat.note)}</div>` : ''}</td></tr>`,
  );
  return (
    `<section id="threats"><h2>Threats (${verdicts.length})</h2>` +
    `<p>${count('vulnerable')} vulnerable · ${count('protected')} protected · ${count('not-tested')} not tested. ` +
    `Each attack of the OAuth Security BCP (RFC 9700 §4) and of the spec’s own model, judged by the checks of the clauses that defend against it: ` +
    `vulnerable when one of them failed or fell short of a SHOULD, protected when all passed.</p>` +
    `<table><thead><tr><th>Threat</th><th>Status</th><th>Defences (clauses and their checks)</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`
  );
}
