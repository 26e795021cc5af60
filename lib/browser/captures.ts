// Screenshots drawn when a check needs them (login.screenshots "on-failure"). Where a page would be
// shot, the driver keeps a capture of it instead: its MHTML (the DOM as it stood, with what it had
// loaded: a few milliseconds of Chromium's CPU where a screenshot takes 20 to 30), or, for a page
// judged from its answer and never drawn (lib/browser/plain-drive.ts), that answer. When a check
// that saw it did not pass, the screenshot is drawn from the capture, in a tab of its own that runs
// no script and reaches no network (every request is answered from the capture), and written where
// the screenshot would have been (lib/http/transcript.ts settleAttachments). Captures live in the
// run's service process until the run ends.
import { mkdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DriveBrowser } from './tab-factory.ts';
import type { Tab } from './tab.ts';
import type { HeaderLine } from './plain-answer.ts';
import { bounded } from './bounded.ts';
import { readMhtml, type Part } from './mhtml.ts';
import { logDraw } from './timings.ts';

export type Capture = { url: string; mhtml: string } | { url: string; answer: { status: number; headers: HeaderLine[]; body: Buffer } };

const kept = new Map<string, Capture>();
let keptBytes = 0;
/** Beyond this, pages are shot at once rather than kept (a run of many large pages). */
const MAX_KEPT_BYTES = 256 << 20;

/** Keeps a capture for the screenshot at `rel`; false when the budget is spent (the caller shoots now). */
export function keepCapture(rel: string, capture: Capture): boolean {
  const sizeOf = (c: Capture) => ('mhtml' in c ? c.mhtml.length : c.answer.body.length);
  const before = kept.get(rel);
  const bytes = keptBytes - (before ? sizeOf(before) : 0) + sizeOf(capture);
  if (bytes > MAX_KEPT_BYTES) return false;
  // the last page under one name, as a screenshot written under it would be
  kept.set(rel, capture);
  keptBytes = bytes;
  return true;
}

export const isKept = (rel: string): boolean => kept.has(rel);

/**
 * In the page: whether its MHTML draws it as shown. Chromium's serializer leaves out a canvas's,
 * video's or plugin's pixels, constructed style sheets, and the styles inside a shadow root; a custom
 * element may hold a closed shadow root this script cannot see.
 */
const KEEPABLE = `(() => {
    const media = 'canvas, video, audio, object, embed';
    if (document.querySelector(media) || document.adoptedStyleSheets.length) return false;
    const roots = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) {
        if (el.localName.includes('-')) return false;
        const root = el.shadowRoot;
        if (!root) continue;
        if (root.adoptedStyleSheets.length || root.querySelector('style, link, ' + media)) return false;
        roots.push(root);
      }
    return true;
  })()`;

/** Whether the page's MHTML draws it as it is shown (KEEPABLE); false when that could not be read in time. */
export async function keepable(tab: Tab): Promise<boolean> {
  return bounded(tab, 'reading the page', () => tab.evaluate<boolean>(KEEPABLE)).catch(() => false);
}

/** The page's MHTML, or undefined when it would not draw the page as shown, or could not be read in time (shoot it now). */
export async function mhtmlOf(tab: Tab): Promise<string | undefined> {
  if (!(await keepable(tab))) return undefined;
  const snapshot = () => tab.channel.send<{ data: string }>('Page.captureSnapshot', { format: 'mhtml' });
  return (await bounded(tab, 'capturing the page', snapshot).catch(() => undefined))?.data;
}

/** Draws the screenshots at `rels` that are not there yet from their captures; the ones now there. */
export async function drawCaptures(browser: DriveBrowser, runDir: string, rels: readonly string[]): Promise<string[]> {
  const there: string[] = [];
  for (const rel of rels) {
    const capture = kept.get(rel);
    if (existsSync(join(runDir, rel)) || (capture && (await draw(browser, runDir, rel, capture)))) there.push(rel);
  }
  return there;
}

/** Draws one capture into `rel` now (a page judged from its answer that the gallery shows). */
export async function draw(browser: DriveBrowser, runDir: string, rel: string, capture: Capture): Promise<boolean> {
  const parts = partsOf(capture);
  if (!parts) return false;
  const run = (queue.get(browser) ?? Promise.resolve()).then(async () => {
    const drawn = await drawIn(browser, runDir, rel, capture.url, parts);
    if (drawn) logDraw(runDir, 'mhtml' in capture ? 'mhtml' : 'answer');
    return drawn;
  });
  queue.set(
    browser,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run.catch(() => false);
}

type Answered = { status: number; headers: HeaderLine[]; body: Buffer };
const queue = new WeakMap<DriveBrowser, Promise<void>>();
const drawers = new WeakMap<DriveBrowser, Promise<{ tab: Tab; serve(parts: Map<string, Answered>): void }>>();

function partsOf(c: Capture): Map<string, Answered> | undefined {
  const url = c.url.replace(/#.*/, '');
  if ('answer' in c) return new Map([[url, c.answer]]);
  const archive = readMhtml(c.mhtml);
  if (!archive) return undefined;
  const answered = (p: Part): Answered => ({ status: 200, headers: [{ name: 'content-type', value: p.type }], body: p.body });
  return new Map([...archive.parts].map(([at, p]) => [at, answered(p)]));
}

async function drawIn(browser: DriveBrowser, runDir: string, rel: string, url: string, parts: Map<string, Answered>): Promise<boolean> {
  const drawer = await drawerOf(browser);
  drawer.serve(parts);
  const { tab } = drawer;
  const png = await bounded(tab, 'drawing a kept page', async () => {
    await tab.goto(url.replace(/#.*/, ''));
    // what the page loads (its images, its fonts) comes from the capture: let it arrive before the shot
    await tab.evaluate(
      `Promise.all([document.fonts.ready, ...[...document.images].map((i) => i.decode().catch(() => undefined))]).then(() => true)`,
    );
    return tab.screenshot();
  }).catch(() => undefined);
  if (!png) {
    // a tab that did not answer in time is not drawn in again
    drawers.delete(browser);
    await tab.close();
    return false;
  }
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  const partial = join(runDir, `${rel}.${process.pid}.partial`);
  writeFileSync(partial, png);
  renameSync(partial, join(runDir, rel));
  return true;
}

/** The tab pages are drawn in: no script runs, and every request it makes is answered from the capture being drawn. */
function drawerOf(browser: DriveBrowser): Promise<{ tab: Tab; serve(parts: Map<string, Answered>): void }> {
  let made = drawers.get(browser);
  if (made) return made;
  made = (async () => {
    const tab = await browser.newTab();
    let parts = new Map<string, Answered>();
    const HOP = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie'];
    tab.channel.on('Fetch.requestPaused', (e: { requestId: string; request: { url: string } }) => {
      const found = parts.get(e.request.url);
      const reply = found
        ? tab.channel.send('Fetch.fulfillRequest', {
            requestId: e.requestId,
            responseCode: found.status,
            responseHeaders: found.headers.filter((h) => !HOP.includes(h.name.toLowerCase())),
            body: found.body.toString('base64'),
          })
        : tab.channel.send('Fetch.failRequest', { requestId: e.requestId, errorReason: 'BlockedByClient' });
      void reply.catch(() => undefined);
    });
    await Promise.all([
      tab.channel.send('Emulation.setScriptExecutionDisabled', { value: true }),
      tab.channel.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] }),
    ]);
    return { tab, serve: (p: Map<string, Answered>) => void (parts = p) };
  })();
  made.catch(() => drawers.delete(browser));
  drawers.set(browser, made);
  return made;
}
