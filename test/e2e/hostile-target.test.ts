// A target that is broken, slow or hostile cannot hurt a run: with the default timeouts every run
// below ends within 2 minutes, writes summary.json, junit.xml and report.html naming the cause,
// exits with the documented code, prints no stack trace, and never calls another origin (a canary
// listener on 127.0.0.2, which the metadata of the `elsewhere` target points at, sees 0 requests).
import { existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunSummary } from '../../lib/report/types.ts';
import { cli } from '../support/cli.ts';
import { hostile, listen, type HostileMode, type Listening } from '../support/hostile-server.ts';

/** mode → the exit code it must end with, and what the report must name as the cause */
const MODES: Record<HostileMode, { exit: number; cause: RegExp }> = {
  drip: { exit: 3, cause: /start-up deadline|no complete answer within/ },
  hang: { exit: 3, cause: /start-up deadline|no answer in time/ },
  reset: { exit: 3, cause: /could not be reached/ },
  huge: { exit: 1, cause: /exceeds the \d+-byte cap/ },
  'huge-headers': { exit: 1, cause: /header section exceeds \d+ bytes/ },
  'redirect-loop': { exit: 1, cause: /HTTP 302/ },
  'broken-json': { exit: 1, cause: /not a JSON object|JSON/ },
  html: { exit: 1, cause: /text\/html|not a JSON object/ },
  'error-500': { exit: 1, cause: /HTTP 500/ },
  elsewhere: { exit: 1, cause: /endpoints\/oauth\/same-origin|not on|another origin/ },
};
// the bound holds on a machine half as fast too (one core: taskset -c 0), where every run takes twice as long
const CORES = availableParallelism();
const BOUND_MS = 120_000 * (CORES < 2 ? 2 : 1);
/** harness runs at a time: each is a whole run (vitest, its worker, a browser) */
const AT_ONCE = Math.min(3, CORES + 1);
const STACK = /^\s+at .+(:\d+:\d+\)?|\(node:)/m;

let canary: Listening;
const servers: Listening[] = [];
const runs = new Map<HostileMode, Promise<{ code: number; out: string; ms: number; dir: string }>>();

beforeAll(
  async () => {
    canary = await listen('127.0.0.2', (_req, res) => void res.end('canary'));
    const start = async (mode: HostileMode) => {
      const server = await hostile(mode, canary.origin);
      servers.push(server);
      const dir = mkdtempSync(join(tmpdir(), `csc-hostile-${mode}-`));
      const started = Date.now();
      // the default timeouts; a higher rate limit than a remote target's default only to keep npm test short
      const r = await cli(
        ['run', '--base-url', server.origin, '--report-dir', dir, '--fuzz-cases', '100'],
        { CS_RATE_LIMIT: '500' },
        BOUND_MS + 30_000,
      );
      return { code: r.code, out: r.stdout + r.stderr, ms: Date.now() - started, dir };
    };
    // a few runs at a time: each is a whole harness run (vitest, its worker, a browser)
    const modes = Object.keys(MODES) as HostileMode[];
    for (let i = 0; i < modes.length; i += AT_ONCE) {
      const batch = modes.slice(i, i + AT_ONCE).map((m) => [m, start(m)] as const);
      for (const [m, p] of batch) runs.set(m, p);
      await Promise.all(batch.map(([, p]) => p));
    }
  },
  Math.ceil(Object.keys(MODES).length / AT_ONCE) * (BOUND_MS + 30_000),
);

afterAll(async () => {
  await Promise.all([...servers, canary].map((s) => s?.close()));
});

describe('a hostile target', () => {
  for (const [mode, expected] of Object.entries(MODES) as [HostileMode, (typeof MODES)[HostileMode]][]) {
    it(`${mode}: ends in bounded time with a complete report naming the cause, exit ${expected.exit}, no stack trace`, async () => {
      const run = await runs.get(mode)!;
      expect(run.ms).toBeLessThan(BOUND_MS);
      expect(run.out).not.toMatch(STACK);
      // a wrong exit names the errors of the run, which the console's tail leaves out
      const written = join(run.dir, 'latest', 'summary.json');
      const s = existsSync(written) ? (JSON.parse(readFileSync(written, 'utf8')) as RunSummary) : undefined;
      const errors = [
        ...(s?.runErrors ?? []).map((e) => JSON.stringify(e)),
        ...(s?.tests ?? []).filter((t) => t.status === 'error').map((t) => `${t.title}: ${t.message}`),
      ];
      expect(run.code, [...errors, run.out.slice(-1500)].join('\n')).toBe(expected.exit);
      const dir = realpathSync(join(run.dir, 'latest'));
      for (const file of ['summary.json', 'junit.xml', 'report.html']) expect(existsSync(join(dir, file)), file).toBe(true);
      const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as RunSummary;
      expect(summary.exitCode).toBe(expected.exit);
      const said = JSON.stringify([summary.runErrors, summary.tests.map((t) => t.message)]);
      expect(said).toMatch(expected.cause);
      expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(expected.cause);
    });
  }

  it('never reaches another origin, whatever the metadata says', async () => {
    await Promise.all(runs.values());
    expect(canary.hits()).toBe(0);
  });
});
