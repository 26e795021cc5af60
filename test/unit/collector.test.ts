// How a finished vitest test becomes a status: read from the outcome check() recorded, never from
// the message; the clause level decides failed vs warning; harness errors get their own bucket;
// blocked checks are verified against the clause they name; the exit code says which kind of bad.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { warnOnly } from '../../lib/harness/failure.ts';
import { outcomeOf, type Outcome } from '../../lib/harness/outcome.ts';
import type { TestResult } from '../../lib/report/types.ts';
import { resolveBlocked, unresolveBlocked } from '../../lib/run/blocked.ts';
import { Collector } from '../../lib/run/collector.ts';
import { EXIT, exitCodeOf, totalsOf } from '../../lib/run/summary.ts';

type Result = ReturnType<TestCase['result']>;

function fakeCase(name: string, level: 'MUST' | 'SHOULD', result: Result, outcome?: Outcome, evidence = false): TestCase {
  const meta = {
    clauses: [name.split(' ')[0]!],
    level,
    outcome,
    evidence: evidence ? { exchanges: [], notes: ['n'], attachments: [] } : undefined,
  };
  return {
    id: name,
    name,
    result: () => result,
    meta: () => meta,
    diagnostic: () => ({ duration: 12.4 }),
    // a bundle's check: in the describe block of its suite file (lib/run/bundles.ts)
    parent: { type: 'suite', name: 'suites/discovery/x.test.ts', parent: { type: 'module', moduleId: '/root/lib/run/bundles/1.test.ts' } },
  } as unknown as TestCase;
}

const failed = (message: string): Result => ({ state: 'failed', errors: [{ message, name: 'Error' }] }) as unknown as Result;
const skipped = (note: string): Result => ({ state: 'skipped', errors: undefined, note }) as Result;
const failure = (message: string): Outcome => ({ kind: 'failed', message, expected: '1', actual: '2' });

