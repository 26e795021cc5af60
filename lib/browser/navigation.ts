// How the driver follows a page: an action (a navigation, a click that submits a form) and then the
// main frame's navigation and its DOM loaded, or the caught redirect, whichever comes first; a page
// that does neither in login.pageTimeoutMs is read as it is.
import type { Tab } from './tab.ts';

export async function settle(tab: Tab, action: Promise<void>, caught: Promise<void>): Promise<void> {
  const navigated = tab.navigated(tab.timeoutMs);
  await Promise.race([action.catch((e: unknown) => caughtOr(caught, e)), caught]);
  await Promise.race([navigated, caught]);
  await Promise.race([tab.domLoaded(tab.timeoutMs), caught]);
}

/** A navigation error after the callback was caught is expected (the browser was answered 204 there). */
async function caughtOr(caught: Promise<void>, e: unknown): Promise<void> {
  const winner = await Promise.race([caught.then(() => 'caught'), new Promise((r) => setTimeout(() => r('timeout'), 200))]);
  if (winner !== 'caught' && !/ERR_CONNECTION_REFUSED|ERR_ABORTED|interrupted by another navigation/.test(String(e))) throw e;
}
