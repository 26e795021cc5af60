// What CI reads: GitHub annotations (escaped per the runner's rules), the job summary, the verdict
// words of an incomplete run, progress lines, replayable curl lines and "did you mean" suggestions.
import { describe, expect, it } from 'vitest';
import { annotations, escapeData, escapeProperty, stepSummary } from '../../lib/report/github.ts';
import { replayableCurl, replayableEvidence, variablesIn } from '../../lib/report/replay.ts';
import type { RunSummary, TestResult } from '../../lib/report/types.ts';
import { verdictLine } from '../../lib/report/verdict.ts';
import { closest } from '../../lib/cli/suggest.ts';
import { isComplete, notTestedOf } from '../../lib/run/completeness.ts';
import { Progress } from '../../lib/run/progress.ts';
import { clauseMatrix, perSuite, totalsOf } from '../../lib/run/summary.ts';
import { clauses } from '../../lib/spec/registry.ts';

const result = (title: string, status: TestResult['status'], extra: Partial<TestResult> = {}): TestResult => ({
  id: title,
  title,
  suite: 'token',
  file: 'suites/token/x.test.ts',
  clauses: [title.split(' ')[0]!],
  level: 'MUST',
  status,
  durationMs: 1,
  ...extra,
});

function summaryOf(tests: TestResult[], exitCode: number, extra: Partial<RunSummary> = {}): RunSummary {
  const selection = { suites: [], clauses: [] };
  const matrix = clauseMatrix(tests);
  const notTested = notTestedOf(tests, matrix, selection, []);
  return {
    runId: 'r',
    target: { baseUrl: 'https://school.example', embeddedReference: false },
    startedAt: '',
    finishedAt: '',
    durationMs: 1500,
    harnessVersion: '0.1.0',
    specHash: 'h',
    seed: 1,
    strict: false,
    suites: ['token'],
    selection,
    complete: isComplete(notTested),
    notTested,
    totals: totalsOf(tests),
    perSuite: perSuite(tests),
    tests,
    clauses: matrix,
    runErrors: [],
    exitCode,
    ...extra,
  };
}