describe('Collector', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csc-collector-'));
  const c = new Collector('/root', dir, () => {});
  const broken = 'broken\nExpected: 1\nActual: 2';
  c.onTestCaseResult(fakeCase('a/1/x must passes', 'MUST', { state: 'passed', errors: undefined }));
  c.onTestCaseResult(fakeCase('a/1/y must fails', 'MUST', failed(`\u001b[31m${broken}\u001b[39m`), failure(broken), true));
  c.onTestCaseResult(fakeCase('a/1/z should fails', 'SHOULD', failed(broken), failure(broken)));
  const nt: Outcome = { kind: 'not-testable', message: 'Not testable: configure members', need: 'configure members' };
  c.onTestCaseResult(fakeCase('a/1/w should not testable', 'SHOULD', skipped(nt.message), nt));
  const err: Outcome = { kind: 'error', message: '[ERR_TARGET_UNREACHABLE] http://x: ECONNREFUSED', errorCode: 'ERR_TARGET_UNREACHABLE' };
  c.onTestCaseResult(fakeCase('a/1/v harness error', 'MUST', failed(err.message), err));
  c.onTestCaseResult(fakeCase('a/1/u skipped', 'MUST', skipped('not advertised'), { kind: 'skipped', message: 'not advertised' }));
  const blk: Outcome = { kind: 'blocked', message: 'Blocked: no code; a/1/y reports it', by: ['a/1/y'], cause: 'GET /x → HTTP 400' };
  c.onTestCaseResult(fakeCase('a/1/t blocked', 'MUST', skipped(blk.message), blk));
  c.onTestCaseResult(fakeCase('a/1/s vitest timeout', 'MUST', failed('Test timed out in 60000ms.')));
  c.onTestCaseResult(fakeCase('a/1/r unknown error', 'MUST', failed('TypeError: x is undefined')));
  const byTitle = Object.fromEntries(c.results.map((r) => [r.title.split(' ')[0], r]));

  it('takes each status from the recorded outcome and the clause level', () => {
    expect(byTitle['a/1/x']!.status).toBe('passed');
    expect(byTitle['a/1/y']).toMatchObject({ status: 'failed', expected: '1', actual: '2' });
    expect(byTitle['a/1/z']!.status).toBe('warning');
    expect(byTitle['a/1/w']).toMatchObject({ status: 'not-testable', need: 'configure members' });
    expect(byTitle['a/1/v']).toMatchObject({ status: 'error', errorCode: 'ERR_TARGET_UNREACHABLE' });
    expect(byTitle['a/1/u']).toMatchObject({ status: 'skipped', message: 'not advertised' });
    expect(byTitle['a/1/t']).toMatchObject({ status: 'blocked', blockedBy: ['a/1/y'], cause: 'GET /x → HTTP 400' });
  });

  it('treats a failure that never went through check() as a timeout or a harness bug: an error each, never a verdict', () => {
    expect(byTitle['a/1/s']).toMatchObject({ status: 'error', errorCode: 'ERR_CHECK_TIMEOUT' });
    expect(byTitle['a/1/s']!.message).toMatch(/did not finish in time, no verdict/);
    expect(byTitle['a/1/r']).toMatchObject({ status: 'error', errorCode: 'ERR_HARNESS' });
  });

  it('keeps messages readable and saves evidence beside the run', async () => {
    await c.written();
    const y = byTitle['a/1/y']!;
    expect(y.message).toBe(broken);
    expect(y).toMatchObject({ suite: 'discovery', file: 'suites/discovery/x.test.ts', durationMs: 12 });
    expect(JSON.parse(readFileSync(join(dir, y.evidenceFile!), 'utf8')).notes).toEqual(['n']);
  });

  it('keeps the level of a finding against a recommendation only (warnOnly) in the outcome check() records', () => {
    let thrown: unknown;
    try {
      warnOnly('served after ten minutes', 'refused', 'HTTP 200');
    } catch (e) {
      thrown = e;
    }
    expect(outcomeOf(thrown)).toMatchObject({ kind: 'failed', level: 'SHOULD', expected: 'refused', actual: 'HTTP 200' });
  });

  it('derives the exit code: 1 failures or not-testable, 2 config, 3 unreachable, 4 harness errors; warnings only when strict', () => {
    const totals = totalsOf(c.results);
    expect(totals).toMatchObject({ total: 9, passed: 1, failed: 1, warning: 1, skipped: 1, blocked: 1, notTestable: 1, error: 3 });
    expect(exitCodeOf(totals, [], false)).toBe(EXIT.harness);
    const only = (...s: string[]) => totalsOf(c.results.filter((r) => s.includes(r.status)));
    expect(exitCodeOf(only('passed', 'failed'), [], false)).toBe(EXIT.failed);
    expect(exitCodeOf(only('passed', 'not-testable'), [], false)).toBe(EXIT.failed);
    expect(exitCodeOf(only('passed', 'warning'), [], false)).toBe(EXIT.passed);
    expect(exitCodeOf(only('passed', 'warning'), [], true)).toBe(EXIT.failed);
    expect(exitCodeOf(only('passed'), [{ code: 'ERR_HARNESS', message: 'global setup failed' }], false)).toBe(EXIT.harness);
    expect(exitCodeOf(only('passed'), [{ code: 'ERR_LOGIN_CONFIG', message: 'login' }], false)).toBe(EXIT.usage);
    expect(exitCodeOf(only('passed'), [{ code: 'ERR_TARGET_UNREACHABLE', message: 'gone' }], false)).toBe(EXIT.unreachable);
    // a browser that could not be used: exit 4, unless a check judged without it failed (exit 1)
    const noBrowser = [{ code: 'ERR_BROWSER', message: 'no browser', browser: true as const }];
    expect(exitCodeOf(only('passed', 'error'), noBrowser, false)).toBe(EXIT.harness);
    expect(exitCodeOf(only('passed', 'error', 'failed'), noBrowser, false)).toBe(EXIT.failed);
    expect(exitCodeOf(only('passed', 'failed'), [{ code: 'ERR_HARNESS', message: 'other' }], false)).toBe(EXIT.harness);
  });
});

