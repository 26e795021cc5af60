// The vitest settings of a harness run, in one place: the suites, the setup files, the context.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliOptions } from 'vitest/node';
import type { RunContext } from '../harness/context.ts';
import { browserSuiteFiles } from './browser-need.ts';

export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

let browserFiles: string[] | undefined;

/**
 * Whether the selected suites need the browser (the run then launches one and calibrates the
 * login). `suites`: --suite prefixes, or the files a selection picked (suites/discovery/jwks.test.ts).
 */
export function needsBrowser(suites: readonly string[] = []): boolean {
  browserFiles ??= browserSuiteFiles(packageRoot);
  const selected = (f: string) => !suites.length || suites.some((s) => f.startsWith(`suites/${s.replace(/^suites\//, '')}`));
  return browserFiles.some(selected);
}

export function suiteFilters(suites: readonly string[] = []): string[] {
  return suites.map((s) => `suites/${s.replace(/^suites\//, '')}`);
}

/**
 * The run waits on the target far more than it computes (browser drives, made by the run's service,
 * and HTTP round trips): run.workers processes, each running up to CHECKS_AT_ONCE checks of a file
 * side by side. More processes cost more CPU than they save in waiting (each loads the harness's
 * modules; on 2 cores, the full run with 3 processes 17.3–19.1 s and 23–26 CPU-s, with 2 17.2–17.3 s
 * and 21–22 CPU-s; 28 faults of the matrix 123 s with 3, 102 s with 2, 109 s with 1). Each process takes its share of the rate limit (lib/run/worker-setup.ts).
 */
export function workerProcesses(run: RunContext): number {
  return Math.max(1, run.workers);
}
export const CHECKS_AT_ONCE = 4;

/**
 * isolate: false reuses each worker's module cache across suite files (1.5 s instead of 4 s for the
 * discovery suite): suites keep their state in file-scoped fixtures, never in module globals.
 * The checks of a file run concurrently: each keeps its evidence in its own async context
 * (lib/http/transcript.ts), and the results are sorted when the run ends.
 */
export function vitestOptions(run: RunContext, withGlobalSetup: boolean): CliOptions {
  return {
    config: false,
    root: packageRoot,
    include: ['suites/**/*.test.ts'],
    watch: false,
    globalSetup: withGlobalSetup ? [join(packageRoot, 'lib/run/global-setup.ts')] : [],
    setupFiles: [join(packageRoot, 'lib/run/worker-setup.ts')],
    provide: { run },
    testTimeout: run.config.timeouts.testMs,
    hookTimeout: run.config.timeouts.testMs * 4,
    sequence: { seed: run.seed, concurrent: true },
    maxConcurrency: CHECKS_AT_ONCE,
    maxWorkers: workerProcesses(run),
    isolate: false,
    passWithNoTests: true,
    silent: true,
    // transformed modules kept on disk: a run (and each of the matrix's dozens) skips transforming
    // lib/ and suites/ again; keyed on each file's content, so an edit is never served stale
    experimental: { fsModuleCache: true, fsModuleCachePath: join(packageRoot, 'node_modules/.vite-harness/modules') },
  };
}

export const viteOverrides = { logLevel: 'silent' as const, cacheDir: join(packageRoot, 'node_modules/.vite-harness') };
