// Catches the navigation to the client's redirect URI inside Chromium (CDP Fetch interception of
// that one address): the harness answers it 204 No Content, so the browser stays on the page it was
// on. Nothing needs to listen at the redirect URI, and no connection-refused error page is rendered
// and then cleared (two navigations fewer per drive). Without CDP the driver sees the navigation
// request as before and the page is cleared afterwards.
import type { Page } from 'playwright-core';
import { cdpSession } from './cdp.ts';

export interface Catcher {
  /** catches the next navigations to `redirectUri` (any query) until disarmed */
  arm(redirectUri: string, onCaught: (url: URL) => void): Promise<void>;
  disarm(): void;
}

interface Paused {
  requestId: string;
  /** CDP sends the fragment apart from the URL */
  request: { url: string; urlFragment?: string };
  resourceType: string;
}

const catchers = new WeakMap<Page, Promise<Catcher | undefined>>();

export function catcherFor(page: Page): Promise<Catcher | undefined> {
  let c = catchers.get(page);
  if (!c) {
    c = create(page).catch(() => undefined);
    catchers.set(page, c);
  }
  return c;
}

async function create(page: Page): Promise<Catcher> {
  const cdp = await cdpSession(page);
  if (!cdp) throw new Error('no CDP session');
  let target: URL | undefined;
  let caught: ((url: URL) => void) | undefined;
  cdp.on('Fetch.requestPaused', (e: Paused) => {
    const u = new URL(e.request.url + (e.request.urlFragment ?? ''));
    // a navigation only: a page that merely embeds the address does not send the browser there
    if (target && caught && e.resourceType === 'Document' && u.origin === target.origin && u.pathname === target.pathname) {
      caught(u);
      void cdp.send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 204, responseHeaders: [] }).catch(() => undefined);
    } else {
      void cdp.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    }
  });
  return {
    async arm(redirectUri, onCaught) {
      const u = new URL(redirectUri);
      target = u;
      caught = onCaught;
      const at = `${u.origin}${u.pathname}`.replace(/[\\*?]/g, (c) => `\\${c}`);
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: at }, { urlPattern: `${at}\\?*` }] });
    },
    disarm() {
      caught = undefined;
    },
  };
}
