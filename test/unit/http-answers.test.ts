// What the HTTP layer makes of answers and connections HTTP allows, or a target breaks: large header
// sections are read (up to 256 KiB), larger ones fail the check with their evidence; a request that
// loses the keep-alive race (its reused connection closed before any byte of the answer) is sent
// again once, on a new connection, whatever its method; a target that really closes or resets
// connections fails the check, never the harness.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttp, http } from '../../lib/http/client.ts';
import { TransportError } from '../../lib/http/errors.ts';
import { outcomeOf } from '../../lib/harness/outcome.ts';
import { Transcript, withTranscript } from '../../lib/http/transcript.ts';

interface Loopback {
  base: string;
  /** requests received, by method and path */
  seen: string[];
  close(): Promise<void>;
}

const servers: Loopback[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(handler: (req: IncomingMessage, res: ServerResponse, nth: number) => void): Promise<Loopback> {
  const seen: string[] = [];
  const perSocket = new WeakMap<Socket, number>();
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const nth = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, nth);
    // the body is read before anything is decided, as a server does
    req.resume();
    req.on('end', () => handler(req, res, nth));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const s = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  servers.push(s);
  return s;
}

/** undici hands a connection back to its pool a moment after the answer was read. */
const settle = () => new Promise((r) => setTimeout(r, 50));

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

beforeAll(() => configureHttp({ requestsPerSecond: 1000, headersMs: 2000, maxResponseBytes: 1 << 20 }));

describe('large header sections', () => {
  let s: Loopback;
  beforeAll(async () => {
    s = await serve((req, res) => {
      const kb = Number(new URL(req.url!, 'http://x').searchParams.get('kb'));
      // cookies of an identity provider's size, each under a browser's 4 KB
      const cookies = Array.from({ length: Math.ceil(kb / 4) }, (_, i) => `cs_pad${i}=${'x'.repeat(4000)}; Path=/pad`);
      res.writeHead(302, { location: '/signed-in', 'set-cookie': cookies }).end();
    });
  });

  it('reads a 302 whose headers add up to 20 KB', async () => {
    const res = await http({ url: `${s.base}/sso?kb=20` });
    expect(res.status).toBe(302);
    expect(res.headerValues('set-cookie')).toHaveLength(5);
  });

  it('fails the check on 300 KB of headers, with its evidence: no harness error', async () => {
    const t = new Transcript();
    const e = await withTranscript(t, () => caught(http({ url: `${s.base}/sso?kb=300` })));
    expect(e).toBeInstanceOf(TransportError);
    expect(e).toMatchObject({ code: 'ERR_HEADERS_TOO_LARGE', message: expect.stringMatching(/exceeds 262144 bytes/) });
    expect(outcomeOf(e).kind).toBe('failed');
    expect(t.exchanges[0]).toMatchObject({ request: { method: 'GET' }, error: expect.stringMatching(/ERR_HEADERS_TOO_LARGE/) });
    // an untracked exchange (a fuzz case) keeps its evidence for a counterexample
    expect((e as TransportError).exchange?.().request.url).toMatch(/\/sso\?kb=300$/);
  });
});

describe('connections the target closes', () => {
  it('sends a POST again, on a new connection, when its kept-alive connection closed as it went out', async () => {
    // a server that closes idle connections early, the moment one is reused: the keep-alive race, made certain
    const s = await serve((_req, res, nth) => (nth === 1 ? void res.end('ok') : void res.socket?.destroy()));
    expect((await http({ url: `${s.base}/revoke`, form: { token: 'a' } })).status).toBe(200);
    await settle();
    expect((await http({ url: `${s.base}/revoke`, form: { token: 'b' } })).status).toBe(200);
    expect(s.seen).toEqual(['POST /revoke', 'POST /revoke', 'POST /revoke']);
  });

  it('does not send a POST again once a byte of its answer came', async () => {
    const s = await serve((_req, res, nth) => {
      if (nth === 1) return void res.end('ok');
      res.socket?.write('HTTP/1.1 200 OK\r\nContent-Type: app');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    expect((await http({ url: `${s.base}/token`, form: { n: '1' } })).status).toBe(200);
    await settle();
    expect(await caught(http({ url: `${s.base}/token`, form: { n: '2' } }))).toMatchObject({ code: 'ERR_CONNECTION_CLOSED' });
    expect(s.seen).toHaveLength(2);
  });

  it('fails the check when the target resets every connection: once for a POST, twice for a GET', async () => {
    const s = await serve((req) => req.socket.destroy());
    const post = await caught(http({ url: `${s.base}/revoke`, form: { token: 'a' } }));
    expect(post).toMatchObject({ code: 'ERR_CONNECTION_CLOSED' });
    expect(outcomeOf(post).kind).toBe('failed');
    expect(s.seen).toEqual(['POST /revoke']);
    await settle();
    const get = await caught(http({ url: `${s.base}/.well-known/oauth-authorization-server` }));
    expect(get).toMatchObject({ code: 'ERR_CONNECTION_CLOSED' });
    expect(s.seen.filter((r) => r.startsWith('GET'))).toHaveLength(2);
  });

  it('fails the check on an answer that is not HTTP', async () => {
    const raw: NetServer = createNetServer((socket) => socket.once('data', () => socket.end('SSH-2.0-OpenSSH_9.6\r\n')));
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
    try {
      const e = await caught(http({ url: `http://127.0.0.1:${(raw.address() as AddressInfo).port}/` }));
      expect(e).toMatchObject({ code: 'ERR_BAD_RESPONSE' });
      expect(outcomeOf(e).kind).toBe('failed');
    } finally {
      await new Promise((r) => raw.close(r));
    }
  });
});
