// The consent driver: a state machine keyed on page identity. It opens the authorization URL in a
// fresh browser context, logs in, answers the consent, and catches the navigation to the
// client's redirect URI (no listener needed). An unrecognised page is a harness error carrying
// the URL, a screenshot and the HTML.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { HarnessError } from '../http/errors.ts';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import { currentTranscript, type Transcript } from '../http/transcript.ts';
import { formSignature, type PageKind } from './page-kinds.ts';
import { pickHeaders, referrerMeta, type PageSecurity } from './page-headers.ts';
import { VIEWPORT } from './settings.ts';
import { count } from '../http/metrics.ts';
import type { Decision, Member, Strategy } from './strategies.ts';

export interface ConsentRequest {
  authorizeUrl: string;
  /** the redirect URI sent: a navigation to it (any query) is the outcome */
  redirectUri: string;
  /** who logs in; without one, a login page ends the drive as 'login-required' */
  member?: Member;
  decision: Decision;
  /** names screenshots and evidence */
  label: string;
  /** an unrecognised page is the expected error page (refusal probes), not a harness error */
  unknownPageIsError?: boolean;
  /** called on each consent page before it is answered; 'stop' ends the drive there, unanswered */
  atConsent?: (page: Page) => Promise<'stop' | void>;
}

export interface ConsentOutcome {
  kind: 'callback' | 'error-page' | 'login-failed' | 'login-required' | 'stopped';
  /** the redirect the server sent the browser to, with code/state/iss or an error */
  callback?: URL;
  /** status of the last page the server showed */
  status?: number;
  url: string;
  pages: { kind: PageKind; url: string; security?: PageSecurity }[];
  /** the security headers and Location of the response that sent the browser to the callback */
  callbackHeaders?: Record<string, string>;
  durationMs: number;
}

export interface DriverSettings {
  browser: Browser;
  strategy: Strategy;
  pageTimeoutMs: number;
  /** run directory: screenshots and HTML dumps go under attachments/ */
  runDir: string;
}

const MAX_PAGES = 10;

/**
 * One context per browser connection, reused: a fresh context costs a renderer start (~0.3 s).
 * Drives in a worker run one at a time, and each clears the cookies first.
 */
const contexts = new WeakMap<Browser, Promise<BrowserContext>>();

function warmContext(browser: Browser): Promise<BrowserContext> {
  let c = contexts.get(browser);
  if (!c) {
    c = browser.newContext({ viewport: VIEWPORT });
    contexts.set(browser, c);
  }
  return c;
}

export async function driveConsent(req: ConsentRequest, s: DriverSettings): Promise<ConsentOutcome> {
  const started = Date.now();
  const context = await warmContext(s.browser);
  await context.clearCookies(); // every drive starts signed out
  const page = await context.newPage();
  page.setDefaultTimeout(s.pageTimeoutMs);
  const target = new URL(req.redirectUri);
  // Playwright events fire outside this call's async context: hold the transcript here
  const transcript = currentTranscript();
  let callback: URL | undefined;
  let status: number | undefined;
  let docHeaders: Record<string, string> = {}; // the last page's document response
  let callbackHeaders: Promise<Record<string, string> | undefined> | undefined;
  const caught = new Promise<void>((resolve) => {
    page.on('request', (r: Request) => {
      if (!r.isNavigationRequest()) return;
      recordRedirect(r, transcript);
      if (callback) return;
      const u = new URL(r.url());
      if (u.origin === target.origin && u.pathname === target.pathname) {
        callback = u;
        const from = r.redirectedFrom();
        callbackHeaders = from
          ? from.response().then(
              (x) => (x ? pickHeaders(x.headers(), ['location']) : undefined),
              () => undefined,
            )
          : undefined;
        resolve();
      }
    });
  });
  page.on('response', (r: Response) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) {
      status = r.status();
      if (status < 300 || status >= 400) docHeaders = pickHeaders(r.headers());
    }
    recordNavigation(r, transcript);
  });
  const pages: ConsentOutcome['pages'] = [];
  const done = (kind: ConsentOutcome['kind']): ConsentOutcome => ({
    kind,
    callback,
    status,
    url: page.url(),
    pages,
    durationMs: Date.now() - started,
  });
  try {
    await settle(
      page,
      page.goto(req.authorizeUrl).then(() => undefined),
      caught,
    );
    const loginForms = new Set<string>(); // a login form seen twice means the credentials were refused
    for (let n = 0; n < MAX_PAGES && !callback; n++) {
      const kind = await s.strategy.classify(page);
      pages.push({ kind, url: maskUrl(page.url()), security: { headers: docHeaders, referrerMeta: await referrerMeta(page) } });
      await screenshot(page, s.runDir, `${req.label}-${n + 1}-${kind}`);
      if (kind === 'unknown') {
        if (req.unknownPageIsError || (status ?? 200) >= 400) return done('error-page');
        throw await unknownPage(page, s.runDir, req.label);
      }
      if (kind === 'login') {
        if (!req.member) return done('login-required');
        const signature = await formSignature(page);
        if (loginForms.has(signature)) return done('login-failed');
        loginForms.add(signature);
        await settle(page, s.strategy.login(page, req.member), caught);
      } else {
        if ((await req.atConsent?.(page)) === 'stop') return done('stopped');
        await settle(page, s.strategy.consent(page, req.decision), caught);
      }
    }
    if (!callback) throw await unknownPage(page, s.runDir, req.label, `no redirect after ${MAX_PAGES} pages`);
    return { ...done('callback'), callbackHeaders: (await callbackHeaders) ?? (pages.length ? docHeaders : undefined) };
  } finally {
    count.consent(Date.now() - started);
    await page.close().catch(() => undefined);
  }
}

