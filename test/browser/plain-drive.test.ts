// A drive that expects an error page has its first answer judged before the browser draws it
// (lib/browser/plain-drive.ts). Each kind of answer the browser acts on still reaches it and ends
// where it leads: a page that redirects by script, by a meta refresh, by a form that posts itself,
// and a 302. A plain page is never drawn, and the drive ends as the drawn page would have ended it:
// the same outcome, the same exchange and text in the evidence, the request sent with the member's
// session cookies and the cookies the answer set kept in the session. Both ways, page by page. An
// answer whose body never ends ends the drive in the page's time, with the outcome of the drawn page.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type DriveBrowser } from '../../lib/browser/launch.ts';
import { driveConsent, type ConsentOutcome, type ConsentRequest, type DriverSettings } from '../../lib/browser/driver.ts';
import { generic } from '../../lib/browser/strategies.ts';
import { readDrives } from '../../lib/browser/timings.ts';
import { Transcript, withTranscript } from '../../lib/http/transcript.ts';
import type { Exchange } from '../../lib/http/types.ts';

const REDIRECT = 'http://127.0.0.1:8979/cb';
const MEMBER = { username: 'plain@example.test', password: 'plain pages' };
const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;
const HTML = { 'content-type': 'text/html; charset=utf-8' };

let browser: DriveBrowser;
let server: Server;
let origin: string;
const runDir = mkdtempSync(join(tmpdir(), 'csc-plain-'));
/** the Cookie header of each request, by path */
const cookies = new Map<string, string>();

function answer(req: IncomingMessage): { status: number; headers: Record<string, string | string[]>; body: string; drip?: string } {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  cookies.set(path, req.headers.cookie ?? '');
  const cb = (code: string) => `${REDIRECT}?code=${code}`;
  switch (path) {
    case '/sign-in':
      return { status: 302, headers: { location: cb('signed'), 'set-cookie': 'sid=member-1; Path=/; HttpOnly; SameSite=Lax' }, body: '' };
    case '/script':
      return {
        status: 200,
        headers: HTML,
        body: page(`<p>Redirecting…</p><script>location.href = ${JSON.stringify(cb('script'))}</script>`),
      };
    case '/refresh':
      return {
        status: 200,
        headers: HTML,
        body: page('<p>Redirecting…</p>', `<meta http-equiv="refresh" content="0; url=${cb('refresh')}">`),
      };
    case '/form':
      return {
        status: 200,
        headers: HTML,
        body: page(
          '<form method="post" action="/posted"><input type="hidden" name="x" value="1"></form><script>document.forms[0].submit()</script>',
        ),
      };
    case '/posted':
      return { status: 302, headers: { location: cb('form') }, body: '' };
    case '/302':
      return { status: 302, headers: { location: cb('302') }, body: '' };
    case '/plain':
      return {
        status: 400,
        headers: {
          ...HTML,
          'set-cookie': ['seen=yes; Path=/', 'twice=1; Path=/'],
          'referrer-policy': 'no-referrer',
          'x-frame-options': 'DENY',
        },
        body: page(
          `<h1>Authorization error</h1><p class="error">The request was refused.</p><p>Start again from the application &amp; sign in.</p>`,
          '<meta name="referrer" content="origin"><style>.error{color:#a00}</style>',
        ),
      };
    case '/drip':
      return { status: 400, headers: HTML, body: '', drip: '<!doctype html><h1>Refused</h1><p>and then nothing more' };
    case '/styled':
      return { status: 400, headers: HTML, body: page('<h1>Refused</h1>', '<style>h1{text-transform:uppercase}</style>') };
    default:
      return { status: 404, headers: HTML, body: page('<p>not here</p>') };
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const a = answer(req);
      // a body that never ends
      if (a.drip) return void res.writeHead(a.status, a.headers).write(a.drip);
      res.writeHead(a.status, a.headers).end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
});

const settings = (plainPages: 'http' | 'browser'): DriverSettings => ({
  browser,
  strategy: generic,
  pageTimeoutMs: 5000,
  runDir,
  plainPages,
});

/** A drive of the member's (signed in first, in the member's pool session) and what it recorded. */
async function drive(path: string, plainPages: 'http' | 'browser', over: Partial<ConsentRequest> = {}) {
  const t = new Transcript();
  const label = `${plainPages}-${path.slice(1)}-${Math.random().toString(36).slice(2, 8)}`;
  const req: ConsentRequest = {
    authorizeUrl: `${origin}${path}?state=s`,
    redirectUri: REDIRECT,
    member: MEMBER,
    decision: 'approve',
    label,
    unknownPageIsError: true,
    ...over,
  };
  const outcome = await withTranscript(t, () => driveConsent(req, settings(plainPages)));
  const logged = readDrives(runDir).find((d) => d.label === label)!;
  return { outcome, logged, pages: t.exchanges.filter((x) => x.request.headers['x-recorded-by'] === 'browser') };
}

