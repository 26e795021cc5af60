// The vitest settings of a harness run, in one place: the suites, the setup files, the context.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliOptions } from 'vitest/node';
import type { RunContext } from '../harness/context.ts';
import { browserSuiteFiles } from './browser-need.ts';
import { BACKSTOP } from '../harness/clock.ts';
import { modulePath, sourceRoot } from '../boot/modules.ts';

export const packageRoot = sourceRoot;

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
 * and HTTP round trips): run.workers processes, each running one bundle of suite files side by side
 * (lib/run/bundles.ts), up to concurrency.checks checks at a time. More processes cost more CPU than
 * they save in waiting (each loads the harness's modules). Each process takes its share of the rate
 * limit (lib/run/worker-setup.ts).
 */
export function workerProcesses(run: RunContext): number {
  return Math.max(1, run.workers);
}

/**
 * isolate: false reuses each worker's module cache across suite files (1.5 s instead of 4 s for the
 * discovery suite): suites keep their state in file-scoped fixtures, never in module globals.
 * The checks run concurrently: each keeps its evidence in its own async context
 * (lib/http/transcript.ts), and the results are sorted when the run ends. A run's vitest files are
 * its bundles (lib/run/bundles.ts); listing collects the suite files themselves.
 *
 * With a build (run.build, lib/boot/build.js) vitest is given the built files (the worker's and the
 * CLI's modules, lib/boot/bundles.js): vite's module runner hands everything they import to Node
 * (the build is a folder of plain modules, said external here), so the workers and the global
 * setup load it natively, with no transform and no module hook (vitest's own native mode registers
 * a resolve hook that, on Node 20, costs every import a round trip to another thread: measured
 * slower). Without a build, the runner loads the sources.
 */
export function vitestOptions(run: RunContext, withGlobalSetup: boolean): CliOptions {
  const { build } = run;
  const ext = build ? 'js' : 'ts';
  return {
    config: false,
    root: build ? fileURLToPath(build) : packageRoot,
    include: withGlobalSetup ? [build ? 'worker/*.test.js' : 'lib/run/bundles/*.test.ts'] : [`suites/**/*.test.${ext}`],
    watch: false,
    // from a build, the global setup is the CLI's module's (lib/boot/bundles.js): in the CLI, the modules it loaded
    globalSetup: withGlobalSetup
      ? [build ? fileURLToPath(new URL('cli/global-setup.js', build)) : join(packageRoot, 'lib/run/global-setup.ts')]
      : [],
    // the build's worker module sets its worker up itself (lib/boot/build.js)
    setupFiles: build && withGlobalSetup ? [] : [modulePath('lib/run/worker-setup.ts', build)],
    provide: { run },
    // a check's limit is its own time (lib/harness/clock.ts); vitest's timeout is only a backstop
    testTimeout: run.config.timeouts.testMs * BACKSTOP,
    hookTimeout: run.config.timeouts.testMs * 4,
    sequence: { seed: run.seed, concurrent: true },
    maxConcurrency: run.config.concurrency.checks,
    maxWorkers: workerProcesses(run),
    // CS_DEBUG: a harness bug's stack points at the .ts lines (the build's source maps)
    ...(build && process.env.CS_DEBUG ? { execArgv: ['--enable-source-maps'] } : {}),
    isolate: false,
    passWithNoTests: true,
    silent: true,
    ...(build ? { server: { deps: { external: [new RegExp(`^${escape(fileURLToPath(build))}`)] } } } : {}),
    // transformed modules kept on disk: a run skips transforming lib/ and suites/ again (with a build:
    // the few files vitest itself loads); keyed on each file's content, so an edit is never served stale
    experimental: { fsModuleCache: true, fsModuleCachePath: join(packageRoot, 'node_modules/.vite-harness/modules') },
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const viteOverrides = { logLevel: 'silent' as const, cacheDir: join(packageRoot, 'node_modules/.vite-harness') };
