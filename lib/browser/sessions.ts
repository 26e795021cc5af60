// Browser sessions for the consent driver: a member stays signed in between drives, as a person
// would. Each session (a tab in a browser context of its own) is used by one drive at a time: a
// server may keep one pending authorization per session (the request held in the session, an
// interaction cookie), and two at once in one session is not what a client can count on
// (oidc-provider answered the second resume with HTTP 400). So a member has a pool of sessions: a
// drive takes an idle one, or opens a new one (which signs in on its first drive) rather than wait;
// the pool grows to the number of the member's drives made at once. A session the server ended
// signs in again on its next drive. A drive that must start signed out gets a session nobody has
// used: a new context (opened ahead), closed after the drive. A used tab cleared for it cost as
// much where the clearing was sure (a visit of every origin it saw, for their session storage);
// cleared more cheaply, a session-storage write landing as the tab left its page could survive.
import { createHash } from 'node:crypto';
import type { DriveBrowser } from './tab-factory.ts';
import type { Member } from './strategies.ts';
import type { Tab } from './tab.ts';

export interface Session {
  tab: Tab;
  /** the session is a browser context opened for this drive (a one-off, or a pool's new one) */
  opened: boolean;
  /**
   * Hands a member's tab back for the next drive, or closes it (`broken`). `settled`: the tab is done
   * navigating (the redirect was caught in the browser); otherwise it goes to about:blank first.
   * `hold`: kept for the drive that resumes it (the id returned), not handed to any other. A one-off
   * session is always closed.
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
  const opened = !tab;
  tab ??= await newTab(browser);
  const mine = tab;
  return {
    tab: mine,
    opened,
    async release(broken, settled, hold) {
      // the navigation to the redirect URI may still be failing (nothing listens there): a blank page
      // supersedes it, so its error page never lands in the next drive
      const clean =
        !broken &&
        !mine.closed() &&
        (settled ||
          (await mine.goto('about:blank').then(
            () => mine.url() === 'about:blank',
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

/** A session of its own for one drive: a new context, closed after it. */
async function oneOff(browser: DriveBrowser): Promise<Session> {
  const tab = await newTab(browser);
  return {
    tab,
    opened: true,
    release: async () => {
      await tab.close();
      return undefined;
    },
  };
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
