// Merging shard runs: one report as if one run had run every check — results joined, blocked checks
// verified again across shards, evidence copied (renamed where two shards used one name), and a
// merge that lacks a shard is not complete. A report directory stands for its latest run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../lib/cli/main.ts';
import type { RunSummary, TestResult } from '../../lib/report/types.ts';
import { buildSummary } from '../../lib/run/finish.ts';
import { MergeError, mergeRuns } from '../../lib/run/merge.ts';
import { findRun } from '../../lib/run/run-dir.ts';

const root = mkdtempSync(join(tmpdir(), 'csc-merge-'));
const result = (title: string, status: TestResult['status'], extra: Partial<TestResult> = {}): TestResult => ({
  id: title,
  title,
  suite: title.split('/')[0]!,
  file: `suites/${title.split('/')[0]}/x.test.ts`,
  clauses: [title.split(' ')[0]!],
  level: 'MUST',
  status,
  durationMs: 1,
  ...extra,
});

/** A shard's run directory as runHarness leaves it (its own verification of blocked checks done). */
function shard(name: string, index: number, count: number, tests: TestResult[], files: Record<string, string> = {}): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  const summary = buildSummary({
    runId: name,
    target: { baseUrl: 'https://school.example', embeddedReference: false },
    startedAt: new Date(1000 * index),
    finishedAt: new Date(1000 * index + 500),
    seed: 3,
    strict: false,
    selection: { suites: [], clauses: [], shard: { index, count } },
    tests,
    runErrors: [],
  });
  writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary));
  return dir;
}

describe('mergeRuns', () => {
  const ev = (shot: string) =>
    JSON.stringify({ exchanges: [], notes: [], attachments: [{ name: 'p', path: shot, contentType: 'image/png' }] });
  const a = shard(
    'a',
    1,
    2,
    [
      result('token/1 blocked by authorization', 'blocked', {
        blockedBy: ['authorization/1'],
        message: 'Blocked: no code',
        evidenceFile: 'evidence/1-x.json',
      }),
    ],
    {
      'evidence/1-x.json': ev('attachments/login.png'),
      'attachments/login.png': 'A',
    },
  );
  const b = shard('b', 2, 2, [result('authorization/1 fails', 'failed', { evidenceFile: 'evidence/1-x.json' })], {
    'evidence/1-x.json': ev('attachments/login.png'),
    'attachments/login.png': 'B',
  });

  it('verifies blocked checks again across shards (an orphan in its shard is blocked once merged)', () => {
    const own = JSON.parse(readFileSync(join(a, 'summary.json'), 'utf8')) as RunSummary;
    expect(own.tests[0]!.message).toMatch(/not verified: no check of authorization\/1 ran/);
    const merged = mergeRuns([a, b], join(root, 'out'));
    const byTitle = Object.fromEntries(merged.tests.map((t) => [t.title, t]));
    expect(byTitle['token/1 blocked by authorization']).toMatchObject({ status: 'blocked', message: 'Blocked: no code' });
    expect(merged.selection.shard).toBeUndefined();
    expect(merged.mergedFrom?.map((m) => m.shard?.index)).toEqual([1, 2]);
    expect(merged.notTested.reasons).toEqual([]);
    expect(merged.exitCode).toBe(1);
  });

  it('copies evidence and screenshots, renaming files two shards wrote differently', () => {
    const merged = mergeRuns([a, b], join(root, 'out2'));
    const dir = join(root, 'out2', merged.runId);
    for (const f of ['summary.json', 'junit.xml', 'report.html']) expect(existsSync(join(dir, f)), f).toBe(true);
    const second = merged.tests.find((t) => t.title.startsWith('authorization/1'))!;
    expect(second.evidenceFile).toBe('shard-2/evidence/1-x.json');
    const evidence = JSON.parse(readFileSync(join(dir, second.evidenceFile!), 'utf8'));
    expect(readFileSync(join(dir, evidence.attachments[0].path), 'utf8')).toBe('B');
    const first = merged.tests.find((t) => t.title.startsWith('token/1'))!;
    expect(readFileSync(join(dir, JSON.parse(readFileSync(join(dir, first.evidenceFile!), 'utf8')).attachments[0].path), 'utf8')).toBe('A');
  });

  it('says which shard is missing, and refuses runs that overlap', () => {
    const merged = mergeRuns([a], join(root, 'out3'));
    expect(merged.complete).toBe(false);
    expect(merged.notTested.reasons).toContain('shard 2 of 2 missing from the merge');
    expect(() => mergeRuns([a, a], join(root, 'out4'))).toThrow(MergeError);
  });
});

describe('merge takes what --report-dir was given', () => {
  const runIn = (reportDir: string, id: string, index: number, startedAtSec: number) => {
    const dir = shard(`${reportDir}/${id}`, index, 2, [result(`${id}/1 passes`, 'passed')]);
    const file = join(dir, 'summary.json');
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), startedAt: new Date(startedAtSec * 1000).toISOString() }),
    );
    return dir;
  };

  it('a report directory stands for the run its latest link points at', () => {
    runIn('rep1', 'old', 1, 50);
    const linked = runIn('rep1', 'linked', 1, 10);
    symlinkSync('linked', join(root, 'rep1', 'latest'), 'dir');
    runIn('rep2', 'two', 2, 20);
    expect(findRun(join(root, 'rep1'))).toEqual({ dir: realpathSync(linked), chosen: 'latest link' });
    const merged = mergeRuns([join(root, 'rep1'), join(root, 'rep2')], join(root, 'out5'));
    expect(merged.mergedFrom?.map((m) => m.runId)).toEqual(['rep1/linked', 'rep2/two']);
    expect(merged.selection.missingShards).toBeUndefined();
  });

  it('without a latest link, the run whose summary started last; a run directory stands for itself', () => {
    runIn('rep3', 'b-early', 1, 10);
    const late = runIn('rep3', 'a-late', 1, 30);
    mkdirSync(join(root, 'rep3', 'unfinished'));
    expect(findRun(join(root, 'rep3'))).toEqual({ dir: late, chosen: 'start time, the newest of 2 runs' });
    expect(findRun(late)).toEqual({ dir: late });
  });

  it('a directory that is neither is a usage error (exit 2) naming what was expected', async () => {
    mkdirSync(join(root, 'empty'));
    expect(findRun(join(root, 'empty'))).toBeUndefined();
    expect(findRun(join(root, 'missing'))).toBeUndefined();
    expect(() => mergeRuns([join(root, 'empty')], join(root, 'out6'))).toThrow(
      /empty: neither a run directory \(no summary\.json\) nor a report directory/,
    );
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await main(['merge', join(root, 'empty'), '--report-dir', join(root, 'out6')])).toBe(2);
      expect(String(stderr.mock.calls[0]?.[0])).toMatch(/empty: neither a run directory .* nor a report directory/);
    } finally {
      stderr.mockRestore();
    }
  });
});
