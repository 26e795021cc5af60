// A front that adds large cookies to every answer of a reference server's sites, as identity
// providers send them (16 KB and more on a 302): pass `front` to createServer(). Each cookie stays
// under a browser's 4 KB and under a path nothing requests, so no browser sends them back.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeaderFront {
  front(listening: string): Promise<string>;
  close(): Promise<void>;
}

export function headerFront(kb: number): HeaderFront {
  const servers: Server[] = [];
  const cookies = Array.from({ length: Math.ceil(kb / 4) }, (_, i) => `cs_pad${i}=${'x'.repeat(4000)}; Path=/cs-padding`);
  return {
    async front(listening) {
      const server = createServer((down, res) => {
        const up = request(listening + down.url, { method: down.method, headers: down.headers }, (answer) => {
          const set = answer.headers['set-cookie'] ?? [];
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'set-cookie': [...set, ...cookies] });
          answer.pipe(res);
        });
        up.on('error', () => res.destroy());
        down.pipe(up);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
