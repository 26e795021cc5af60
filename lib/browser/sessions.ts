// Browser sessions for the consent driver: a member stays signed in between drives, as a person
// would. Each session (a tab in a browser context of its own) is used by one drive at a time: a
// server may keep one pending authorization per session (the request held in the session, an
// interaction cookie), and two at once in one session is not what a client can count on
// (oidc-provider answered the second resume with HTTP 400). So a member has a pool of sessions: a
// drive takes an idle one, or opens a new one (which signs in on its first drive) rather than wait;
// the pool grows to the number of the member's drives made at once. A session the server ended
// signs in again on its next drive. A drive that must start signed out gets a tab of its own,
// closed afterwards.
import { createHash } from 'node:crypto';
import type { DriveBrowser } from './tab-factory.ts';
import type { Member } from './strategies.ts';
import type { Tab } from './tab.ts';

export interface Session {
  tab: Tab;
  /**
   * Hands the tab back for the next drive, or closes it (or a one-off session). `settled`: the tab
   * is done navigating (the redirect was caught in the browser); otherwise it is cleared first.
   */
  release(broken: boolean, settled: boolean): Promise<void>;
}

/** Pool sessions in which a drive got past the sign-in (the member is signed in there, unless the server ended it). */
const signedIn = new WeakSet<Tab>();
export const markSignedIn = (tab: Tab): void => void signedIn.add(tab);
export const isSignedIn = (tab: Tab): boolean => signedIn.has(tab);

const pools = new WeakMap<DriveBrowser, Map<string, Tab[]>>();

export async function openSession(browser: DriveBrowser, member: Member | undefined, fresh: boolean): Promise<Session> {
  if (fresh || !member) return oneOff(browser);
  let byMember = pools.get(browser);
  if (!byMember) pools.set(browser, (byMember = new Map()));
  const key = memberKey(member);
  const idle = byMember.get(key) ?? [];
  byMember.set(key, idle);
  // an idle tab the browser closed meanwhile is dropped
  let tab = idle.pop();
  while (tab?.closed()) tab = idle.pop();
  tab ??= await newTab(browser);
  const mine = tab;
  return {
    tab: mine,
    async release(broken, settled) {
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
      if (clean) idle.push(mine);
      else await mine.close();
    },
  };
}

async function oneOff(browser: DriveBrowser): Promise<Session> {
  const tab = await newTab(browser);
  return { tab, release: () => tab.close() };
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
