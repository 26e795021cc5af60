// Screenshots drawn when a check needs them (lib/browser/captures.ts, login.screenshots "on-failure"):
// a page kept as its MHTML and drawn later, in a tab of its own that runs no script and reaches no
// network, is pixel for pixel the screenshot taken when it was shown (the driver's fixture pages:
// drawn by script, in a shadow root, in a frame, a single-page app; the reference's sign-in, consent
// and error pages), and so is a page judged from its answer and drawn from it. A page whose MHTML
// would leave something out (a canvas, a shadow root's style) is not kept: it is shot at once. The
// driver draws the first page of each kind at each address at once, and holds the others pending;
// a check that did not pass gets them drawn, one that passed leaves them out.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type DriveBrowser } from '../../lib/browser/launch.ts';
import { draw, drawCaptures, keepable, mhtmlOf } from '../../lib/browser/captures.ts';
import { driveConsent, type ConsentRequest } from '../../lib/browser/driver.ts';
import { generic } from '../../lib/browser/strategies.ts';
import { drawPendingWith, settleAttachments, Transcript, withTranscript } from '../../lib/http/transcript.ts';
import { createLoginPagesServer, USER } from '../../fixtures/login-pages/server.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { pixelsDiffer } from '../support/png.ts';

let browser: DriveBrowser;
let pages: Awaited<ReturnType<typeof createLoginPagesServer>>;
let reference: ReferenceServer;
let odd: Server;
let oddOrigin: string;
const runDir = mkdtempSync(join(tmpdir(), 'csc-captures-'));

beforeAll(async () => {
  odd = createHttpServer((_req, res) =>
    res
      .writeHead(400, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><title>x</title><div id="host"></div><script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<style>p{color:red}</style><p>styled in a shadow root</p>';</script>`,
      ),
  );
  await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r));
  oddOrigin = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
  [browser, pages, reference] = await Promise.all([launchBrowser(), createLoginPagesServer(), createServer()]);
});
afterAll(async () => {
  await browser?.close();
  await pages?.close();
  await reference?.close();
  odd?.close();
});

function authorizeUrl(params: Record<string, string> = {}): string {
  const config = reference.targetConfig() as { baseUrl: string; memberClient: { clientId: string; redirectUri: string; scopes: string[] } };
  const u = new URL('/oauth/authorize', config.baseUrl);
  const c = config.memberClient;
  const all = {
    response_type: 'code',
    client_id: c.clientId,
    redirect_uri: c.redirectUri,
    scope: c.scopes.join(' '),
    state: 's',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) u.searchParams.set(k, v);
  return u.href;
}

describe('a kept page drawn later', () => {
  it('is pixel for pixel the screenshot of the page as it was shown', async () => {
    const tab = await browser.newTab();
    const flavours = ['classic', 'two-step', 'drawn', 'framed', 'panel', 'odd', 'continue'];
    const urls = [
      authorizeUrl(),
      authorizeUrl({ client_id: 'nobody-knows-me' }),
      ...flavours.map(
        (f) => `${pages.origin}/${f}/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:1/cb')}&state=s&scope=a%20b`,
      ),
      `${pages.origin}/classic/refuse`,
    ];
    for (const [i, url] of urls.entries()) {
      await tab.goto(url);
      // a page drawn by script settles first (the /drawn flavour draws its form after 700 ms, /panel after 300)
      await new Promise((r) => setTimeout(r, /\/(drawn|panel)\//.test(url) ? 1000 : 200));
      expect(await keepable(tab), url).toBe(true);
      const shown = await tab.screenshot();
      const rel = `attachments/kept-${i}.png`;
      expect(await draw(browser, runDir, rel, { url: tab.url(), mhtml: (await mhtmlOf(tab))! }), url).toBe(true);
      expect(pixelsDiffer(shown, readFileSync(join(runDir, rel))), url).toBe(0);
    }
    await tab.close();
  });

  it('is not kept where its MHTML would leave something out: a shadow root with its own style', async () => {
    const tab = await browser.newTab();
    await tab.goto(`${oddOrigin}/`);
    expect(await keepable(tab)).toBe(false);
    expect(await mhtmlOf(tab)).toBeUndefined();
    await tab.close();
  });

  it('drawn from the answer of a page judged without the browser, is the screenshot the browser took of it', async () => {
    const tab = await browser.newTab();
    const url = authorizeUrl({ client_id: 'not-a-client' });
    await tab.goto(url);
    const shown = await tab.screenshot();
    const res = await fetch(url);
    const headers = [...res.headers].map(([name, value]) => ({ name, value }));
    const capture = { url, answer: { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) } };
    expect(await draw(browser, runDir, 'attachments/answer.png', capture)).toBe(true);
    expect(pixelsDiffer(shown, readFileSync(join(runDir, 'attachments/answer.png')))).toBe(0);
    await tab.close();
  });
});

describe('screenshots on failure', () => {
  const settings = {
    browser: undefined as unknown as DriveBrowser,
    strategy: generic,
    pageTimeoutMs: 5000,
    runDir,
    screenshots: 'on-failure' as const,
  };
  const drive = async (over: Partial<ConsentRequest>) => {
    const t = new Transcript();
    const req: ConsentRequest = {
      authorizeUrl: `${pages.origin}/classic/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:8978/cb')}&state=s`,
      redirectUri: 'http://127.0.0.1:8978/cb',
      member: USER,
      decision: 'approve',
      label: 'on-failure',
      fresh: true,
      ...over,
    };
    await withTranscript(t, () => driveConsent(req, { ...settings, browser }));
    return t;
  };

  it('draws the first page of each kind at each address, holds the others, and draws them only for a check that did not pass', async () => {
    // the first sign-in page at its address: drawn at once, for the gallery
    const first = await drive({
      authorizeUrl: `${pages.origin}/classic/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:8978/cb')}&state=s&client_id=one`,
    });
    const shot = first.attachments.find((a) => a.name === 'on-failure: login page')!;
    expect(shot.pending).toBeUndefined();
    expect(existsSync(join(runDir, shot.path))).toBe(true);
    // the same page for another client (another distinct page): held
    const passed = await drive({
      authorizeUrl: `${pages.origin}/classic/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:8978/cb')}&state=s&client_id=two`,
    });
    const held = passed.attachments.filter((a) => a.pending);
    expect(held.length).toBeGreaterThan(0);
    for (const a of held) expect(existsSync(join(runDir, a.path))).toBe(false);
    const failed = new Transcript();
    failed.include(passed.toJSON());
    drawPendingWith((paths) => drawCaptures(browser, runDir, paths));
    await settleAttachments(passed, false);
    expect(passed.attachments.filter((a) => a.path === held[0]!.path)).toEqual([]);
    await settleAttachments(failed, true);
    for (const a of held) {
      expect(failed.attachments.find((x) => x.path === a.path)).toEqual({ name: a.name, path: a.path, contentType: 'image/png' });
      expect(existsSync(join(runDir, a.path))).toBe(true);
    }
  });
});
