// What a drive leaves as evidence: the browser's navigations (masked), a screenshot of each
// distinct page once per client (every check whose drive saw the page references the same file),
// a screenshot of the last page whenever a drive ends in failure, and the HTML of a page the
// driver could not handle. The text of the page a drive ends on: page-text.ts. With screenshots
// "on-failure" (login.screenshots) only the first page of each kind at each address is drawn at
// once (the report's gallery); of the others a capture is kept and the screenshot, attached as
// pending, is drawn only for a check that did not pass (lib/browser/captures.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import type { Transcript } from '../http/transcript.ts';
import type { Exchange } from '../http/types.ts';
import type { ScreenshotMode } from '../config/evidence-modes.ts';
import type { PageKind } from './page-kinds.ts';
import { bounded, screenshotStalled } from './bounded.ts';
import type { NavRequest, NavResponse, Tab } from './tab.ts';
import type { DriveBrowser } from './tab-factory.ts';
import { draw, isKept, keepCapture, mhtmlOf, type Capture } from './captures.ts';

/** Where a drive's screenshots go, and which are drawn at once. */
export interface Shots {
  runDir: string;
  browser: DriveBrowser;
  /** default "all" */
  mode?: ScreenshotMode;
}

/** A page as the driver saw it, for its screenshot. */
export interface SeenPage {
  clientId: string;
  kind: PageKind;
  label: string;
  /** its visible text (its identity, with the client, kind and address) */
  text: string;
}

const taken = new Set<string>();
/** kind and address (no query) of each page drawn for the gallery */
const galleryPages = new Set<string>();

/**
 * One screenshot per distinct page per client: the same client, kind, address (without the query)
 * and visible text. The file name is derived from that identity, so workers share it too.
 */
export async function shootDistinct(tab: Tab, t: Transcript | undefined, s: Shots, page: SeenPage): Promise<Kept> {
  if (screenshotStalled(tab)) return; // a page that did not answer in time is not drawn either
  const u = new URL(tab.url());
  const rel = distinctName(page, u);
  const attach = attacher(t, `${page.label}: ${page.kind} page`, rel);
  if (taken.has(rel) || existsSync(join(s.runDir, rel))) return attach(false);
  if (isKept(rel)) return attach(true);
  // the gallery's page of its kind and address is marked whatever the mode (a calibration's shots count)
  const gallery = forGallery(page.kind, u);
  if (s.mode === 'on-failure' && !gallery) {
    const mhtml = await mhtmlOf(tab);
    if (mhtml && keepCapture(rel, { url: tab.url(), mhtml })) {
      attach(true);
      return 'kept';
    }
  }
  if (!(await shoot(tab, s.runDir, rel))) return;
  taken.add(rel);
  attach(false);
}

/** 'kept': the page was kept as MHTML (the bench counts them), not shot. */
export type Kept = 'kept' | undefined;

/** The same for a page judged from its answer (lib/browser/plain-drive.ts): drawn from the answer when it is needed. */
export async function shootAnswer(t: Transcript | undefined, s: Shots, page: SeenPage, capture: Capture): Promise<void> {
  const u = new URL(capture.url);
  const rel = distinctName(page, u);
  const attach = attacher(t, `${page.label}: ${page.kind} page`, rel);
  if (taken.has(rel) || existsSync(join(s.runDir, rel))) return attach(false);
  const gallery = forGallery(page.kind, u);
  if (s.mode === 'on-failure' && !gallery && (isKept(rel) || keepCapture(rel, capture))) return attach(true);
  if (!(await draw(s.browser, s.runDir, rel, capture))) return;
  taken.add(rel);
  attach(false);
}

/** The last page of a drive that failed, under the drive's own name: always drawn when `now`, else as the mode says. */
export async function shootFailure(tab: Tab, t: Transcript | undefined, s: Shots, label: string, now = true): Promise<Kept> {
  const rel = `attachments/${slug(label)}-last-page.png`;
  const attach = attacher(t, `${label}: last page`, rel);
  if (!now && s.mode === 'on-failure') {
    const mhtml = await mhtmlOf(tab);
    if (mhtml && keepCapture(rel, { url: tab.url(), mhtml })) {
      attach(true);
      return 'kept';
    }
  }
  if (await shoot(tab, s.runDir, rel)) attach(false);
}

function distinctName(page: SeenPage, u: URL): string {
  const text = page.text.slice(0, 100_000);
  const id = createHash('sha256').update(`${page.clientId}\n${page.kind}\n${u.origin}${u.pathname}\n${text}`).digest('hex').slice(0, 16);
  return `attachments/page-${slug(page.clientId).slice(0, 40)}-${page.kind}-${id}.png`;
}

/** The first page of its kind at its address (no query) this run: the gallery shows it whatever the verdicts. */
function forGallery(kind: PageKind, u: URL): boolean {
  const key = `${kind} ${u.origin}${u.pathname}`;
  if (galleryPages.has(key)) return false;
  galleryPages.add(key);
  return true;
}

function attacher(t: Transcript | undefined, name: string, path: string): (pending: boolean) => undefined {
  return (pending) => {
    t?.attachments.push({ name, path, contentType: 'image/png', ...(pending ? { pending: true as const } : {}) });
    return undefined;
  };
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
