// A tab's network as the consent driver records it: the main frame's document requests (with the
// redirect hop each one follows, its status and headers) and the responses to them, from the
// protocol's Network events. One pair of listeners a tab, handed from drive to drive.
import type { Channel } from './cdp/connection.ts';

/** A hop of a redirect chain: the response that sent the browser on. */
export interface NavHop {
  url: string;
  method: string;
  status: number;
  headers: Record<string, string>;
}

export interface NavRequest {
  url: string;
  method: string;
  /** a document request of the main frame (a navigation of the page itself) */
  navigation: boolean;
  /** the redirect that led here */
  redirectedFrom?: NavHop;
}

export interface NavResponse {
  url: string;
  method: string;
  status: number;
  /** lower-case names; a repeated header's values joined by "\n" */
  headers: Record<string, string>;
  navigation: boolean;
}

interface WireRequest {
  requestId: string;
  request: { url: string; urlFragment?: string; method: string };
  type?: string;
  frameId?: string;
  redirectResponse?: { url: string; status: number; headers: Record<string, string> };
}

interface WireResponse {
  requestId: string;
  type?: string;
  frameId?: string;
  response: { url: string; status: number; headers: Record<string, string> };
}

export class TabNetwork {
  private request?: (r: NavRequest) => void;
  private response?: (r: NavResponse) => void;
  /** each request's method, until its response (a redirect keeps its request id) */
  private readonly methods = new Map<string, string>();
  /** when a request of the tab last started or ended (a page still fetching what it will draw) */
  private lastActivity = 0;
  /** when each request not yet ended started (a press that fetches before it redraws) */
  private readonly open = new Map<string, number>();

  constructor(channel: Channel, mainFrameId: string) {
    const isNavigation = (type?: string, frameId?: string) => type === 'Document' && frameId === mainFrameId;
    channel.on('Network.requestWillBeSent', (e: WireRequest) => {
      this.lastActivity = Date.now();
      if (!this.open.has(e.requestId)) this.track(e.requestId);
      const previous = this.methods.get(e.requestId);
      this.methods.set(e.requestId, e.request.method);
      const hop = e.redirectResponse && {
        url: e.redirectResponse.url,
        method: previous ?? 'GET',
        status: e.redirectResponse.status,
        headers: lower(e.redirectResponse.headers),
      };
      const navigation = isNavigation(e.type, e.frameId);
      // a redirect's response comes with the request it leads to, never on its own
      if (hop) this.response?.({ ...hop, navigation });
      this.request?.({ url: e.request.url + (e.request.urlFragment ?? ''), method: e.request.method, navigation, redirectedFrom: hop });
    });
    channel.on('Network.responseReceived', (e: WireResponse) => {
      const method = this.methods.get(e.requestId) ?? 'GET';
      this.methods.delete(e.requestId);
      this.response?.({
        url: e.response.url,
        method,
        status: e.response.status,
        headers: lower(e.response.headers),
        navigation: isNavigation(e.type, e.frameId),
      });
    });
    channel.on('Network.loadingFailed', ({ requestId }: { requestId: string }) => {
      this.lastActivity = Date.now();
      this.methods.delete(requestId);
      this.open.delete(requestId);
    });
    channel.on('Network.loadingFinished', ({ requestId }: { requestId: string }) => {
      this.lastActivity = Date.now();
      this.open.delete(requestId);
    });
  }

  private track(requestId: string): void {
    // a request that never ends (an event stream) is forgotten after a minute
    if (this.open.size > 64) for (const [id, at] of this.open) if (Date.now() - at > 60_000) this.open.delete(id);
    this.open.set(requestId, Date.now());
  }

  /** Requests started at or after `since` (Date.now()) that have not ended. */
  pendingSince(since: number): number {
    let n = 0;
    for (const at of this.open.values()) if (at >= since) n++;
    return n;
  }

  /** No request of the tab started or ended in the last `ms`. */
  quietFor(ms: number): boolean {
    return Date.now() - this.lastActivity >= ms;
  }

  listen(request: (r: NavRequest) => void, response: (r: NavResponse) => void): { stop(): void } {
    this.request = request;
    this.response = response;
    return {
      stop: () => {
        if (this.request === request) this.request = this.response = undefined;
      },
    };
  }
}

function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
