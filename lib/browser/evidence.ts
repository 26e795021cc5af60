// What a drive leaves as evidence: the browser's navigations (masked), a screenshot of each
// distinct page once per client (every check whose drive saw the page references the same file),
// a screenshot of the last page whenever a drive ends in failure, and the HTML of a page the
// driver could not handle. The text of the page a drive ends on: page-text.ts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import type { Transcript } from '../http/transcript.ts';
import type { Exchange } from '../http/types.ts';
import type { PageKind } from './page-kinds.ts';
import { bounded, screenshotStalled } from './bounded.ts';
import type { NavRequest, NavResponse, Tab } from './tab.ts';
import { visibleText } from './page-text.ts';

const taken = new Set<string>();

/**
 * One screenshot per distinct page per client: the same client, kind, address (without the query)
 * and visible text. The file name is derived from that identity, so workers share it too.
 */
export async function shootDistinct(
  tab: Tab,
  t: Transcript | undefined,
  runDir: string,
  clientId: string,
  kind: PageKind,
  label: string,
  /** the page's visible text, when it was just read */
  seen?: string,
) {
  const text = seen ?? (await visibleText(tab, 100_000))?.text ?? '';
  if (screenshotStalled(tab)) return; // a page that did not answer in time is not drawn either
  const u = new URL(tab.url());
  const id = createHash('sha256').update(`${clientId}\n${kind}\n${u.origin}${u.pathname}\n${text}`).digest('hex').slice(0, 16);
  const rel = `attachments/page-${slug(clientId).slice(0, 40)}-${kind}-${id}.png`;
  if (!taken.has(rel) && !existsSync(join(runDir, rel))) {
    if (!(await shoot(tab, runDir, rel))) return;
  }
  taken.add(rel);
  t?.attachments.push({ name: `${label}: ${kind} page`, path: rel, contentType: 'image/png' });
}

/** The last page of a drive that failed, always, under the drive's own name. */
export async function shootFailure(tab: Tab, t: Transcript | undefined, runDir: string, label: string): Promise<void> {
  const rel = `attachments/${slug(label)}-last-page.png`;
  if (await shoot(tab, runDir, rel)) t?.attachments.push({ name: `${label}: last page`, path: rel, contentType: 'image/png' });
}

async function shoot(tab: Tab, runDir: string, rel: string): Promise<boolean> {
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  // written under a temporary name and renamed: a worker never reads a half-written file
  const partial = join(runDir, `${rel}.${process.pid}.partial`);
  const buffer = await bounded(tab, 'screenshot', () => tab.screenshot()).catch(() => undefined);
  if (!buffer) return false;
  writeFileSync(partial, buffer);
  renameSync(partial, join(runDir, rel));
  return true;
}

/** The HTML of a page the driver could not handle, masked. */
export async function dumpHtml(tab: Tab, t: Transcript | undefined, runDir: string, label: string): Promise<void> {
  const rel = `attachments/${slug(label)}-unknown.html`;
  const html = await bounded(tab, 'reading the HTML', () => tab.content()).catch(() => '');
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  writeFileSync(join(runDir, rel), maskKnownSecrets(html));
  t?.attachments.push({ name: `${label} unknown page`, path: rel, contentType: 'text/html' });
}

/**
 * Browser navigations become evidence too: method, URL, status and Location, masked. Returns the
 * exchange of a document (the page's text goes into it if the drive ends there: page-text.ts).
 */
export function recordNavigation(r: NavResponse, t: Transcript | undefined): Exchange | undefined {
  if (r.navigation && !(r.status >= 300 && r.status < 400)) return record(t, r.method, r.url, r.status);
  return undefined;
}

/** Redirects surface as the next request's redirectedFrom, not as response events. */
export function recordRedirect(next: NavRequest, t: Transcript | undefined): void {
  const from = next.redirectedFrom;
  if (from) record(t, from.method, from.url, from.status, next.url);
}

function record(t: Transcript | undefined, method: string, href: string, status: number, location?: string): Exchange | undefined {
  // masked with or without a transcript: the codes in them are remembered, and masked wherever they show up
  const url = maskUrl(href);
  const headers: Record<string, string> = location ? { location: maskUrl(location) } : {};
  if (!t) return undefined;
  const exchange: Exchange = {
    startedAt: new Date().toISOString(),
    durationMs: 0,
    request: { method, url, headers: { 'x-recorded-by': 'browser' } },
    response: { status, headers },
    curl: `# browser navigation: ${method} ${url}`,
  };
  t.add(exchange);
  return exchange;
}

export function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
