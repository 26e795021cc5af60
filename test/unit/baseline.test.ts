// The expected-failures baseline: its file format (validated, one-line errors), how a run applies it
// (expected entries do not fail the gate, stale ones do), and the file `baseline RUN_DIR` writes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { RunSummary, TestResult } from '../../lib/report/types.ts';
import { applyBaseline, BaselineError, baselineText, loadBaseline } from '../../lib/run/baseline.ts';
import { EXIT, gateExitCode } from '../../lib/run/summary.ts';
import { buildSummary } from '../../lib/run/finish.ts';
import { renderJunit } from '../../lib/report/junit.ts';

const dir = mkdtempSync(join(tmpdir(), 'csc-baseline-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const result = (title: string, status: TestResult['status'], extra: Partial<TestResult> = {}): TestResult => ({
  id: title,
  title,
  suite: 's',
  file: 'suites/s/x.test.ts',
  clauses: [title.split(' ')[0]!],
  level: 'MUST',
  status,
  durationMs: 1,
  ...extra,
});

describe('loadBaseline', () => {
  it('reads the documented format', () => {
    const b = loadBaseline(
      file(
        'ok.yml',
        '# Expected results of the harness against x that are not a pass, each with its reason.\ntarget: staging\nentries:\n' +
          '  - test: "a/1 sends → refuses"\n    status: failed        # failed | warning | not-testable | blocked | skipped | error\n    reason: "known bug #12"\n',
      ),
    );
    expect(b).toMatchObject({ target: 'staging', entries: [{ test: 'a/1 sends → refuses', status: 'failed', reason: 'known bug #12' }] });
    expect(loadBaseline(file('empty.yml', 'target: x\nentries:\n')).entries).toEqual([]);
  });

  it('rejects a bad file with one line naming the field', () => {
    const bad = (text: string) => {
      try {
        loadBaseline(file('bad.yml', text));
      } catch (e) {
        expect(e).toBeInstanceOf(BaselineError);
        expect((e as Error).message).not.toContain('\n');
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    expect(bad('entries:\n  - test: "a"\n    status: passed\n    reason: ""\n')).toMatch(
      /bad\.yml: entries\[0\]\.status: expected one of failed/,
    );
    expect(bad('entries:\n  - test: "a"\n    status: failed\n')).toMatch(/entries\[0\]\.reason: /);
    expect(bad('entries:\n  - test: "a"\n    status: failed\n    reason: ""\n    extra: 1\n')).toMatch(/entries\[0\]: /);
    expect(bad('entries: [\n')).toMatch(/bad\.yml: not valid YAML/);
    expect(bad('entries:\n  - {test: a, status: failed, reason: r}\n  - {test: a, status: error, reason: r}\n')).toMatch(
      /entries\[1\]\.test: "a" is listed twice/,
    );
    expect(() => loadBaseline(join(dir, 'absent.yml'))).toThrow(/cannot read the expected-failures file \(ENOENT\)/);
  });
});

describe('applyBaseline and the gate', () => {
  const tests = [
    result('a/1 fails', 'failed'),
    result('b/1 not testable', 'not-testable'),
    result('c/1 passes now', 'passed'),
    result('d/1 fails unlisted', 'failed'),
  ];
  const baseline = {
    file: 'b.yml',
    entries: [
      { test: 'a/1 fails', status: 'failed' as const, reason: 'bug 1' },
      { test: 'b/1 not testable', status: 'not-testable' as const, reason: 'no second site' },
      { test: 'c/1 passes now', status: 'failed' as const, reason: 'was bug 2' },
      { test: 'z/1 other shard', status: 'failed' as const, reason: 'r' },
    ],
  };
  const { tests: marked, summary } = applyBaseline(tests, baseline);

  it('marks listed checks expected or stale, and counts them', () => {
    expect(marked.map((t) => t.baseline)).toEqual(['expected', 'expected', 'stale', undefined]);
    expect(marked[0]!.baselineReason).toBe('bug 1');
    expect(summary).toMatchObject({ expected: 2, stale: 1, notRun: ['z/1 other shard'] });
    expect(summary.staleEntries).toEqual([{ test: 'c/1 passes now', listed: 'failed', actual: 'passed' }]);
  });

  it('lets expected checks through the gate, fails on a stale entry or an unlisted failure', () => {
    expect(gateExitCode(marked, [], false)).toBe(EXIT.failed);
    const listedOnly = applyBaseline(tests.slice(0, 2), baseline).tests;
    expect(gateExitCode(listedOnly, [], false)).toBe(EXIT.passed);
    expect(gateExitCode(tests.slice(0, 2), [], false)).toBe(EXIT.failed);
    const staleOnly = applyBaseline([result('c/1 passes now', 'passed')], baseline).tests;
    expect(gateExitCode(staleOnly, [], false)).toBe(EXIT.failed);
    const changed = applyBaseline([result('a/1 fails', 'error', { errorCode: 'ERR_HARNESS' })], baseline).tests;
    expect(changed[0]!.baseline).toBe('stale');
    expect(
      gateExitCode(
        applyBaseline([result('e/1 x', 'error')], { file: 'f', entries: [{ test: 'e/1 x', status: 'error', reason: 'r' }] }).tests,
        [],
        false,
      ),
    ).toBe(EXIT.passed);
  });
});

describe('baselineText', () => {
  it('writes one entry per check that did not pass, in the documented format, and reads back', () => {
    const summary = {
      target: { baseUrl: 'http://127.0.0.1:1', embeddedReference: true, faults: ['f-1'] },
      tests: [
        result('a/1 "quoted" fails', 'failed', { message: 'state dropped\nExpected: x\nActual: y' }),
        result('b/1 ok', 'passed'),
        result('c/1 skip', 'skipped'),
        result('d/1 nt', 'not-testable', { need: 'configure members[1]' }),
        result('e/1 warn', 'warning', { message: 'should' }),
      ],
    } as unknown as RunSummary;
    const text = baselineText(summary);
    expect(text.split('\n')[0]).toBe(
      '# Expected results of the harness against the embedded reference server with faults f-1 that are not a pass, each with its reason.',
    );
    expect(text).toContain(
      'entries:\n  - test: "a/1 \\"quoted\\" fails"\n    status: failed\n    reason: "TODO: say why this is expected (harness: state dropped)"\n',
    );
    const back = loadBaseline(file('written.yml', text));
    expect(back.entries.map((e) => [e.test, e.status])).toEqual([
      ['a/1 "quoted" fails', 'failed'],
      ['d/1 nt', 'not-testable'],
      ['e/1 warn', 'warning'],
    ]);
    expect(parseYaml(text).target).toBe('the embedded reference server with faults f-1');
  });
});

describe('a baseline entry that names no check', () => {
  const parts = (suites: string[]) => ({
    runId: 'r',
    target: { baseUrl: 'https://school.example', embeddedReference: false },
    startedAt: new Date(0),
    finishedAt: new Date(1),
    seed: 1,
    strict: false,
    selection: { suites, clauses: [] },
    tests: [result('a/1 passes', 'passed')],
    runErrors: [],
    baseline: { file: 'b.yml', entries: [{ test: 'a/1 renamed', status: 'failed' as const, reason: 'r' }] },
  });

  it('is stale in a run of every check (renamed or removed), and only not run in a selection', () => {
    const all = buildSummary(parts([]));
    expect(all.baseline).toMatchObject({
      stale: 1,
      notRun: [],
      staleEntries: [{ test: 'a/1 renamed', listed: 'failed', actual: 'absent' }],
    });
    expect(all.exitCode).toBe(EXIT.failed);
    expect(renderJunit(all)).toMatch(
      /<testcase name="baseline: a\/1 renamed" classname="\(run\)" file="b\.yml"[^]*?<failure message="stale baseline entry: listed as failed, but no check has this title"/,
    );
    const some = buildSummary(parts(['a']));
    expect(some.baseline).toMatchObject({ stale: 0, notRun: ['a/1 renamed'] });
    expect(some.exitCode).toBe(EXIT.passed);
  });
});
