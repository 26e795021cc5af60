// What a CI gate and a certifying vendor do with the command line, end to end on the discovery suite
// (fast): an expected-failures baseline (expected, then stale against the correct reference), shards
// merged into the same result as one run, selection and replay, GitHub output, certify and verify.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { collectTests } from '../../lib/run/collect.ts';
import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../lib/report/types.ts';
import { cli, suiteCount } from '../support/cli.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'csc-ci-'));
const latest = (dir: string) => realpathSync(join(dir, 'latest'));
const summaryIn = (dir: string): RunSummary => JSON.parse(readFileSync(join(latest(dir), 'summary.json'), 'utf8'));
const statuses = (s: RunSummary) => s.tests.map((t) => [t.title, t.status]).sort();
const FAULT = ['--fault', 'asm-pkce-plain', '--suite', 'discovery', '--seed', '11'];

describe('expected-failures baseline', () => {
  it('a baseline made from a fault run passes that run and fails the correct reference as stale', { timeout: 300_000 }, async () => {
    const dir = fresh();
    const step = join(dir, 'step-summary.md');
    const first = await cli(['run', ...FAULT, '--report-dir', join(dir, 'r1')], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: step });
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(
      /^::error title=authentication\/1\/s256-only::authentication\/1\/s256-only .*%0AExpected: \["S256"\]%0AActual: \["S256","plain"\]/m,
    );
    const md = readFileSync(step, 'utf8');
    expect(md).toMatch(
      new RegExp(`^## Course-School conformance: FAIL \\(incomplete: ${suiteCount() - 1} suites, \\d+ clauses not tested\\)$`, 'm'),
    );
    // the skipped column: the TLS checks, which a plain-http target skips
    expect(md).toMatch(/^\| discovery \| \d+ \| 1 \| 0 \| 0 \| 0 \| 9 \| 0 \|$/m);
    expect(md).toContain('Expected: `["S256"]`');

    const made = await cli(['baseline', latest(join(dir, 'r1'))]);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^# Expected results of the harness against the embedded reference server with faults asm-pkce-plain that are not a pass/,
    );
    expect(made.stdout).toMatch(/ {2}- test: "authentication\/1\/s256-only .*"\n {4}status: failed\n {4}reason: "TODO: /);
    const file = join(dir, 'expected-failures.yml');
    writeFileSync(file, made.stdout);

    const again = await cli(['run', ...FAULT, '--expected-failures', file, '--report-dir', join(dir, 'r2')]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/Baseline .*expected-failures\.yml: 1 expected, 0 stale/);
    expect(again.stdout).toMatch(/Result: PASS \(incomplete: .*; 1 expected\)/);
    const s2 = summaryIn(join(dir, 'r2'));
    expect(s2.tests.find((t) => t.status === 'failed')).toMatchObject({ baseline: 'expected' });
    expect(readFileSync(join(latest(join(dir, 'r2')), 'junit.xml'), 'utf8')).toMatch(
      /<skipped type="expected-failed" message="expected failed \(baseline\): TODO/,
    );

    const fixed = await cli(['run', '--suite', 'discovery', '--expected-failures', file, '--report-dir', join(dir, 'r3')]);
    expect(fixed.code).toBe(1);
    expect(fixed.stdout).toMatch(/STALE: authentication\/1\/s256-only .*\n\s+listed as failed, now passed/);
    expect(summaryIn(join(dir, 'r3')).baseline).toMatchObject({ expected: 0, stale: 1 });

    writeFileSync(file, 'entries:\n  - test: x\n    status: passed\n    reason: ""\n');
    const invalid = await cli(['run', '--suite', 'discovery', '--expected-failures', file]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/^cs-conformance: .*expected-failures\.yml: entries\[0\]\.status: expected one of failed, warning/);
  });
});

