// The shape of a run's results: what summary.json holds and what every renderer reads.

import type { Evidence, Exchange, MaskedMessage } from '../http/types.ts';
import type { Level } from '../spec/types.ts';

export type { Evidence, Exchange, MaskedMessage, Level };
/**
 * passed; failed (a MUST broken) or warning (a SHOULD); blocked (a prerequisite failed, and the clause
 * `blockedBy` reports it); not-testable (the config does not reach the check); skipped (an optional
 * feature the target does not offer); error (the harness could not judge).
 */
export type Status = 'passed' | 'failed' | 'warning' | 'skipped' | 'blocked' | 'not-testable' | 'error';

export interface RunError {
  /** ERR_LOGIN_CONFIG and ERR_CONFIG are configuration errors; ERR_TARGET_UNREACHABLE…; else harness errors */
  code: string;
  message: string;
}

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
  /** a failure's Expected: and Actual: */
  expected?: string;
  actual?: string;
  /** blocked: the clauses that report the cause (one must fail), and the exchange that stopped the check */
  blockedBy?: string[];
  cause?: string;
  /** a blocked check whose named clause did not fail: it became the failure itself */
  orphanBlock?: boolean;
  /** not-testable: what to configure */
  need?: string;
  /** evidence file, relative to the run directory */
  evidenceFile?: string;
}

/** The Totals field that counts each status. */
export const TOTAL_KEY: Record<Status, keyof Omit<Totals, 'total'>> = {
  passed: 'passed',
  failed: 'failed',
  warning: 'warning',
  skipped: 'skipped',
  blocked: 'blocked',
  'not-testable': 'notTestable',
  error: 'error',
};

export interface Totals {
  total: number;
  passed: number;
  failed: number;
  warning: number;
  skipped: number;
  blocked: number;
  notTestable: number;
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
  /** errors outside any test (global setup, collection), with a stable code */
  runErrors: RunError[];
  /** what the run cost: HTTP exchanges, consents, fuzz cases (lib/http/metrics.ts) */
  metrics?: { exchanges: number; consents: number; meanConsentMs: number; fuzzCases: number; fuzzCasesPerSecond: number };
  exitCode: number;
}
