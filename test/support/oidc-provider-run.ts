// The oidc-provider target in one configuration, under the full harness (login calibrated), beside
// that configuration's recorded results: fixtures/oidc-provider/expected-failures*.yml, each non-pass
// with its reason.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../lib/config/load.ts';
import { collectTests } from '../../lib/run/collect.ts';
import { runHarness } from '../../lib/run/run.ts';
import { createOidcProviderTarget, type OidcProviderOptions } from '../../fixtures/oidc-provider/server.ts';
import { selfTestReports } from './reference-run.ts';

export interface Entry {
  test: string;
  status: string;
  reason: string;
}

/** The recorded results of a configuration: fixtures/oidc-provider/<file>. */
export function recorded(file: string): { target: string; entries: Entry[] } {
  return parse(readFileSync(new URL(`../../fixtures/oidc-provider/${file}`, import.meta.url), 'utf8')) as {
    target: string;
    entries: Entry[];
  };
}

/** Each entry has a reason, and names its check once. */
export function expectReasons(entries: Entry[]): void {
  for (const e of entries) expect(e.reason, e.test).toMatch(/\S{3,}/);
  expect(new Set(entries.map((e) => e.test)).size).toBe(entries.length);
}

const byTitle = (a: { test: string }, b: { test: string }) => a.test.localeCompare(b.test);

/** The full harness gets exactly the recorded failures, warnings, blocks and skips: no other, no run error. */
export async function expectRecordedResults(entries: Entry[], options: OidcProviderOptions = {}): Promise<void> {
  const checks = await collectTests();
  const target = await createOidcProviderTarget(options);
  try {
    const config = loadConfig({ env: {}, defaults: target.targetConfig() });
    const summary = await runHarness({ config, reportDir: selfTestReports, seed: 1, fuzzCases: 300, calibrate: true });
    // the lifetimes the run does not wait out: the config and the tier decide them, not the engine
    const notPassed = summary.tests.filter(
      (t) => t.status !== 'passed' && !(t.status === 'skipped' && t.surface?.relation === 'lifetimes'),
    );
    const got = notPassed.map((t) => ({ test: t.title, status: t.status })).sort(byTitle);
    const messages = notPassed.map((t) => `${t.status}: ${t.title}: ${t.message}`).join('\n');
    expect(got, messages).toEqual(entries.map(({ test, status }) => ({ test, status })).sort(byTitle));
    expect(summary.runErrors).toEqual([]);
    expect(summary.totals.total).toBe(checks.length);
  } finally {
    await target.close();
  }
}
