// One Chrome DevTools Protocol session per page, for what Playwright's API does at a higher price:
// catching the redirect (lib/browser/redirect-catcher.ts) and screenshots (lib/browser/evidence.ts).
// Undefined when the browser offers none; callers then fall back on Playwright's API.
import type { CDPSession, Page } from 'playwright-core';

const sessions = new WeakMap<Page, Promise<CDPSession | undefined>>();

export function cdpSession(page: Page): Promise<CDPSession | undefined> {
  let s = sessions.get(page);
  if (!s) {
    s = page
      .context()
      .newCDPSession(page)
      .catch(() => undefined);
    sessions.set(page, s);
  }
  return s;
}
