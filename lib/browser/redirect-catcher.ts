// Catches the navigation to the client's redirect URI inside Chromium (the protocol's Fetch
// interception of that one address): the harness answers it 204 No Content, so the browser stays
// on the page it was on. Nothing needs to listen at the redirect URI, and no connection-refused
// error page is rendered and then cleared. It also answers, itself, a blank page of an origin
// (BLANK_PATH), which a drive posts a form from: a page of that origin no request ever leaves the
// browser for. And it can hold the answer to a drive's first request at the authorization endpoint
// before the page is drawn, for the driver to judge (lib/browser/plain-drive.ts).
import { HarnessError } from '../http/errors.ts';
import type { Tab } from './tab.ts';
import type { HeaderLine } from './plain-answer.ts';

export interface Catcher {
  /**
   * catches the next navigations to `redirectUri` (any query) until disarmed, and to any address of
   * the `origins` (a probe's: the client's own origin, wherever on it a faulty server sends the browser)
   */
  arm(redirectUri: string, onCaught: (url: URL) => void, origins?: readonly string[], answer?: AnswerHold): Promise<void>;
  disarm(): void;
  /** navigates to an empty page of `origin` the harness answers itself (its scripts can reach the origin's storage) */
  blankAt(origin: string): Promise<void>;
}

/** The path of the blank page: answered inside the browser, never sent. */
export const BLANK_PATH = '/.well-known/cs-conformance-blank';

/** The first document answer from an endpoint (its origin and path, any query), held for `judge`, which must answer it. */
export interface AnswerHold {
  endpoint: string;
  judge(answer: HeldAnswer): void;
}

/** A document answer held before the browser reads it. */
export interface HeldAnswer {
  requestId: string;
  url: string;
  method: string;
  status: number;
  headers: HeaderLine[];
}

interface Paused {
  requestId: string;
  frameId?: string;
  /** the protocol sends the fragment apart from the URL */
  request: { url: string; urlFragment?: string; method: string };
  resourceType: string;
  /** set when paused at the response: its status and headers (Set-Cookie not among them, already stored) */
  responseStatusCode?: number;
  responseErrorReason?: string;
  responseHeaders?: HeaderLine[];
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
  let hold: AnswerHold | undefined;
  channel.on('Fetch.requestPaused', (e: Paused) => {
    if (e.responseStatusCode !== undefined || e.responseErrorReason !== undefined) {
      // an answer held at the response (the endpoint's pattern): the first of the main frame's goes to the judge, once
      const judge = hold;
      if (judge && e.responseStatusCode !== undefined && e.resourceType === 'Document' && e.frameId === tab.mainFrameId) {
        hold = undefined;
        const { url, urlFragment, method } = e.request;
        return judge.judge({
          requestId: e.requestId,
          url: url + (urlFragment ?? ''),
          method,
          status: e.responseStatusCode,
          headers: e.responseHeaders ?? [],
        });
      }
      return void channel.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    }
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
    const held: object[] = [];
    if (hold) {
      const at = escape(`${new URL(hold.endpoint).origin}${new URL(hold.endpoint).pathname}`);
      held.push(...[at, `${at}\\?*`].map((urlPattern) => ({ urlPattern, resourceType: 'Document', requestStage: 'Response' })));
    }
    const all = [...list.map((urlPattern) => ({ urlPattern })), ...held];
    const key = JSON.stringify(all);
    // the same addresses as the last drive's: the interception is in place already
    if (key === patterns) return;
    await channel.send('Fetch.enable', { patterns: all });
    patterns = key;
  };
  return {
    async arm(redirectUri, onCaught, also = [], answer) {
      target = new URL(redirectUri);
      origins = also;
      caught = onCaught;
      hold = answer;
      await intercept();
    },
    disarm() {
      caught = undefined;
      hold = undefined;
    },
    async blankAt(origin) {
      await intercept();
      await tab.goto(`${origin}${BLANK_PATH}`);
      // a form built anywhere else would not be the client's request (its Origin, its cookies)
      if (tab.url() !== `${origin}${BLANK_PATH}`)
        throw new HarnessError('ERR_TIMEOUT', `the blank page of ${origin} did not load in the page time: no verdict`);
    },
  };
}

/** The redirect URI's address (scheme, host, port and path, any query), or any address of one of `origins`; never the blank page. */
export function isCaught(u: URL, target: URL, origins: readonly string[]): boolean {
  if (u.pathname === BLANK_PATH) return false;
  return (u.origin === target.origin && u.pathname === target.pathname) || origins.includes(u.origin);
}
