// The suite files under suites/ (paths from the package root, `/`-separated), and the ones a
// selection names: --suite prefixes, or the files a --clause/--grep selection picked.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function listSuiteFiles(root: string, dir = 'suites'): string[] {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      return statSync(join(root, path)).isDirectory() ? listSuiteFiles(root, path) : name.endsWith('.test.ts') ? [path] : [];
    });
}

/** The files under the --suite prefixes (all of them without one). */
export function selectedSuiteFiles(root: string, suites: readonly string[] = []): string[] {
  const prefixes = suites.map((s) => `suites/${s.replace(/^suites\//, '')}`);
  return listSuiteFiles(root).filter((f) => !prefixes.length || prefixes.some((p) => f.startsWith(p)));
}

/** This shard's files (run --shard i/n): every n-th of the sorted list, so the shards split the suites between them. */
export function shardOf(files: readonly string[], shard: { index: number; count: number } | undefined): string[] {
  if (!shard) return [...files];
  return [...files].sort().filter((_, i) => i % shard.count === shard.index - 1);
}
