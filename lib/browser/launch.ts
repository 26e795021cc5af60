// One browser per run, launched by the run's service process (lib/run/run-service.ts), which makes
// every drive. Every request the browser makes goes through the guard proxy (only the configured
// origins). Two ways to launch the same Chromium with the same flags: by the harness itself,
// speaking the DevTools protocol over a pipe (the default: a drive costs a few dozen protocol
// messages), or through Playwright when a login script or step list needs its Page API, or a
// trace is kept (lib/browser/tab-factory.ts: `playwright`). The driver sees a Tab either way.
import { HarnessError } from '../http/errors.ts';
import { findChromium } from './chromium.ts';
import { startGuardProxy, type GuardProxy } from './guard-proxy.ts';
import { allowedPortsArg, CHROMIUM_ARGS } from './settings.ts';
import { tlsArgs, type BrowserTls } from './tls-trust.ts';
import { launchOwn, launchPlaywright, type DriveBrowser, type TabOptions } from './tab-factory.ts';

export type { DriveBrowser } from './tab-factory.ts';

export interface LaunchOptions {
  headless?: boolean;
  /** Chromium flags of the user's (playwright.config.ts launchOptions.args), after the harness's own */
  args?: string[];
  /** ports the browser must be able to reach even when Chromium deems them unsafe */
  ports?: number[];
  /** the only origins the browser may load from; every other request is answered by the guard proxy */
  allowedOrigins?: string[];
  /** the CAs trusted for https origins (tls.ca), or no verification at all */
  tls?: BrowserTls;
  /** through Playwright: a login script or steps need its Page API, or traces are kept */
  playwright?: boolean;
  /** every session's viewport, locale and time zone (playwright.config.ts) */
  tabs?: TabOptions;
  /** the longest a protocol command may wait for its answer (a page stuck in a script) */
  commandTimeoutMs?: number;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<DriveBrowser> {
  const found = await findChromium().catch((e: Error) => {
    throw new HarnessError('ERR_BROWSER', e.message);
  });
  const trust = options.tls ? await tlsArgs(options.allowedOrigins ?? [], options.tls) : [];
  const proxy: GuardProxy | undefined = options.allowedOrigins ? await startGuardProxy(options.allowedOrigins) : undefined;
  const args = [...CHROMIUM_ARGS, ...allowedPortsArg(options.ports ?? []), ...(proxy?.args ?? []), ...trust, ...(options.args ?? [])];
  const launch = options.playwright ? launchPlaywright : launchOwn;
  try {
    return await launch({
      found,
      args,
      headless: options.headless ?? true,
      tabs: options.tabs ?? {},
      commandTimeoutMs: options.commandTimeoutMs ?? 30_000,
      onClose: () => proxy?.close(),
    });
  } catch (e) {
    await proxy?.close();
    const why = (e as Error).message.split('\n')[0];
    throw new HarnessError('ERR_BROWSER', `Chromium (${found.source}: ${found.path}) did not start: ${why}`);
  }
}
