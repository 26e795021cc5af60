// `cs-conformance reference --engine oidc-provider --write-config FILE`: the second reference target
// starts, prints its origins, members and clients, writes a harness config for it and stops on SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

const bin = fileURLToPath(new URL('../../bin/cs-conformance.js', import.meta.url));

describe('cs-conformance reference --engine', () => {
  it('oidc-provider: prints its sites, members and clients, writes a harness config, stops on SIGINT', { timeout: 120_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'csc-engine-')), 'oidc.json');
    const child = spawn(process.execPath, [bin, 'reference', '--engine', 'oidc-provider', '--write-config', file]);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    // it stops: exit 0, or ended by the signal itself (a SIGINT sent right after the line sometimes
    // meets Node's default action, as with --engine reference)
    const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
    try {
      // settles once: ready, or an exit before it (a later exit does not reject a settled promise)
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          if (stdout.includes('Press Ctrl-C to stop.')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited early (${code}): ${stdout}${stderr}`)));
      });
      child.kill('SIGINT');
      expect(['0', 'SIGINT'], stderr).toContain(await exited);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    expect(stdout).toMatch(/^ {2}site gamma \(Gamma Coding College\): http:\/\/127\.0\.0\.1:\d+$/m);
    expect(stdout).toMatch(/^ {6}member lin@gamma\.example {2}password \S+ {2}roles student$/m);
    expect(stdout).toMatch(/^ {2}vendor integration "Brightline Course Sync" → client_id brightline-course-sync$/m);
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), login: { strategy: 'script' } });
  });

  it('refuses an unknown engine and faults for oidc-provider (exit 2)', async () => {
    expect((await cli(['reference', '--engine', 'keycloak'])).code).toBe(2);
    expect((await cli(['reference', '--engine', 'oidc-provider', '--fault', 'asm-pkce-plain'])).code).toBe(2);
  });
});
