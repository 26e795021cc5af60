// One browser per run, launched by the run's service process (lib/run/run-service.ts), which makes every drive.
// Every request the browser makes goes through the guard proxy (only the configured origins).
import { chromium, type Browser } from 'playwright-core';
import { HarnessError } from '../http/errors.ts';
import { findChromium } from './chromium.ts';
import { startGuardProxy } from './guard-proxy.ts';
import { allowedPortsArg, CHROMIUM_ARGS } from './settings.ts';
import { tlsArgs, type BrowserTls } from './tls-trust.ts';

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
}

/**
 * The run's Chromium, driven from this process (no WebSocket hop between Playwright's client and
 * its server: every call of a drive costs one CDP exchange, not two protocol layers more).
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const found = await findChromium().catch((e: Error) => {
    throw new HarnessError('ERR_BROWSER', e.message);
  });
  const trust = options.tls ? await tlsArgs(options.allowedOrigins ?? [], options.tls) : [];
  const proxy = options.allowedOrigins ? await startGuardProxy(options.allowedOrigins) : undefined;
  try {
    const browser = await chromium.launch({
      executablePath: found.path,
      headless: options.headless ?? true,
      args: [...CHROMIUM_ARGS, ...allowedPortsArg(options.ports ?? []), ...(proxy?.args ?? []), ...trust, ...(options.args ?? [])],
      env: { ...process.env, ...found.env } as Record<string, string>,
    });
    browser.on('disconnected', () => void proxy?.close());
    return browser;
  } catch (e) {
    await proxy?.close();
    const why = (e as Error).message.split('\n')[0];
    throw new HarnessError('ERR_BROWSER', `Chromium (${found.source}: ${found.path}) did not start: ${why}`);
  }
}
