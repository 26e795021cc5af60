// The browser calls only the configured origins: a redirect to another origin (here a canary on
// 127.0.0.2) is answered by the guard proxy and never reaches it; allowed origins load as usual.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserServer } from 'playwright-core';
import { connectBrowser, launchBrowserServer } from '../../lib/browser/launch.ts';

let target: Server;
let canary: Server;
let canaryHits = 0;
let server: BrowserServer;
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
  server = await launchBrowserServer({ allowedOrigins: [origin(target, '127.0.0.1')] });
  browser = await connectBrowser(server.wsEndpoint());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  target?.close();
  canary?.close();
});

describe('the browser guard proxy', () => {
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
