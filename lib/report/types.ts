// The shape of a run's results: what summary.json holds and what every renderer reads.

export type Status = 'passed' | 'failed' | 'warning' | 'skipped' | 'error';
export type Level = 'MUST' | 'SHOULD';

export interface MaskedMessage {
  method?: string;
  url?: string;
  status?: number;
  headers: Record<string, string>;
  body?: string;
  /** true when the body was cut at the evidence size limit */
  truncated?: boolean;
}

/** One HTTP request/response pair as recorded by lib/http, secrets masked. */
export interface Exchange {
  startedAt: string;
  durationMs: number;
  request: MaskedMessage;
  response?: MaskedMessage;
  /** transport failure (timeout, refused, size cap) instead of a response */
  error?: string;
  /** a ready curl command that repeats the request (secrets masked) */
  curl: string;
}

/** Evidence kept for one test: the exchanges it made and any files it attached. */
export interface Evidence {
  exchanges: Exchange[];
  notes: string[];
  /** paths relative to the run directory (screenshots, HTML dumps) */
  attachments: { name: string; path: string; contentType: string }[];
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
  /** what the run cost: HTTP exchanges, consents, fuzz cases (lib/run/metrics.ts) */
  metrics?: { exchanges: number; consents: number; meanConsentMs: number; fuzzCases: number; fuzzCasesPerSecond: number };
  exitCode: number;
}
