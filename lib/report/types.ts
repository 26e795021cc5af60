// The shape of a run's results: what summary.json holds and what every renderer reads.
import type { SurfaceMap } from '../surface/types.ts';
import type { Evidence, Exchange, MaskedMessage } from '../http/types.ts';
import type { Level } from '../spec/types.ts';
import type { PlainPageMode, ScreenshotMode } from '../config/evidence-modes.ts';

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
  /** the browser could not be used: only the checks that need it ended in error, the rest were judged */
  browser?: true;
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
  /** when the check started (ms since the epoch) */
  startedAt?: number;
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
  /** a blocked check whose named clause did not fail: an error of the run (ERR_ORPHAN_BLOCK), never its clause failing */
  orphanBlock?: boolean;
  /** not-testable: what to configure */
  need?: string;
  /** skipped because the run's tier does not wait as long as the check needs (an artefact's lifetime) */
  notRunInTier?: boolean;
  /** evidence file, relative to the run directory */
  evidenceFile?: string;
  /** a blocked check's own message, kept when the run's verification changed it (a merge re-verifies) */
  blockedMessage?: string;
  /** listed in the expected-failures baseline: 'expected' (the listed status came back) or 'stale' (it did not) */
  baseline?: 'expected' | 'stale';
  /** the baseline entry's reason, and for a stale entry the status it listed */
  baselineReason?: string;
  baselineStatus?: Status;
  /** a check generated from the model of the surface: its relation and place (lib/relations) */
  surface?: { relation: string; endpoint: string; place: string };
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

/** Which checks the run was asked to run (all of them when every field is empty). */
export interface Selection {
  suites: string[];
  clauses: string[];
  grep?: string;
  /** the run directory whose checks that did not pass were run again */
  rerunFailed?: string;
  /** a profile's choice of checks: what it covers, in a phrase (--profile ci) */
  profile?: { name: string; covers: string };
  shard?: { index: number; count: number };
  /** a merge that lacks some shards of the run: their numbers, of shardCount */
  missingShards?: number[];
  shardCount?: number;
}

/** A grant of the run's plan (lib/run/plan.ts): declared by its checks, before the run. */
export interface PlannedGrant {
  id: string;
  scope: 'run' | 'file' | 'check';
  shape: { member: string; client: string; scopes: string; resource: string; params?: string; session?: string };
  /** what is done to it (absent: only read) */
  changes?: string;
  /** obtained only then */
  when?: string;
  /** the file of a file's or a check's own grant */
  file?: string;
  /** the checks that declare it */
  checks: number;
  /** the consents it takes */
  consents: number;
}

export interface GrantPlan {
  grants: PlannedGrant[];
  /** the consents the declared grants take, conditional ones apart */
  consentsPlanned: number;
  consentsConditional: number;
  /** authorizations the run made for declared grants (a server that remembers the consent answers some without a page) */
  grantAuthorizations: number;
  madeByGrant: Record<string, number>;
  /** drives the checks made of the authorization endpoint itself, and how many answered a consent page */
  probeDrives: number;
  probeConsents: number;
  calibrationDrives: number;
}

/** What a run did not test, and why it is not complete. */
export interface NotTested {
  /** suites under suites/ none of whose checks ran */
  suites: string[];
  /** clauses no check of this run judged (untested, not testable, blocked, or a harness error) */
  clauses: string[];
  /** checks that ran without reaching a verdict */
  checks: { notTestable: number; blocked: number; error: number };
  /** why the run is incomplete, one phrase each */
  reasons: string[];
  /** the checks this run's tier did not wait for (an artefact's lifetime longer than its waits), with why: another tier judges them */
  tier?: { title: string; reason: string }[];
}

/** The expected-failures baseline as applied to this run. */
export interface BaselineSummary {
  file: string;
  target?: string;
  entries: BaselineEntry[];
  expected: number;
  stale: number;
  /** listed checks this run did not run (another shard, or not selected) */
  notRun: string[];
  /** `absent`: a run of every check has no check of that title (renamed or removed) */
  staleEntries: { test: string; listed: Status; actual: Status | 'absent' }[];
}

export interface BaselineEntry {
  test: string;
  status: Exclude<Status, 'passed'>;
  reason: string;
}

export interface RunSummary {
  runId: string;
  target: {
    baseUrl: string;
    otherOrigin?: string;
    embeddedReference: boolean;
    faults?: string[];
    /** further origins the browser was allowed for sign-in (login.origins) */
    loginOrigins?: string[];
    /** the CAs trusted beside Node's (tls.ca files, NODE_EXTRA_CA_CERTS), and tls.insecure when set */
    tls?: { ca: string[]; insecure?: true };
  };
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
  /** true only when every suite and clause was judged: no selection, shard, not-testable, blocked or error */
  complete: boolean;
  notTested: NotTested;
  selection: Selection;
  /** the browser the consents ran in, when the suites needed one */
  browser?: { name: string; version: string };
  /** how its evidence was kept (login.screenshots, login.plainPages); absent in runs made before either existed (every page drawn and shot) */
  evidence?: { screenshots: ScreenshotMode; plainPages: PlainPageMode };
  /** sha256 of the run's config with its secrets removed (lib/run/fingerprint.ts) */
  configFingerprint?: string;
  /** the harness's git commit, when it runs from a git checkout */
  gitCommit?: string;
  baseline?: BaselineSummary;
  /** the started server's output (run --start-command), masked: a file of the run's folder */
  serverLog?: string;
  /** a merged run: the shard runs it was built from */
  mergedFrom?: { runId: string; seed: number; shard?: { index: number; count: number } }[];
  /** the grants the checks declared, and the authorizations made for them (lib/run/plan.ts) */
  plan?: GrantPlan;
  /** the relations of the text over the model of the surface, for the report's surface map */
  surface?: SurfaceMap;
  /** what the run cost: HTTP exchanges, consents, fuzz cases (lib/http/metrics.ts) */
  metrics?: { exchanges: number; consents: number; meanConsentMs: number; fuzzCases: number; fuzzCasesPerSecond: number };
  exitCode: number;
}
