// Browser sessions for the consent driver: a member stays signed in between drives, as a person
// would. Each session (a tab in a browser context of its own) is used by one drive at a time: a
// server may keep one pending authorization per session (the request held in the session, an
// interaction cookie), and two at once in one session is not what a client can count on
// (oidc-provider answered the second resume with HTTP 400). So a member has a pool of sessions: a
// drive takes an idle one, or opens a new one (which signs in on its first drive) rather than wait;
// the pool grows to the number of the member's drives made at once. A session the server ended
// signs in again on its next drive. A drive that must start signed out gets a session nobody has
// used: a tab cleared of everything a server could recognise it by (its cookies, the storage and
// caches of every origin it visited, its session storage and history) is one, and costs Chromium
// less than a new context (whose renderer process starts anew).
import { createHash } from 'node:crypto';
import type { DriveBrowser } from './tab-factory.ts';
import type { Member } from './strategies.ts';
import type { Tab } from './tab.ts';
import { catcherFor } from './redirect-catcher.ts';

export interface Session {
  tab: Tab;
  /**
   * Hands the tab back for the next drive, or closes it (or a one-off session). `settled`: the tab
   * is done navigating (the redirect was caught in the browser); otherwise it is cleared first.
   * `hold`: kept for the drive that resumes it (the id returned), not handed to any other.
   */
  release(broken: boolean, settled: boolean, hold?: boolean): Promise<string | undefined>;
}

/** Sessions held for the drive that resumes them, by id; one not resumed in time goes back to its pool. */
const held = new Map<string, { tab: Tab; key: string; back(): void; timer: NodeJS.Timeout }>();
const HOLD_MS = 60_000;
let holds = 0;

/** Pool sessions in which a drive got past the sign-in (the member is signed in there, unless the server ended it). */
const signedIn = new WeakSet<Tab>();
export const markSignedIn = (tab: Tab): void => void signedIn.add(tab);
export const isSignedIn = (tab: Tab): boolean => signedIn.has(tab);

const pools = new WeakMap<DriveBrowser, Map<string, Tab[]>>();

/**
 * A session for a drive: a one-off when it must start signed out (or has no member), the held one
 * `resume` names (a drive that must begin where the last signed in), else one of the member's pool.
 */
export async function openSession(
  browser: DriveBrowser,
  member: Member | undefined,
  o: { fresh: boolean; resume?: string },
): Promise<Session> {
  if (o.fresh || !member) return oneOff(browser);
  let byMember = pools.get(browser);
  if (!byMember) pools.set(browser, (byMember = new Map()));
  const key = memberKey(member);
  const idle = byMember.get(key) ?? [];
  byMember.set(key, idle);
  const resumed = o.resume ? held.get(o.resume) : undefined;
  if (resumed && resumed.key === key) {
    clearTimeout(resumed.timer);
    held.delete(o.resume!);
  }
  // an idle tab the browser closed meanwhile is dropped
  let tab = resumed?.key === key ? resumed.tab : idle.pop();
  while (tab?.closed()) tab = idle.pop();
  tab ??= await newTab(browser);
  const mine = tab;
  return {
    tab: mine,
    async release(broken, settled, hold) {
      // the navigation to the redirect URI may still be failing (nothing listens there): a blank page
      // supersedes it, so its error page never lands in the next drive
      const clean =
        !broken &&
        !mine.closed() &&
        (settled ||
          (await mine.goto('about:blank').then(
            () => true,
            () => false,
          )));
      if (!clean) return void (await mine.close());
      if (!hold) return void idle.push(mine);
      const id = `session-${++holds}`;
      const back = () => {
        held.delete(id);
        idle.push(mine);
      };
      held.set(id, { tab: mine, key, back, timer: setTimeout(back, HOLD_MS) });
      return id;
    },
  };
}

const cleared = new WeakMap<DriveBrowser, Tab[]>();

