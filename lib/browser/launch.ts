// One browser per run: global setup launches a Chromium server, each worker connects to it once.
// Every request the browser makes goes through the guard proxy (only the configured origins).
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { HarnessError } from '../http/errors.ts';
import { findChromium } from './chromium.ts';
import { startGuardProxy } from './guard-proxy.ts';
import { allowedPortsArg, CHROMIUM_ARGS } from './settings.ts';

export interface LaunchOptions {
  headless?: boolean;
  /** ports the browser must be able to reach even when Chromium deems them unsafe */
  ports?: number[];
  /** the only origins the browser may load from; every other request is answered by the guard proxy */
  allowedOrigins?: string[];
}

export async function launchBrowserServer(options: LaunchOptions = {}): Promise<BrowserServer> {
  const found = await findChromium().catch((e: Error) => {
    throw new HarnessError('ERR_BROWSER', e.message);
  });
  const proxy = options.allowedOrigins ? await startGuardProxy(options.allowedOrigins) : undefined;
  try {
    const server = await chromium.launchServer({
      executablePath: found.path,
      headless: options.headless ?? true,
      args: [...CHROMIUM_ARGS, ...allowedPortsArg(options.ports ?? []), ...(proxy?.args ?? [])],
      env: { ...process.env, ...found.env } as Record<string, string>,
    });
    const close = server.close.bind(server);
    server.close = async () => {
      await close();
      await proxy?.close();
    };
    return server;
  } catch (e) {
    await proxy?.close();
    const why = (e as Error).message.split('\n')[0];
    throw new HarnessError('ERR_BROWSER', `Chromium (${found.source}: ${found.path}) did not start: ${why}`);
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
