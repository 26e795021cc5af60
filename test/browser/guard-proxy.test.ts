// The browser calls only the configured origins: a redirect to another origin (here a canary on
// 127.0.0.2) is answered by the guard proxy and never reaches it; allowed origins load as usual,
// even on a port Chromium deems unsafe (5060, 6000, …) once the launch allows it. In both browsers
// the harness launches: its own, and Playwright's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type DriveBrowser } from '../../lib/browser/launch.ts';

let target: Server;
let canary: Server;
let unsafe: Server | undefined;
let canaryHits = 0;
const browsers: Record<string, DriveBrowser> = {};
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
  const ports = unsafe ? [(unsafe.address() as AddressInfo).port] : [];
  [browsers.own, browsers.playwright] = await Promise.all([
    launchBrowser({ allowedOrigins: origins, ports }),
    launchBrowser({ allowedOrigins: origins, ports, playwright: true }),
  ]);
});

afterAll(async () => {
  await Promise.all(Object.values(browsers).map((b) => b.close()));
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

const text = (selector: string) => `document.querySelector(${JSON.stringify(selector)})?.textContent`;

describe.each(['own', 'playwright'])('the browser guard proxy (%s launch)', (name) => {
  it('loads a target on a port Chromium deems unsafe', async () => {
    expect(unsafe, 'no unsafe port was free on this machine').toBeDefined();
    const tab = await browsers[name]!.newTab();
    await tab.goto(`${origin(unsafe!, '127.0.0.1')}/`);
    expect(await tab.evaluate(text('h1'))).toBe('unsafe port');
    await tab.close();
  });

  it('loads the configured origin', async () => {
    const tab = await browsers[name]!.newTab();
    await tab.goto(`${origin(target, '127.0.0.1')}/`);
    expect(await tab.evaluate(text('h1'))).toBe('target');
    await tab.close();
  });

  it('never lets a redirect or a navigation reach another origin', async () => {
    const tab = await browsers[name]!.newTab();
    await tab.goto(`${origin(target, '127.0.0.1')}/away`);
    expect(tab.url()).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/stolen$/);
    expect(await tab.evaluate(text('body'))).toMatch(/outside the configured origins/);
    await tab.goto(`${origin(canary, '127.0.0.2')}/direct`).catch(() => undefined);
    await tab.close();
    expect(canaryHits).toBe(0);
  });
});
