// Runs the harness: suites under vitest against one target, then the report files.
// The CLI and the self-tests both call runHarness(); it never starts a server itself.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { createVitest } from 'vitest/node';
import type { HarnessConfig } from '../config/load.ts';
import type { RunContext } from '../harness/context.ts';
import type { RunError, RunSummary, Selection, TestResult } from '../report/types.ts';
import { maskKnownSecrets } from '../http/mask.ts';
import type { Baseline } from './baseline.ts';
import { probeTarget } from './probe.ts';
import { applyRunSettings } from './settings.ts';
import { Collector } from './collector.ts';
import { readMetrics } from '../http/metrics.ts';
import { BROWSER_ERROR, BROWSER_INFO, SETUP_ERROR } from './global-setup.ts';
import { readPlaywrightConfig, type TraceMode } from '../browser/playwright-config.ts';
import { pruneTraces } from './traces.ts';
import { SERVER_LOG, startServer, type StartSettings } from './start-server.ts';
import { buildSummary } from './finish.ts';
import { configFingerprint } from './provenance.ts';
import { titlePattern, type Picked } from './select.ts';
import { linkLatest, writeReports } from './write.ts';
import { needsBrowser, packageRoot, viteOverrides, vitestOptions } from './vitest-options.ts';
import { bundle, bundleEntries, type FileOrder } from './bundles.ts';
import { selectedSuiteFiles, shardOf } from './suite-files.ts';
import { COUNTS_FILE, readCounts } from './progress.ts';
import { grantPlan, planOf, type DeclaringCheck } from './plan.ts';
import { readDrives } from '../browser/timings.ts';
import { currentBuild } from '../boot/modules.ts';

export { harnessVersion } from './provenance.ts';

export interface RunOptions {
  config: HarnessConfig;
  /** suite folder prefixes under suites/ (e.g. "discovery"); all suites when empty */
  suites?: string[];
  reportDir?: string;
  seed?: number;
  embeddedReference?: boolean;
  faults?: string[];
  /** where progress lines go; silent when omitted */
  print?: (line: string) => void;
  workers?: number;
  /** total fuzz cases (default: the budget in lib/fuzz/budget.ts) */
  fuzzCases?: number;
  /** false: no login calibration (self-tests against the reference only) */
  calibrate?: boolean;
  /** the checks picked by --clause, --grep or --rerun-failed (lib/run/select.ts) */
  picked?: Picked;
  /** the selection as the user gave it, recorded in the summary */
  selection?: Omit<Selection, 'suites' | 'shard'>;
  shard?: { index: number; count: number };
  /** expected failures: listed checks do not fail the gate, stale entries do */
  baseline?: Baseline;
  /** Playwright traces of the drives (default: use.trace of playwright.config.ts) */
  trace?: TraceMode;
  /** note Chromium's CPU in each drive's timing (npm run bench, with concurrency.drives 1) */
  cpuPerDrive?: boolean;
  /** start the server under test first (run --start-command), and stop it when the run ends */
  start?: StartSettings;
  /** the order the suite files are dealt to the workers in (self-tests: verdicts do not depend on it) */
  order?: FileOrder;
  /** 'bound': wait out every lifetime up to the bound the text gives (--profile security); else the config's budget */
  lifetimeTier?: 'budget' | 'bound';
}

