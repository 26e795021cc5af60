// One browser per run: global setup launches a Chromium server, each worker connects to it once.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { HarnessError } from '../http/errors.ts';
import { findChromium } from './chromium.ts';
import { allowedPortsArg, CHROMIUM_ARGS } from './settings.ts';

export interface LaunchOptions {
  headless?: boolean;
  /** ports the browser must be able to reach even when Chromium deems them unsafe */
  ports?: number[];
}

export async function launchBrowserServer(options: LaunchOptions = {}): Promise<BrowserServer> {
  const found = await findChromium().catch((e: Error) => {
    throw new HarnessError('ERR_BROWSER', e.message);
  });
  try {
    return await chromium.launchServer({
      executablePath: found.path,
      headless: options.headless ?? true,
      args: [...CHROMIUM_ARGS, ...allowedPortsArg(options.ports ?? [])],
      env: { ...process.env, ...found.env } as Record<string, string>,
    });
  } catch (e) {
    throw new HarnessError(
      'ERR_BROWSER',
      `Chromium (${found.source}: ${found.path}) did not start: ${(e as Error).message.split('\n')[0]}`,
    );
  }
}

const connections = new Map<string, Promise<Browser>>();

/** This worker's connection to the run's browser server. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  let c = connections.get(wsEndpoint);
  if (!c) {
    c = chromium.connect(wsEndpoint);
    connections.set(wsEndpoint, c);
    c.catch(() => connections.delete(wsEndpoint));
  }
  return c;
}
