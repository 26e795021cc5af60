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
 * isolate: false reuses each worker's module cache across suite files (1.5 s instead of 4 s for the
 * discovery suite): suites keep their state in file-scoped fixtures, never in module globals.
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
    sequence: { seed: run.seed },
    maxWorkers: run.workers,
    isolate: false,
    passWithNoTests: true,
    silent: true,
  };
}

export const viteOverrides = { logLevel: 'silent' as const, cacheDir: join(packageRoot, 'node_modules/.vite-harness') };
