// For `npm run bench`: what Chromium alone must spend on a run's drives. The run's browser is
// measured (lib/browser/browser-cpu.ts: its CPU; drives.ndjson: each drive's new context and
// documents); the same Chromium, with the harness's flags, is timed doing the bare steps a drive is made
// of (opening a context, committing a document, taking a screenshot, keeping a page's MHTML, a
// navigation whose answer is read without drawing it) on a small form page of a loopback server,
// and nothing else: no guard proxy, no reading of the page, no input, no context closed. The run's
// counts at those costs are a floor no driver goes under without fewer drives, contexts, documents,
// screenshots or kept pages. A screenshot drawn later from a kept page is a document and a screenshot
// (in a context of its own: lib/browser/captures.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../lib/browser/launch.ts';
import { treeCpuSeconds } from '../lib/browser/browser-cpu.ts';
import type { Tab } from '../lib/browser/tab.ts';
import type { DriveTiming } from '../lib/browser/timings.ts';

export interface UnitCosts {
  /** CPU milliseconds of Chromium for opening a context with its page (its first document apart) */
  context: number;
  /** for one document committed in a tab */
  document: number;
  /** for one screenshot of it */
  screenshot: number;
  /** for keeping its MHTML (Page.captureSnapshot) */
  kept: number;
  /** for a navigation answered without a document (a plain page judged from its answer, answered 204) */
  held: number;
}

const NO_CONTENT = '/no-content';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form></body></html>`;

export async function unitCosts(rounds = 40): Promise<UnitCosts> {
  const server = createServer((req, res) =>
    req.url?.startsWith(NO_CONTENT) ? res.writeHead(204).end() : res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
  const browser = await launchBrowser();
  const cpu = () => treeCpuSeconds(browser.pid!) ?? NaN;
  const opened: Tab[] = [];
  try {
    /** CPU ms a round of `step`, once warmed */
    const cpuOf = async (step: (i: number) => Promise<void>) => {
      await step(-1);
      const before = cpu();
      for (let i = 0; i < rounds; i++) await step(i);
      return ((cpu() - before) * 1000) / rounds;
    };
    const tab = await browser.newTab();
    const document = await cpuOf((i) => tab.goto(`${page}?${i}`));
    const shot = await cpuOf(async (i) => {
      await tab.goto(`${page}?shot-${i}`);
      await tab.screenshot();
    });
    const kept = await cpuOf(async (i) => {
      await tab.goto(`${page}?kept-${i}`);
      await tab.channel.send('Page.captureSnapshot', { format: 'mhtml' });
    });
    const origin = new URL(page).origin;
    // a 204 commits no document (the navigation fails, the page stays): what a held plain answer costs
    const held = await cpuOf((i) => tab.goto(`${origin}${NO_CONTENT}?${i}`).catch(() => undefined));
    // contexts are closed after the measure: a run's pool sessions stay open to its end
    const context = await cpuOf(async (i) => {
      const t = await browser.newTab();
      opened.push(t);
      await t.goto(`${page}?context-${i}`);
    });
    return { context: context - document, document, screenshot: shot - document, kept: kept - document, held };
  } finally {
    await Promise.all(opened.map((t) => t.close().catch(() => undefined)));
    await browser.close();
    server.close();
  }
}

export interface DriveCounts {
  contexts: number;
  documents: number;
  screenshots: number;
  /** pages kept as MHTML instead of shot */
  kept: number;
  /** answers judged without drawing them */
  held: number;
}

/** `draws`: screenshots drawn later from kept pages (each a document too, in a context of its own). */
export function countsOf(drives: readonly DriveTiming[], screenshots: number, draws = 0): DriveCounts {
  return {
    contexts: drives.filter((d) => d.opened).length + (draws ? 1 : 0),
    documents: drives.reduce((n, d) => n + (d.documents ?? 0), 0) + draws,
    screenshots,
    kept: drives.reduce((n, d) => n + (d.kept ?? 0), 0),
    held: drives.filter((d) => d.plain).length,
  };
}

/** The CPU seconds Chromium needs for these counts at these costs. */
export function floorSeconds(n: DriveCounts, c: UnitCosts): number {
  const ms = n.contexts * c.context + n.documents * c.document + n.screenshots * c.screenshot + n.kept * c.kept + n.held * c.held;
  return ms / 1000;
}

export interface KindCost {
  /** the drive's outcome, its pages and whether it opened a session (a browser context) */
  kind: string;
  drives: number;
  /** Chromium's CPU seconds in these drives (each measured alone: lib/browser/driver.ts, cpuPerDrive) */
  cpu: number;
  /** the same drives bare, at these unit costs */
  floor: number;
}

/** A run's drives made one at a time, by kind, the costliest first: where Chromium spends above its floor. */
export function byDriveKind(drives: readonly DriveTiming[], c: UnitCosts): KindCost[] {
  const kinds = new Map<string, DriveTiming[]>();
  for (const d of drives) {
    if (d.cpuMs === undefined) continue;
    const kind = `${d.kind}${d.plain ? ' (judged from the answer)' : ''}: ${d.pages.join(' > ') || 'no page'}, ${d.opened ? 'a new context' : 'a pool session'}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), d]);
  }
  // screenshots apart: the run's few are not logged by drive
  return [...kinds]
    .map(([kind, list]) => ({
      kind,
      drives: list.length,
      cpu: list.reduce((n, d) => n + d.cpuMs! / 1000, 0),
      floor: floorSeconds(countsOf(list, 0), c),
    }))
    .sort((a, b) => b.cpu - a.cpu);
}