describe('GitHub Actions output', () => {
  it('escapes data and properties as the runner expects', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a/1: x, y%')).toBe('a/1%3A x%2C y%25');
  });

  it('annotates failures with their clause as title, warnings as warnings, stale entries by name', () => {
    const tests = [
      result('endpoints/token/x sends → refuses', 'failed', { message: 'refused\nExpected: 400\nActual: 200' }),
      result('a/2 should', 'warning', { message: 'w' }),
      result('a/3 expected', 'failed', { baseline: 'expected' }),
      result('a/4 stale', 'passed', { baseline: 'stale', baselineStatus: 'failed' }),
    ];
    const lines = annotations(summaryOf(tests, 1));
    expect(lines).toEqual([
      '::error title=endpoints/token/x::endpoints/token/x sends → refuses%0Arefused%0AExpected: 400%0AActual: 200',
      '::warning title=a/2::a/2 should%0Aw',
      '::error title=stale baseline%3A a/4::a/4 stale%0Alisted as failed, now passed: remove or update its entry',
    ]);
  });

  it('writes a job summary: verdict, a row per suite, failures with clause, Expected and Actual', () => {
    const tests = [result('a/1 x', 'failed', { expected: '400', actual: '200 | ok', message: 'm' }), result('a/2 y', 'passed')];
    const md = stepSummary(summaryOf(tests, 1), 'reports/r/report.html');
    expect(md).toMatch(/^## Course-School conformance: FAIL \(incomplete: \d+ suites, \d+ clauses not tested\)/);
    expect(md).toContain('| token | 1 | 1 | 0 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('- **a/1 x**  \n  clause `a/1` (MUST)  \n  Expected: `400`  \n  Actual: `200 \\| ok`');
    expect(md).toContain('Report: `reports/r/report.html`');
  });
});

describe('the verdict of an incomplete run', () => {
  it('reads PASS only for a complete run', () => {
    const all = clauses.map((c) => result(`${c.id} t`, 'passed', { suite: 'x' }));
    const complete = summaryOf(all, 0);
    // every suite folder must have run for completeness: mark it so for this check
    complete.notTested.suites = [];
    complete.complete = isComplete(complete.notTested);
    expect(verdictLine(complete)).toBe('PASS');
    const partial = summaryOf(all.slice(2), 0);
    expect(verdictLine(partial)).toMatch(/^PASS \(incomplete: \d+ suites?, 2 clauses not tested\)$/);
    const noTests = summaryOf([], 1);
    expect(noTests.complete).toBe(false);
    expect(noTests.notTested.reasons).toContain('no check ran');
    const chromium = notTestedOf(all, clauseMatrix(all), { suites: [], clauses: [] }, [{ code: 'ERR_BROWSER_LAUNCH', message: 'x' }]);
    expect(isComplete(chromium)).toBe(false);
    expect(chromium.reasons).toEqual(['run error ERR_BROWSER_LAUNCH']);
    expect(verdictLine({ ...partial, exitCode: 1, baseline: { stale: 2, expected: 1 } as RunSummary['baseline'] })).toMatch(
      /^FAIL \(incomplete: .*; 1 expected; 2 stale baseline entries\)$/,
    );
  });
});

describe('Progress', () => {
  it('shows done/total, elapsed and time left once every file is collected', () => {
    let now = 0;
    const p = new Progress(() => now);
    p.start(['a', 'b']);
    p.collected('a', 100);
    now = 10_000;
    for (let i = 0; i < 20; i++) p.done();
    expect(p.line()).toBe('[20/100+] 0:10 elapsed');
    p.collected('b', 72);
    now = 21_000;
    for (let i = 0; i < 17; i++) p.done();
    expect(p.line()).toBe('[37/172] 0:21 elapsed, ~1:17 left');
    expect(p.counts()).toEqual({ a: 100, b: 72 });
  });

  it('knows the total from the start with the counts of an earlier run, or the picked titles', () => {
    let now = 0;
    const p = new Progress(() => now, { a: 100, b: 72 });
    p.start(['a', 'b']);
    now = 21_000;
    for (let i = 0; i < 37; i++) p.done();
    expect(p.line()).toBe('[37/172] 0:21 elapsed, ~1:17 left');
    const picked = new Progress(() => now, {}, 3);
    picked.start(['a']);
    picked.done();
    expect(picked.line()).toBe('[1/3] 0:00 elapsed, ~0:00 left');
  });
});

describe('replayable curl lines', () => {
  it('turns masked values into shell variables named by where they sit', () => {
    const line = replayableCurl(
      "curl -sS -i -X POST 'http://t/token' -H 'authorization: Bearer 8bjR…CJS4 (len=43)' --data-raw 'grant_type=authorization_code&code=diI_…b80c (len=43)&code_verifier=pA53…uONE (len=43)&client_secret=… (len=12)'",
    );
    expect(line).toBe(
      `curl -sS -i -X POST 'http://t/token' -H 'authorization: Bearer '"$ACCESS_TOKEN"'' --data-raw 'grant_type=authorization_code&code='"$CODE"'&code_verifier='"$CODE_VERIFIER"'&client_secret='"$CLIENT_SECRET"''`,
    );
    expect(variablesIn(line)).toEqual(['ACCESS_TOKEN', 'CODE', 'CODE_VERIFIER', 'CLIENT_SECRET']);
    expect(replayableCurl(`curl --data-raw '{"token": "abcd…wxyz (len=30)"}'`)).toBe(`curl --data-raw '{"token": "'"$TOKEN"'"}'`);
  });

  it('keeps one name per value across the exchanges of one evidence', () => {
    const x = (curl: string) => ({ startedAt: '', durationMs: 0, request: { headers: {} }, curl });
    const ev = replayableEvidence({
      exchanges: [
        x("curl -H 'authorization: Bearer AAAA…BBBB (len=43)'"),
        x("curl -H 'authorization: Bearer CCCC…DDDD (len=43)'"),
        x("curl -H 'authorization: Bearer AAAA…BBBB (len=43)'"),
      ],
      notes: [],
      attachments: [],
    });
    expect(ev.exchanges.map((e) => /\$(\w+)/.exec(e.curl)![1])).toEqual(['ACCESS_TOKEN', 'ACCESS_TOKEN_2', 'ACCESS_TOKEN']);
  });
});

describe('did you mean', () => {
  it('suggests the closest name, or none', () => {
    expect(closest('sute', ['suite', 'seed', 'strict'])).toBe('suite');
    expect(closest('discovry', ['discovery', 'token'])).toBe('discovery');
    expect(closest('zzzzzz', ['suite', 'seed'])).toBeUndefined();
  });
});
