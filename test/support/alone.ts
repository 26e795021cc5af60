// Runs the harness against one reference server many times (a selection each), for the self-tests
// that prove every check makes its own preconditions: its verdict alone is its verdict in a full run.
import { mkdtempSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { pickTests } from '../../lib/run/select.ts';
import type { ListedTest } from '../../lib/run/collect.ts';
import type { RunSummary } from '../../lib/report/types.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';

export interface Verdicts {
  byTitle: Map<string, string>;
  summary: RunSummary;
}

const verdicts = (summary: RunSummary): Verdicts => ({ byTitle: new Map(summary.tests.map((t) => [t.title, t.status])), summary });
const messageOf = (v: Verdicts, title: string) => v.summary.tests.find((t) => t.title === title)?.message?.split('\n')[0];

export async function startReference(): Promise<ReferenceServer> {
  return createServer();
}

/** A run against the server: all suites, some suites, or the checks of some clauses (as --clause does). */
export async function runOn(
  server: ReferenceServer,
  o: { suites?: string[]; clauses?: string[]; seed?: number; collected?: ListedTest[] } = {},
): Promise<Verdicts> {
  const config = loadConfig({ env: {}, defaults: server.targetConfig() });
  const picked = o.clauses ? await pickTests({ clauses: o.clauses, collected: o.collected }) : undefined;
  const summary = await runHarness({
    config,
    suites: o.suites,
    picked,
    reportDir: mkdtempSync(join(tmpdir(), 'csc-alone-')),
    seed: o.seed ?? 1,
    embeddedReference: true,
    calibrate: false,
  });
  return verdicts(summary);
}

/** The checks whose verdict differs from the full run's, "title: alone → full". */
export function differences(alone: Verdicts, full: Verdicts): string[] {
  return [...alone.byTitle]
    .filter(([t, s]) => full.byTitle.get(t) !== s)
    .map(([t, s]) => `${t}: ${s} alone (${messageOf(alone, t) ?? ''}), ${full.byTitle.get(t)} in the full run`);
}

/** One reference server for the file, and the verdicts of a full run on it (before the file's tests). */
export function referenceWithFullRun(): { server: () => ReferenceServer; full: () => Verdicts } {
  let server: ReferenceServer | undefined;
  let full: Verdicts | undefined;
  beforeAll(async () => {
    server = await startReference();
    full = await runOn(server);
  }, 300_000);
  afterAll(() => server?.close());
  return { server: () => server!, full: () => full! };
}
