// How the driver follows a page: waiting for an action's navigation (or the caught redirect), and
// one pair of request/response listeners per page for all its drives (adding and removing
// Playwright listeners on each drive costs round trips to the browser).
import type { Frame, Page, Request, Response } from 'playwright-core';

const timeouts = new WeakMap<Page, number>();
const timeoutOf = (page: Page) => timeouts.get(page) ?? 15_000;

type Listeners = { request?: (r: Request) => void; response?: (r: Response) => void };
const listeners = new WeakMap<Page, Listeners>();

/**
 * The drive's request and response listeners. A page keeps one pair of its own for all its drives:
 * adding and removing Playwright listeners on each drive costs a round trip to the browser each.
 */
export function listen(page: Page, request: (r: Request) => void, response: (r: Response) => void): { stop(): void } {
  let current = listeners.get(page);
  if (!current) {
    const l: Listeners = {};
    listeners.set(page, (current = l));
    page.on('request', (r) => l.request?.(r));
    page.on('response', (r) => l.response?.(r));
  }
  const mine = current;
  mine.request = request;
  mine.response = response;
  return {
    stop() {
      mine.request = mine.response = undefined;
    },
  };
}

/** The page's default timeout, set once per page. */
export function setPageTimeout(page: Page, ms: number): void {
  if (timeouts.get(page) === ms) return;
  page.setDefaultTimeout(ms);
  timeouts.set(page, ms);
}

/** Runs an action and waits until the main frame has navigated and loaded, or the callback is caught. */
export async function settle(page: Page, action: Promise<void>, caught: Promise<void>): Promise<void> {
  const navigated = mainFrameNavigated(page);
  try {
    await Promise.race([action.catch((e: unknown) => caughtOr(caught, e)), caught]);
    await Promise.race([navigated.done, caught]);
  } finally {
    navigated.cancel();
  }
  await Promise.race([page.waitForLoadState('domcontentloaded').catch(() => undefined), caught]);
}

/** The main frame's next navigation, or the page timeout (a listener, dropped when no longer needed). */
function mainFrameNavigated(page: Page): { done: Promise<void>; cancel(): void } {
  let cancel = () => {};
  const done = new Promise<void>((resolve) => {
    const onNavigated = (f: Frame) => f === page.mainFrame() && finish();
    const timer = setTimeout(() => finish(), timeoutOf(page));
    const finish = () => {
      clearTimeout(timer);
      page.off('framenavigated', onNavigated);
      resolve();
    };
    page.on('framenavigated', onNavigated);
    cancel = finish;
  });
  return { done, cancel };
}

/** A navigation error after the callback was caught is expected (nothing listens there). */
async function caughtOr(caught: Promise<void>, e: unknown): Promise<void> {
  const winner = await Promise.race([caught.then(() => 'caught'), new Promise((r) => setTimeout(() => r('timeout'), 200))]);
  if (winner !== 'caught' && !/ERR_CONNECTION_REFUSED|ERR_ABORTED|interrupted by another navigation/.test(String(e))) throw e;
}
