// The bench reads Chromium's CPU (lib/browser/browser-cpu.ts): the browser's process and every live
// process under it, with what each reaped. Here a child stands for the browser, a grandchild it ran
// to its end for a closed renderer, and a process two levels under it, still running, for a live
// renderer under the zygote.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { treeCpuByKind, treeCpuSeconds } from '../../lib/browser/browser-cpu.ts';

/** Burns `ms` of the process's own CPU time. */
const BURN = (ms: number) =>
  `{ const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < ${ms}); }`;

/** Each process here ends when its input does: when the one above it ends, however it ended. */
const UNTIL_INPUT_ENDS = `process.stdin.on('end', () => process.exit()); process.stdin.resume();`;

/** A process under the child that runs a live burner under itself (a renderer under the zygote), and passes on its word. */
const MIDDLE = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(
  `${BURN(400)} process.stdout.write('burnt'); ${UNTIL_INPUT_ENDS}`,
)}], { stdio: ['pipe', 'inherit', 'inherit'] }); ${UNTIL_INPUT_ENDS}`;

/**
 * Runs `script` in a child process, calls `measure` with its pid once it writes a first word, then
 * ends it (and, through their inputs, the processes under it).
 */
async function withTree(script: string, measure: (pid: number) => void): Promise<void> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`the child ended (${code})`)));
    });
    measure(child.pid!);
  } finally {
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await ended;
    clearTimeout(timer);
  }
}

describe.runIf(process.platform === 'linux')('browser CPU', () => {
  it('counts the process, the processes under it and those they reaped, each once', async () => {
    await withTree(
      `const { spawn, spawnSync } = require('node:child_process');
       spawnSync(process.execPath, ['-e', ${JSON.stringify(BURN(600))}]);
       const middle = spawn(process.execPath, ['-e', ${JSON.stringify(MIDDLE)}]);
       middle.stdout.once('data', () => { ${BURN(200)} process.stdout.write('done'); });
       ${UNTIL_INPUT_ENDS}`,
      (pid) => {
        // 600 ms reaped + 400 ms live + 200 ms of its own, and four Node start-ups (0.05 to 0.12 s
        // each): the live one missed would leave at most 1.16 s, the reaped one counted twice at least 2
        const used = treeCpuSeconds(pid)!;
        expect(used).toBeGreaterThanOrEqual(1.3);
        expect(used).toBeLessThan(1.9);
      },
    );
  });

  it("tells Chromium's processes apart by their --type, the browser's being the one without", async () => {
    // the child stands for the browser, its live child (--type=renderer after the script) for a renderer
    const renderer = `${BURN(300)} process.stdout.write('burnt'); ${UNTIL_INPUT_ENDS}`;
    await withTree(
      `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(renderer)}, '--', '--type=renderer'], { stdio: ['pipe', 'inherit', 'inherit'] });
       ${UNTIL_INPUT_ENDS}`,
      (pid) => {
        const byKind = treeCpuByKind(pid)!;
        expect(Object.keys(byKind).sort()).toEqual(['browser', 'renderers']);
        expect(byKind.renderers).toBeGreaterThanOrEqual(0.3);
        expect(byKind.browser).toBeLessThan(0.3);
      },
    );
  });

  it('knows no process that is not there', () => {
    expect(treeCpuSeconds(2 ** 22 + 1)).toBeUndefined();
  });
});
