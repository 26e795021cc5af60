// Serves the cimd suite's Client ID Metadata Documents itself: a listener (127.0.0.1, or cimd.listen's
// address; a port the OS picks) that answers under any Host name, so a document can be named
// http(s)://<host>:<port>/… for whichever host name a check needs, over HTTPS with cimd.tls; behind
// the run's front when cimd.listen names a fixed port (lib/cimd/front.ts); and, for the fetch-safety
// checks, plain listeners on other loopback addresses (127.0.0.2 and up) that count every connection.
// Every fetch by the target is recorded into the evidence of the check (or shared flow) that published the document.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { randomValue } from '../oauth/pkce.ts';
import { maskBody } from '../http/mask.ts';
import { currentTranscript, type Transcript } from '../http/transcript.ts';
import { frontPath, type FrontAddress } from './front.ts';

/** Where and how the documents are served (cimd.tls, cimd.listen and the run's front), read at the first publish. */
export interface ServeOptions {
  /** PEM files: serve https */
  tls?: { cert: string; key: string };
  /** the address to listen on (default 127.0.0.1) */
  address?: string;
  /** the run's front on cimd.listen's fixed port: documents are named on its port and forwarded here */
  front?: FrontAddress;
}

/** The client metadata a document carries; the document's own URL is passed in. */
export type DocumentBody = (url: string) => Record<string, unknown>;

export interface DocumentServer {
  /** Publishes a document at a fresh path under `host`; returns its URL (the client_id to use). */
  publish(host: string, name: string, body: DocumentBody): Promise<string>;
  /**
   * A fresh path under `host` whose every fetch the check answers: `respond(url, n)` for the n-th
   * fetch (0 first), e.g. an error status, a redirect, then the document. Returns its URL.
   */
  serve(host: string, name: string, respond: (url: string, n: number) => Answer): Promise<string>;
  /**
   * Publishes a document on a listener of its own bound to another loopback address (127.0.0.2 and
   * up): `scheme://address:port/path`. Undefined when this machine has no such address.
   */
  publishAt(address: string, scheme: 'http' | 'https', name: string, body: DocumentBody): Promise<string | undefined>;
  /**
   * The root path of `host` answered as `respond` says: a client_id URL with no path at all
   * (scheme://host:port), one per server. Undefined behind the run's front, which owns no root path.
   */
  serveRoot(host: string, respond: (url: string, n: number) => Answer): Promise<string | undefined>;
  /** How many connections the listener on `address` received (any bytes: an https fetch counts too). */
  connections(address: string): number;
  /** How many of the target's fetches of `url` hung up before the whole answer was sent (a size limit at work). */
  cutShort(url: string): number;
  /** How many times the target fetched the document at `url`. */
  fetches(url: string): number;
  close(): Promise<void>;
}

/** One answer of a served path. `padding`: that many bytes streamed inside the JSON body (a document too large to keep). */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  padding?: number;
}

interface Published {
  body: string;
  fetches: number;
  transcript?: Transcript;
  respond?: (n: number) => Answer;
  cutShort?: number;
}

/** A metadata document for a public loopback client (draft-ietf-oauth-client-id-metadata-document §4.1). */
export function clientMetadata(
  url: string,
  redirectUri: string,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    client_id: url,
    client_name: 'cs-conformance metadata-document client',
    redirect_uris: [redirectUri],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    scope: scopes.join(' '),
    ...extra,
  };
}

