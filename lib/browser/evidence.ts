// What a drive leaves as evidence: the browser's navigations (masked), a screenshot of each
// distinct page once per client (every check whose drive saw the page references the same file),
// a screenshot of the last page whenever a drive ends in failure, and the HTML of a page the
// driver could not handle. The text of the page a drive ends on: page-text.ts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Response } from 'playwright-core';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import type { Transcript } from '../http/transcript.ts';
import type { Exchange } from '../http/types.ts';
import type { PageKind } from './page-kinds.ts';
import { cdpSession } from './cdp.ts';
import { bounded, EVIDENCE_TIMEOUT_MS, screenshotStalled } from './bounded.ts';
import { visibleText } from './page-text.ts';

const taken = new Set<string>();

/**
 * One screenshot per distinct page per client: the same client, kind, address (without the query)
 * and visible text. The file name is derived from that identity, so workers share it too.
 */
export async function shootDistinct(
  page: Page,
  t: Transcript | undefined,
  runDir: string,
  clientId: string,
  kind: PageKind,
  label: string,
) {
  const text = (await visibleText(page, 100_000))?.text ?? '';
  if (screenshotStalled(page)) return; // a page that did not answer in time is not drawn either
  const u = new URL(page.url());
  const id = createHash('sha256').update(`${clientId}\n${kind}\n${u.origin}${u.pathname}\n${text}`).digest('hex').slice(0, 16);
  const rel = `attachments/page-${slug(clientId).slice(0, 40)}-${kind}-${id}.png`;
  if (!taken.has(rel) && !existsSync(join(runDir, rel))) {
    if (!(await shoot(page, runDir, rel))) return;
  }
  taken.add(rel);
  t?.attachments.push({ name: `${label}: ${kind} page`, path: rel, contentType: 'image/png' });
}

/** The last page of a drive that failed, always, under the drive's own name. */
export async function shootFailure(page: Page, t: Transcript | undefined, runDir: string, label: string): Promise<void> {
  const rel = `attachments/${slug(label)}-last-page.png`;
  if (await shoot(page, runDir, rel)) t?.attachments.push({ name: `${label}: last page`, path: rel, contentType: 'image/png' });
}

async function shoot(page: Page, runDir: string, rel: string): Promise<boolean> {
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  // written under a temporary name and renamed: a worker never reads a half-written file
  const partial = join(runDir, `${rel}.${process.pid}.partial`);
  const buffer = await fullPage(page).catch(() => undefined);
  if (!buffer) return false;
  writeFileSync(partial, buffer);
  renameSync(partial, join(runDir, rel));
  return true;
}

/**
 * The whole page as PNG. Through CDP when there is a session: Playwright's fullPage screenshot first
 * injects its 345 KB page script into every new document, which cost more than the rest of a drive.
 */
async function fullPage(page: Page): Promise<Buffer> {
  const cdp = await cdpSession(page);
  if (!cdp) return page.screenshot({ fullPage: true, timeout: EVIDENCE_TIMEOUT_MS });
  return bounded(page, 'screenshot', async () => {
    const { cssContentSize: size, cssLayoutViewport: view } = await cdp.send('Page.getLayoutMetrics');
    // Chromium draws at most 16384 pixels a side: a longer page is shown from its top
    const side = (n: number) => Math.min(Math.ceil(n), 16_384);
    const clip = { x: 0, y: 0, width: side(size.width), height: side(size.height), scale: 1 };
    // as Playwright does: only a page larger than the viewport is drawn beyond it (a resize of the view)
    const beyond = clip.width > view.clientWidth || clip.height > view.clientHeight;
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: beyond, clip });
    return Buffer.from(data, 'base64');
  });
}

/** The HTML of a page the driver could not handle, masked. */
export async function dumpHtml(page: Page, t: Transcript | undefined, runDir: string, label: string): Promise<void> {
  const rel = `attachments/${slug(label)}-unknown.html`;
  const html = await page.content().catch(() => '');
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  writeFileSync(join(runDir, rel), maskKnownSecrets(html));
  t?.attachments.push({ name: `${label} unknown page`, path: rel, contentType: 'text/html' });
}

/**
 * Browser navigations become evidence too: method, URL, status and Location, masked. Returns the
 * exchange of a document (the page's text goes into it if the drive ends there: page-text.ts).
 */
export function recordNavigation(r: Response, t: Transcript | undefined): Exchange | undefined {
  if (r.request().isNavigationRequest() && !(r.status() >= 300 && r.status() < 400)) return record(t, r.request(), r.status());
  return undefined;
}

/** Redirects surface as the next request's redirectedFrom(), not as response events. */
export function recordRedirect(next: Request, t: Transcript | undefined): void {
  const from = next.redirectedFrom();
  if (from) record(t, from, 302, next.url());
}

function record(t: Transcript | undefined, req: Request, status: number, location?: string): Exchange | undefined {
  // masked with or without a transcript: the codes in them are remembered, and masked wherever they show up
  const url = maskUrl(req.url());
  const headers: Record<string, string> = location ? { location: maskUrl(location) } : {};
  if (!t) return undefined;
  const exchange: Exchange = {
    startedAt: new Date().toISOString(),
    durationMs: 0,
    request: { method: req.method(), url, headers: { 'x-recorded-by': 'browser' } },
    response: { status, headers },
    curl: `# browser navigation: ${req.method()} ${url}`,
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
