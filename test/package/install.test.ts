// The package installs anywhere (issue 23): packed, installed from its tarball into an empty folder
// with Node alone, it runs as a user's pipeline would: `npx cs-conformance run --start-command …`
// starts the server under test (here the reference, started as a plain command of the installed
// package), waits for it, judges it, stops it, and leaves a report with the server's log.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sh(cmd: string, args: string[], cwd: string, timeout = 240_000): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, timeout, maxBuffer: 64 << 20, env: { ...process.env, npm_config_yes: 'true' } }, (e, stdout, stderr) =>
      resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: stdout + stderr }),
    );
  });
}

/** Listens on a port and lets it go: whether it is free now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A port P with P + 1 and P + 2 free too: `reference --port P` puts its three sites there. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    if (port < 65000 && (await canListen(port + 1)) && (await canListen(port + 2))) return port;
  }
}

describe('the packed package', () => {
  it('installs into an empty folder and gates a server it starts', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csc-pack-'));
    const packed = await sh('npm', ['pack', '--silent', '--pack-destination', dir], root);
    expect(packed.code, packed.out).toBe(0);
    const tarball = join(dir, packed.out.trim().split('\n').pop()!);
    const npmDir = mkdtempSync(join(dir, 'x'));
    writeFileSync(join(npmDir, 'package.json'), '{}');
    const installed = await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], npmDir, 480_000);
    expect(installed.code, installed.out).toBe(0);
    // the package ships what the CLI needs, and no self-test
    expect(existsSync(join(npmDir, 'node_modules/course-school-conformance/playwright.config.ts'))).toBe(true);
    expect(existsSync(join(npmDir, 'node_modules/course-school-conformance/test'))).toBe(false);
    const config = join(npmDir, 'target.json');
    // a user's target config: here the one the reference writes for its ports
    // node itself, not npx, so that the signal reaches the server
    const bin = join(npmDir, 'node_modules/course-school-conformance/bin/cs-conformance.js');
    // another process may take a probed port before the reference listens there: a new port, up to three times
    let port = 0;
    let writer = { code: 0, out: '' };
    for (let attempt = 0; attempt < 3 && !existsSync(config); attempt++) {
      port = await freePort();
      writer = await sh(
        'sh',
        [
          '-c',
          // until it has written the config (its first start builds the package first: lib/boot/build.js)
          `"${process.execPath}" "${bin}" reference --port ${port} --write-config target.json & pid=$!; ` +
            'i=0; while [ ! -f target.json ] && [ $i -lt 360 ] && kill -0 $pid 2>/dev/null; do sleep 0.5; i=$((i+1)); done; ' +
            'sleep 1; kill -INT $pid; wait $pid',
        ],
        npmDir,
      );
      if (!writer.out.includes('EADDRINUSE')) break;
    }
    expect(existsSync(config), writer.out).toBe(true);
    const run = await sh(
      'npx',
      [
        'cs-conformance',
        'run',
        '--start-command',
        `npx cs-conformance reference --port ${port}`,
        '--config',
        'target.json',
        '--suite',
        'discovery',
        '--report-dir',
        'reports',
      ],
      npmDir,
    );
    expect(run.code, run.out).toBe(0);
    const summary = JSON.parse(readFileSync(join(npmDir, 'reports/latest/summary.json'), 'utf8')) as {
      serverLog?: string;
      tests: unknown[];
    };
    expect(summary.tests.length).toBeGreaterThan(20);
    expect(summary.serverLog).toBe('server.log');
    expect(readFileSync(join(npmDir, 'reports/latest/server.log'), 'utf8')).toContain(`http://127.0.0.1:${port}`);
    // it ran from the build its first start made beside it (lib/boot/build.js), not from the sources
    const builds = join(npmDir, 'node_modules/course-school-conformance/node_modules/.cache/cs-conformance/build');
    expect(readdirSync(builds).filter((b) => existsSync(join(builds, b, 'worker/worker.js')))).toHaveLength(1);
  });
});