describe('shards, merge, certify', () => {
  it('shards 1/2 and 2/2 merged give the tests and statuses of one run, and the merge can be certified', { timeout: 300_000 }, async () => {
    const dir = fresh();
    const [one, s1, s2] = await Promise.all([
      cli(['run', ...FAULT, '--report-dir', join(dir, 'one')]),
      cli(['run', ...FAULT, '--shard', '1/2', '--report-dir', join(dir, 's1')]),
      cli(['run', ...FAULT, '--shard', '2/2', '--report-dir', join(dir, 's2')]),
    ]);
    expect([one.code, s1.code + s2.code > 0]).toEqual([1, true]);
    expect(s1.stdout).toMatch(/Not tested[^]*shard 1\/2/);
    const single = summaryIn(join(dir, 'one'));
    const parts = [summaryIn(join(dir, 's1')), summaryIn(join(dir, 's2'))];
    expect(parts.every((p) => p.tests.length > 0 && p.tests.length < single.tests.length)).toBe(true);

    // the shards' report directories as --report-dir was given them (each stands for its latest run)
    const merged = await cli(['merge', join(dir, 's1'), join(dir, 's2'), '--report-dir', join(dir, 'm')]);
    expect(merged.code).toBe(1);
    expect(merged.stdout).toContain(`s1: a report directory; merging its run ${basename(latest(join(dir, 's1')))} (by its latest link)`);
    const m = summaryIn(join(dir, 'm'));
    expect(statuses(m)).toEqual(statuses(single));
    expect(m.totals).toEqual(single.totals);
    expect(m.clauses.map((c) => [c.id, c.status])).toEqual(single.clauses.map((c) => [c.id, c.status]));
    expect(m.notTested).toEqual(single.notTested);
    const suite = `<testsuite name="discovery" tests="${single.perSuite.discovery!.total}" failures="1"`;
    expect(readFileSync(join(latest(join(dir, 'm')), 'junit.xml'), 'utf8')).toContain(suite);

    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(join(dir, 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(dir, 'pub.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
    const run = latest(join(dir, 'm'));
    expect((await cli(['certify', run, '--key', join(dir, 'key.pem')])).stdout).toMatch(/Signed \d+ report files \(ES256\)/);
    const ok = await cli(['verify', run, '--key', join(dir, 'pub.pem')]);
    expect([ok.code, ok.stdout.trim()]).toEqual([0, 'VERIFIED: the signature and every report file match']);
    const text = readFileSync(join(run, 'summary.json'));
    text[text.indexOf('"seed": 11') + 9] = '2'.charCodeAt(0); // one byte
    writeFileSync(join(run, 'summary.json'), text);
    const bad = await cli(['verify', run, '--key', join(dir, 'pub.pem')]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('summary.json: changed\nNOT VERIFIED: 1 problem\n');
  });
});

describe('select and replay', () => {
  it('--clause, --grep and --rerun-failed run just those checks', { timeout: 300_000 }, async () => {
    const dir = fresh();
    const byClause = await cli(['run', '--clause', 'authentication/1/*', '--fault', 'asm-pkce-plain', '--report-dir', join(dir, 'c')]);
    const c = summaryIn(join(dir, 'c'));
    expect(c.tests.length).toBeGreaterThan(0);
    expect(c.tests.every((t) => t.clauses.some((id) => id.startsWith('authentication/1/')))).toBe(true);
    expect(c.selection.clauses).toEqual(['authentication/1/*']);
    expect(byClause.stdout).toMatch(/clauses selected: authentication\/1\/\*/);

    const grep = await cli(['run', '--suite', 'discovery', '--grep', 'JWKS', '--report-dir', join(dir, 'g')]);
    expect(grep.code).toBe(0);
    expect(summaryIn(join(dir, 'g')).tests.every((t) => t.title.toLowerCase().includes('jwks'))).toBe(true);

    const rerun = await cli(['run', ...FAULT, '--rerun-failed', latest(join(dir, 'c')), '--report-dir', join(dir, 'r')]);
    expect(rerun.code).toBe(1);
    const r = summaryIn(join(dir, 'r'));
    expect(r.tests.map((t) => t.title)).toEqual(c.tests.filter((t) => t.status !== 'passed').map((t) => t.title));
  });
});

describe('the ci profile', () => {
  it('judges every clause once with fewer checks and consents, and says it is not a full run', { timeout: 300_000 }, async () => {
    const dir = fresh();
    const r = await cli(['run', '--profile', 'ci', '--report-dir', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /Result: PASS \(incomplete: profile ci: each of the \d+ clauses judged once at least, by \d+ of the \d+ checks: not a full run\)/,
    );
    const s = summaryIn(dir);
    expect(s.selection.profile?.name).toBe('ci');
    const all = await collectTests();
    const judged = new Set(s.tests.flatMap((t) => t.clauses));
    expect([...new Set(all.flatMap((t) => t.clauses))].filter((c) => !judged.has(c))).toEqual([]);
    expect(s.tests.length).toBeLessThan(all.length);
    // a grant of a check's own of one shape and use is taken once where the clauses allow
    expect(s.plan!.grantAuthorizations).toBe(s.plan!.consentsPlanned);
  });
});
