// What the run hands every suite through vitest's provide/inject: the run settings and the Target.
import { inject } from 'vitest';
import type { HarnessConfig } from '../config/load.ts';
import type { Evidence } from '../http/types.ts';
import type { Level } from '../spec/types.ts';
import type { Outcome } from './outcome.ts';
import type { Target } from '../target/target.ts';
import type { TraceMode } from '../config/trace-mode.ts';

export interface RunContext {
  config: HarnessConfig;
  runId: string;
  runDir: string;
  seed: number;
  workers: number;
  embeddedReference: boolean;
  /** whether the selected suites need the browser (the run launches one and calibrates the login) */
  needsBrowser: boolean;
  /** total fuzz cases (default: lib/fuzz/budget.ts) */
  fuzzCases?: number;
  /** false: skip the login calibration (self-tests against the reference, whose login is known good) */
  calibrate?: boolean;
  /** run --trace: Playwright traces of the drives (else use.trace of playwright.config.ts) */
  trace?: TraceMode;
  /**
   * Chromium's CPU in each drive's timing (npm run bench): two walks of /proc a drive, and only the
   * drive's own CPU when drives run one at a time (concurrency.drives 1)
   */
  cpuPerDrive?: boolean;
  /** when the run started (epoch ms): with timeouts.runMs, its deadline */
  startedAt?: number;
  /** how long the run waits for an artefact's lifetime: the config's budget, or (--profile security) the bound the text gives */
  lifetimeTier?: 'budget' | 'bound';
  /** the suite files each worker runs side by side (lib/run/bundles.ts) */
  bundles?: string[][];
  /** the build (lib/boot/build.js) the workers, the global setup and the service load from; else the sources, through vite */
  build?: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    run: RunContext;
    target: Target;
    /** the run's front for metadata documents (cimd.listen with a fixed port) */
    cimdFront?: { port: number; key: string };
  }
  interface TaskMeta {
    clauses?: string[];
    /** the grants the check declared (lib/flows/plan.ts) */
    grants?: import('./grants.ts').GrantDecl[];
    level?: Level;
    evidence?: Evidence;
    /** how the check ended when it did not pass (set by check()) */
    outcome?: Outcome;
    /** a check generated from the model of the surface: its relation and place (lib/relations) */
    surface?: import('./check.ts').SurfacePlace;
  }
}

export function target(): Target {
  return inject('target');
}

export function runContext(): RunContext {
  return inject('run');
}

export function config(): HarnessConfig {
  return inject('run').config;
}

/** lib/cimd/front.ts's FrontAddress (named there: harness imports nothing of cimd) */
export function cimdFront(): { port: number; key: string } | undefined {
  return inject('cimdFront');
}
