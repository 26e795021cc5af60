// `cs-conformance run` end to end: the embedded reference, a separately started one, a fault,
// an unreachable target and a bad config, with the exit codes and report files users rely on.
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../lib/report/types.ts';
import { createServer } from '../../fixtures/reference/server.ts';
import { cli } from '../support/cli.ts';

const reports = () => mkdtempSync(join(tmpdir(), 'csc-cli-'));
const summaryIn = (dir: string): RunSummary => JSON.parse(readFileSync(join(dir, 'latest', 'summary.json'), 'utf8'));

describe('cs-conformance run', () => {
  it('runs against the embedded reference, exits 0 and writes every report', async () => {
    const dir = reports();
    const r = await cli(['run', '--suite', 'discovery', '--report-dir', dir, '--seed', '7']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Embedded reference server at http:\/\/127\.0\.0\.1:\d+/);
    expect(r.stdout).toMatch(/\[discovery\] served-as-json\.test\.ts: 3 passed/);
    expect(r.stdout).toMatch(/Result: PASS/);
    const run = realpathSync(join(dir, 'latest'));
    for (const f of ['summary.json', 'junit.xml', 'report.html']) expect(existsSync(join(run, f)), f).toBe(true);
    expect(readdirSync(join(run, 'allure-results')).some((f) => f.endsWith('-result.json'))).toBe(true);
    const summary = summaryIn(dir);
    expect(summary.seed).toBe(7);
    expect(summary.specHash).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.target.embeddedReference).toBe(true);
    expect(summary.tests.every((t) => t.clauses.length && t.title.startsWith(t.clauses[0]!))).toBe(true);
    expect(readFileSync(join(run, 'junit.xml'), 'utf8')).toMatch(/<testsuite name="discovery" tests="\d+" failures="0"/);
  });

  it('gives the same result against a separately started reference', async () => {
    const server = await createServer();
    try {
      const dir = reports();
      const file = join(dir, 'target.json');
      writeFileSync(file, JSON.stringify(server.targetConfig())); // its members and clients, as a user would configure them
      const r = await cli([
        'run',
        '--base-url',
        server.origin,
        '--config',
        file,
        '--suite',
        'discovery',
        '--suite',
        'registration',
        '--report-dir',
        dir,
      ]);
      expect(r.code).toBe(0);
      const summary = summaryIn(dir);
      expect(summary.target).toMatchObject({ baseUrl: server.origin, embeddedReference: false });
      expect(summary.totals.failed + summary.totals.error + summary.totals.warning).toBe(0);
      // everything passed but the TLS checks, which a plain-http target skips
      const notPassed = summary.tests.filter((t) => t.status !== 'passed');
      expect(
        notPassed.every((t) => t.status === 'skipped' && t.file === 'suites/discovery/tls.test.ts'),
        JSON.stringify(notPassed),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('exits 1 on a conformance failure and prints clause, Expected and Actual', async () => {
    const r = await cli(['run', '--fault', 'asm-pkce-plain', '--suite', 'discovery', '--report-dir', reports()]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/clause: authentication\/1\/s256-only \(MUST\)/);
    expect(r.stdout).toMatch(/Expected: \["S256"\]/);
    expect(r.stdout).toMatch(/Actual: \["S256","plain"\]/);
    expect(r.stdout).toMatch(/Result: FAIL/);
  });

  it('exits 3 with a clear message when the target cannot be reached', async () => {
    const port = await closedPort();
    const r = await cli(['run', '--base-url', `http://127.0.0.1:${port}`, '--report-dir', reports()]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(new RegExp(`the target http://127\\.0\\.0\\.1:${port} could not be reached`));
    expect(r.stderr).toBe('');
  });

  it('exits 2 naming the field of a bad config', async () => {
    const file = join(reports(), 'target.json');
    writeFileSync(file, JSON.stringify({ baseUrl: 'http://127.0.0.1:1', timeouts: { connectMs: -5 } }));
    const r = await cli(['run', '--config', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/timeouts\.connectMs: /);
  });

  it('exits 2, once and clearly, when the login in the config does not work', async () => {
    const dir = reports();
    const file = join(dir, 'target.json');
    writeFileSync(file, JSON.stringify({ members: [{ username: 'ada@alpha.test', password: { env: 'CS_TEST_WRONG_PW' } }] }));
    const r = await cli(['run', '--config', file, '--suite', 'authorization', '--report-dir', dir], {
      CS_TEST_WRONG_PW: 'not-her-password',
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/Run error: \[ERR_LOGIN_CONFIG\] login calibration failed: logging in as ada@alpha\.test/);
    expect(r.stdout).not.toMatch(/Failures \(/);
    expect(r.stdout + r.stderr).not.toContain('not-her-password');
  });

  it('runs from the sources through tsx where there is no build, with the same verdicts', async () => {
    const built = reports();
    const sources = reports();
    const args = ['run', '--suite', 'discovery/jwks.test.ts', '--seed', '3', '--report-dir'];
    const [a, b] = [await cli([...args, built]), await cli([...args, sources], { CS_NO_BUILD: '1' })];
    expect([a.code, b.code], b.stdout + b.stderr).toEqual([0, 0]);
    const verdicts = (dir: string) => summaryIn(dir).tests.map((t) => `${t.title}: ${t.status}`);
    expect(verdicts(sources)).toEqual(verdicts(built));
    expect(verdicts(sources).length).toBeGreaterThan(1);
  });

  it('exits 2 on a usage error', async () => {
    expect((await cli(['frobnicate'])).code).toBe(2);
    expect((await cli(['run', '--seed', 'abc'])).stderr).toMatch(/--seed: expected a non-negative integer/);
    expect((await cli(['run', '--base-url', 'http://127.0.0.1:1', '--fault', 'asm-pkce-plain'])).code).toBe(2);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
