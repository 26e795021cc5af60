// For `npm run bench`: what Chromium alone must spend on a run's drives. The run's browser is
// measured (lib/browser/timings.ts: its CPU, and each drive's new context and documents); the same
// Chromium, launched as a run launches it, is timed doing the bare steps a drive is made of (a new
// context, a document, a screenshot) on a page of a loopback server, nothing else; the drives'
// counts at those costs are the floor no driver can go under without fewer drives, contexts,
// documents or screenshots.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../lib/browser/launch.ts';
import { browserCpuSeconds, type DriveTiming } from '../lib/browser/timings.ts';

export interface UnitCosts {
  /** CPU milliseconds of Chromium for a new context with its page, opened and closed (its document apart) */
  context: number;
  /** for one document committed in a tab (a small form page) */
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
  try {
    const cpuOf = async (step: (i: number) => Promise<void>) => {
      await step(-1); // warmed once
      const before = browserCpuSeconds() ?? NaN;
      for (let i = 0; i < rounds; i++) await step(i);
      return (((browserCpuSeconds() ?? NaN) - before) * 1000) / rounds;
    };
    const tab = await browser.newTab();
    const document = await cpuOf((i) => tab.goto(`${page}?${i}`));
    const shot = await cpuOf(async (i) => {
      await tab.goto(`${page}?shot-${i}`);
      await tab.screenshot();
    });
    await tab.close();
    const context = await cpuOf(async (i) => {
      const t = await browser.newTab();
      await t.goto(`${page}?context-${i}`);
      await t.close();
    });
    return { context: context - document, document, screenshot: shot - document };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The CPU seconds Chromium needs for these drives at these costs. */
export function floorSeconds(drives: readonly DriveTiming[], screenshots: number, c: UnitCosts): number {
  const contexts = drives.filter((d) => d.opened).length;
  const documents = drives.reduce((n, d) => n + (d.documents ?? 0), 0);
  return (contexts * c.context + documents * c.document + screenshots * c.screenshot) / 1000;
}