describe('Collector progress lines', () => {
  it("counts a file's tests from its describe block itself, even before their onTestCaseResult calls arrive", () => {
    const lines: string[] = [];
    const file = 'suites/discovery/x.test.ts';
    const c = new Collector('/root', mkdtempSync(join(tmpdir(), 'csc-collector-')), (l) => lines.push(l), undefined, [file]);
    const passed = fakeCase('a/1/x passes', 'MUST', { state: 'passed', errors: undefined });
    const suite = {
      name: file,
      parent: { type: 'module', moduleId: '/root/lib/run/bundles/1.test.ts' },
      children: { allTests: () => [passed][Symbol.iterator]() },
      errors: () => [],
    };
    c.onTestRunStart();
    c.onTestSuiteResult(suite as never);
    c.onTestCaseResult(passed); // the late call adds nothing twice
    expect(lines).toEqual([expect.stringMatching(/^ {2}\[1\/1\+?\] 0:00 elapsed {2}\[discovery\] x\.test\.ts: 1 passed$/)]);
    expect(c.results).toHaveLength(1);
  });
});

describe('resolveBlocked', () => {
  const result = (title: string, status: TestResult['status'], extra: Partial<TestResult> = {}): TestResult => ({
    id: title,
    title,
    suite: 's',
    file: 'f',
    clauses: [title.split(' ')[0]!],
    level: 'MUST',
    status,
    durationMs: 0,
    message: status === 'blocked' ? `Blocked: why; ${extra.blockedBy?.join(' or ')} reports it` : undefined,
    ...extra,
  });
  const resolved = (tests: TestResult[]) => Object.fromEntries(resolveBlocked(tests).map((t) => [t.title, t]));

  it('keeps a block whose clause failed, or is itself truly blocked', () => {
    const r = resolved([
      result('a/1 fails', 'failed'),
      result('b/1 blocked by a', 'blocked', { blockedBy: ['a/1'] }),
      result('c/1 blocked by b', 'blocked', { blockedBy: ['b/1'] }),
    ]);
    expect(r['b/1 blocked by a']!.status).toBe('blocked');
    expect(r['c/1 blocked by b']!.status).toBe('blocked');
  });

  it('turns an orphan block (its clause passed) into an error of the run naming what stopped it, never its own clause failing', () => {
    const r = resolved([
      result('a/1 passes', 'passed'),
      result('b/1 blocked by a', 'blocked', { blockedBy: ['a/1'], cause: 'POST /token → HTTP 400' }),
    ]);
    expect(r['b/1 blocked by a']).toMatchObject({ status: 'error', errorCode: 'ERR_ORPHAN_BLOCK', orphanBlock: true });
    expect(r['b/1 blocked by a']!.message).toMatch(/a\/1 did not fail in this run.*POST \/token → HTTP 400/);
    expect(unresolveBlocked(r['b/1 blocked by a']!)).toMatchObject({ status: 'blocked', blockedBy: ['a/1'] });
    expect(unresolveBlocked(r['b/1 blocked by a']!).errorCode).toBeUndefined();
  });

  it('leaves a block unverified when no check of its clause ran, and breaks cycles as orphans', () => {
    const r = resolved([
      result('b/1 blocked by z', 'blocked', { blockedBy: ['z/9'] }),
      result('c/1 blocked by d', 'blocked', { blockedBy: ['d/1'] }),
      result('d/1 blocked by c', 'blocked', { blockedBy: ['c/1'] }),
    ]);
    expect(r['b/1 blocked by z']).toMatchObject({ status: 'blocked' });
    expect(r['b/1 blocked by z']!.message).toMatch(/not verified/);
    expect(r['c/1 blocked by d']).toMatchObject({ status: 'error', orphanBlock: true });
    expect(r['d/1 blocked by c']).toMatchObject({ status: 'error', orphanBlock: true });
  });
});
