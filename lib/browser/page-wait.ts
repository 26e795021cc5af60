// How the driver waits for a page. Many sign-in pages are drawn by script after the document has
// loaded (a "Loading…" shell, then the form), and some go to their next step without a navigation
// (an identifier-first form that asks for the password in place). So a page is read until the login
// strategy knows it, or it has settled, and an action waits for the navigation it starts, or for the
// page to change in place; a page that does neither in login.pageTimeoutMs is read as it is.
import { nextChange, observe, type Look } from './observe.ts';
import type { PageKind } from './page-kinds.ts';
import type { Strategy } from './strategies.ts';
import type { Tab } from './tab.ts';

/** A page whose DOM and network have been still this long is drawn: it is read as it is. */
export const STILL_MS = 1000;

export interface Read {
  kind: PageKind;
  look: Look;
}

/**
 * The page read, and read again while it may still be drawing: until the strategy knows its kind,
 * or it answered with an HTTP error, or it has been still for STILL_MS, or the page timeout. Undefined
 * when the callback was caught meanwhile.
 */
export async function readPage(tab: Tab, strategy: Strategy, status: number, caught: Caught, maxText: number): Promise<Read | undefined> {
  const deadline = Date.now() + tab.timeoutMs;
  for (;;) {
    if (caught.done) return undefined;
    const look = await observe(tab, maxText).catch(() => undefined);
    // a navigation in progress: its document is read once loaded
    if (!look) {
      await Promise.race([tab.domLoaded(Math.max(0, deadline - Date.now())), caught.promise]);
      if (Date.now() < deadline) continue;
      return { kind: 'unknown', look: await observe(tab, maxText) };
    }
    const kind = await strategy.classify(tab, look.survey);
    const settled = look.ready === 'complete' && look.stillMs >= STILL_MS && tab.network.quietFor(STILL_MS);
    if (kind !== 'unknown' || status >= 400 || settled || Date.now() >= deadline) return { kind, look };
    await Promise.race([nextChange(tab, 250), caught.promise]);
  }
}

/**
 * Runs an action (a navigation, a form submitted), then waits for the main frame's navigation and
 * its DOM loaded, or the caught callback, or (given the page's signature before) the page changed
 * in place or settled unchanged; at most the page timeout. `sentNothing`: after the action, whether
 * it left the page as it was on purpose (nothing to wait for).
 */
export async function settle(tab: Tab, action: Promise<void>, caught: Caught, before?: string, sentNothing?: () => boolean): Promise<void> {
  const at = tab.navigationCount();
  const navigated = tab.navigated(tab.timeoutMs);
  await Promise.race([action.catch((e: unknown) => caughtOr(caught.promise, e)), caught.promise]);
  if (sentNothing?.()) return;
  const deadline = Date.now() + tab.timeoutMs;
  const moved = () => tab.navigationCount() > at;
  while (!caught.done && Date.now() < deadline) {
    if (moved()) {
      await Promise.race([tab.domLoaded(Math.max(0, deadline - Date.now())), caught.promise]);
      return;
    }
    if (before === undefined) {
      await Promise.race([navigated, caught.promise]);
      continue;
    }
    await Promise.race([navigated, caught.promise, nextChange(tab, 250)]);
    if (moved() || caught.done) continue;
    const look = await observe(tab, 0).catch(() => undefined);
    if (!look) continue;
    if (look.survey.signature !== before || (look.stillMs >= STILL_MS && tab.network.quietFor(STILL_MS))) return;
  }
}

/** The callback caught: a promise, and whether it has come. */
export interface Caught {
  promise: Promise<void>;
  done: boolean;
}

/** A navigation error after the callback was caught is expected (the browser was answered 204 there). */
async function caughtOr(caught: Promise<void>, e: unknown): Promise<void> {
  const winner = await Promise.race([caught.then(() => 'caught'), new Promise((r) => setTimeout(() => r('timeout'), 200))]);
  if (winner !== 'caught' && !/ERR_CONNECTION_REFUSED|ERR_ABORTED|interrupted by another navigation/.test(String(e))) throw e;
}
