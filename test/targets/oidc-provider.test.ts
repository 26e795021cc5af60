// The second reference target (the spec on node oidc-provider): the full harness, login calibrated,
// fails, warns and skips exactly what fixtures/oidc-provider/expected-failures.yml records, each
// with its reason — no false failure, no extra skip, no stale entry, no run error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../lib/config/load.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { runHarness } from '../../lib/run/run.ts';
import { createOidcProviderTarget } from '../../fixtures/oidc-provider/server.ts';
import { selfTestReports } from '../support/reference-run.ts';

interface Entry {
  test: string;
  status: string;
  reason: string;
}
const file = new URL('../../fixtures/oidc-provider/expected-failures.yml', import.meta.url);
const expected = parse(readFileSync(file, 'utf8')) as { target: string; entries: Entry[] };
const byTitle = (a: { test: string }, b: { test: string }) => a.test.localeCompare(b.test);

describe('the oidc-provider target', () => {
  it('records a reason for every expected non-pass, once', () => {
    expect(expected.target).toBe('oidc-provider');
    for (const e of expected.entries) expect(e.reason, e.test).toMatch(/\S{3,}/);
    expect(new Set(expected.entries.map((e) => e.test)).size).toBe(expected.entries.length);
  });

  it('gets exactly the expected failures, warnings and skips from the full harness', { timeout: 900_000 }, async () => {
    const checks = await collectTests();
    const target = await createOidcProviderTarget();
    try {
      const config = loadConfig({ env: {}, defaults: target.targetConfig() });
      const summary = await runHarness({ config, reportDir: selfTestReports, seed: 1, fuzzCases: 300, calibrate: true });
      const notPassed = summary.tests.filter((t) => t.status !== 'passed');
      const got = notPassed.map((t) => ({ test: t.title, status: t.status })).sort(byTitle);
      const messages = notPassed.map((t) => `${t.status}: ${t.title}: ${t.message}`).join('\n');
      expect(got, messages).toEqual(expected.entries.map(({ test, status }) => ({ test, status })).sort(byTitle));
      expect(summary.runErrors).toEqual([]);
      expect(summary.totals.total).toBe(checks.length);
    } finally {
      await target.close();
    }
  });
});
