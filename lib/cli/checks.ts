// Checks of the run command's arguments before anything starts, each ending in a one-line usage
// error (exit 2): suites that exist, faults the reference has, a report folder that can be written.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { packageRoot } from '../run/vitest-options.ts';
import { listSuiteFiles } from '../run/suite-files.ts';
import { UsageError } from './args.ts';
import { closest } from './suggest.ts';
import { listFaults } from './reference.ts';

/** A --suite is a prefix of the path of some suite file under suites/ (e.g. "fuzz/token"). */
export function checkSuites(suites: readonly string[] = []): void {
  if (!suites.length) return;
  const files = listSuiteFiles(packageRoot).map((f) => f.replace(/^suites\//, ''));
  const names = [...new Set(files.map((f) => f.split('/')[0]!))].sort();
  for (const s of suites) {
    const prefix = s.replace(/^suites\//, '');
    if (files.some((f) => f.startsWith(prefix))) continue;
    const guess = closest(prefix, names);
    throw new UsageError(`no suite "${s}"${guess ? ` (did you mean ${guess}?)` : ''}; the suites are: ${names.join(', ')}`);
  }
}

export async function checkFaults(faults: readonly string[]): Promise<void> {
  if (!faults.length) return;
  const ids = (await listFaults()).map((f) => f.id);
  for (const f of faults) {
    if (ids.includes(f)) continue;
    const guess = closest(f, ids);
    throw new UsageError(
      `unknown fault "${f}"${guess ? ` (did you mean ${guess}?)` : ''}; cs-conformance reference --list-faults lists them`,
    );
  }
}

/** The report folder exists (or can be made) and can be written, before a run spends minutes. */
export function checkWritable(dir: string, flag = '--report-dir'): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw new UsageError(`${flag} ${dir}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
