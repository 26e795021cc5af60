// A TLS-terminating front for a reference server's sites, as a proxy in front of a real deployment
// would be: each site's plain-HTTP listener is reached at https://127.0.0.1:<port>, with a
// certificate of a private test CA (test-ca.ts). Pass `front` to createServer(). Its options are the
// deployment faults the TLS checks must catch: plain HTTP served on the https port too, TLS 1.0/1.1
// accepted, CBC suites only, TLS 1.3 only.
import { connect, createServer as createNetServer, type Server, type Socket } from 'node:net';
import { createServer, type TlsOptions } from 'node:tls';
import type { TestCa } from './test-ca.ts';

export interface FrontOptions {
  /** a plain-text HTTP request on the https port reaches the site too */
  plainHttp?: boolean;
  /** TLS 1.0 and 1.1 are negotiated */
  legacy?: boolean;
  /** TLS 1.2 with CBC (non-AEAD) suites only */
  cbcOnly?: boolean;
  /** TLS 1.3 only: no TLS 1.2 */
  tls13Only?: boolean;
}

export interface TlsFront {
  front(listening: string): Promise<string>;
  close(): Promise<void>;
}

function tlsSettings(o: FrontOptions): TlsOptions {
  if (o.legacy) return { minVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' };
  if (o.cbcOnly) return { minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256:ECDHE-ECDSA-AES128-SHA' };
  if (o.tls13Only) return { minVersion: 'TLSv1.3' };
  return {};
}

export function tlsFront(ca: TestCa, options: FrontOptions = {}): TlsFront {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const pipeTo = (port: number, down: Socket) => {
    const up = connect(port, '127.0.0.1');
    track(up);
    down.on('error', () => up.destroy());
    up.on('error', () => down.destroy());
    down.pipe(up).pipe(down);
  };
  return {
    async front(listening) {
      const port = Number(new URL(listening).port);
      const leaf = ca.issue(['127.0.0.1', 'localhost']);
      const tls = createServer({ cert: leaf.cert, key: leaf.key, ...tlsSettings(options) }, (down) => {
        track(down);
        pipeTo(port, down);
      });
      tls.on('tlsClientError', () => undefined);
      // one listener: a TLS ClientHello (0x16) goes to the TLS server, anything else is refused, or
      // with plainHttp passed to the site as it is
      const server = createNetServer((socket) => {
        track(socket);
        socket.on('error', () => socket.destroy());
        socket.once('data', (first: Buffer) => {
          socket.pause();
          socket.unshift(first);
          if (first[0] === 0x16) tls.emit('connection', socket);
          else if (options.plainHttp) pipeTo(port, socket);
          else socket.destroy();
          process.nextTick(() => socket.resume());
        });
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      return `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
