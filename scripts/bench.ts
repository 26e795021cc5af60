// npm run bench: one full default run against a fresh embedded reference server, and what it cost.
// Timings live here, printed as figures, never in a test.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../lib/config/load.ts';
import { runHarness } from '../lib/run/run.ts';
import { EMBEDDED_DEFAULTS } from '../lib/cli/main.ts';
import { createServer } from '../fixtures/reference/server.ts';

const started = Date.now();
const server = await createServer();
try {
  const config = loadConfig({ env: {}, defaults: { ...EMBEDDED_DEFAULTS, ...server.targetConfig() } });
  const summary = await runHarness({ config, reportDir: mkdtempSync(join(tmpdir(), 'csc-bench-')), seed: 1, embeddedReference: true });
  const wall = (Date.now() - started) / 1000;
  const m = summary.metrics!;
  const line = (label: string, value: string) => console.log(`${label.padEnd(34)} ${value}`);
  line('full default run, wall time', `${wall.toFixed(1)} s (harness ${(summary.durationMs / 1000).toFixed(1)} s)`);
  line(
    'checks',
    `${summary.totals.total} (${summary.totals.passed} passed, ${summary.totals.failed} failed, ${summary.totals.skipped} skipped)`,
  );
  line('HTTP exchanges', String(m.exchanges));
  line('consents (browser flows)', `${m.consents}, mean ${m.meanConsentMs} ms`);
  line('fuzz cases', `${m.fuzzCases}, ${m.fuzzCasesPerSecond} cases/s`);
  console.log("\nper suite (sum of its checks' durations; suites run in parallel):");
  const bySuite = new Map<string, number>();
  for (const t of summary.tests) bySuite.set(t.suite, (bySuite.get(t.suite) ?? 0) + t.durationMs);
  for (const [suite, ms] of [...bySuite].sort((a, b) => b[1] - a[1])) line(`  ${suite}`, `${(ms / 1000).toFixed(1)} s`);
} finally {
  await server.close();
}
