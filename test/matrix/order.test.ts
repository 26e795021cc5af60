// A shared grant never lets one check's action change another's verdict, and no check leans on the
// order the suites run in: against the correct reference, the run's verdicts are the same over five
// seeds (each dealing the suite files in its own order) and in reverse file order; and with faults
// that revoke or rotate what checks hold, the verdicts in reverse order are those in file order.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import type { FileOrder } from '../../lib/run/bundles.ts';
import { createServer } from '../../fixtures/reference/server.ts';

async function verdicts(order: FileOrder, seed: number, faults: string[] = [], workers?: number): Promise<Record<string, string>> {
  const server = await createServer({ faults });
  try {
    const config = loadConfig({ env: {}, defaults: server.targetConfig() });
    const s = await runHarness({
      config,
      reportDir: mkdtempSync(join(tmpdir(), 'csc-order-')),
      seed,
      order,
      workers,
      embeddedReference: true,
      faults,
    });
    return Object.fromEntries(s.tests.map((t) => [t.title, t.status]));
  } finally {
    await server.close();
  }
}

const differing = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b })
    .filter((t) => a[t] !== b[t])
    .map((t) => `${t}: ${a[t]} / ${b[t]}`);

describe('verdicts do not depend on order or seed', () => {
  it(
    'the correct reference: five seeds (one over two worker processes) and the reverse file order give the verdicts of file order',
    { timeout: 1_800_000 },
    async () => {
      const base = await verdicts('sorted', 1);
      expect(Object.values(base).filter((s) => s !== 'passed' && s !== 'skipped')).toEqual([]);
      for (const order of ['reverse', { seed: 2 }, { seed: 3 }, { seed: 4 }, { seed: 5 }] as FileOrder[]) {
        const seed = typeof order === 'object' ? order.seed : 1;
        // the default is one worker process: seed 2 deals the files over two
        expect(differing(base, await verdicts(order, seed, [], seed === 2 ? 2 : undefined)), JSON.stringify(order)).toEqual([]);
      }
    },
  );

  for (const fault of ['revoke-refresh-noop', 'token-code-replay-keeps-tokens', 'refresh-old-token-kept', 'refresh-reuse-ignored'])
    it(`with ${fault}: reverse file order gives the verdicts of file order`, { timeout: 600_000 }, async () => {
      expect(differing(await verdicts('sorted', 1, [fault]), await verdicts('reverse', 1, [fault]))).toEqual([]);
    });
});
