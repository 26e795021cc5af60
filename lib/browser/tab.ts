// A browser tab as the consent driver uses it, spoken to in the DevTools protocol over one Channel:
// where its main frame is (its URL, whether the document has loaded), scripts in the page, the
// mouse and keyboard, its document requests and responses, screenshots. The same whether the run
// launched Chromium itself or through Playwright (then `page` is the Playwright page, for login
// scripts and traces, and its actions go through Playwright's API, so that a trace lists them):
// lib/browser/tab-factory.ts makes them.
import type { Page } from 'playwright-core';
import type { Channel } from './cdp/connection.ts';
import { TabNetwork, type NavRequest, type NavResponse } from './tab-network.ts';

export type { NavHop, NavRequest, NavResponse } from './tab-network.ts';

interface Frame {
  id: string;
  parentId?: string;
  url: string;
  urlFragment?: string;
  loaderId: string;
}

export class Tab {
  private href = 'about:blank';
  private loader = '';
  /** loaders of the main frame that reached DOMContentLoaded (the event may come before or after the commit) */
  private readonly loadedLoaders = new Set<string>();
  /** main-frame navigations so far */
  private navigations = 0;
  private readonly onNavigated = new Set<() => void>();
  private readonly onLoaded = new Set<() => void>();
  private isClosed = false;
  readonly network: TabNetwork;
  /** the longest wait for one page (login.pageTimeoutMs) */
  timeoutMs = 15_000;

  private constructor(
    readonly channel: Channel,
    readonly mainFrameId: string,
    private readonly closer: () => Promise<void>,
    /** the Playwright page, when Playwright launched the browser */
    readonly page?: Page,
  ) {
    this.network = new TabNetwork(channel, mainFrameId);
    channel.on('Page.frameNavigated', ({ frame }: { frame: Frame }) => {
      if (frame.parentId || frame.id !== mainFrameId) return;
      this.href = frame.url + (frame.urlFragment ?? '');
      this.loader = frame.loaderId;
      this.navigations++;
      for (const f of [...this.onNavigated]) f();
    });
    channel.on('Page.navigatedWithinDocument', ({ frameId, url }: { frameId: string; url: string }) => {
      if (frameId === mainFrameId) this.href = url;
    });
    channel.on('Page.lifecycleEvent', ({ frameId, loaderId, name }: { frameId: string; loaderId: string; name: string }) => {
      if (frameId !== mainFrameId || name !== 'DOMContentLoaded') return;
      this.loadedLoaders.add(loaderId);
      if (this.loadedLoaders.size > 16) this.loadedLoaders.delete(this.loadedLoaders.values().next().value!);
      for (const f of [...this.onLoaded]) f();
    });
    // a dialog would hold the page: dismissed, as a person closing it would (Playwright dismisses its own)
    if (!page)
      channel.on(
        'Page.javascriptDialogOpening',
        () => void channel.send('Page.handleJavaScriptDialog', { accept: false }).catch(() => undefined),
      );
  }

