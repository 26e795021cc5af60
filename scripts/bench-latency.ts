// For `npm run bench`: distance. A TCP proxy on 127.0.0.1 in front of each site of the embedded
// reference holds every chunk a client sends for `delayMs` (order kept) before passing it on, as a
// network that far away would; the sites are reached at the proxies' origins (the reference's
// `front` option), so issuer, redirects and the browser all go through them. The proxy also notes
// each exchange's span (a client's request, to the last byte of the answer before its next one),
// from which the critical path is counted as the longest chain of exchanges one after another.
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Span {
  start: number;
  end: number;
}

export interface DelayingProxies {
  front(listening: string): Promise<string>;
  spans: Span[];
  close(): Promise<void>;
}

export function delayingProxies(delayMs: number): DelayingProxies {
  const spans: Span[] = [];
  const closers: (() => Promise<void>)[] = [];
  const front = async (listening: string): Promise<string> => {
    const { hostname, port } = new URL(listening);
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      const upstream = connect(Number(port), hostname);
      sockets.add(client).add(upstream);
      let span: Span | undefined;
      let answering = true;
      let due = 0;
      client.on('data', (chunk) => {
        const now = performance.now();
        if (answering) {
          if (span) spans.push(span);
          span = { start: now, end: now };
          answering = false;
        }
        due = Math.max(now + delayMs, due);
        setTimeout(() => upstream.write(chunk), due - now);
      });
      upstream.on('data', (chunk) => {
        answering = true;
        if (span) span.end = performance.now();
        client.write(chunk);
      });
      const end = () => {
        if (span) spans.push(span);
        span = undefined;
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      for (const s of [client, upstream]) s.on('close', end).on('error', end);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        }),
    );
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  return { front, spans, close: async () => void (await Promise.all(closers.map((c) => c()))) };
}

/** The most exchanges that ran one after another: the longest chain of spans that do not overlap. */
export function longestChain(spans: readonly Span[]): number {
  let count = 0;
  let last = -Infinity;
  for (const s of [...spans].sort((a, b) => a.end - b.end)) {
    if (s.start < last) continue;
    count++;
    last = s.end;
  }
  return count;
}
