// Browser sessions for the consent driver: a member stays signed in between drives, as a person
// would, in one browser context per member (username and password). The drives of one session take
// turns, as a person's would: a server may keep one pending authorization per session (the request
// held in the session, an interaction cookie), and two at once in one session is not what a client
// can count on (oidc-provider answers the second resume with HTTP 400). Drives of other sessions run
// side by side. A sign-in after the first (a session the server ended) takes turns too, and a drive
// that waited for another's sign-in starts its request again rather than sign in over it. A drive
// that must start signed out gets a context of its own, closed afterwards.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORT } from './settings.ts';
import type { Member } from './strategies.ts';

export interface Session {
  page: Page;
  /**
   * Runs a sign-in alone in this context; false (and nothing run) when another drive signed in
   * while this one waited: the drive starts its request again, now signed in.
   */
  signIn(fn: () => Promise<void>): Promise<boolean>;
  /**
   * Hands the page back for the next drive, or closes it (or a one-off context). `settled`: the
   * page is done navigating (the redirect was caught in the browser); otherwise it is cleared first.
   */
  release(broken: boolean, settled: boolean): Promise<void>;
}

interface MemberContext {
  context: Promise<BrowserContext>;
  idle: Page[];
  /** resolves when the first drive ends: until then the member is not known to be signed in */
  warm?: Promise<void>;
  /** sign-ins so far, and the one in progress */
  epoch: number;
  signing: Promise<void>;
  /** ends when the drive in progress in this session hands it back */
  turn: Promise<void>;
}

const contexts = new WeakMap<Browser, Map<string, MemberContext>>();

export async function openSession(browser: Browser, member: Member | undefined, fresh: boolean): Promise<Session> {
  if (fresh || !member) return oneOff(browser);
  let byMember = contexts.get(browser);
  if (!byMember) contexts.set(browser, (byMember = new Map()));
  const key = memberKey(member);
  let mc = byMember.get(key);
  let warming: (() => void) | undefined;
  if (!mc) {
    mc = { context: browser.newContext({ viewport: VIEWPORT }), idle: [], epoch: 0, signing: Promise.resolve(), turn: Promise.resolve() };
    mc.warm = new Promise<void>((resolve) => (warming = resolve));
    byMember.set(key, mc);
    mc.context.catch(() => byMember.delete(key));
  } else {
    await mc.warm;
  }
  const previous = mc.turn;
  let endTurn!: () => void;
  mc.turn = new Promise<void>((resolve) => (endTurn = resolve));
  await previous;
  let page: Page;
  try {
    page = mc.idle.pop() ?? (await (await mc.context).newPage());
  } catch (e) {
    endTurn();
    throw e;
  }
  /** the sign-ins this drive knows of: one by another drive since means this drive's page is stale */
  let known = mc.epoch;
  const self = mc;
  return {
    page,
    async signIn(fn) {
      const turn = self.signing.then(async () => {
        if (self.epoch !== known) {
          known = self.epoch;
          return false;
        }
        await fn();
        known = ++self.epoch;
        return true;
      });
      self.signing = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
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
      warming?.();
      if (clean) self.idle.push(page);
      else await page.close().catch(() => undefined);
      endTurn();
    },
  };
}

async function oneOff(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage().catch(async (e: unknown) => {
    await context.close().catch(() => undefined);
    throw e;
  });
  return { page, signIn: async (fn) => (await fn(), true), release: () => context.close().catch(() => undefined) };
}

/** A session belongs to one username and password: a wrong password never rides on a signed-in session. */
function memberKey(m: Member): string {
  return createHash('sha256').update(`${m.username}\n${m.password}`).digest('hex');
}
