// For `npm run bench`: what Chromium alone must spend on a run's drives. The run's browser is
// measured (lib/browser/browser-cpu.ts: its CPU; drives.ndjson: each drive's new context and
// documents); the same Chromium, with the harness's flags, is timed doing the bare steps a drive is made
// of (opening a context, committing a document, taking a screenshot) on a small form page of a
// loopback server, and nothing else: no guard proxy, no reading of the page, no input, no context
// closed. The run's counts at those costs are a floor no driver goes under without fewer drives,
// contexts, documents or screenshots.
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
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form></body></html>`;

export async function unitCosts(rounds = 40): Promise<UnitCosts> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
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
    // contexts are closed after the measure: a run's pool sessions stay open to its end
    const context = await cpuOf(async (i) => {
      const t = await browser.newTab();
      opened.push(t);
      await t.goto(`${page}?context-${i}`);
    });
    return { context: context - document, document, screenshot: shot - document };
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
}

export function countsOf(drives: readonly DriveTiming[], screenshots: number): DriveCounts {
  return {
    contexts: drives.filter((d) => d.opened).length,
    documents: drives.reduce((n, d) => n + (d.documents ?? 0), 0),
    screenshots,
  };
}

/** The CPU seconds Chromium needs for these counts at these costs. */
export function floorSeconds(n: DriveCounts, c: UnitCosts): number {
  return (n.contexts * c.context + n.documents * c.document + n.screenshots * c.screenshot) / 1000;
}
