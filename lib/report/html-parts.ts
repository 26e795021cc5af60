// Building blocks of the HTML report: escaping, status badges and the evidence of one test.
import type { Evidence, Exchange, MaskedMessage, Status, TestResult } from './types.ts';
import { replayableEvidence, VARIABLES, variablesIn } from './replay.ts';

/** Escape untrusted text for HTML element bodies and quoted attributes alike. */
export function esc(s: string | number | undefined): string {
  return String(s ?? '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A safe fragment identifier for a clause id or test index. */
export const anchor = (prefix: string, id: string): string => `${prefix}-${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`;

export function fmtDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

export function badge(status: Status | 'untested'): string {
  return `<span class="badge s-${status}">${status}</span>`;
}

/** Failure text keeps its lines verbatim; Expected:/Actual: lines only get a colour. */
export function messageBlock(message: string | undefined): string {
  if (!message) return '';
  const lines = message.split('\n').map((l) => {
    const m = /^\s*(Expected|Actual):/.exec(l);
    return m ? `<span class="${m[1] === 'Expected' ? 'exp' : 'act'}">${esc(l)}</span>` : esc(l);
  });
  return `<pre class="msg">${lines.join('\n')}</pre>`;
}

function prettyBody(body: string): string {
  const t = body.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.stringify(JSON.parse(t), null, 2);
    } catch {
      // not JSON after all (or truncated): show it as recorded
    }
  }
  return body;
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers ?? {})
    .map(([k, v]) => `<span class="hn">${esc(k)}</span>: ${esc(v)}`)
    .join('\n');
}

function messagePart(kind: 'Request' | 'Response', m: MaskedMessage): string {
  const first =
    kind === 'Request'
      ? `<strong>${esc(m.method ?? '?')}</strong> ${esc(m.url ?? '')}`
      : `<strong class="${(m.status ?? 0) >= 400 ? 'st-bad' : 'st-ok'}">HTTP ${esc(m.status ?? '?')}</strong>`;
  const headers = headerLines(m.headers);
  const body =
    m.body === undefined || m.body === ''
      ? '<p class="muted">(no body)</p>'
      : `<pre class="body">${esc(prettyBody(m.body))}</pre>` +
        (m.truncated ? '<p class="muted">(body truncated at the evidence size limit)</p>' : '');
  return `<div class="part"><h5>${kind}</h5><pre class="http">${first}${headers ? `\n${headers}` : ''}</pre>${body}</div>`;
}

function exchangeBlock(x: Exchange, i: number): string {
  const response = x.response
    ? messagePart('Response', x.response)
    : '<div class="part"><h5>Response</h5><p class="muted">(none)</p></div>';
  return (
    `<div class="exchange"><div class="xhead">Exchange ${i + 1} · ${esc(x.startedAt)} · ${esc(fmtDuration(x.durationMs))}</div>` +
    messagePart('Request', x.request) +
    (x.error ? `<div class="part"><h5>Transport error</h5><pre class="msg">${esc(x.error)}</pre></div>` : '') +
    response +
    `<div class="part"><h5>Repeat with curl</h5><pre class="curl">${esc(x.curl)}</pre>${replayNote(x.curl)}</div></div>`
  );
}

/** How to set the shell variables a replayable curl line uses (the secrets the harness masked). */
function replayNote(curl: string): string {
  const vars = variablesIn(curl);
  if (!vars.length) return '';
  const items = vars.map((v) => `<code>${esc(v)}</code> ${esc(VARIABLES[v] ?? 'a masked secret')}`).join('; ');
  return `<p class="muted">Masked values are shell variables: set ${items} (e.g. <code>export ${esc(vars[0])}=…</code>), then run the line.</p>`;
}

// Only plain raster/SVG image types go into a data: URI; anything else could break out of the attribute.
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/i;

function attachmentBlock(a: Evidence['attachments'][number], loadAttachment: (path: string) => Buffer | undefined): string {
  const data = loadAttachment(a.path);
  const label = `${esc(a.name)} <span class="muted">(${esc(a.contentType)}, ${esc(a.path)})</span>`;
  if (!data) return `<p>${label}: <em>file not found</em></p>`;
  if (IMAGE_TYPE.test(a.contentType)) {
    return (
      `<figure><img alt="${esc(a.name)}" src="data:${a.contentType.toLowerCase()};base64,${data.toString('base64')}">` +
      `<figcaption>${label}</figcaption></figure>`
    );
  }
  if (a.contentType === 'application/zip' && /^attachments\/trace-[\w.-]+\.zip$/.test(a.path)) {
    return `<p>${esc(a.name)}: <a href="${esc(a.path)}">${esc(a.path)}</a> <span class="muted">(open with <code>npx playwright show-trace ${esc(a.path)}</code>, from the run's folder)</span></p>`;
  }
  if (/^(text\/|application\/(json|xml|xhtml))/i.test(a.contentType)) {
    // HTML dumps stay inert text; collapsed because they are long.
    return `<details class="dump"><summary>${label}, ${data.length} bytes</summary><pre class="body">${esc(data.toString('utf8'))}</pre></details>`;
  }
  return `<p>${label}: ${data.length} bytes, binary, not embedded</p>`;
}

const INLINE_EXCHANGES = 6;

export function evidenceBlock(
  t: TestResult,
  loadEvidence: (file: string) => Evidence | undefined,
  loadAttachment: (path: string) => Buffer | undefined,
): string {
  if (!t.evidenceFile) return '<p class="muted">No evidence recorded.</p>';
  const loaded = loadEvidence(t.evidenceFile);
  if (!loaded) return `<p class="muted">Evidence file ${esc(t.evidenceFile)} not found.</p>`;
  const ev = replayableEvidence(loaded); // evidence saved before curl lines were replayable, too
  const xs = ev.exchanges.map(exchangeBlock);
  const shown = xs.slice(0, INLINE_EXCHANGES).join('');
  const rest =
    xs.length > INLINE_EXCHANGES
      ? `<details><summary>${xs.length - INLINE_EXCHANGES} more exchanges</summary>${xs.slice(INLINE_EXCHANGES).join('')}</details>`
      : '';
  const notes = ev.notes.length ? `<h4>Notes</h4><ul>${ev.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : '';
  const atts = ev.attachments.length ? `<h4>Attachments</h4>${ev.attachments.map((a) => attachmentBlock(a, loadAttachment)).join('')}` : '';
  return (
    `<p class="muted">Evidence: <a href="${esc(t.evidenceFile)}">${esc(t.evidenceFile)}</a></p>` +
    (xs.length ? `<h4>HTTP exchanges (${xs.length})</h4>${shown}${rest}` : '<p class="muted">No HTTP exchanges.</p>') +
    notes +
    atts
  );
}
