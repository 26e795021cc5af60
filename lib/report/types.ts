// The shape of a run's results: what summary.json holds and what every renderer reads.

import type { Evidence, Exchange, MaskedMessage } from '../http/types.ts';
import type { Level } from '../spec/types.ts';

export type { Evidence, Exchange, MaskedMessage, Level };
export type Status = 'passed' | 'failed' | 'warning' | 'skipped' | 'error';

export interface TestResult {
  /** stable id: the test title, which starts with its first clause id */
  id: string;
  title: string;
  suite: string;
  file: string;
  clauses: string[];
  level: Level;
  status: Status;
  durationMs: number;
  /** failure or warning text (Expected:/Actual: lines), skip reason, or harness error */
  message?: string;
  /** harness error code when status is 'error' (e.g. ERR_TARGET_UNREACHABLE) */
  errorCode?: string;
  /** evidence file, relative to the run directory */
  evidenceFile?: string;
}

export interface Totals {
  total: number;
  passed: number;
  failed: number;
  warning: number;
  skipped: number;
  error: number;
}

export interface ClauseSummary {
  id: string;
  section: string;
  level: Level;
  quote: string;
  status: Status | 'untested';
  tests: string[];
}

export interface RunSummary {
  runId: string;
  target: { baseUrl: string; otherOrigin?: string; embeddedReference: boolean; faults?: string[] };
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  harnessVersion: string;
  /** sha256 of the spec copy the clause registry was written from */
  specHash: string;
  seed: number;
  strict: boolean;
  suites: string[];
  totals: Totals;
  perSuite: Record<string, Totals>;
  tests: TestResult[];
  clauses: ClauseSummary[];
  /** errors outside any test (global setup, collection) */
  runErrors: string[];
  /** what the run cost: HTTP exchanges, consents, fuzz cases (lib/http/metrics.ts) */
  metrics?: { exchanges: number; consents: number; meanConsentMs: number; fuzzCases: number; fuzzCasesPerSecond: number };
  exitCode: number;
}
