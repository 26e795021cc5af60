// The browser calls only the configured origins: a redirect to another origin (here a canary on
// 127.0.0.2) is answered by the guard proxy and never reaches it; allowed origins load as usual,
// even on a port Chromium deems unsafe (5060, 6000, …) once the launch allows it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../lib/browser/launch.ts';

let target: Server;
let canary: Server;
let unsafe: Server | undefined;
let canaryHits = 0;
let browser: Browser;
const origin = (s: Server, host: string) => `http://${host}:${(s.address() as AddressInfo).port}`;

function listen(host: string, handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const s = createServer(handler);
  return new Promise((resolve) => s.listen(0, host, () => resolve(s)));
}

beforeAll(async () => {
  canary = await listen('127.0.0.2', (_req, res) => {
    canaryHits++;
    res.end('canary');
  });
  target = await listen('127.0.0.1', (req, res) => {
    if (req.url === '/away') res.writeHead(302, { location: `${origin(canary, '127.0.0.2')}/stolen` }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>target</h1>');
  });
  unsafe = await listenOnUnsafePort();
  const origins = [origin(target, '127.0.0.1'), ...(unsafe ? [origin(unsafe, '127.0.0.1')] : [])];
  browser = await launchBrowser({ allowedOrigins: origins, ports: unsafe ? [(unsafe.address() as AddressInfo).port] : [] });
});

afterAll(async () => {
  await browser?.close();
  target?.close();
  canary?.close();
  unsafe?.close();
});

/** A page on the first of Chromium's unsafe ports that is free here (undefined if none is). */
async function listenOnUnsafePort(): Promise<Server | undefined> {
  for (const port of [5060, 5061, 6000, 6665, 6666, 6667, 6668, 6669, 10080]) {
    const s = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>unsafe port</h1>'));
    const ok = await new Promise<boolean>((resolve) => {
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return s;
  }
  return undefined;
}

describe('the browser guard proxy', () => {
  it('loads a target on a port Chromium deems unsafe', async () => {
    expect(unsafe, 'no unsafe port was free on this machine').toBeDefined();
    const page = await browser.newPage();
    await page.goto(`${origin(unsafe!, '127.0.0.1')}/`);
    expect(await page.textContent('h1')).toBe('unsafe port');
    await page.close();
  });

  it('loads the configured origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin(target, '127.0.0.1')}/`);
    expect(await page.textContent('h1')).toBe('target');
    await page.close();
  });

  it('never lets a redirect or a navigation reach another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin(target, '127.0.0.1')}/away`);
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/stolen$/);
    expect(await page.textContent('body')).toMatch(/outside the configured origins/);
    await page.goto(`${origin(canary, '127.0.0.2')}/direct`).catch(() => undefined);
    await page.close();
    expect(canaryHits).toBe(0);
  });
});
