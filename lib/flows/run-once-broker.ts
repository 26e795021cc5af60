// The run's broker, served by the run's service process (lib/run/run-service.ts) at an address the
// main process holds (127.0.0.1, an OS-picked port, a random bearer secret). It brokers the shared
// flows (lib/flows/run-once.ts): hands each flow to the first worker that claims it, holds every later
// claim until that worker publishes the answer, and revokes the tokens of shared flows, and those the
// files hand it, when the run ends; and it serves the routes it is given (the drives,
// lib/browser/remote.ts). Answers live in memory only.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createListener, type AddressInfo, type Server, type Socket } from 'node:net';
import { revokeRequest } from '../oauth/requests.ts';
import type { Target } from '../target/target.ts';
import type { BrokerAddress } from './run-once.ts';
import { uniqueTracked, type Tracked } from './tracked.ts';

export interface Broker {
  /** serves a connection made to the address (passed on, unread, by the process that listens there) */
  accept(socket: Socket): void;
  /** revokes what shared flows obtained, then stops listening */
  close(target: Target): Promise<void>;
}

interface Entry {
  answer?: string;
  waiting: ((answer: string) => void)[];
}

const MAX_BODY = 8 << 20;

/** Routes served besides the shared flows' (the drive service, lib/browser/remote.ts): the JSON body in, a JSON answer out. */
export type Routes = Record<string, (body: unknown) => Promise<unknown>>;

/** The listening socket at the broker's address, and the address with the secret its callers must present. */
export interface Reserved {
  listener: Server;
  address: BrokerAddress;
}

/**
 * Listens at the broker's address: the main process does, so the workers know where to call before
 * the service process that serves it has loaded. It reads nothing: each connection goes to the
 * service as it is (child_process send()), which reads the request.
 */
export async function reserveBroker(): Promise<Reserved> {
  const listener = createListener({ pauseOnConnect: true });
  await new Promise<void>((resolve, reject) => listener.once('error', reject).listen(0, '127.0.0.1', resolve));
  listener.unref();
  const { port } = listener.address() as AddressInfo;
  return { listener, address: { url: `http://127.0.0.1:${port}`, secret: randomBytes(24).toString('base64url') } };
}

/**
 * Passes each connection to the reserved address, unread, to the process that serves it, after the
 * messages already sent (IPC keeps their order). A process still loading gets them once it listens
 * for messages: no connection is accepted and then left unserved. This process keeps its copy of a
 * connection until it is sent: when the serving process dies, Node drops the connections still
 * queued for it without a word, and their callers would wait on them.
 */
export function passConnections(listener: Server, to: ChildProcess): void {
  const sending = new Set<Socket>();
  to.once('exit', () => {
    // later callers are refused at once, queued ones closed
    listener.close();
    for (const socket of sending) socket.destroy();
  });
  listener.on('connection', (socket) => {
    if (!to.connected) return socket.destroy();
    sending.add(socket);
    to.send({ type: 'connection' }, socket, { keepOpen: true }, () => {
      sending.delete(socket);
      socket.destroy(); // the other process holds the connection now (or, if sending failed, nobody)
    });
  });
}

/** Serves the shared flows and `routes` to the connections it is handed (Broker.accept), with `address`'s secret. */
export function startBroker(routes: Routes, address: BrokerAddress): Broker {
  const { secret } = address;
  const flows = new Map<string, Entry>();
  const revoke: Tracked[] = [];
  const server = createServer((req, res) => void serve(req, res).catch(() => reply(res, 500)));
  // callers keep their connections alive: a server that closed an idle one at 5 s would race a caller
  // reusing it (under load, "fetch failed" in a check); the callers close idle connections themselves
  server.keepAliveTimeout = 0;
  // a server that never listens does not track its connections (closeAllConnections): the broker does
  const open = new Set<Socket>();

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !authorized(req.headers.authorization, secret)) return reply(res, 403);
    const raw = JSON.parse(await read(req)) as unknown;
    const route = routes[req.url ?? ''];
    if (route) return reply(res, 200, JSON.stringify(await route(raw)));
    const body = raw as { label: string; outcome?: unknown; evidence?: unknown; revoke?: Tracked[] };
    let entry = flows.get(body.label);
    if (req.url === '/claim') {
      if (!entry) {
        flows.set(body.label, { waiting: [] });
        return reply(res, 200, JSON.stringify({ owner: true }));
      }
      if (entry.answer !== undefined) return reply(res, 200, entry.answer);
      entry.waiting.push((answer) => reply(res, 200, answer));
      return;
    }
    if (req.url === '/revoke-later') {
      revoke.push(...(body.revoke ?? []));
      return reply(res, 204);
    }
    if (req.url === '/publish') {
      entry ??= { waiting: [] };
      flows.set(body.label, entry);
      entry.answer = JSON.stringify({ outcome: body.outcome, evidence: body.evidence });
      revoke.push(...(body.revoke ?? []));
      for (const w of entry.waiting.splice(0)) w(entry.answer);
      return reply(res, 204);
    }
    reply(res, 404);
  }

  return {
    accept(socket) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      server.emit('connection', socket);
    },
    async close(target) {
      for (const socket of open) socket.destroy();
      server.close();
      if (!target.endpoints.revocation) return;
      await Promise.all(
        uniqueTracked(revoke.splice(0)).map(({ token, clientId, clientSecret }) =>
          revokeRequest(target, { token, client_id: clientId, client_secret: clientSecret }).catch(() => undefined),
        ),
      );
    },
  };
}

function authorized(header: string | undefined, secret: string): boolean {
  const sent = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

function reply(res: ServerResponse, status: number, body?: string): void {
  res.writeHead(status, body ? { 'content-type': 'application/json' } : {}).end(body);
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
