// Runs the fault-detection matrix and prints each fault's verdict
// (npm run matrix -- [--fault GLOB] [--suite S | --all-suites] [--batch N] [--fuzz-cases N] [--trace]).
// The same engine as test/support/fault-matrix-shard.ts, for looking at one area while working on it.
import { parseArgs } from 'node:util';
import { loadFaults } from '../fixtures/reference/faults/index.ts';
import { collectTests } from '../lib/run/collect.ts';
import { runMatrix, suitesHolding } from '../test/support/matrix.ts';
import type { Fault } from '../fixtures/reference/faults/index.ts';

const { values } = parseArgs({
  options: {
    fault: { type: 'string', multiple: true },
    suite: { type: 'string', multiple: true },
    batch: { type: 'string' },
    'fuzz-cases': { type: 'string' },
    'all-suites': { type: 'boolean' },
    trace: { type: 'boolean' },
  },
});
const globs = (values.fault ?? ['*']).map((g) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
const checks = await collectTests();
const covered = new Set(checks.flatMap((t) => t.clauses));
// default: each run covers the suites holding its faults' clauses (as npm test does); --all-suites: every suite
const suites = values['all-suites'] ? undefined : (values.suite ?? ((group: Fault[]) => [...suitesHolding(checks)(group), 'fuzz']));
// TLS faults show on an https deployment only (test/e2e/tls-target.test.ts proves them)
const faults = (await loadFaults()).filter((f) => !f.tls && globs.some((g) => g.test(f.id)) && f.clauses.every((c) => covered.has(c)));
const started = Date.now();
const verdicts = await runMatrix(faults, {
  suites,
  batchSize: values.batch ? Number(values.batch) : undefined,
  fuzzCases: values['fuzz-cases'] ? Number(values['fuzz-cases']) : undefined,
  // each run: its time, its faults and what failed
  trace: values.trace
    ? (group, broken, ms) =>
        console.log(`  run ${(ms / 1000).toFixed(1)} s: ${group.map((f) => f.id).join(' ')} → ${broken.join(' ') || '(none)'}`)
    : undefined,
});
let bad = 0;
for (const v of verdicts) {
  const ok = JSON.stringify(v.broken) === JSON.stringify(v.declared) && !v.runErrors.length && !v.errored.length;
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${v.fault} (${v.via})${
      ok
        ? ''
        : `\n     declared: ${v.declared.join(' ')}\n     broken:   ${v.broken.join(' ') || '(none)'}${
            v.runErrors.length
              ? `\n     run errors: ${v.runErrors
                  .map((e) => e.message)
                  .join(' | ')
                  .slice(0, 300)}`
              : ''
          }${v.errored.map((e) => `\n     ended in error: ${e.slice(0, 300)}`).join('')}`
    }`,
  );
}
console.log(`${verdicts.length} faults, ${bad} not exact, ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = bad ? 1 : 0;
