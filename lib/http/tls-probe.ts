// What the target's TLS offers, asked at the handshake only (no request is sent): the protocol and
// cipher a default handshake negotiates, whether an old protocol is refused, and what a plain-text
// HTTP request to the same port gets. Only the configured origins' host and port are contacted.
import { connect as netConnect } from 'node:net';
import { connect, type ConnectionOptions } from 'node:tls';
import { HarnessError } from './errors.ts';
import { guard } from './guard.ts';

export type Handshake = { ok: true; protocol: string; cipher: string } | { ok: false; error: string };

const TIMEOUT_MS = 10_000;
/** A handshake is given longer: on a starved machine the target's side of it may wait for the CPU. */
const HANDSHAKE_MS = 30_000;

function hostPort(origin: string): { host: string; port: number } {
  const u = new URL(origin);
  guard(u.href);
  return { host: u.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)) };
}

/**
 * A TLS handshake with `origin` (certificates not judged here: the run's other requests do that). One
 * that neither completes nor fails in time is no verdict: the clock cannot tell a server that stalls
 * from a machine too busy to answer, so it ends the check as an error of the run (ERR_TIMEOUT).
 */
export function handshake(
  origin: string,
  options: Pick<ConnectionOptions, 'minVersion' | 'maxVersion' | 'ciphers'> = {},
): Promise<Handshake> {
  const { host, port } = hostPort(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, servername: /^[\d.]+$|:/.test(host) ? undefined : host, rejectUnauthorized: false, ...options });
    const done = (h: Handshake) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(h);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new HarnessError(
          'ERR_TIMEOUT',
          `the TLS handshake with ${origin} neither completed nor failed in ${HANDSHAKE_MS / 1000} s: no verdict`,
        ),
      );
    }, HANDSHAKE_MS);
    socket.once('secureConnect', () => done({ ok: true, protocol: socket.getProtocol() ?? '?', cipher: socket.getCipher()?.name ?? '?' }));
    socket.once('error', (e) => done({ ok: false, error: (e as NodeJS.ErrnoException).code ?? e.message }));
  });
}

/** An AEAD cipher (GCM, CCM, ChaCha20-Poly1305; every TLS 1.3 suite is one). */
export const isAead = (h: Extract<Handshake, { ok: true }>) => h.protocol === 'TLSv1.3' || /GCM|CCM|CHACHA20/i.test(h.cipher);

/** The first bytes of the answer to a plain-text HTTP GET of `path`, sent to the https origin's port. */
export function plainHttp(origin: string, path: string): Promise<string> {
  const { host, port } = hostPort(origin);
  return new Promise((resolve) => {
    let answer = '';
    const socket = netConnect({ host, port });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, TIMEOUT_MS);
    socket.once('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.length > 64 * 1024) done();
    });
    socket.once('end', done);
    socket.once('error', done);
  });
}