/** What must be the same both ways: the outcome (not its timing) and the page exchanges (not theirs). */
const same = (o: ConsentOutcome) => ({ ...o, durationMs: 0, signedInAtStart: undefined, session: undefined, callback: o.callback?.href });
const recorded = (xs: Exchange[]) =>
  xs.map((x) => ({ method: x.request.method, url: x.request.url, status: x.response?.status, body: x.response?.body }));

describe('the first answer of a drive that expects an error page', () => {
  it('goes on to the browser when the browser acts on it: a script, a meta refresh, a form that posts itself, a 302', async () => {
    await drive('/sign-in', 'http', { unknownPageIsError: false });
    for (const [path, code] of [
      ['/script', 'script'],
      ['/refresh', 'refresh'],
      ['/form', 'form'],
      ['/302', '302'],
    ] as const) {
      const judged = await drive(path, 'http');
      expect(judged.outcome.kind, path).toBe('callback');
      expect(judged.outcome.callback?.searchParams.get('code'), path).toBe(code);
      expect(judged.logged.plain, path).toBeUndefined();
      const drawn = await drive(path, 'browser');
      expect(same(judged.outcome), path).toEqual(same(drawn.outcome));
    }
  });

  it('is a plain page judged from its answer, never drawn, and ends the drive as the drawn page does', async () => {
    await drive('/sign-in', 'http', { unknownPageIsError: false });
    const judged = await drive('/plain', 'http');
    expect(judged.logged).toMatchObject({ plain: true, documents: 0, kind: 'error-page', pages: ['unknown'] });
    expect(judged.outcome).toMatchObject({ kind: 'error-page', status: 400, url: `${origin}/plain?state=s` });
    expect(judged.outcome.pages).toEqual([
      {
        kind: 'unknown',
        url: `${origin}/plain?state=s`,
        security: { headers: { 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' }, referrerMeta: 'origin' },
      },
    ]);
    // the member's session went with the request, as the browser sends it
    expect(cookies.get('/plain')).toBe('sid=member-1');
    expect(recorded(judged.pages)).toEqual([
      {
        method: 'GET',
        url: `${origin}/plain?state=s`,
        status: 400,
        body: 'Authorization error\n\nThe request was refused.\n\nStart again from the application & sign in.',
      },
    ]);
    const drawn = await drive('/plain', 'browser');
    expect(drawn.logged.plain).toBeUndefined();
    expect(drawn.logged.documents).toBe(1);
    expect(same(judged.outcome)).toEqual(same(drawn.outcome));
    expect(recorded(judged.pages)).toEqual(recorded(drawn.pages));
  });

  it("keeps the cookies a plain answer set in the member's session", async () => {
    await drive('/sign-in', 'http', { unknownPageIsError: false });
    await drive('/plain', 'http');
    await drive('/302', 'http');
    expect(cookies.get('/302')?.split('; ').sort()).toEqual(['seen=yes', 'sid=member-1', 'twice=1']);
  });

  it("ends in the page's time when the answer never ends, as the drawn page does: the same outcome, never judged plain", async () => {
    const started = Date.now();
    const judged = await drive('/drip', 'http');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(judged.logged.plain).toBeUndefined();
    const drawn = await drive('/drip', 'browser');
    expect(same(judged.outcome)).toEqual(same(drawn.outcome));
    expect(judged.outcome).toMatchObject({ kind: 'error-page', status: 400 });
    // the text is not the same: the drawn page shows what came of it, the held body gives nothing
    expect(recorded(judged.pages).map((x) => x.status)).toEqual(recorded(drawn.pages).map((x) => x.status));
  });

  it('draws a page whose style changes its text, and reads a form POST answered by a plain page without drawing it', async () => {
    const styled = await drive('/styled', 'http');
    expect(styled.logged.plain).toBeUndefined();
    expect(styled.pages[0]?.response?.body).toBe('REFUSED');
    const post = { post: { fields: [['state', 's']] as [string, string][], from: 'http://127.0.0.1:8979' } };
    const judged = await drive('/plain', 'http', { ...post, authorizeUrl: `${origin}/plain` });
    expect(judged.logged.plain).toBe(true);
    const drawn = await drive('/plain', 'browser', { ...post, authorizeUrl: `${origin}/plain` });
    expect(same(judged.outcome)).toEqual(same(drawn.outcome));
    expect(recorded(judged.pages)).toEqual(recorded(drawn.pages));
    expect(judged.pages[0]?.request.method).toBe('POST');
  });
});
