// The two ways a run's Chromium is launched, each giving tabs (a browser context of their own with
// one page) that the driver speaks to in the DevTools protocol (lib/browser/tab.ts). launchOwn
// starts Chromium itself with --remote-debugging-pipe and Playwright's own default switches;
// launchPlaywright goes through Playwright, whose Page a login script or step list is handed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Browser, CDPSession } from 'playwright-core';
import { CdpError, PipeConnection, type Channel } from './cdp/connection.ts';
import type { FoundChromium } from './chromium.ts';
import { HEADLESS_ARGS, mergeFeatureSwitches, PLAYWRIGHT_SWITCHES, VIEWPORT } from './settings.ts';
import { Tab } from './tab.ts';

export interface TabOptions {
  viewport?: { width: number; height: number } | null;
  locale?: string;
  timezoneId?: string;
}

export interface DriveBrowser {
  /** a tab in a browser context of its own: a session nobody signed in to */
  newTab(): Promise<Tab>;
  version(): string;
  /** the browser's process, when the harness started it itself (its CPU for the bench) */
  pid?: number;
  close(): Promise<void>;
  /** the browser ended (crashed, or was closed) */
  onClose(listener: () => void): void;
}

export interface Launch {
  found: FoundChromium;
  args: string[];
  headless: boolean;
  tabs: TabOptions;
  commandTimeoutMs: number;
  /** called once the browser has ended */
  onClose(): void | Promise<void>;
}

export async function launchOwn(l: Launch): Promise<DriveBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'cs-chromium-'));
  const args = mergeFeatureSwitches([
    ...PLAYWRIGHT_SWITCHES,
    ...(l.headless ? HEADLESS_ARGS : []),
    '--no-sandbox',
    ...l.args,
    `--user-data-dir=${profile}`,
    '--remote-debugging-pipe',
    '--no-startup-window',
  ]);
  const child = spawn(l.found.path, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], env: { ...process.env, ...l.found.env } });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const conn = new PipeConnection(child.stdio[3] as Writable, child.stdio[4] as Readable, l.commandTimeoutMs);
  const closers: (() => void)[] = [];
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      conn.close(new CdpError(`the browser ended (${signal ?? `exit code ${code}`})`));
      rmSync(profile, { recursive: true, force: true });
      void l.onClose();
      for (const f of closers) f();
      resolve();
    }),
  );
  child.once('error', () => undefined);
  let product: string;
  let userAgent: string;
  try {
    ({ product, userAgent } = await Promise.race([
      conn.browser.send<{ product: string; userAgent: string }>('Browser.getVersion'),
      exited.then(() => {
        throw new Error(`it exited: ${lastLine(stderr)}`);
      }),
    ]));
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return {
    async newTab() {
      const { browserContextId } = await conn.browser.send<{ browserContextId: string }>('Target.createBrowserContext', {
        disposeOnDetach: true,
      });
      const dispose = () => conn.browser.send('Target.disposeBrowserContext', { browserContextId }).then(() => undefined);
      try {
        const { targetId } = await conn.browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
        const { sessionId } = await conn.browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
        const channel = conn.session(sessionId);
        await emulate(channel, l.tabs, userAgent);
        return await Tab.open(channel, async () => {
          conn.drop(sessionId);
          await dispose();
        });
      } catch (e) {
        await dispose().catch(() => undefined);
        throw e;
      }
    },
    version: () => product.split('/').pop() ?? product,
    pid: child.pid,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await conn.browser.send('Browser.close').catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    onClose: (f) => void closers.push(f),
  };
}

export async function launchPlaywright(l: Launch): Promise<DriveBrowser> {
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({
    executablePath: l.found.path,
    headless: l.headless,
    args: l.args,
    env: { ...process.env, ...l.found.env } as Record<string, string>,
  });
  browser.on('disconnected', () => void l.onClose());
  return {
    async newTab() {
      const context = await browser.newContext({
        viewport: l.tabs.viewport === undefined ? VIEWPORT : l.tabs.viewport,
        locale: l.tabs.locale,
        timezoneId: l.tabs.timezoneId,
      });
      try {
        const page = await context.newPage();
        const channel = playwrightChannel(await context.newCDPSession(page), l.commandTimeoutMs);
        return await Tab.open(channel, () => context.close(), page);
      } catch (e) {
        await context.close().catch(() => undefined);
        throw e;
      }
    },
    version: () => browser.version(),
    close: () => browser.close(),
    onClose: (f) => void browser.on('disconnected', f),
  };
}

/** A Playwright CDP session as a Channel, its commands bounded in time as the pipe's are. */
function playwrightChannel(cdp: CDPSession, timeoutMs: number): Channel {
  return {
    send: <T>(method: string, params?: object) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CdpError(`${method} did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([cdp.send(method as never, params as never) as Promise<T>, late]).finally(() => clearTimeout(timer));
    },
    on: (event, listener) => {
      cdp.on(event as never, listener as never);
      return () => void cdp.off(event as never, listener as never);
    },
  };
}

/** A new context's viewport, locale and time zone, as Playwright's context options set them. */
async function emulate(channel: Channel, o: TabOptions, userAgent: string): Promise<void> {
  const viewport = o.viewport === undefined ? VIEWPORT : o.viewport;
  await Promise.all([
    viewport && channel.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false }),
    o.locale && channel.send('Emulation.setLocaleOverride', { locale: o.locale }),
    o.locale && channel.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: o.locale }),
    o.timezoneId && channel.send('Emulation.setTimezoneOverride', { timezoneId: o.timezoneId }),
  ]);
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop() || 'no output';
}
