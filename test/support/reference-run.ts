// Runs the harness in-process against a fresh reference server (with faults), for self-tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type HarnessConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import type { RunSummary } from '../../lib/report/types.ts';
import type { TraceMode } from '../../lib/browser/playwright-config.ts';
import { createServer, type ReferenceConfig } from '../../fixtures/reference/server.ts';

export const selfTestReports = mkdtempSync(join(tmpdir(), 'csc-selftest-'));

export async function runAgainstReference(
  faults: string[] = [],
  suites: string[] = [],
  fuzzCases?: number,
  calibrate = true,
  onExchange?: ReferenceConfig['onExchange'],
  options?: ReferenceConfig['options'],
  trace?: TraceMode,
  /** login settings over the reference's own (login.plainPages, login.screenshots) */
  login?: Partial<HarnessConfig['login']>,
): Promise<RunSummary> {
  const server = await createServer({ faults, onExchange, options });
  try {
    const own = server.targetConfig() as { login?: object };
    const config = loadConfig({ env: {}, defaults: login ? { ...own, login: { ...own.login, ...login } } : own });
    return await runHarness({
      config,
      suites,
      reportDir: selfTestReports,
      seed: 1,
      embeddedReference: true,
      faults,
      fuzzCases,
      calibrate,
      trace,
    });
  } finally {
    await server.close();
  }
}

/** Clauses that at least one check reported as failed or warning (an `error` is no verdict: see erroredChecks). */
export function brokenClauses(summary: RunSummary): string[] {
  const broken = summary.tests.filter((t) => t.status === 'failed' || t.status === 'warning');
  return [...new Set(broken.flatMap((t) => t.clauses))].sort();
}

/** The checks that ended in `error`, each as "title: message": on a reference, a fault or not, each is a harness bug. */
export function erroredChecks(summary: RunSummary): string[] {
  return summary.tests.filter((t) => t.status === 'error').map((t) => `${t.title}: ${t.message ?? '(no message)'}`);
}

/**
 * A relation's place about a feature the reference does not advertise by default (claims, request objects,
 * request_uri; the JWT relation's client assertions and Request Objects): skipped there.
 */
export const NOT_ADVERTISED = /the target does not advertise (claims|request-objects|request-uri|client-assertions)[ :]/;
/** The JWT relation at a token the reference issues opaque (its refresh and registration access tokens): skipped there. */
export const OPAQUE = /is not a JWS \(an opaque value/;
