// run --start-command (issue 23): the harness starts the server under test in a process group of its
// own, waits until it answers, judges it, stops the whole group however the run ends, and keeps its
// output, masked, as server.log. A command that dies at start, or is not ready in time, ends the run
// with exit 3, naming its exit code or the timeout, with its last lines, and a complete report.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer as netServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { maskLine } from '../../lib/run/start-server.ts';
import { cli } from '../support/cli.ts';

const bin = fileURLToPath(new URL('../../bin/cs-conformance.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'csc-start-'));

/** Two free consecutive ports (the reference's two sites). */
async function freePorts(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const s = netServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    if (port < 65000 && !(await listening(port + 1))) return port;
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => (c.destroy(), resolve(true)));
    c.once('error', () => resolve(false));
  });

/** `cs-conformance reference …` until it is ready, then stopped: what it printed (and on stderr, when it failed). */
function referenceOnce(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [bin, 'reference', ...args]);
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Press Ctrl-C to stop.')) child.kill('SIGINT');
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (out.includes('Press Ctrl-C')) resolve(out);
      else reject(new Error(`exit ${code ?? signal}: ${out}${err}`));
    });
  });
}

/** Another process took one of the two ports between freePorts() and the listen (the check cannot hold them): pick two others. */
const portTaken = (text: string) => /EADDRINUSE/.test(text);

describe('run --start-command', () => {
  it('starts the reference as a plain command, judges it, stops it, keeps its log masked', { timeout: 300_000 }, async () => {
    const config = join(dir, 'target.json');
    const reports = join(dir, 'reports');
    let port: number;
    let r: Awaited<ReturnType<typeof cli>>;
    for (let attempt = 1; ; attempt++) {
      port = await freePorts();
      // the reference's config for those ports, as a user writes theirs
      const printed = await referenceOnce(['--port', String(port), '--write-config', config]).catch((e: Error) => {
        if (attempt < 3 && portTaken(e.message)) return undefined;
        throw e;
      });
      if (printed === undefined) continue;
      expect(printed).toContain(`http://127.0.0.1:${port}`);
      r = await cli(
        [
          'run',
          '--config',
          config,
          '--start-command',
          `"${process.execPath}" "${bin}" reference --port ${port}`,
          '--suite',
          'discovery',
          '--suite',
          'authorization/approval',
          '--report-dir',
          reports,
        ],
        {},
        200_000,
      );
      if (attempt < 3 && r.code === 3 && portTaken(r.stdout)) continue;
      break;
    }
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Starting the server under test: /);
    // stopped, whole group included, when the run ended
    expect(await listening(port)).toBe(false);
    const runDir = join(reports, 'latest');
    const log = readFileSync(join(runDir, 'server.log'), 'utf8');
    expect(log).toContain(`site alpha (Alpha Academy): http://127.0.0.1:${port}`);
    const password = (JSON.parse(readFileSync(config, 'utf8')) as { members: { password: string }[] }).members[0]!.password;
    expect(log).not.toContain(password);
    expect(JSON.parse(readFileSync(join(runDir, 'summary.json'), 'utf8')).serverLog).toBe('server.log');
    expect(readFileSync(join(runDir, 'report.html'), 'utf8')).toContain('href="server.log"');
  });

  it('a reference whose second port is taken ends at once, naming it, its first port closed again', { timeout: 120_000 }, async () => {
    const port = await freePorts();
    const busy = netServer();
    await new Promise<void>((resolve) => busy.listen(port + 1, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const r = await cli(['reference', '--port', String(port)], {}, 60_000);
      // it ended by itself (a listener left open kept it alive until killed: this test's first check hung so)
      expect(Date.now() - started).toBeLessThan(55_000);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/EADDRINUSE: address already in use 127\.0\.0\.1:\d+/);
      expect(await listening(port)).toBe(false);
    } finally {
      busy.close();
    }
  });

  it('a command that dies at start: exit 3 naming its exit code, with its log', { timeout: 120_000 }, async () => {
    const reports = join(dir, 'died');
    const r = await cli([
      'run',
      '--base-url',
      'http://127.0.0.1:9',
      '--start-command',
      "echo 'listening soon'; echo 'boom: no database' >&2; exit 7",
      '--report-dir',
      reports,
    ]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(
      /Run error: \[ERR_START\] the start command exited with code 7 before http:\/\/127\.0\.0\.1:9\/\.well-known\/oauth-authorization-server answered/,
    );
    expect(r.stdout).toContain('boom: no database');
    expect(r.stdout).toMatch(/SERVER DID NOT START/);
    for (const f of ['summary.json', 'report.html', 'server.log']) expect(existsSync(join(reports, 'latest', f)), f).toBe(true);
  });

  it('a server not ready in time: exit 3 naming the timeout, and the command stopped', { timeout: 120_000 }, async () => {
    const reports = join(dir, 'late');
    const marker = join(dir, 'still-running');
    const r = await cli([
      'run',
      '--base-url',
      'http://127.0.0.1:9',
      '--start-command',
      `echo starting; sleep 5; touch '${marker}'`,
      '--start-timeout',
      '1',
      '--report-dir',
      reports,
    ]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/did not answer within start\.timeoutMs \(1000 ms\)/);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    // the whole process group was stopped: the shell's sleep never reached touch
    expect(existsSync(marker)).toBe(false);
  });

  it('something already answering at the ready URL: exit 3, and the command is not run', { timeout: 120_000 }, async () => {
    const busy = netServer((c) => c.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}'));
    const port = await new Promise<number>((resolve) =>
      busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)),
    );
    const marker = join(dir, 'ran');
    try {
      const r = await cli([
        'run',
        '--base-url',
        `http://127.0.0.1:${port}`,
        '--start-command',
        `touch '${marker}'`,
        '--report-dir',
        join(dir, 'busy'),
      ]);
      expect(r.code).toBe(3);
      expect(r.stdout).toMatch(/already answers before the start command ran/);
      expect(existsSync(marker)).toBe(false);
    } finally {
      busy.close();
    }
  });

  it('masks what looks like a credential in a log line', () => {
    const line = maskLine(
      'issued access_token=abcdefghijklmnop for GET /cb?code=1234567890abcdef and Authorization: Bearer zyxwvutsrqponmlk',
    );
    for (const secret of ['abcdefghijklmnop', '1234567890abcdef', 'zyxwvutsrqponmlk']) expect(line).not.toContain(secret);
    expect(maskLine('GET /health 200 in 3 ms')).toBe('GET /health 200 in 3 ms');
  });
});