export async function runHarness(options: RunOptions): Promise<RunSummary> {
  const { config } = options;
  if (!config.baseUrl) throw new Error('runHarness: config.baseUrl is required');
  const startedAt = new Date();
  const runId = `${startedAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const reportDir = resolve(options.reportDir ?? join(process.cwd(), 'reports'));
  const runDir = join(reportDir, runId);
  mkdirSync(runDir, { recursive: true });
  const seed = options.seed ?? randomBytes(4).readUInt32BE() % 2 ** 31;
  const workers = options.workers ?? config.concurrency.workers;
  const files = shardOf(options.picked?.files ?? selectedSuiteFiles(packageRoot, options.suites), options.shard);
  const run: RunContext = {
    config,
    runId,
    runDir,
    seed,
    workers,
    embeddedReference: !!options.embeddedReference,
    needsBrowser: needsBrowser(files),
    fuzzCases: options.fuzzCases,
    calibrate: options.calibrate,
    trace: options.trace,
    cpuPerDrive: options.cpuPerDrive,
    startedAt: startedAt.getTime(),
    lifetimeTier: options.lifetimeTier ?? 'budget',
    bundles: bundle(files, workers, readCounts(join(packageRoot, COUNTS_FILE)), options.order),
    build: await currentBuild(),
  };

  // the main process calls the target too (the probe) and writes the reports: same rules as the workers
  applyRunSettings(config, 1);
  const playwright = await readPlaywrightConfig();
  const server = options.start ? await startServer(options.start, runDir) : undefined;
  // the server under test is stopped, and its log written, before the report that links it
  const finish = async (tests: TestResult[], runErrors: RunError[], declaring?: DeclaringCheck[]): Promise<RunSummary> => {
    await server?.stop();
    const summary = buildSummary({
      runId,
      target: {
        baseUrl: config.baseUrl!,
        otherOrigin: config.otherOrigin?.baseUrl,
        embeddedReference: run.embeddedReference,
        faults: options.faults,
        tls: tlsOf(config),
        ...(config.login.origins.length ? { loginOrigins: config.login.origins.map((o) => new URL(o).origin) } : {}),
      },
      startedAt,
      finishedAt: new Date(),
      seed,
      strict: config.strict,
      selection: { suites: options.suites ?? [], clauses: [], ...options.selection, shard: options.shard },
      tests,
      runErrors: runErrors.map((e) => ({ ...e, message: maskKnownSecrets(e.message) })),
      metrics: metricsOf(runDir),
      browser: takeJson(join(runDir, BROWSER_INFO)),
      evidence: { screenshots: config.login.screenshots, plainPages: config.login.plainPages },
      configFingerprint: configFingerprint(config),
      baseline: options.baseline,
      serverLog: server ? SERVER_LOG : undefined,
      plan: declaring && grantPlan(planOf(declaring), readDrives(runDir)),
      surface: (await import('../relations/map.ts')).surfaceMap(),
    });
    if ((options.trace ?? playwright.trace) === 'retain-on-failure') pruneTraces(runDir, summary.tests);
    writeReports(summary, runDir);
    linkLatest(reportDir, runDir);
    return summary;
  };

  try {
    const notReady = await server?.ready;
    if (notReady) return await finish([], [notReady]);
    return await judge(options, run, finish);
  } catch (e) {
    await server?.stop();
    throw e;
  }
}

/** Probes the target, runs the suites and reports (finish) what they found. */
async function judge(
  options: RunOptions,
  run: RunContext,
  finish: (tests: TestResult[], runErrors: RunError[], declaring?: DeclaringCheck[]) => Promise<RunSummary>,
): Promise<RunSummary> {
  const { config, runDir } = run;
  const print = options.print ?? (() => {});
  const unreachable = await probeTarget(config);
  if (unreachable) return finish([], [unreachable]);

  const picked = options.picked;
  const collector = new Collector(packageRoot, runDir, print, picked?.titles, run.bundles?.flat(), run.build);
  const previousExitCode = process.exitCode;
  const vitest = await createVitest(
    'test',
    {
      ...vitestOptions(run, true),
      ...(picked ? { testNamePattern: titlePattern(picked.titles) } : {}),
      reporters: [collector],
    },
    viteOverrides,
    quietStreams(),
  );
  let overDeadline = false;
  const deadline = setTimeout(() => {
    overDeadline = true;
    void vitest.cancelCurrentRun('run deadline' as 'keyboard-input');
  }, config.timeouts.runMs);
  try {
    // no suite file selected: nothing to start (vitest given no file would run every bundle)
    if (run.bundles?.length) await vitest.start(bundleEntries(run.bundles.length, run.build));
  } catch (e) {
    collector.runErrors.push({ code: 'ERR_HARNESS', message: `the test runner failed: ${(e as Error).message}` });
  } finally {
    clearTimeout(deadline);
    await vitest.close();
    process.exitCode = previousExitCode;
    await collector.written();
  }
  // a run that could not be set up, or lost its browser service (the service gone), reports that
  // alone: the checks that ran are not the run asked for
  const setupError = takeJson<RunError>(join(runDir, SETUP_ERROR));
  if (setupError) return finish([], [setupError]);
  // a browser that could not be made ready: the checks that needed it ended in error, the rest stand
  const browserError = takeJson<RunError>(join(runDir, BROWSER_ERROR));
  if (browserError) collector.runErrors.push(browserRunError(browserError, collector.results));
  if (overDeadline) {
    collector.runErrors.push({
      code: 'ERR_RUN_DEADLINE',
      message: `the run did not finish within timeouts.runMs (${config.timeouts.runMs} ms): the checks not reported here did not run`,
    });
  }
  return finish(collector.results, collector.runErrors, collector.declaring);
}

/**
 * vitest's own console output (a failed global setup prints its stack) is noise for a user: every
 * error it reports reaches the collector or the setup-error file. CS_DEBUG=1 shows it.
 */
function quietStreams(): { stdout?: Writable; stderr?: Writable } {
  if (process.env.CS_DEBUG) return {};
  const sink = () => new Writable({ write: (_chunk, _enc, done) => done() });
  return { stdout: sink(), stderr: sink() };
}

function metricsOf(runDir: string): RunSummary['metrics'] {
  const { exchanges, consents, meanConsentMs, fuzzCases, fuzzCasesPerSecond } = readMetrics(runDir);
  return { exchanges, consents, meanConsentMs, fuzzCases, fuzzCasesPerSecond };
}

/** A file the global setup left for the run (then removed: it is not a report file). */
function takeJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  const value = JSON.parse(readFileSync(path, 'utf8')) as T;
  rmSync(path, { force: true });
  return value;
}

/** What summary.json says of the run's TLS trust: only what differs from Node's defaults. */
function tlsOf(config: HarnessConfig): RunSummary['target']['tls'] {
  const { ca, insecure } = config.tls;
  if (!ca.length && !insecure) return undefined;
  return { ca: ca.map((c) => c.from), ...(insecure ? { insecure: true as const } : {}) };
}

/** The browser's problem, named once: the checks that needed it and ended in error say the same. */
function browserRunError(e: RunError, tests: readonly TestResult[]): RunError {
  const cause = e.message.replace(/^\[ERR_[A-Z_]+\] /, '');
  const hit = tests.filter((t) => t.status === 'error' && t.message?.includes(cause)).length;
  return {
    code: e.code,
    message: `${cause} (the browser could not be used: the ${hit} check${hit === 1 ? '' : 's'} that need it ended in error, the others were judged)`,
    browser: true,
  };
}
