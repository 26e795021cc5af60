// Each drive's duration and path, appended to <runDir>/drives.ndjson for `npm run bench` (mean and
// p95 per consent, Chromium's floor). Labels, page kinds and counts only: nothing secret.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
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
  /** the drive's session was closed when it ended (a one-off, or a broken one of a pool) */
  closed?: boolean;
  /** the main-frame documents the tab committed during the drive */
  documents?: number;
  /** its page was judged from the answer, never drawn (lib/browser/plain-drive.ts) */
  plain?: boolean;
  /** pages it kept as MHTML instead of a screenshot (lib/browser/captures.ts) */
  kept?: number;
  /**
   * Chromium's CPU from the drive's start to its session handed back or closed, in ms: only when the
   * bench asks (RunContext.cpuPerDrive), in a run that makes one drive at a time
   */
  cpuMs?: number;
}

export const DRIVES_FILE = 'drives.ndjson';

export function logDrive(runDir: string, d: DriveTiming): void {
  try {
    appendFileSync(join(runDir, DRIVES_FILE), `${JSON.stringify(d)}\n`);
  } catch {
    // a run directory that is gone (a self-test's temporary one): the figures are for the bench only
  }
}

/** A screenshot drawn later from a kept page (lib/browser/captures.ts): a document and a screenshot of Chromium's, in a tab of its own. */
export const DRAWS_FILE = 'draws.ndjson';

export function logDraw(runDir: string, from: 'mhtml' | 'answer'): void {
  try {
    appendFileSync(join(runDir, DRAWS_FILE), `${JSON.stringify({ from })}\n`);
  } catch {
    // as logDrive
  }
}

export function readDraws(runDir: string): { from: 'mhtml' | 'answer' }[] {
  const file = join(runDir, DRAWS_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { from: 'mhtml' | 'answer' });
}

export function readDrives(runDir: string): DriveTiming[] {
  const file = join(runDir, DRIVES_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as DriveTiming);
}
