// The run's service in the main process: a listener on 127.0.0.1 (an OS-picked port, a random
// bearer secret). It brokers the shared flows (lib/flows/run-once.ts): hands each flow to the first
// worker that claims it, holds every later claim until that worker publishes the answer, and revokes
// the tokens of shared flows, and those the files hand it, when the run ends; and it serves the routes it is given (the drives,
// lib/browser/remote.ts). Answers live in memory only.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { revokeRequest } from '../oauth/requests.ts';
import type { Target } from '../target/target.ts';
import type { BrokerAddress } from './run-once.ts';
import type { Tracked } from './revoke-later.ts';

export interface Broker {
  address: BrokerAddress;
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

export async function startBroker(routes: Routes = {}): Promise<Broker> {
  const secret = randomBytes(24).toString('base64url');
  const flows = new Map<string, Entry>();
  const revoke: Tracked[] = [];
  const server = createServer((req, res) => void serve(req, res).catch(() => reply(res, 500)));

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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return {
    address: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret },
    async close(target) {
      server.closeAllConnections();
      server.close();
      if (!target.endpoints.revocation) return;
      await Promise.all(
        revoke
          .splice(0)
          .map(({ token, clientId, clientSecret }) =>
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
