// Catches the navigation to the client's redirect URI inside Chromium (the protocol's Fetch
// interception of that one address): the harness answers it 204 No Content, so the browser stays
// on the page it was on. Nothing needs to listen at the redirect URI, and no connection-refused
// error page is rendered and then cleared. It also answers, itself, a blank page of an origin
// (BLANK_PATH), which a drive posts a form from: a page of that origin no request ever leaves the
// browser for.
import type { Tab } from './tab.ts';

export interface Catcher {
  /**
   * catches the next navigations to `redirectUri` (any query) until disarmed, and to any address of
   * the `origins` (a probe's: the client's own origin, wherever on it a faulty server sends the browser)
   */
  arm(redirectUri: string, onCaught: (url: URL) => void, origins?: readonly string[]): Promise<void>;
  disarm(): void;
  /** navigates to an empty page of `origin` the harness answers itself (its scripts can reach the origin's storage) */
  blankAt(origin: string): Promise<void>;
}

/** The path of the blank page: answered inside the browser, never sent. */
export const BLANK_PATH = '/.well-known/cs-conformance-blank';

interface Paused {
  requestId: string;
  /** the protocol sends the fragment apart from the URL */
  request: { url: string; urlFragment?: string };
  resourceType: string;
}

const catchers = new WeakMap<Tab, Catcher>();

export function catcherFor(tab: Tab): Catcher {
  let c = catchers.get(tab);
  if (!c) catchers.set(tab, (c = create(tab)));
  return c;
}

function create(tab: Tab): Catcher {
  const { channel } = tab;
  let target: URL | undefined;
  let origins: readonly string[] = [];
  let patterns = '';
  let caught: ((url: URL) => void) | undefined;
  channel.on('Fetch.requestPaused', (e: Paused) => {
    const u = new URL(e.request.url + (e.request.urlFragment ?? ''));
    // a navigation only: a page that merely embeds the address does not send the browser there
    if (e.resourceType === 'Document' && u.pathname === BLANK_PATH) {
      const html = Buffer.from('<!doctype html><title>blank</title>').toString('base64');
      void channel
        .send('Fetch.fulfillRequest', {
          requestId: e.requestId,
          responseCode: 200,
          responseHeaders: [{ name: 'content-type', value: 'text/html' }],
          body: html,
        })
        .catch(() => undefined);
    } else if (target && caught && e.resourceType === 'Document' && isCaught(u, target, origins)) {
      caught(u);
      void channel.send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 204, responseHeaders: [] }).catch(() => undefined);
    } else {
      void channel.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    }
  });
  /** intercepts the redirect URI (when one is armed) and the blank page, nothing else */
  const intercept = async () => {
    const escape = (s: string) => s.replace(/[\\*?]/g, (c) => `\\${c}`);
    const list = [`*${escape(BLANK_PATH)}`];
    if (target) {
      const at = escape(`${target.origin}${target.pathname}`);
      list.push(at, `${at}\\?*`, ...origins.map((o) => `${escape(o)}/*`));
    }
    const key = list.join(' ');
    // the same addresses as the last drive's: the interception is in place already
    if (key === patterns) return;
    await channel.send('Fetch.enable', { patterns: list.map((urlPattern) => ({ urlPattern })) });
    patterns = key;
  };
  return {
    async arm(redirectUri, onCaught, also = []) {
      target = new URL(redirectUri);
      origins = also;
      caught = onCaught;
      await intercept();
    },
    disarm() {
      caught = undefined;
    },
    async blankAt(origin) {
      await intercept();
      await tab.goto(`${origin}${BLANK_PATH}`);
    },
  };
}

/** The redirect URI's address (scheme, host, port and path, any query), or any address of one of `origins`; never the blank page. */
export function isCaught(u: URL, target: URL, origins: readonly string[]): boolean {
  if (u.pathname === BLANK_PATH) return false;
  return (u.origin === target.origin && u.pathname === target.pathname) || origins.includes(u.origin);
}
