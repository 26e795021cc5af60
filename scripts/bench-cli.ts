// For `npm run bench`: the command a user types, `cs-conformance run` against the embedded
// reference, timed from outside as a process of its own: from its start to its first check (the
// earliest start among the checks of its summary.json) and to its end, with the CPU of every
// process it ran (the workers, the run's service and Chromium, reaped through it).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunSummary } from '../lib/report/types.ts';
import { procStat } from '../lib/browser/browser-cpu.ts';
import { harnessBuild } from '../lib/boot/build.js';

const bin = fileURLToPath(new URL('../bin/cs-conformance.js', import.meta.url));

export interface CliRow {
  /** the build's time to be found or made before the run (lib/boot/build.js), in ms */
  buildMs: number;
  firstCheckMs: number;
  wallMs: number;
  /** user and system CPU of the command and every process it waited for, in s */
  cpuS?: number;
  summary: RunSummary;
}

export async function cliRun(): Promise<CliRow> {
  // made here if the sources changed, so that the command's start is the one a user gets every day
  const building = performance.now();
  await harnessBuild();
  const buildMs = performance.now() - building;
  const dir = mkdtempSync(join(tmpdir(), 'csc-bench-cli-'));
  const ticks = procStat('self')?.ticks;
  const started = Date.now();
  const code = await new Promise<number>((resolve) =>
    execFile(process.execPath, [bin, 'run', '--seed', '1', '--quiet', '--report-dir', dir], { maxBuffer: 64 << 20 }, (e) =>
      resolve(e ? Number(e.code ?? 1) : 0),
    ),
  );
  const wallMs = Date.now() - started;
  const after = procStat('self')?.ticks;
  const summary = JSON.parse(readFileSync(join(dir, 'latest', 'summary.json'), 'utf8')) as RunSummary;
  if (code !== 0) throw new Error(`cs-conformance run exited ${code}: ${dir}`);
  const firstCheck = Math.min(...summary.tests.map((t) => t.startedAt ?? Infinity));
  return {
    buildMs,
    firstCheckMs: firstCheck - started,
    wallMs,
    cpuS: ticks === undefined || after === undefined ? undefined : (after - ticks) / 100,
    summary,
  };
}
