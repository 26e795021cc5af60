// The report's grant plan: each grant the checks declared (lib/run/plan.ts), its shape, how many
// checks share it, what is done to it, and the authorizations planned and made; so that the cost of
// a run can be read as designed, not incidental.
import type { GrantPlan, PlannedGrant, RunSummary } from './types.ts';
import { esc } from './html-parts.ts';

const SCOPE = { run: 'the run', file: 'a file', check: 'a check' } as const;

function row(g: PlannedGrant, made: number | undefined): string {
  const s = g.shape;
  const shape = `${s.member} · ${s.client} · ${s.scopes} · ${s.resource}${s.params ? ` · ${s.params}` : ''}${s.session ? ` · session ${s.session}` : ''}`;
  return (
    `<tr><td>${esc(g.id)}${g.file ? `<div class="muted">${esc(g.file)}</div>` : ''}</td><td>${esc(SCOPE[g.scope])}</td>` +
    `<td>${esc(shape)}</td><td>${esc(g.changes ?? 'only read')}${g.when ? `<div class="muted">only when ${esc(g.when)}</div>` : ''}</td>` +
    `<td>${g.checks}</td><td>${g.consents}</td><td>${made ?? 0}</td></tr>`
  );
}

/** One line for the CLI and the bench: consents planned and made, grants shared and own. */
export function planLine(p: GrantPlan): string {
  const shared = p.grants.filter((g) => g.scope !== 'check');
  const readers = shared.reduce((n, g) => n + g.checks, 0);
  return (
    `grants: ${p.consentsPlanned} consents planned${p.consentsConditional ? ` (+ up to ${p.consentsConditional} conditional)` : ''}, ` +
    `${p.grantAuthorizations} made; ${shared.length} shared by ${readers} checks, ${p.grants.length - shared.length} a check's own; ` +
    `probes: ${p.probeDrives} drives (${p.probeConsents} consents)`
  );
}

export function planSection(s: RunSummary): string {
  const p = s.plan;
  if (!p?.grants.length) return '';
  return (
    `<section id="plan"><h2>Grant plan (${p.grants.length})</h2><p>${esc(planLine(p))}. ` +
    `A grant nobody changes is obtained once and read by every check that declares it; one a check redeems, refreshes, revokes or replays is that check's (or file's) own.</p>` +
    `<details><summary>the grants</summary><table><thead><tr><th>Grant</th><th>For</th><th>Shape</th><th>Done to it</th><th>Checks</th><th>Consents planned</th><th>Made</th></tr></thead><tbody>` +
    p.grants.map((g) => row(g, p.madeByGrant[g.id])).join('') +
    `</tbody></table></details></section>`
  );
}