/** Runs an action and waits until the main frame has navigated and loaded, or the callback is caught. */
async function settle(page: Page, action: Promise<void>, caught: Promise<void>): Promise<void> {
  const navigated = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame() }).catch(() => undefined);
  await Promise.race([action.catch((e: unknown) => caughtOr(caught, e)), caught]);
  await Promise.race([navigated, caught]);
  await Promise.race([page.waitForLoadState('domcontentloaded').catch(() => undefined), caught]);
}

/** A navigation error after the callback was caught is expected (nothing listens there). */
async function caughtOr(caught: Promise<void>, e: unknown): Promise<void> {
  const winner = await Promise.race([caught.then(() => 'caught'), new Promise((r) => setTimeout(() => r('timeout'), 200))]);
  if (winner !== 'caught' && !/ERR_CONNECTION_REFUSED|ERR_ABORTED|interrupted by another navigation/.test(String(e))) throw e;
}

async function screenshot(page: Page, runDir: string, name: string): Promise<void> {
  const rel = `attachments/${slug(name)}.png`;
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  const ok = await page.screenshot({ path: join(runDir, rel), fullPage: true }).then(
    () => true,
    () => false,
  );
  if (ok) currentTranscript()?.attachments.push({ name, path: rel, contentType: 'image/png' });
}

async function unknownPage(page: Page, runDir: string, label: string, why = 'unrecognised page'): Promise<HarnessError> {
  const rel = `attachments/${slug(label)}-unknown.html`;
  const html = await page.content().catch(() => '');
  mkdirSync(join(runDir, 'attachments'), { recursive: true });
  writeFileSync(join(runDir, rel), maskKnownSecrets(html));
  currentTranscript()?.attachments.push({ name: `${label} unknown page`, path: rel, contentType: 'text/html' });
  return new HarnessError(
    'ERR_CONSENT_PAGE_UNKNOWN',
    `${why} at ${maskUrl(page.url())}: neither a login page nor a consent page (screenshot and HTML attached); configure login.strategy "steps" or "script"`,
  );
}

/** Browser navigations become evidence too: method, URL, status and Location, masked. */
function recordNavigation(r: Response, t: Transcript | undefined): void {
  if (r.request().isNavigationRequest() && !(r.status() >= 300 && r.status() < 400)) record(t, r.request(), r.status());
}

/** Redirects surface as the next request's redirectedFrom(), not as response events. */
function recordRedirect(next: Request, t: Transcript | undefined): void {
  const from = next.redirectedFrom();
  if (from) record(t, from, 302, next.url());
}

function record(t: Transcript | undefined, req: Request, status: number, location?: string): void {
  const url = maskUrl(req.url());
  t?.add({
    startedAt: new Date().toISOString(),
    durationMs: 0,
    request: { method: req.method(), url, headers: { 'x-recorded-by': 'browser' } },
    response: { status, headers: location ? { location: maskUrl(location) } : {} },
    curl: `# browser navigation: ${req.method()} ${url}`,
  });
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