async function oneOff(browser: DriveBrowser): Promise<Session> {
  const ready = cleared.get(browser) ?? [];
  cleared.set(browser, ready);
  let tab = ready.pop();
  while (tab?.closed()) tab = ready.pop();
  tab ??= await newTab(browser);
  const mine = tab;
  return {
    tab: mine,
    release: async (broken) => {
      if (
        !broken &&
        !mine.closed() &&
        (await clear(mine).then(
          () => true,
          () => false,
        ))
      )
        ready.push(mine);
      else await mine.close();
      return undefined;
    },
  };
}

/**
 * Everything a server could know the tab by, gone: the cookies of its context, the storage, caches
 * and service workers of each origin it sent requests to, its session storage there (cleared on a
 * blank page of the origin, which the browser answers itself: no request leaves it), and its history.
 * A navigation costs Chromium about as much CPU as a page of the drive, so the blank page is skipped
 * where no session storage can have been written: the tab's own documents tell us of each write
 * (DOMStorage events), unless a frame of another process wrote it or a page wrote as it was left.
 * Then every origin is visited.
 */
export async function clear(tab: Tab): Promise<void> {
  const leaving = await writesWhenLeft(tab);
  // the last document's scripts end first: nothing it runs later can write. Through our own session
  // (in a Playwright tab too): its write events then all come before the navigation does
  const before = tab.navigationCount();
  await tab.goto('about:blank', { own: true });
  if (tab.url() !== 'about:blank' || tab.navigationCount() === before) throw new Error('the tab did not leave its last page');
  const origins = tab.network.takeOrigins();
  const written = tab.takeSessionStorageOrigins();
  const framed = tab.network.takeFramed();
  const everywhere = framed || leaving;
  const catcher = catcherFor(tab);
  for (const origin of everywhere ? origins : written) {
    await catcher.blankAt(origin);
    await tab.evaluate('sessionStorage.clear()');
  }
  await Promise.all([
    tab.channel.send('Network.clearBrowserCookies'),
    tab.channel.send('Network.clearBrowserCache'),
    ...origins.map((origin) => tab.channel.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
  ]);
  await tab.channel.send('Page.resetNavigationHistory');
  tab.network.takeOrigins();
  // a write heard only now (a page left for another process) was not cleared: the tab is closed, not reused
  if (tab.takeSessionStorageOrigins().length) throw new Error('a page wrote session storage while the tab was being cleared');
}

/** Events a page may run script on as it is left, after which its writes may no longer reach us (another process takes over). */
const LEAVING = new Set(['pagehide', 'unload', 'beforeunload', 'visibilitychange', 'freeze']);

/** Whether the page the tab is on listens for being left (or cannot be asked). */
async function writesWhenLeft(tab: Tab): Promise<boolean> {
  if (!/^https?:/.test(tab.url())) return false;
  try {
    for (const expression of ['window', 'document']) {
      const { result } = await tab.channel.send<{ result: { objectId?: string } }>('Runtime.evaluate', { expression });
      if (!result.objectId) return true;
      const { listeners } = await tab.channel.send<{ listeners: { type: string }[] }>('DOMDebugger.getEventListeners', {
        objectId: result.objectId,
      });
      if (listeners.some((l) => LEAVING.has(l.type))) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * A tab in a new context (a session of its own). One is opened ahead for the next drive that
 * needs one: opening a context and its page is a round of Chromium work a drive need not wait for.
 */
async function newTab(browser: DriveBrowser): Promise<Tab> {
  const spare = spares.get(browser);
  spares.set(
    browser,
    browser.newTab().catch(() => undefined),
  );
  const tab = await spare;
  if (tab && !tab.closed()) return tab;
  return browser.newTab();
}

const spares = new WeakMap<DriveBrowser, Promise<Tab | undefined>>();

/** A session belongs to one username and password: a wrong password never rides on a signed-in session. */
function memberKey(m: Member): string {
  return createHash('sha256').update(`${m.username}\n${m.password}`).digest('hex');
}
