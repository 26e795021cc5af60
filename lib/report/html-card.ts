// One check's card in the HTML report: what the spec says (quote, the harness's reading, the RFC
// source, from the clause registry), what came back (Expected/Actual), and the evidence.
import { findClause } from '../spec/registry.ts';
import type { Evidence, TestResult } from './types.ts';
import { anchor, badge, esc, evidenceBlock, fmtDuration, messageBlock } from './html-parts.ts';

export function clauseLinks(clauses: string[]): string {
  return clauses.map((c) => `<a href="#${anchor('clause', c)}"><code>${esc(c)}</code></a>`).join(', ') || '—';
}

/** The spec's words for each clause of the check, with the reading the harness takes where the spec is open. */
export function specBlock(ids: string[]): string {
  return ids
    .map((id) => {
      const c = findClause(id);
      if (!c) return '';
      return (
        `<div class="spec"><div class="muted"><code>${esc(c.id)}</code> · ${esc(c.section)} · ${esc(c.level)}` +
        `${c.source ? ` · source <strong>${esc(c.source)}</strong>` : ''}</div>` +
        `<blockquote>${esc(c.quote)}</blockquote>` +
        (c.reading ? `<p class="reading"><strong>The harness reads it as:</strong> ${esc(c.reading)}</p>` : '') +
        `</div>`
      );
    })
    .join('');
}

function baselineNote(t: TestResult): string {
  if (t.baseline === 'expected') return `<p class="note">Expected by the baseline: ${esc(t.baselineReason ?? '')}</p>`;
  if (t.baseline === 'stale')
    return `<p class="note bad">Stale baseline entry: listed as <strong>${esc(t.baselineStatus)}</strong>, now <strong>${esc(t.status)}</strong>. Remove or update the entry (${esc(t.baselineReason ?? '')}).</p>`;
  return '';
}

export function testCard(
  t: TestResult,
  idx: number,
  loadEvidence: (file: string) => Evidence | undefined,
  loadAttachment: (path: string) => Buffer | undefined,
): string {
  const search = `${t.title} ${t.clauses.join(' ')} ${t.suite}`.toLowerCase();
  return (
    `<article class="card c-${t.status}" id="test-${idx}" data-status="${t.status}" data-search="${esc(search)}">` +
    `<h3>${badge(t.status)} ${esc(t.title)}</h3>` +
    `<p class="meta">Suite <strong>${esc(t.suite)}</strong> · ${esc(t.level)} · clauses ${clauseLinks(t.clauses)}` +
    ` · ${esc(fmtDuration(t.durationMs))}${t.errorCode ? ` · error code <code>${esc(t.errorCode)}</code>` : ''}` +
    ` · <span class="muted">${esc(t.file)}</span></p>` +
    baselineNote(t) +
    `<h4>What the spec requires</h4>${specBlock(t.clauses)}` +
    `<h4>What came back</h4>${messageBlock(t.message)}` +
    `<details${(t.status === 'failed' || t.status === 'error') && t.baseline !== 'expected' ? ' open' : ''}><summary>Evidence</summary>${evidenceBlock(t, loadEvidence, loadAttachment)}</details>` +
    `</article>`
  );
}
