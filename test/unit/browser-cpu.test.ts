// The bench reads Chromium's CPU from the run's service (lib/browser/timings.ts): every live process
// under it, with what each reaped. Here a child stands for the browser and a grandchild it reaps
// for a closed renderer.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { browserCpuSeconds } from '../../lib/browser/timings.ts';

/** Burns `ms` of its own CPU time, then exits. */
const BURN = (ms: number) =>
  `const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < ${ms});`;

describe.runIf(process.platform === 'linux')('browser CPU', () => {
  it('counts the CPU of the processes under this one, and of those they reaped', async () => {
    const before = browserCpuSeconds()!;
    // the child runs a grandchild to its end (so reaps it), then burns some CPU of its own, and waits
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const { spawnSync } = require('node:child_process');
         spawnSync(process.execPath, ['-e', ${JSON.stringify(BURN(300))}]);
         ${BURN(200)}
         process.stdout.write('done');
         process.stdin.resume();`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const used = browserCpuSeconds()! - before;
      expect(used).toBeGreaterThanOrEqual(0.45);
    } finally {
      child.kill();
    }
  });
});
