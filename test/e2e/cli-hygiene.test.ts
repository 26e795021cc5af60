// CLI hygiene: every mistake a user can make on the command line ends in one line and exit 2
// (never a stack trace or a run of nothing), and --version answers.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, suiteCount } from '../support/cli.ts';

const oneLine = (stderr: string) => stderr.split('\n').filter(Boolean);

describe('cs-conformance usage errors', () => {
  it('names an unknown suite and lists the suites', async () => {
    const r = await cli(['run', '--suite', 'discovry']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^cs-conformance: no suite "discovry" \(did you mean discovery\?\); the suites are: account-api, .*discovery.*, userinfo$/m,
    );
    expect(r.stdout).not.toMatch(/Result/);
  });

  it('names an unknown fault in one line', async () => {
    const r = await cli(['run', '--fault', 'nosuchfault', '--suite', 'discovery']);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)[0]).toBe('cs-conformance: unknown fault "nosuchfault"; cs-conformance reference --list-faults lists them');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect((await cli(['reference', '--fault', 'asm-pkce-plian'])).stderr).toMatch(
      /unknown fault "asm-pkce-plian" \(did you mean asm-pkce-plain\?\)/,
    );
  });

  it('refuses a report folder it cannot write, before running', async () => {
    const file = join(tmpdir(), `csc-not-a-dir-${process.pid}`);
    writeFileSync(file, 'x');
    const r = await cli(['run', '--suite', 'discovery', '--report-dir', join(file, 'reports')]);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)[0]).toMatch(/^cs-conformance: --report-dir .*: cannot write there \(ENOTDIR\)$/);
    expect(r.stdout).toBe('');
  });

  it('suggests the option a mistyped one meant', async () => {
    const r = await cli(['run', '--sute', 'discovery']);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)[0]).toBe('cs-conformance: unknown option --sute (did you mean --suite?)');
    expect((await cli(['run', '--suite'])).stderr).toMatch(/--suite needs a value/);
    expect((await cli(['run', '--base-url', '--suite', 'x'])).stderr).toMatch(/--base-url needs a value/);
    expect((await cli(['run', '--shard', '3/2'])).stderr).toMatch(/--shard: expected I\/N with 1 ≤ I ≤ N, got "3\/2"/);
  });

  it('prints its version', async () => {
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^cs-conformance \d+\.\d+\.\d+( \([0-9a-f]{12}\))?\n$/);
  });

  it('shows progress with done/total and elapsed time', async () => {
    const r = await cli(['run', '--suite', 'discovery/jwks.test.ts', '--report-dir', join(tmpdir(), 'csc-progress')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}\[2\/2\+?\] 0:\d\d elapsed {2}\[discovery\] jwks\.test\.ts: 2 passed$/m);
    expect(r.stdout).toMatch(new RegExp(`Result: PASS \\(incomplete: ${suiteCount() - 1} suites, \\d+ clauses not tested\\)`));
  });
});
