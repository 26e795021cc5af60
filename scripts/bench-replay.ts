// For `npm run bench`: the HTTP exchanges the harness sent to a target on this machine (the
// embedded reference, the oidc-provider fixture), taken as the server received them (raw, in this
// process's memory only, never written anywhere), and sent again with plain undici to a fresh
// server: the harness's own floor, browser excluded (Chromium's requests are told apart by their
// Mozilla user agent).
import { IncomingMessage } from 'node:http';
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
      const r = recordOf(req.method, req.headers, server.origins.indexOf(site.origin), req.url.pathname + req.url.search, req.body);
      if (r) out.push(r);
      return hooks.intercept(req, site);
    },
  };
  return out;
}

/** A class for a node server's requests that records each one (its body as the parser hands it over) into `out`. */
export function recordingRequests(out: Recorded[], site: number): typeof IncomingMessage {
  return class Recording extends IncomingMessage {
    private chunks: Buffer[] = [];
    override push(chunk: unknown, encoding?: BufferEncoding): boolean {
      if (chunk === null) {
        const r = recordOf(this.method ?? 'GET', this.headers, site, this.url ?? '/', Buffer.concat(this.chunks));
        if (r) out.push(r);
      } else if (Buffer.isBuffer(chunk)) this.chunks.push(chunk);
      return super.push(chunk, encoding);
    }
  };
}

function recordOf(method: string, h: NodeJS.Dict<string | string[]>, site: number, path: string, body: Buffer): Recorded | undefined {
  if (/Mozilla/.test(String(h['user-agent'] ?? ''))) return undefined;
  const headers = Object.fromEntries(Object.entries(h).filter((e): e is [string, string | string[]] => e[1] !== undefined));
  for (const name of ['host', 'content-length', 'connection', 'transfer-encoding', 'keep-alive']) delete headers[name];
  return { method, site, path, headers, body };
}

/** Sends the recorded requests to a server's origins with `lanes` of them in flight at a time; the wall time in ms. */
export async function replay(recorded: Recorded[], server: { origins: string[] }, lanes: number): Promise<number> {
  const dispatcher = new Agent({ connections: lanes });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < recorded.length) {
      const r = recorded[next++]!;
      const origin = server.origins[r.site] ?? server.origins[0]!;
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
