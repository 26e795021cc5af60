// The run's front for metadata documents when cimd.listen names a fixed port (a target elsewhere,
// e.g. a CI service container reached through a published port): one listener on that address and
// port, in the main process, with cimd.tls's certificate, that forwards each document fetch to the
// suite file's own loopback listener named in its path. The path carries that listener's port and a
// MAC of it under the run's key, so the front forwards to the run's own listeners only, never to
// another loopback port a caller names.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** What a suite file needs to name documents behind the front. */
export interface FrontAddress {
  port: number;
  /** the run's key (base64url) */
  key: string;
}

export interface DocumentFront extends FrontAddress {
  close(): Promise<void>;
}

const mac = (key: string, port: number) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(String(port)).digest('base64url').slice(0, 22);

/** The path prefix under which the front forwards to the listener on 127.0.0.1:`port`. */
export function frontPath(front: FrontAddress, port: number): string {
  return `/cs-conformance/${port}.${mac(front.key, port)}/`;
}

/** The loopback port a path is forwarded to, or undefined when its MAC is not the run's. */
export function forwardedPort(key: string, path: string): number | undefined {
  const m = /^\/cs-conformance\/(\d{1,5})\.([A-Za-z0-9_-]{22})\//.exec(path);
  if (!m) return undefined;
  const port = Number(m[1]);
  const want = Buffer.from(mac(key, port));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? port : undefined;
}

/** "0.0.0.0:8443" or "[::]:8443" → address and port. */
export function parseListen(listen: string): { address: string; port: number } {
  const i = listen.lastIndexOf(':');
  return { address: listen.slice(0, i).replace(/^\[(.*)\]$/, '$1'), port: Number(listen.slice(i + 1)) };
}

export async function startDocumentFront(listen: string, tls?: { cert: string; key: string }): Promise<DocumentFront> {
  const key = randomBytes(32).toString('base64url');
  const handler = (req: IncomingMessage, res: ServerResponse) => forward(key, tls !== undefined, req, res);
  const server: Server = tls
    ? createHttpsServer({ cert: readFileSync(tls.cert), key: readFileSync(tls.key) }, handler)
    : createServer(handler);
  const { address, port } = parseListen(listen);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    key,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(key: string, https: boolean, req: IncomingMessage, res: ServerResponse): void {
  const port = forwardedPort(key, new URL(req.url ?? '/', 'http://x').pathname);
  if (!port || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const headers = { ...req.headers, 'x-forwarded-proto': https ? 'https' : 'http' };
  const out = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, timeout: 10_000 }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('timeout', () => out.destroy(new Error('timeout')));
  out.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  });
  out.end();
}
