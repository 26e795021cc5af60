// Browser sessions for the consent driver: a member stays signed in between drives, as a person
// would. Each session (a browser context) is used by one drive at a time: a server may keep one
// pending authorization per session (the request held in the session, an interaction cookie), and
// two at once in one session is not what a client can count on (oidc-provider answered the second
// resume with HTTP 400). So a member has a small pool of sessions, up to SESSIONS_PER_MEMBER, each
// signing in on its first drive; a drive takes an idle one, opens a new one while the pool has room,
// or waits for one. A session the server ended signs in again on its next drive. A drive that must
// start signed out gets a context of its own, closed afterwards.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { VIEWPORT } from './settings.ts';
import type { Member } from './strategies.ts';

export interface Session {
  page: Page;
  /**
   * Hands the page back for the next drive, or closes it (or a one-off context). `settled`: the
   * page is done navigating (the redirect was caught in the browser); otherwise it is cleared first.
   */
  release(broken: boolean, settled: boolean): Promise<void>;
}

/** Pool sessions in which a drive got past the sign-in (the member is signed in there, unless the server ended it). */
const signedIn = new WeakSet<Page>();
export const markSignedIn = (page: Page): void => void signedIn.add(page);
export const isSignedIn = (page: Page): boolean => signedIn.has(page);

/** sessions of one member at most: each signs in once, and drives beyond them wait for one */
export const SESSIONS_PER_MEMBER = 3;

interface Pool {
  idle: Page[];
  /** sessions opened so far (idle or in a drive) */
  size: number;
  waiting: ((page: Page | undefined) => void)[];
}

const pools = new WeakMap<Browser, Map<string, Pool>>();

export async function openSession(browser: Browser, member: Member | undefined, fresh: boolean): Promise<Session> {
  if (fresh || !member) return oneOff(browser);
  let byMember = pools.get(browser);
  if (!byMember) pools.set(browser, (byMember = new Map()));
  const key = memberKey(member);
  let pool = byMember.get(key);
  if (!pool) byMember.set(key, (pool = { idle: [], size: 0, waiting: [] }));
  const page = await take(browser, pool);
  const self = pool;
  return {
    page,
    async release(broken, settled) {
      // the navigation to the redirect URI may still be failing (nothing listens there): a blank page
      // supersedes it, so its error page never lands in the next drive
      const clean =
        !broken &&
        !page.isClosed() &&
        (settled ||
          (await page.goto('about:blank').then(
            () => true,
            () => false,
          )));
      if (!clean)
        await page
          .context()
          .close()
          .catch(() => undefined);
      give(self, clean ? page : undefined);
    },
  };
}

/** An idle session's page, a new session while the pool has room, or the next one handed back. */
async function take(browser: Browser, pool: Pool): Promise<Page> {
  // an idle page the browser closed meanwhile frees its place
  for (let idle = pool.idle.pop(); idle; idle = pool.idle.pop()) {
    if (!idle.isClosed()) return idle;
    pool.size--;
  }
  if (pool.size >= SESSIONS_PER_MEMBER) {
    const handed = await new Promise<Page | undefined>((resolve) => pool.waiting.push(resolve));
    if (handed) return handed;
    // a broken session was closed: its place in the pool is this drive's
  } else pool.size++;
  return newPage(browser).catch((e: unknown) => {
    give(pool, undefined);
    throw e;
  });
}

/** Hands a session back: to the next waiting drive, else to the idle list; undefined frees its place. */
function give(pool: Pool, page: Page | undefined): void {
  const next = pool.waiting.shift();
  if (next) return next(page);
  if (page) pool.idle.push(page);
  else pool.size--;
}

async function oneOff(browser: Browser): Promise<Session> {
  const page = await newPage(browser);
  return {
    page,
    release: () =>
      page
        .context()
        .close()
        .catch(() => undefined),
  };
}

/**
 * The page of a new context (a session of its own). One is opened ahead for the next drive that
 * needs one: opening a context and its page is a round of Chromium work a drive need not wait for.
 */
async function newPage(browser: Browser): Promise<Page> {
  const spare = spares.get(browser);
  spares.set(
    browser,
    openPage(browser).catch(() => undefined),
  );
  const page = await spare;
  if (page && !page.isClosed()) return page;
  await page
    ?.context()
    .close()
    .catch(() => undefined);
  return openPage(browser);
}

const spares = new WeakMap<Browser, Promise<Page | undefined>>();
const contextOptions = new WeakMap<Browser, BrowserContextOptions>();

/** The options of every session's context (playwright.config.ts: viewport, locale, timezoneId). */
export function configureSessions(browser: Browser, options: BrowserContextOptions): void {
  contextOptions.set(browser, options);
}

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(contextOptions.get(browser) ?? { viewport: VIEWPORT });
  return context.newPage().catch(async (e: unknown) => {
    await context.close().catch(() => undefined);
    throw e;
  });
}

/** A session belongs to one username and password: a wrong password never rides on a signed-in session. */
function memberKey(m: Member): string {
  return createHash('sha256').update(`${m.username}\n${m.password}`).digest('hex');
}
