// For `npm run bench`: the HTTP exchanges the harness sent to the embedded reference server, taken
// as the server received them (raw, in this process's memory only, never written anywhere), and
// sent again with plain undici to a fresh reference server: the harness's own floor, browser
// excluded (Chromium's requests are told apart by their Mozilla user agent).
import { Agent, request } from 'undici';
import type { ReferenceServer } from '../fixtures/reference/server.ts';

export interface Recorded {
  method: string;
  /** site index and path with query: the replay sends it to the same site of another server */
  site: number;
  path: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Records every request the harness (not the browser) sends to the server's sites, until the server closes. */
export function record(server: ReferenceServer): Recorded[] {
  const out: Recorded[] = [];
  const hooks = server.platform.hooks;
  server.platform.hooks = {
    ...hooks,
    intercept(req, site) {
      const ua = String(req.headers['user-agent'] ?? '');
      if (!/Mozilla/.test(ua)) {
        const headers = { ...req.headers } as Record<string, string | string[]>;
        for (const h of ['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive']) delete headers[h];
        out.push({
          method: req.method,
          site: server.origins.indexOf(site.origin),
          path: req.url.pathname + req.url.search,
          headers,
          body: req.body,
        });
      }
      return hooks.intercept(req, site);
    },
  };
  return out;
}

/** Sends the recorded requests to `server` with `lanes` of them in flight at a time; the wall time in ms. */
export async function replay(recorded: Recorded[], server: ReferenceServer, lanes: number): Promise<number> {
  const dispatcher = new Agent({ connections: lanes });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < recorded.length) {
      const r = recorded[next++]!;
      const origin = server.origins[r.site] ?? server.origin;
      const res = await request(origin + r.path, {
        method: r.method as 'GET',
        headers: r.headers,
        body: r.body.length ? r.body : undefined,
        dispatcher,
      }).catch(() => undefined);
      await res?.body.dump();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  const ms = performance.now() - started;
  await dispatcher.close();
  return ms;
}
