// Chromium's CPU in a run, for `npm run bench` (its floor: scripts/bench-floor.ts): the browser
// process and every live process under it, each with the children it reaped (closed renderers),
// read from /proc just before the run closes the browser. Linux only; nothing secret.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BROWSER_CPU_FILE = 'browser-cpu.json';

/**
 * A process's parent and its CPU in clock ticks (user and system, with the children it reaped),
 * from /proc/<pid>/stat; `self` for this one.
 */
export function procStat(pid: number | string): { parent: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // after the command name: state, ppid, … utime (11), stime, cutime, cstime (14)
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { parent: f[1]!, ticks: f[11]! + f[12]! + f[13]! + f[14]! };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user and system) of process `pid` and all its live descendants, with what each reaped. */
export function treeCpuSeconds(pid: number): number | undefined {
  return treeCpuByKind(pid, () => 'all')?.all;
}

/**
 * The same CPU seconds by the kind of process `kindOf` names from its pid (each process with what it
 * reaped: Chromium's zygote with the renderers it closed).
 */
export function treeCpuByKind(pid: number, kindOf: (pid: number) => string = chromiumKind): Record<string, number> | undefined {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const p = procStat(entry);
      // undefined: a process that ended while the list was read
      if (!p) continue;
      ticks.set(Number(entry), p.ticks);
      const siblings = children.get(p.parent);
      if (siblings) siblings.push(Number(entry));
      else children.set(p.parent, [Number(entry)]);
    }
  } catch {
    return undefined;
  }
  if (!ticks.has(pid)) return undefined;
  const sums: Record<string, number> = {};
  for (const queue = [pid]; queue.length;) {
    const at = queue.pop()!;
    const kind = kindOf(at);
    sums[kind] = (sums[kind] ?? 0) + (ticks.get(at) ?? 0) / 100;
    queue.push(...(children.get(at) ?? []));
  }
  return sums;
}

/**
 * A Chromium process's kind from its command line (its --type; the zygote forks the renderers and
 * reaps them, so it counts as one); the browser process has none.
 */
function chromiumKind(pid: number): string {
  let args: string[];
  try {
    // Chromium rewrites its command line: the arguments end up joined by spaces
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  } catch {
    return 'ended';
  }
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  if (!type) return 'browser';
  if (type === 'zygote' || type === 'renderer') return 'renderers';
  if (type === 'gpu-process') return 'GPU';
  const sub = args
    .find((a) => a.startsWith('--utility-sub-type='))
    ?.split('.')
    .pop();
  return sub ? `${type} ${sub}` : type;
}

/** Notes the browser's CPU in the run directory (a browser without a known process: nothing). */
export function logBrowserCpu(runDir: string, pid: number | undefined): void {
  const byKind = pid === undefined ? undefined : treeCpuByKind(pid);
  if (byKind === undefined) return;
  const seconds = Object.values(byKind).reduce((a, b) => a + b, 0);
  try {
    writeFileSync(join(runDir, BROWSER_CPU_FILE), JSON.stringify({ seconds, byKind }));
  } catch {
    // a run directory that is gone: the figure is for the bench only
  }
}

export function readBrowserCpu(runDir: string): number | undefined {
  return readBrowserCpuFile(runDir)?.seconds;
}

/** Chromium's CPU seconds by kind of process (browser, renderers, GPU, each utility). */
export function readBrowserCpuByKind(runDir: string): Record<string, number> | undefined {
  return readBrowserCpuFile(runDir)?.byKind;
}

function readBrowserCpuFile(runDir: string): { seconds: number; byKind?: Record<string, number> } | undefined {
  try {
    return JSON.parse(readFileSync(join(runDir, BROWSER_CPU_FILE), 'utf8')) as { seconds: number; byKind?: Record<string, number> };
  } catch {
    return undefined;
  }
}
