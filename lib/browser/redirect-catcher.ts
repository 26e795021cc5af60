// Catches the navigation to the client's redirect URI inside Chromium (the protocol's Fetch
// interception of that one address): the harness answers it 204 No Content, so the browser stays
// on the page it was on. Nothing needs to listen at the redirect URI, and no connection-refused
// error page is rendered and then cleared.
import type { Tab } from './tab.ts';

export interface Catcher {
  /** catches the next navigations to `redirectUri` (any query) until disarmed */
  arm(redirectUri: string, onCaught: (url: URL) => void): Promise<void>;
  disarm(): void;
}

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
  let armedFor: string | undefined;
  let caught: ((url: URL) => void) | undefined;
  channel.on('Fetch.requestPaused', (e: Paused) => {
    const u = new URL(e.request.url + (e.request.urlFragment ?? ''));
    // a navigation only: a page that merely embeds the address does not send the browser there
    if (target && caught && e.resourceType === 'Document' && u.origin === target.origin && u.pathname === target.pathname) {
      caught(u);
      void channel.send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 204, responseHeaders: [] }).catch(() => undefined);
    } else {
      void channel.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    }
  });
  return {
    async arm(redirectUri, onCaught) {
      const u = new URL(redirectUri);
      target = u;
      caught = onCaught;
      const at = `${u.origin}${u.pathname}`;
      // the same address as the last drive's: the interception is in place already
      if (armedFor === at) return;
      const pattern = at.replace(/[\\*?]/g, (c) => `\\${c}`);
      await channel.send('Fetch.enable', { patterns: [{ urlPattern: pattern }, { urlPattern: `${pattern}\\?*` }] });
      armedFor = at;
    },
    disarm() {
      caught = undefined;
    },
  };
}
