// A TLS-terminating front for a reference server's sites, as a proxy in front of a real deployment
// would be: each site's plain-HTTP listener is reached at https://127.0.0.1:<port>, with a
// certificate of a private test CA (test-ca.ts). Pass `front` to createServer().
import { connect, type Socket } from 'node:net';
import { createServer, type Server } from 'node:tls';
import type { TestCa } from './test-ca.ts';

export interface TlsFront {
  front(listening: string): Promise<string>;
  close(): Promise<void>;
}

export function tlsFront(ca: TestCa): TlsFront {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  return {
    async front(listening) {
      const port = Number(new URL(listening).port);
      const leaf = ca.issue(['127.0.0.1', 'localhost']);
      const server = createServer({ cert: leaf.cert, key: leaf.key }, (down) => {
        const up = connect(port, '127.0.0.1');
        for (const s of [down, up]) {
          sockets.add(s);
          s.once('close', () => sockets.delete(s));
        }
        down.on('error', () => up.destroy());
        up.on('error', () => down.destroy());
        down.pipe(up).pipe(down);
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
