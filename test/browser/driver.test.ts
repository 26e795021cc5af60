// The consent driver handles login pages it was not written for: a classic one-page login, a
// two-step login, one with a "Continue" interstitial, a single-page app whose consent panel asks to
// tick scopes, an odd page only declarative steps or a vendor script can drive, and a server that
// remembers the member and the consent. The generic strategy
// is driven in both browsers the harness launches (its own, and Playwright's, which steps and scripts need).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type DriveBrowser } from '../../lib/browser/launch.ts';
import { driveConsent, type ConsentRequest } from '../../lib/browser/driver.ts';
import { openSession } from '../../lib/browser/sessions.ts';
import { generic, scriptStrategy, stepsStrategy, type Strategy } from '../../lib/browser/strategies.ts';
import { Transcript, withTranscript } from '../../lib/http/transcript.ts';
import { configureHttp } from '../../lib/http/client.ts';
import { EVIDENCE_TIMEOUT_MS, screenshotStalled } from '../../lib/browser/bounded.ts';
import { pageBody } from '../../lib/browser/page-text.ts';
import { readDrives } from '../../lib/browser/timings.ts';
import { createLoginPagesServer, USER, USER2, USER3, USER4 } from '../../fixtures/login-pages/server.ts';

let own: DriveBrowser;
let playwright: DriveBrowser;
let pages: Awaited<ReturnType<typeof createLoginPagesServer>>;
const runDir = mkdtempSync(join(tmpdir(), 'csc-driver-'));
const REDIRECT = 'http://127.0.0.1:8976/callback';

beforeAll(async () => {
  [own, playwright, pages] = await Promise.all([launchBrowser(), launchBrowser({ playwright: true }), createLoginPagesServer()]);
});
afterAll(async () => {
  await Promise.all([own?.close(), playwright?.close()]);
  await pages?.close();
});

const oddSteps = stepsStrategy([
  {
    match: '/odd/login',
    page: 'login',
    actions: [
      { fill: 'input[name=f1]', value: '{{username}}' },
      { fill: 'input[name=f2]', value: '{{password}}' },
      { click: '[data-testid=go]' },
    ],
  },
  { match: '/odd/consent', page: 'consent', decision: 'approve', actions: [{ click: '[data-testid=ok]' }] },
  { match: '/odd/consent', page: 'consent', decision: 'deny', actions: [{ click: '[data-testid=nope]' }] },
]);

function drive(flavour: string, strategy: Strategy, over: Partial<ConsentRequest> = {}, query = '') {
  const req: ConsentRequest = {
    authorizeUrl: `${pages.origin}/${flavour}/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}&state=st%20%C3%A9${query}`,
    redirectUri: REDIRECT,
    member: USER,
    decision: 'approve',
    label: `${flavour}-test`,
    ...over,
  };
  // steps and scripts are handed Playwright's Page
  return driveConsent(req, { browser: strategy.needsPage ? playwright : own, strategy, pageTimeoutMs: 5000, runDir });
}

/** The generic strategy in the browser Playwright launched. */
const genericInPlaywright = { ...generic, needsPage: true };

