// The HTTP layer returns raw exchanges, follows no redirect, enforces timeouts and the size cap,
// and records every exchange, masked, into the current transcript.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from '../../lib/http/client.ts';
import { Transcript, withTranscript } from '../../lib/http/transcript.ts';
import { RateLimiter } from '../../lib/http/rate-limit.ts';

let server: Server;
let base: string;
const dropped = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect')
      return res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere?code=abcdefghijklmnopqrstuvwxyz' }).end();
    if (req.url === '/boom') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"server_error"}');
    if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(4096, 'x'));
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000);
    // the first request on each path is dropped without an answer
    if (req.url?.startsWith('/drop-once') && !dropped.has(`${req.method} ${req.url}`)) {
      dropped.add(`${req.method} ${req.url}`);
      return void req.socket.destroy();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json', 'www-authenticate': ['Bearer a="1"', 'DPoP b="2"'] })
        .end(JSON.stringify({ body: Buffer.concat(chunks).toString(), auth: req.headers.authorization ?? null })),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureHttp({ headersMs: 500, maxResponseBytes: 1024, requestsPerSecond: 1000 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('http()', () => {
  it('does not follow redirects', async () => {
    const res = await http({ url: `${base}/redirect` });
    expect(res.status).toBe(302);
    expect(res.header('location')).toMatch(/^http:\/\/127\.0\.0\.1:1\/elsewhere/);
  });

  it('returns 4xx/5xx instead of throwing', async () => {
    const res = await http({ url: `${base}/boom` });
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ error: 'server_error' });
  });

  it('keeps repeated headers apart', async () => {
    const res = await http({ url: `${base}/echo` });
    expect(res.headerValues('www-authenticate')).toEqual(['Bearer a="1"', 'DPoP b="2"']);
  });

  it('sends duplicated form parameters as given', async () => {
    const res = await http({
      url: `${base}/echo`,
      form: [
        ['scope', 'a'],
        ['scope', 'b c'],
      ],
    });
    expect((res.json() as { body: string }).body).toBe('scope=a&scope=b%20c');
  });

  it('cuts responses over the size cap', async () => {
    await expect(http({ url: `${base}/big` })).rejects.toMatchObject({ code: 'ERR_RESPONSE_TOO_LARGE' });
  });

  it('times out waiting for headers', async () => {
    await expect(http({ url: `${base}/slow` })).rejects.toMatchObject({ code: 'ERR_TIMEOUT' });
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await expect(http({ url: `http://127.0.0.1:${port}/` })).rejects.toMatchObject({
      code: 'ERR_TARGET_UNREACHABLE',
      name: 'TransportError',
    });
  });

  // a POST is sent again only when it lost the keep-alive race (test/unit/http-answers.test.ts)
  it('sends a GET once more when its connection closed before any answer, not a POST on a new connection', async () => {
    expect((await http({ url: `${base}/drop-once/get` })).status).toBe(200);
    await expect(http({ url: `${base}/drop-once/post`, form: { a: '1' } })).rejects.toMatchObject({ code: 'ERR_CONNECTION_CLOSED' });
  });

  it('records each exchange into the current transcript, secrets masked', async () => {
    const t = new Transcript();
    const token = 'tok_0123456789abcdefghijklmnop';
    await withTranscript(t, () =>
      http({
        url: `${base}/echo`,
        headers: { authorization: `Bearer ${token}` },
        form: { client_secret: 'shh-it-is-a-secret', client_id: 'c1' },
      }),
    );
    expect(t.exchanges).toHaveLength(1);
    const text = JSON.stringify(t.exchanges[0]);
    expect(text).not.toContain(token);
    expect(text).not.toContain('shh-it-is-a-secret');
    expect(t.exchanges[0]!.request.headers.authorization).toBe(`Bearer tok_…mnop (len=${token.length})`);
    expect(t.exchanges[0]!.response?.status).toBe(200);
    expect(t.exchanges[0]!.curl).toMatch(/^curl -sS -i -X POST '/);
  });

  it('records transport failures as evidence too', async () => {
    const t = new Transcript();
    await withTranscript(t, () => http({ url: `${base}/slow` }).catch(() => undefined));
    expect(t.exchanges[0]!.error).toMatch(/ERR_TIMEOUT/);
  });
});

describe('RateLimiter', () => {
  it('spaces requests evenly', async () => {
    vi.useFakeTimers();
    try {
      const limiter = new RateLimiter(10);
      const done: number[] = [];
      const start = Date.now();
      const all = Promise.all([0, 1, 2].map(() => limiter.take().then(() => done.push(Date.now() - start))));
      await vi.advanceTimersByTimeAsync(250);
      await all;
      expect(done).toEqual([0, 100, 200]);
    } finally {
      vi.useRealTimers();
    }
  });
});
