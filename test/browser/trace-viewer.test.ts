// run --trace on: a masked trace of a drive opens in Playwright's own trace viewer (npx playwright
// show-trace), which lists the drive's actions; the password typed shows masked.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findChromium } from '../../lib/browser/chromium.ts';
import { CHROMIUM_ARGS } from '../../lib/browser/settings.ts';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { createServer } from '../../fixtures/reference/server.ts';
import { selfTestReports } from '../support/reference-run.ts';

// the viewer users open: the playwright package's own command line (cli.js beside its package.json)
const cli = join(dirname(createRequire(import.meta.url).resolve('playwright/package.json')), 'cli.js');

describe('a Playwright trace of a drive', () => {
  it("opens in Playwright's trace viewer, its actions listed and the password masked", { timeout: 120_000 }, async () => {
    const server = await createServer();
    let runDir: string;
    try {
      const config = loadConfig({ env: {}, defaults: server.targetConfig() });
      const s = await runHarness({
        config,
        suites: ['authorization/approval'],
        reportDir: selfTestReports,
        seed: 1,
        calibrate: false,
        trace: 'on',
      });
      expect(s.exitCode).toBe(0);
      runDir = join(selfTestReports, s.runId);
    } finally {
      await server.close();
    }
    const trace = readdirSync(join(runDir, 'attachments')).find((f) => /^trace-approval-.*\.zip$/.test(f));
    expect(trace).toBeDefined();
    const viewer = spawn(process.execPath, [cli, 'show-trace', '--host', '127.0.0.1', '--port', '0', join(runDir, 'attachments', trace!)]);
    const found = await findChromium();
    const browser = await chromium.launch({
      executablePath: found.path,
      args: CHROMIUM_ARGS,
      env: { ...process.env, ...found.env } as Record<string, string>,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        viewer.stdout.on('data', (d: Buffer) => {
          const m = /Listening on (\S+)/.exec(d.toString());
          if (m) resolve(m[1]!);
        });
        viewer.once('exit', (code) => reject(new Error(`show-trace exited (${code})`)));
      });
      const page = await browser.newPage();
      await page.goto(url);
      await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toMatch(/Navigate[\s\S]*Click/);
      const text = await page.locator('body').innerText();
      expect(text).toContain('/oauth/authorize?');
      expect(text).toMatch(/Insert "… \(len=\d+\)"/);
      expect(text).not.toContain(server.targetConfig().members![0]!.password as string);
    } finally {
      await browser.close();
      viewer.kill();
    }
  });
});
