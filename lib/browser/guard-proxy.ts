// The browser's side of the outbound rule: Chromium sends every request (loopback included) through
// this proxy on 127.0.0.1, which forwards only to the configured origins. Anything else, a redirect
// to another host or the client's own callback, is answered here and never reaches the network:
// the driver catches the callback from the browser's request, it is not loaded.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { MAX_HEADER_BYTES } from '../http/client.ts';

export interface GuardProxy {
  /** Chromium flags that route every request through the proxy */
  args: string[];
  /** requests refused so far (method and URL) */
  refused: string[];
  close(): Promise<void>;
}

const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

export async function startGuardProxy(allowedOrigins: readonly string[]): Promise<GuardProxy> {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  // headers as large as the harness's own requests read (Node's 16 KiB would refuse an identity
  // provider's cookies, sent back by the browser or set in its answers)
  const server: Server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => forward(req, res, allowed, refused));
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => tunnel(req, socket, head, allowed, refused));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    // <-loopback> removes Chromium's implicit bypass of loopback hosts: they are proxied too
    args: [`--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A plain-http request in absolute form: forwarded to an allowed origin as it is, redirects included. */
function forward(req: IncomingMessage, res: ServerResponse, allowed: Set<string>, refused: string[]): void {
  const url = URL.canParse(req.url ?? '') ? new URL(req.url!) : undefined;
  if (!url || !allowed.has(url.origin)) {
    refused.push(`${req.method} ${req.url}`);
    res.writeHead(403, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      '<!doctype html><title>Not called by cs-conformance</title><p>This address is outside the configured origins: the harness does not call it.</p>',
    );
    return;
  }
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  const upstream = request(
    {
      host: url.hostname,
      port: url.port || 80,
      method: req.method,
      path: url.pathname + url.search,
      headers,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('the target did not answer');
  });
  req.pipe(upstream);
}

/** https: a CONNECT tunnel to an allowed host and port only. */
function tunnel(req: IncomingMessage, socket: Socket, head: Buffer, allowed: Set<string>, refused: string[]): void {
  const [host, port = '443'] = (req.url ?? '').split(/:(?=\d+$)/);
  const origin = `https://${host}${port === '443' ? '' : `:${port}`}`;
  if (!allowed.has(origin)) {
    refused.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    return;
  }
  const upstream = connect(Number(port), host!.replace(/^\[|\]$/g, ''), () => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}