  /** A tab over `channel`: its main frame found, the domains the driver reads enabled. */
  static async open(channel: Channel, close: () => Promise<void>, page?: Page): Promise<Tab> {
    const [{ frameTree }] = await Promise.all([
      channel.send<{ frameTree: { frame: Frame } }>('Page.getFrameTree'),
      channel.send('Page.enable'),
      channel.send('Page.setLifecycleEventsEnabled', { enabled: true }),
      channel.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 }),
    ]);
    const tab = new Tab(channel, frameTree.frame.id, close, page);
    tab.href = frameTree.frame.url;
    tab.loader = frameTree.frame.loaderId;
    return tab;
  }

  url(): string {
    return this.href;
  }

  /** The main frame's navigations so far (to tell whether one happened since). */
  navigationCount(): number {
    return this.navigations;
  }

  closed(): boolean {
    return this.isClosed;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.closer().catch(() => undefined);
  }

  /** The value of a script in the page's own world (a string: the harness is compiled without the DOM types). */
  async evaluate<T>(expression: string): Promise<T> {
    // through Playwright where it launched the browser: a trace then lists the drive's actions
    if (this.page) return this.page.evaluate<T>(expression);
    const r = await this.channel.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
    return r.result.value as T;
  }

  /**
   * Navigates, and waits until the new document's DOM is loaded, or `timeoutMs` regardless (a navigation
   * that commits nothing ends at once): the drive then reads what the tab shows, through either launch.
   * Playwright's own timeout is not thrown: on a starved machine it made a slow page a harness error.
   */
  async goto(url: string): Promise<void> {
    if (this.page)
      return void (await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.timeoutMs }).catch((e: unknown) => {
        if (!(e instanceof Error && e.name === 'TimeoutError')) throw e;
      }));
    const r = await this.channel.send<{ loaderId?: string; errorText?: string }>('Page.navigate', { url });
    if (r.errorText) throw new Error(`navigating to ${url} failed: ${r.errorText}`);
    if (r.loaderId) await this.waitFor(this.onLoaded, () => this.loadedLoaders.has(r.loaderId!), this.timeoutMs);
  }

  /** Resolves at the main frame's next navigation (a new document committed), or after `timeoutMs` regardless. */
  navigated(timeoutMs: number): Promise<void> {
    const at = this.navigations;
    return this.waitFor(this.onNavigated, () => this.navigations > at, timeoutMs);
  }

  /** Resolves once the current document's DOM is loaded, or after `timeoutMs` regardless. */
  domLoaded(timeoutMs: number): Promise<void> {
    return this.waitFor(this.onLoaded, () => this.loadedLoaders.has(this.loader), timeoutMs);
  }

  /** A left click at a point of the viewport, as the mouse does it. */
  async click(x: number, y: number): Promise<void> {
    if (this.page) return this.page.mouse.click(x, y);
    await this.channel.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await this.channel.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
    await this.channel.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  }

  /** Text typed into the focused field. */
  async insertText(text: string): Promise<void> {
    if (this.page) return this.page.keyboard.insertText(text);
    await this.channel.send('Input.insertText', { text });
  }

  async pressEnter(): Promise<void> {
    if (this.page) return this.page.keyboard.press('Enter');
    const key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    await this.channel.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: '\r', unmodifiedText: '\r' });
    await this.channel.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  }

  /** The page's HTML, its doctype included. */
  content(): Promise<string> {
    return this.evaluate<string>(
      `(document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '') + (document.documentElement ? document.documentElement.outerHTML : '')`,
    );
  }

  /** The whole page as PNG (Chromium draws at most 16384 pixels a side: a longer page is shown from its top). */
  async screenshot(): Promise<Buffer> {
    const { cssContentSize: size, cssLayoutViewport: view } = await this.channel.send<{
      cssContentSize: { width: number; height: number };
      cssLayoutViewport: { clientWidth: number; clientHeight: number };
    }>('Page.getLayoutMetrics');
    const side = (n: number) => Math.min(Math.ceil(n), 16_384);
    const clip = { x: 0, y: 0, width: side(size.width), height: side(size.height), scale: 1 };
    // only a page larger than the viewport is drawn beyond it (a resize of the view)
    const beyond = clip.width > view.clientWidth || clip.height > view.clientHeight;
    // optimizeForSpeed: a faster PNG encoding, larger files (about 20 ms of Chromium's CPU a shot instead of 30)
    const { data } = await this.channel.send<{ data: string }>('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: beyond,
      clip,
    });
    return Buffer.from(data, 'base64');
  }

  /** The drive's listeners for the main frame's document requests and responses (one pair at a time). */
  listen(request: (r: NavRequest) => void, response: (r: NavResponse) => void): { stop(): void } {
    return this.network.listen(request, response);
  }

  /** Resolves when `ready` holds after one of these events (or at once), or after `timeoutMs`. */
  private waitFor(waiters: Set<() => void>, ready: () => boolean, timeoutMs?: number): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const check = () => ready() && done();
      const timer = timeoutMs === undefined ? undefined : setTimeout(done, timeoutMs);
      waiters.add(check);
    });
  }
}
