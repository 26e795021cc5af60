// The gallery of the HTML report: the login and consent pages the browser met, per client, each
// distinct page once (screenshots of the same page are byte-identical, so they are told apart by hash).
// What there is to show depends on the run's screenshots mode (login.screenshots): every distinct
// page, or the first page of each kind at each address and those behind checks that did not pass.
import { createHash } from 'node:crypto';
import type { Evidence, RunSummary } from './types.ts';
import { esc } from './html-parts.ts';

interface Shot {
  kind: string;
  name: string;
  data: Buffer;
  seenIn: number;
}

/** The client of a flow: the client_id of the first authorization request in its evidence. */
function clientOf(ev: Evidence): string {
  for (const x of ev.exchanges) {
    const url = x.request.url ?? '';
    if (!url.includes('client_id=')) continue;
    try {
      const id = new URL(url).searchParams.get('client_id');
      if (id) return id;
    } catch {
      // not a URL: look further
    }
  }
  return '(unknown client)';
}

export function gallery(
  s: RunSummary,
  loadEvidence: (file: string) => Evidence | undefined,
  loadAttachment: (path: string) => Buffer | undefined,
): string {
  const byClient = new Map<string, Map<string, Shot>>();
  for (const t of s.tests) {
    const ev = t.evidenceFile ? loadEvidence(t.evidenceFile) : undefined;
    const shots = ev?.attachments.filter((a) => a.contentType === 'image/png' && !a.pending) ?? [];
    if (!ev || !shots.length) continue;
    const client = clientOf(ev);
    const seen = byClient.get(client) ?? new Map<string, Shot>();
    byClient.set(client, seen);
    for (const a of shots) {
      const data = loadAttachment(a.path);
      if (!data) continue;
      const hash = createHash('sha256').update(data).digest('hex');
      const known = seen.get(hash);
      if (known) known.seenIn++;
      else
        seen.set(hash, {
          kind: /(?:: |-)(login|consent|interstitial|unknown)(?: page)?$/.exec(a.name)?.[1] ?? 'last',
          name: a.name,
          data,
          seenIn: 1,
        });
    }
  }
  if (!byClient.size) return '';
  const clients = [...byClient].sort(([a], [b]) => a.localeCompare(b));
  const figures = (shots: Shot[]) =>
    shots
      .map(
        (x) =>
          `<figure class="shot"><img loading="lazy" alt="${esc(x.kind)} page" src="data:image/png;base64,${x.data.toString('base64')}">` +
          `<figcaption><strong>${esc(x.kind)}</strong> page · first seen as ${esc(x.name)} · ${x.seenIn}×</figcaption></figure>`,
      )
      .join('');
  return (
    `<section id="gallery"><h2>Login and consent pages seen</h2>` +
    `<p class="muted">Each distinct page once per client, as the browser saw it${
      s.evidence?.screenshots === 'on-failure'
        ? ': the first page of each kind at each address, and every page behind a check that did not pass (--screenshots all keeps every page)'
        : ''
    }.</p>` +
    clients
      .map(([client, shots]) => `<h3>Client <code>${esc(client)}</code></h3><div class="gallery">${figures([...shots.values()])}</div>`)
      .join('') +
    `</section>`
  );
}