describe('consent driver', () => {
  const cases: [string, string, () => Strategy | Promise<Strategy>][] = [
    ['classic', 'generic', () => generic],
    ['two-step', 'generic', () => generic],
    ['continue', 'generic', () => generic],
    ['drawn', 'generic', () => generic],
    ['framed', 'generic', () => generic],
    ['panel', 'generic', () => generic],
    ['panel', 'generic (Playwright)', () => genericInPlaywright],
    ['classic', 'generic (Playwright)', () => genericInPlaywright],
    ['drawn', 'generic (Playwright)', () => genericInPlaywright],
    ['two-step', 'generic (Playwright)', () => genericInPlaywright],
    ['odd', 'steps', () => oddSteps],
    ['odd', 'script', () => scriptStrategy(new URL('../../fixtures/login-pages/script.ts', import.meta.url).pathname)],
  ];
  for (const [flavour, name, strategy] of cases) {
    it(`${flavour} pages, ${name} strategy: approve → callback with code and state`, async () => {
      const out = await drive(flavour, await strategy());
      expect(out.kind).toBe('callback');
      expect(out.callback?.searchParams.get('code')).toMatch(/^[0-9a-f]{24}$/);
      expect(out.callback?.searchParams.get('state')).toBe('st é');
      expect(out.pages.map((p) => p.kind)).toContain('consent');
    });

    it(`${flavour} pages, ${name} strategy: deny → access_denied`, async () => {
      const out = await drive(flavour, await strategy(), { decision: 'deny' });
      expect(out.callback?.searchParams.get('error')).toBe('access_denied');
    });

    it(`${flavour} pages, ${name} strategy: a wrong password yields no code`, async () => {
      const out = await drive(flavour, await strategy(), { member: { ...USER, password: 'wrong' } });
      expect(out.kind).toBe('login-failed');
      expect(out.callback).toBeUndefined();
    });
  }

  it('stops at the login page when no member is given', async () => {
    expect((await drive('classic', generic, { member: undefined })).kind).toBe('login-required');
  });

  it('reports a page it cannot handle as a harness error with a screenshot and the HTML', async () => {
    const t = new Transcript();
    const err = await withTranscript(t, () => drive('odd', generic)).catch((e: Error) => e);
    expect(err).toMatchObject({ name: 'HarnessError', code: 'ERR_CONSENT_PAGE_UNKNOWN' });
    expect((err as Error).message).toMatch(/\/odd\/login/);
    // it names what it saw, and what to configure instead
    expect((err as Error).message).toMatch(/It shows the title "Anmeldung", 2 fields \(no user name or password field\), buttons none/);
    expect((err as Error).message).toMatch(/login\.strategy "script"/);
    expect(t.attachments.map((a) => a.contentType)).toEqual(expect.arrayContaining(['image/png', 'text/html']));
  });

  it('records the browser navigations as evidence', async () => {
    const t = new Transcript();
    await withTranscript(t, () => drive('classic', generic));
    expect(t.exchanges.some((x) => x.response?.status === 302)).toBe(true);
    expect(t.attachments.filter((a) => a.contentType === 'image/png').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a consent panel that asks to choose, drawn in place after the sign-in', () => {
  const scope = `&scope=${encodeURIComponent('openid courses:read')}`;
  const launches: [string, Strategy][] = [
    ['its own launch', generic],
    ['Playwright', genericInPlaywright],
  ];
  for (const [launch, strategy] of launches) {
    it(`approves as a person does, in ${launch}: the requested scopes ticked, Grant access (saved), then Continue`, async () => {
      const out = await drive('panel', strategy, { label: 'panel-approve' }, scope);
      expect(out.pages.map((p) => p.kind)).toEqual(['login', 'consent']);
      // one URL: the sign-in and the panel are one document
      expect(new Set(out.pages.map((p) => p.url)).size).toBe(1);
      // the scope offered beside them and "Remember this decision" left unticked
      expect(Object.fromEntries(out.callback!.searchParams)).toMatchObject({ scope: 'openid courses:read', state: 'st é' });
      expect(out.callback?.searchParams.has('remembered')).toBe(false);
      expect(out.posts?.map((p) => p.from)).toEqual(['consent']);
    });

    it(`refuses as a person does, in ${launch}: the ticked box unticked, Continue (no Grant access)`, async () => {
      const out = await drive('panel', strategy, { label: 'panel-deny', decision: 'deny' }, scope);
      expect(out.callback?.searchParams.get('error')).toBe('access_denied');
    });
  }

  it('captures the form as the approval sends it: the scopes ticked, and leaves it unsent', async () => {
    const out = await drive('panel', generic, { label: 'panel-capture', consentForms: 'capture' }, scope);
    expect(out.kind).toBe('stopped');
    expect(out.consentForms).toEqual([
      {
        action: `${pages.origin}/panel/consent`,
        method: 'post',
        fields: [
          ['rid', expect.any(String)],
          ['scope', 'openid'],
          ['scope', 'courses:read'],
        ],
      },
    ]);
  });

  it('a panel it cannot answer (no affirmative button) is an unknown page, its checkboxes and buttons named', async () => {
    const html = `<title>Access</title><form><label><input type="checkbox" name="scope" value="openid"> openid</label>
      <label><input type="checkbox" id="email" name="email"> email</label><button type="button">Logout</button><button>Continue</button></form>`;
    const err = await drive('panel', generic, { authorizeUrl: `data:text/html,${encodeURIComponent(html)}` }).catch((e: Error) => e);
    expect(err).toMatchObject({ name: 'HarnessError', code: 'ERR_CONSENT_PAGE_UNKNOWN' });
    expect((err as Error).message).toMatch(
      /It shows the title "Access", 2 fields \(no user name or password field, 2 of them checkboxes\), buttons "Logout", "Continue"/,
    );
  });

  it('never pressed "Logout"', () => {
    expect(pages.logouts()).toBe(0);
  });
});

describe('the text of the page a drive ends on', () => {
  it("is the body of the error page's exchange, masked (the code in the URL it shows) and trimmed", async () => {
    const t = new Transcript();
    const out = await withTranscript(t, () => drive('classic', generic, { authorizeUrl: `${pages.origin}/classic/refuse` }));
    expect(out).toMatchObject({ kind: 'error-page', status: 400 });
    const [redirect, refused] = t.exchanges;
    expect(redirect!.response).toMatchObject({ status: 302, headers: { location: expect.stringMatching(/code=\w{4}…\w{4} \(len=24\)$/) } });
    expect(redirect!.response!.body).toBeUndefined();
    expect(refused!.response?.status).toBe(400);
    const body = refused!.response!.body!;
    expect(body).toMatch(
      /^Authorization error\n+client_id metadata document fetch failed\n+http:\/\/127\.0\.0\.1:\d+\/classic\/refused\?code=(\w{4}…\w{4} \(len=24\)) \(code \1\)$/,
    );
    expect(body).not.toMatch(/[0-9a-f]{24}/);
    expect(refused!.response!.truncated).toBeUndefined();
  });

  it('is not read from a drive that ends at the callback', async () => {
    const t = new Transcript();
    await withTranscript(t, () => drive('classic', generic));
    expect(t.exchanges.filter((x) => x.response?.body !== undefined)).toEqual([]);
  });

  it('is cut at the response cap, and a page that hangs leaves none, in bounded time', async () => {
    const tab = await own.newTab();
    const html = (s: string) => `data:text/html,${encodeURIComponent(s)}`;
    try {
      configureHttp({ maxResponseBytes: 64 });
      await tab.goto(html(`<p>${'x'.repeat(100)}</p>`));
      expect(await pageBody(tab)).toEqual({ body: 'x'.repeat(64), truncated: true });
      configureHttp({ maxResponseBytes: 2 << 20 });
      await tab.goto(html('<p>busy</p><script>setTimeout(() => { for (;;); }, 50)</script>'));
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      expect(await pageBody(tab)).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(EVIDENCE_TIMEOUT_MS + 2000);
      expect(screenshotStalled(tab)).toBe(true);
    } finally {
      configureHttp({ maxResponseBytes: 2 << 20 });
      void tab.close();
    }
  }, 20_000);
});

describe('a session nobody has used', () => {
  // what a one-off session's last page left, or was still writing as the drive ended (a write due
  // before, during or after the session is let go), is in no later one, in either launch
  it('holds no cookie, storage, session storage, database, cache or history of an earlier one, in either launch', async () => {
    for (const browser of [own, playwright]) {
      for (let due = 0; due < 12; due++) {
        const used = await openSession(browser, undefined, { fresh: true });
        try {
          await used.tab.goto(`${pages.origin}/classic/refuse`);
          await used.tab.evaluate(`(async () => {
            document.cookie = 'sid=1; path=/'; localStorage.setItem('l', '1'); if (${due % 2}) sessionStorage.setItem('s', '1');
            await new Promise((opened) => { indexedDB.open('cs-used').onsuccess = opened; });
            await caches.open('cs-used');
            setTimeout(() => { document.cookie = 'late=1; path=/'; sessionStorage.setItem('late', '1'); }, ${due});
            return 1;
          })()`);
        } finally {
          await used.release(false, false);
        }
        const next = await openSession(browser, undefined, { fresh: true });
        try {
          await next.tab.goto(`${pages.origin}/classic/refuse`);
          // its history: the blank page it began on, and this page
          const left = await next.tab.evaluate<string>(`(async () => JSON.stringify([document.cookie, localStorage.getItem('l'),
            sessionStorage.getItem('s'), sessionStorage.getItem('late'), (await indexedDB.databases()).length,
            (await caches.keys()).length, history.length]))()`);
          expect({ due, left: JSON.parse(left) }).toEqual({ due, left: ['', null, null, null, 0, 0, 2] });
        } finally {
          await next.release(false, false);
        }
      }
    }
  }, 60_000);
});

describe('consent driver, sessions and a server that remembers', () => {
  const kinds = (o: { pages: { kind: string }[] }) => o.pages.map((p) => p.kind);

  it('goes on past a "Continue" interstitial after a two-step login', async () => {
    const out = await drive('continue', generic, { label: 'continue-kinds' });
    expect(kinds(out)).toEqual(['login', 'login', 'interstitial', 'consent']);
    expect(out.callback?.searchParams.get('code')).toBeTruthy();
  });

  it('keeps the member signed in: a remembered consent is a straight redirect back, with no page at all', async () => {
    const client = '&client_id=remembering-1';
    const first = await drive('remember', generic, {}, client);
    expect(kinds(first)).toEqual(['login', 'consent']);
    const again = await drive('remember', generic, {}, client);
    expect(again.kind).toBe('callback');
    expect(again.pages).toEqual([]);
    expect(again.callback?.searchParams.get('code')).toBeTruthy();
  });

  it('with prompt=consent the remembering server asks again, and the member can deny', async () => {
    const client = '&client_id=remembering-2';
    await drive('remember', generic, {}, client);
    const asked = await drive('remember', generic, { decision: 'deny' }, `${client}&prompt=consent`);
    expect(kinds(asked)).toEqual(['consent']);
    expect(asked.callback?.searchParams.get('error')).toBe('access_denied');
  });

  it("never drives a member with another member's session, nor a fresh drive with any", async () => {
    const client = '&client_id=remembering-3';
    await drive('remember', generic, {}, client);
    const other = await drive('remember', generic, { member: USER2 }, client);
    expect(kinds(other)).toEqual(['login', 'consent']);
    const fresh = await drive('remember', generic, { fresh: true }, client);
    expect(kinds(fresh)[0]).toBe('login');
    expect((await drive('remember', generic, { member: undefined }, client)).kind).toBe('login-required');
  });

  it('runs drives of one member side by side, none waiting, one drive per session at a time: each session signs in once', async () => {
    const outs = await Promise.all(
      Array.from({ length: 4 }, () =>
        drive('remember', generic, { member: USER3, label: 'side-first' }, '&client_id=parallel&prompt=consent'),
      ),
    );
    for (const out of outs) expect(out.callback?.searchParams.get('code')).toBeTruthy();
    // four at once: four sessions, each signed in on its first drive
    expect(outs.filter((o) => kinds(o).includes('login'))).toHaveLength(4);
    // later drives reuse the signed-in sessions, side by side too
    const again = await Promise.all(
      [1, 2].map(() => drive('remember', generic, { member: USER3, label: 'side-again' }, '&client_id=parallel&prompt=consent')),
    );
    for (const out of again) expect(kinds(out)).toEqual(['consent']);
    // the bench's log of them (npm run bench: Chromium's floor): a context opened for each new session
    // only, and the documents each committed (at least its pages; the callback is caught before one)
    const logged = (label: string) => readDrives(runDir).filter((d) => d.label === label);
    expect(logged('side-first').map((d) => d.opened)).toEqual([true, true, true, true]);
    expect(logged('side-again').map((d) => d.opened)).toEqual([false, false]);
    for (const d of [...logged('side-first'), ...logged('side-again')]) expect(d.documents).toBeGreaterThanOrEqual(d.pages.length);
    // a pool session is handed back, not closed
    expect([...logged('side-first'), ...logged('side-again')].map((d) => d.closed)).toEqual(Array(6).fill(undefined));
  });

  it('notes Chromium’s CPU in a drive’s timing when asked (the bench’s attribution by kind of drive), and not otherwise', async () => {
    const req = (label: string): ConsentRequest => ({
      authorizeUrl: `${pages.origin}/classic/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
      redirectUri: REDIRECT,
      member: USER,
      decision: 'approve',
      label,
      fresh: true,
    });
    const settings = { browser: own, strategy: generic, pageTimeoutMs: 5000, runDir };
    await driveConsent(req('cpu-alone'), { ...settings, cpuPerDrive: true });
    await driveConsent(req('cpu-side-by-side'), settings);
    const [alone] = readDrives(runDir).filter((d) => d.label === 'cpu-alone');
    // a new context, a sign-in and a consent cost Chromium some CPU (counted in 10 ms ticks)
    expect(alone?.cpuMs).toBeGreaterThan(0);
    // its session of its own was closed, a cost of the drive's that the bench prices
    expect(alone?.closed).toBe(true);
    expect(readDrives(runDir).find((d) => d.label === 'cpu-side-by-side')?.cpuMs).toBeUndefined();
  });

  it('holds a session for the drive that resumes it, whatever other drives of the member do meanwhile', async () => {
    const query = '&client_id=held&prompt=consent';
    const first = await drive('remember', generic, { member: USER2, hold: true }, query);
    expect(first.session).toMatch(/^session-\d+$/);
    // others of the member meanwhile: none of them takes the held session
    const others = await Promise.all([1, 2, 3].map(() => drive('remember', generic, { member: USER2 }, query)));
    for (const o of others) expect(o.callback?.searchParams.get('code')).toBeTruthy();
    const resumed = await drive('remember', generic, { member: USER2, resume: first.session }, query);
    expect(resumed.signedInAtStart).toBe(true);
    expect(kinds(resumed)).toEqual(['consent']);
  });

  it('when the server ends the sessions, each signs in again on its next drive', async () => {
    const query = '&client_id=expiry&prompt=consent';
    await drive('remember', generic, { member: USER4 }, query);
    pages.forgetSessions();
    const outs = await Promise.all([1, 2, 3].map(() => drive('remember', generic, { member: USER4 }, query)));
    for (const out of outs) {
      expect(out.kind).toBe('callback');
      expect(out.callback?.searchParams.get('code')).toBeTruthy();
    }
  });

  it('takes one screenshot of each distinct page per client, and every drive references it', async () => {
    const [a, b] = [new Transcript(), new Transcript()];
    await withTranscript(a, () => drive('classic', generic, { label: 'shot-a' }, '&client_id=shots'));
    await withTranscript(b, () => drive('classic', generic, { label: 'shot-b' }, '&client_id=shots'));
    const shots = (t: Transcript) => t.attachments.filter((x) => x.contentType === 'image/png').map((x) => x.path);
    expect(shots(a)).toHaveLength(2);
    expect(shots(b)).toEqual(shots(a));
    const files = readdirSync(join(runDir, 'attachments')).filter((f) => f.startsWith('page-shots-'));
    expect(files).toHaveLength(2);
  });
});
