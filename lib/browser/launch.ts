// One browser per run: global setup launches a Chromium server (settings from playwright.config.ts),
// each worker connects to it once.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { chromiumPath, launchOptions } from '../../playwright.config.ts';
import { HarnessError } from '../http/errors.ts';

export async function launchBrowserServer(headless = true): Promise<BrowserServer> {
  if (!chromiumPath) {
    throw new HarnessError('ERR_HARNESS', 'no Chromium found: install Debian\'s chromium (apt-get install chromium) or set CS_CHROMIUM');
  }
  return chromium.launchServer({ ...launchOptions, headless });
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