/** A document server for one suite file: started on first publish, closed by close() (call it in afterAll). */
export function documentServer(options: () => ServeOptions = () => ({})): DocumentServer {
  const docs = new Map<string, Published>();
  let listening: Promise<{ server: Server; port: number; o: ServeOptions }> | undefined;
  const start = () =>
    (listening ??= new Promise((resolve, reject) => {
      const o = options();
      const handler = (req: IncomingMessage, res: ServerResponse) => answer(docs, req, res);
      // behind the front, which terminates TLS, this listener is plain and on loopback
      const server =
        o.tls && !o.front
          ? createHttpsServer({ cert: readFileSync(o.tls.cert), key: readFileSync(o.tls.key) }, handler)
          : createServer(handler);
      server.on('error', reject);
      const address = o.front ? '127.0.0.1' : (o.address ?? '127.0.0.1');
      server.listen(0, address, () => resolve({ server, port: (server.address() as AddressInfo).port, o }));
    }));
  const extra = new Map<string, { server: Server; port: number; connections: number }>();
  const startAt = async (address: string) => {
    if (!extra.has(address)) {
      const server = createServer((req, res) => answer(docs, req, res));
      const port = await new Promise<number | undefined>((resolve) => {
        server.once('error', () => resolve(undefined));
        server.listen(0, address, () => resolve((server.address() as AddressInfo).port));
      });
      if (port === undefined) return undefined;
      const entry = { server, port, connections: 0 };
      server.on('connection', () => entry.connections++);
      extra.set(address, entry);
    }
    return extra.get(address);
  };
  return {
    async publishAt(address, scheme, name, body) {
      const at = await startAt(address);
      if (!at) return undefined;
      const path = `/cs-conformance/${name}-${randomValue(8)}.json`;
      const url = `${scheme}://${address}:${at.port}${path}`;
      docs.set(path, { body: JSON.stringify(body(url), null, 2), fetches: 0, transcript: currentTranscript() });
      currentTranscript()?.note(`the harness serves the metadata document ${url} (a listener on ${address}): ${JSON.stringify(body(url))}`);
      return url;
    },
    connections: (address) => extra.get(address)?.connections ?? 0,
    async publish(host, name, body) {
      const { port, o } = await start();
      const scheme = o.tls ? 'https' : 'http';
      const file = `${name}-${randomValue(8)}.json`;
      const path = o.front ? `${frontPath(o.front, port)}${file}` : `/cs-conformance/${file}`;
      const url = `${scheme}://${host}:${o.front?.port ?? port}${path}`;
      docs.set(path, { body: JSON.stringify(body(url), null, 2), fetches: 0, transcript: currentTranscript() });
      currentTranscript()?.note(`the harness serves the metadata document ${url}: ${JSON.stringify(body(url))}`);
      return url;
    },
    async serve(host, name, respond) {
      const url = await this.publish(host, name, () => ({}));
      docs.get(new URL(url).pathname)!.respond = (n) => respond(url, n);
      return url;
    },
    async serveRoot(host, respond) {
      const { port, o } = await start();
      if (o.front) return undefined;
      const url = `${o.tls ? 'https' : 'http'}://${host}:${port}`;
      docs.set('/', { body: '', fetches: 0, transcript: currentTranscript(), respond: (n) => respond(url, n) });
      currentTranscript()?.note(`the harness answers at ${url} (no path)`);
      return url;
    },
    fetches: (url) => docs.get(new URL(url).pathname)?.fetches ?? 0,
    cutShort: (url) => docs.get(new URL(url).pathname)?.cutShort ?? 0,
    async close() {
      const servers = [...[...extra.values()].map((e) => e.server), ...(listening ? [(await listening).server] : [])];
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

/** GET of a published path: the document, never cached; anything else: 404. Each fetch becomes evidence. */
function answer(docs: Map<string, Published>, req: IncomingMessage, res: ServerResponse): void {
  const started = Date.now();
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const doc = req.method === 'GET' || req.method === 'HEAD' ? docs.get(path) : undefined;
  const given = doc?.respond?.(doc.fetches);
  const status = given?.status ?? (doc ? 200 : 404);
  const headers = {
    'content-type': doc ? 'application/json' : 'text/plain',
    'cache-control': 'no-store',
    ...given?.headers,
  };
  const body = given ? (given.body ?? '') : (doc?.body ?? 'not found');
  if (doc) doc.fetches++;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else if (given?.padding) streamPadded(res, body, given.padding, () => (doc!.cutShort = (doc!.cutShort ?? 0) + 1));
  else res.end(body);
  const scheme = 'encrypted' in req.socket || req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const url = `${scheme}://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
  doc?.transcript?.add({
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    request: {
      method: req.method,
      url,
      headers: { 'x-recorded-by': 'cimd document server (a fetch by the target)', 'user-agent': req.headers['user-agent'] ?? '' },
    },
    // masked by name as the harness's own exchanges are (a document may carry a client_secret)
    response: {
      status,
      headers,
      body: given?.padding
        ? `${maskBody(body, headers['content-type']).slice(0, 200)}… (${given.padding} bytes of padding streamed)`
        : maskBody(body, headers['content-type']),
    },
    curl: `curl -i '${url}'`,
  });
}

/**
 * `body` (a JSON object's text) with a "padding" member of `bytes` spaces-worth streamed into it, in
 * chunks as the target reads them: the document a server that keeps whatever it is sent would take
 * whole. Stops when the target hangs up.
 */
function streamPadded(res: ServerResponse, body: string, bytes: number, cutShort: () => void): void {
  const open = `${body.replace(/\}\s*$/, '')},"padding":"`;
  const chunk = 'x'.repeat(64 * 1024);
  let left = bytes;
  res.write(open);
  const more = () => {
    while (left > 0 && !res.destroyed) {
      const n = Math.min(left, chunk.length);
      left -= n;
      if (!res.write(chunk.slice(0, n))) return void res.once('drain', more);
    }
    if (!res.destroyed) res.end('"}');
  };
  res.on('close', () => {
    if (!res.writableFinished) cutShort();
    left = 0;
  });
  more();
}
