// Each drive's duration and path, appended to <runDir>/drives.ndjson for `npm run bench` (mean and
// p95 per consent). Labels and page kinds only: nothing secret.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DriveTiming {
  label: string;
  ms: number;
  /** of `ms`, waiting for a browser session (another drive using the member's, or a new context opening) */
  waitMs?: number;
  kind: string;
  pages: string[];
  /** the declared grant the drive was made for (absent: a check's probe, or the login calibration) */
  grant?: string;
  /** the drive opened a browser context (a session nobody had used) */
  opened?: boolean;
  /** the main-frame documents the tab committed during the drive */
  documents?: number;
}

export const DRIVES_FILE = 'drives.ndjson';

export function logDrive(runDir: string, d: DriveTiming): void {
  try {
    appendFileSync(join(runDir, DRIVES_FILE), `${JSON.stringify(d)}\n`);
  } catch {
    // a run directory that is gone (a self-test's temporary one): the figures are for the bench only
  }
}

export function readDrives(runDir: string): DriveTiming[] {
  const file = join(runDir, DRIVES_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as DriveTiming);
}

export const BROWSER_CPU_FILE = 'browser-cpu.json';

/**
 * The CPU seconds (user and system) Chromium has used so far: every live process under this one
 * (the run's service launches the browser, and nothing else), with the children each has reaped
 * (closed renderers). Linux only (/proc); undefined elsewhere.
 */
export function browserCpuSeconds(): number | undefined {
  try {
    const children = new Map<number, number[]>();
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const f = stat
          .slice(stat.lastIndexOf(')') + 2)
          .split(' ')
          .map(Number);
        const pid = Number(entry);
        ticks.set(pid, f[11]! + f[12]! + f[13]! + f[14]!);
        children.set(f[1]!, [...(children.get(f[1]!) ?? []), pid]);
      } catch {
        // a process that ended while the list was read
      }
    }
    let sum = 0;
    const walk = (pid: number) => {
      for (const c of children.get(pid) ?? []) {
        sum += ticks.get(c) ?? 0;
        walk(c);
      }
    };
    walk(process.pid);
    return sum / 100;
  } catch {
    return undefined;
  }
}

export function logBrowserCpu(runDir: string): void {
  const seconds = browserCpuSeconds();
  if (seconds === undefined) return;
  try {
    writeFileSync(join(runDir, BROWSER_CPU_FILE), JSON.stringify({ seconds }));
  } catch {
    // as logDrive
  }
}

export function readBrowserCpu(runDir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(runDir, BROWSER_CPU_FILE), 'utf8')) as { seconds: number }).seconds;
  } catch {
    return undefined;
  }
}
