// Finds the run a directory stands for: a run directory (it holds summary.json) stands for itself; a
// report directory (what --report-dir was given: run directories and a `latest` link) for its latest
// run, so a CI job can pass each shard's downloaded report directory as it is.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface FoundRun {
  /** The run directory. */
  dir: string;
  /** Set when `dir` was found inside a report directory: how it was chosen. */
  chosen?: 'latest link' | `start time, the newest of ${number} runs`;
}

const isRun = (dir: string) => existsSync(join(dir, 'summary.json'));

/** When the run started, by its summary (a summary that does not parse counts as no run). */
function startedAt(dir: string): number | undefined {
  try {
    const t = Date.parse((JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { startedAt?: string }).startedAt ?? '');
    return Number.isNaN(t) ? undefined : t;
  } catch {
    return undefined;
  }
}

/**
 * The run `dir` stands for, or undefined when it is neither a run nor a report directory. In a
 * report directory the `latest` link wins (the run written last, as the harness pointed it); without
 * one (a file system or an artifact upload that drops links), the run whose summary started last,
 * ties broken by run id (ids begin with the start time).
 */
export function findRun(dir: string): FoundRun | undefined {
  if (isRun(dir)) return { dir };
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const latest = join(dir, 'latest');
  if (isRun(latest)) return { dir: realpathSync(latest), chosen: 'latest link' };
  const runs = readdirSync(dir)
    .map((name) => ({ name, path: join(dir, name) }))
    .filter((r) => r.name !== 'latest' && statSync(r.path, { throwIfNoEntry: false })?.isDirectory() && isRun(r.path))
    .map((r) => ({ ...r, at: startedAt(r.path) }))
    .filter((r): r is typeof r & { at: number } => r.at !== undefined)
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
  const newest = runs.at(-1);
  return newest && { dir: newest.path, chosen: `start time, the newest of ${runs.length} runs` };
}

export const NOT_A_RUN = 'neither a run directory (no summary.json) nor a report directory (no run directory with a summary.json in it)';
