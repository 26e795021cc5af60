// How a finished vitest test becomes a status: the clause level decides failed vs warning, a
// missing prerequisite always fails, harness errors get their own bucket, skips keep their reason.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { Collector } from '../../lib/run/collector.ts';
import { exitCodeOf, totalsOf } from '../../lib/run/summary.ts';

type Result = ReturnType<TestCase['result']>;

function fakeCase(name: string, level: 'MUST' | 'SHOULD', result: Result, evidence = false): TestCase {
  const meta = { clauses: [name.split(' ')[0]!], level, evidence: evidence ? { exchanges: [], notes: ['n'], attachments: [] } : undefined };
  return {
    name,
    result: () => result,
    meta: () => meta,
    diagnostic: () => ({ duration: 12.4 }),
    module: { moduleId: '/root/suites/discovery/x.test.ts' },
  } as unknown as TestCase;
}

const failed = (message: string, name = 'CheckFailure'): Result => ({ state: 'failed', errors: [{ message, name }] }) as unknown as Result;

describe('Collector', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csc-collector-'));
  const c = new Collector('/root', dir, () => {});
  c.onTestCaseResult(fakeCase('a/1/x must passes', 'MUST', { state: 'passed', errors: undefined }));
  c.onTestCaseResult(fakeCase('a/1/y must fails', 'MUST', failed('\u001b[31mbroken\u001b[39m\nExpected: 1\nActual: 2'), true));
  c.onTestCaseResult(fakeCase('a/1/z should fails', 'SHOULD', failed('meh\nExpected: 1\nActual: 2')));
  c.onTestCaseResult(fakeCase('a/1/w should not testable', 'SHOULD', failed('Not testable: configure members')));
  c.onTestCaseResult(fakeCase('a/1/v harness error', 'MUST', failed('[ERR_TARGET_UNREACHABLE] http://x: ECONNREFUSED', 'HarnessError')));
  c.onTestCaseResult(fakeCase('a/1/u skipped', 'MUST', { state: 'skipped', errors: undefined, note: 'not advertised' } as Result));
  const byTitle = Object.fromEntries(c.results.map((r) => [r.title.split(' ')[0], r]));

  it('maps results to statuses by clause level', () => {
    expect(byTitle['a/1/x']!.status).toBe('passed');
    expect(byTitle['a/1/y']!.status).toBe('failed');
    expect(byTitle['a/1/z']!.status).toBe('warning');
    expect(byTitle['a/1/w']!.status).toBe('failed');
    expect(byTitle['a/1/v']).toMatchObject({ status: 'error', errorCode: 'ERR_TARGET_UNREACHABLE' });
    expect(byTitle['a/1/u']).toMatchObject({ status: 'skipped', message: 'not advertised' });
  });

  it('keeps messages readable and saves evidence beside the run', () => {
    const y = byTitle['a/1/y']!;
    expect(y.message).toBe('broken\nExpected: 1\nActual: 2');
    expect(y).toMatchObject({ suite: 'discovery', file: 'suites/discovery/x.test.ts', durationMs: 12 });
    expect(JSON.parse(readFileSync(join(dir, y.evidenceFile!), 'utf8')).notes).toEqual(['n']);
  });

  it('derives the exit code: failures and errors fail, warnings only when strict', () => {
    const totals = totalsOf(c.results);
    expect(totals).toMatchObject({ total: 6, passed: 1, failed: 2, warning: 1, skipped: 1, error: 1 });
    expect(exitCodeOf(totals, [], false)).toBe(1);
    const onlyWarning = totalsOf(c.results.filter((r) => ['passed', 'warning'].includes(r.status)));
    expect(exitCodeOf(onlyWarning, [], false)).toBe(0);
    expect(exitCodeOf(onlyWarning, [], true)).toBe(1);
    expect(exitCodeOf(onlyWarning, ['global setup failed'], false)).toBe(1);
  });
});
