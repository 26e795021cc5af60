// The clock is never a verdict: two full runs against the embedded reference side by side, while two
// busy loops hold both cores (a loaded CI runner), give the verdicts of a run on a quiet machine:
// every check passes, none ends out of time (ERR_CHECK_TIMEOUT) or in any other error, and the two
// runs agree check for check. In the matrix step: it takes minutes, by design.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunSummary } from '../../lib/report/types.ts';
import { cli } from '../support/cli.ts';

const burners: ChildProcess[] = [];
afterAll(() => burners.forEach((b) => b.kill()));

async function run(): Promise<RunSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'csc-under-load-'));
  const r = await cli(['run', '--report-dir', dir, '--quiet'], {}, 1_800_000);
  const summary = JSON.parse(readFileSync(join(realpathSync(join(dir, 'latest')), 'summary.json'), 'utf8')) as RunSummary;
  expect(r.code, r.stdout.slice(-2000) + r.stderr.slice(-2000)).toBe(summary.exitCode);
  return summary;
}

describe('two full runs side by side on a machine whose cores are busy', () => {
  it('give the same verdicts as a quiet run: all pass, none out of time', { timeout: 1_800_000 }, async () => {
    // a busy loop per core, each a process of its own (ended with the test)
    for (let i = 0; i < 2; i++) burners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    const [a, b] = await Promise.all([run(), run()]);
    for (const s of [a, b]) {
      const bad = s.tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped');
      expect(bad.map((t) => `${t.status} ${t.errorCode ?? ''}: ${t.title}: ${t.message}`)).toEqual([]);
      expect(s.runErrors).toEqual([]);
      expect(s.exitCode).toBe(0);
    }
    const verdicts = (s: RunSummary) => Object.fromEntries(s.tests.map((t) => [t.title, t.status]));
    expect(verdicts(a)).toEqual(verdicts(b));
  });
});
