// run --start-command (start.* in the config): the harness starts the server under test, as
// Playwright's webServer does. The command runs in a shell, in a process group of its own; the run
// waits until the ready URL answers (2xx, 3xx, 400 to 403, as webServer waits), then goes on, and
// the whole group is stopped when the run ends, however it ends. Its stdout and stderr, masked, go
// into the report as server.log. A command that exits before it is ready, or is not ready in time,
// ends the run (exit 3) naming its exit code or the timeout, with the log's last lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { MAX_HEADER_BYTES } from '../http/client.ts';
import { maskJson, maskKnownSecrets, maskUrl } from '../http/mask.ts';
import { isSecretName } from '../http/secret-names.ts';
import type { RunError } from '../report/types.ts';

export interface StartSettings {
  command: string;
  /** default: the target's /.well-known/oauth-authorization-server */
  readyUrl: string;
  timeoutMs: number;
  env?: Record<string, string>;
}

export interface StartedServer {
  /** the ready wait's failure, or undefined once the server answers */
  ready: Promise<RunError | undefined>;
  /** stops the process group (SIGTERM, then SIGKILL after 5 s) and writes server.log */
  stop(): Promise<void>;
}

export const SERVER_LOG = 'server.log';
const LAST_LINES = 20;
const READY = (s: number) => (s >= 200 && s < 400) || (s >= 400 && s <= 403);

export async function startServer(s: StartSettings, runDir: string): Promise<StartedServer> {
  // as Playwright's webServer: something already answering there would be judged in its place
  if (await answers(s.readyUrl)) {
    const message = `${s.readyUrl} already answers before the start command ran: another server is running there (stop it, or drop --start-command to judge it)`;
    return {
      ready: Promise.resolve({ code: 'ERR_START', message }),
      stop: async () => writeFileSync(join(runDir, SERVER_LOG), `$ ${s.command}\n(not started: ${message})\n`),
    };
  }
  const log: string[] = [];
  let partial = { out: '', err: '' };
  const child = spawn(s.command, {
    shell: true,
    detached: true, // its own process group: the whole tree is stopped with it
    env: { ...process.env, ...s.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (stream: 'out' | 'err') => (d: Buffer) => {
    const lines = (partial[stream] + d.toString('utf8')).split('\n');
    partial = { ...partial, [stream]: lines.pop() ?? '' };
    for (const l of lines) log.push(`${new Date().toISOString()} ${stream} ${maskLine(l)}`);
  };
  child.stdout?.on('data', take('out'));
  child.stderr?.on('data', take('err'));
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `ended by ${signal}` : `exited with code ${code}`));
    child.once('error', (e) => resolve(`could not be started (${e.message})`));
  });
  const stopOnExit = () => kill(child, 'SIGKILL');
  process.once('exit', stopOnExit);
  const tail = () =>
    maskKnownSecrets(
      log
        .slice(-LAST_LINES)
        .map((l) => `  ${l}`)
        .join('\n') || '  (it wrote nothing)',
    );
  const ready = (async (): Promise<RunError | undefined> => {
    const deadline = Date.now() + s.timeoutMs;
    let gone: string | undefined;
    void exited.then((why) => (gone = why));
    while (Date.now() < deadline) {
      if (gone)
        return { code: 'ERR_START', message: `the start command ${gone} before ${s.readyUrl} answered; its last lines:\n${tail()}` };
      if (await answers(s.readyUrl)) return undefined;
      await new Promise((r) => setTimeout(r, 250));
    }
    return {
      code: 'ERR_START',
      message: `${s.readyUrl} did not answer within start.timeoutMs (${s.timeoutMs} ms) of the start command; its last lines:\n${tail()}`,
    };
  })();
  return {
    ready,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        kill(child, 'SIGTERM');
        const late = setTimeout(() => kill(child, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(late);
      }
      if (partial.out) log.push(`${new Date().toISOString()} out ${maskLine(partial.out)}`);
      if (partial.err) log.push(`${new Date().toISOString()} err ${maskLine(partial.err)}`);
      writeFileSync(join(runDir, SERVER_LOG), maskKnownSecrets(`$ ${s.command}\n${log.join('\n')}\n`));
    },
  };
}

/** One GET of the ready URL: an answer that says the server is up (not the harness's guarded client: this is no check). */
async function answers(url: string): Promise<boolean> {
  // the checks' header limit: a ready server with large cookies is ready
  const dispatcher = new Agent({ maxHeaderSize: MAX_HEADER_BYTES });
  try {
    const res = await request(url, { method: 'GET', headersTimeout: 2000, bodyTimeout: 2000, dispatcher });
    await res.body.dump();
    return READY(res.statusCode);
  } catch {
    return false;
  } finally {
    void dispatcher.close();
  }
}

function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * A log line with what looks like a credential masked: URLs' secret parameters, `name=value` and
 * `"name": value` under a credential's name, a Bearer token; then every value the run knows.
 */
export function maskLine(line: string): string {
  const byName = line
    .replace(/https?:\/\/[^\s"'<>]+/g, (u) => maskUrl(u))
    .replace(/\b(Bearer|Basic)\s+([A-Za-z0-9._~+/=-]{8,})/g, (_, scheme: string, v: string) => `${scheme} ${String(maskJson(v, true))}`)
    .replace(/([A-Za-z_][\w-]*)("?\s*[:=]\s*"?)([^\s"'&,;]+)/g, (m, k: string, sep: string, v: string) =>
      isSecretName(k) ? `${k}${sep}${String(maskJson(v, true))}` : m,
    );
  return maskKnownSecrets(byName);
}
