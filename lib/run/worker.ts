// What a worker process of a harness run does: it applies the run's settings, each of its vitest
// files revokes the tokens it obtained when it ends (at the run's end when the run has a broker,
// lib/flows/revoke-later.ts), and its bundle's suite files (lib/run/bundles.ts) run side by side.
import { afterAll, describe, inject } from 'vitest';
import { pathToFileURL } from 'node:url';
import { applyRunSettings } from './settings.ts';
import { workerProcesses } from './vitest-options.ts';
import { revokeObtained } from '../flows/revoke-later.ts';
import { flushMetrics } from '../http/metrics.ts';
import { modulePath } from '../boot/modules.ts';
import '../harness/context.ts';

/** For the vitest file being collected: the worker's settings, and the file's revocations when it ends. */
export function setUpWorker(): void {
  const run = inject('run');
  applyRunSettings(run.config, workerProcesses(run));
  afterAll(async () => {
    keepCompiled();
    await revokeObtained();
    flushMetrics(run.runDir);
  });
}

/** The build's code cache of this worker's bundle, kept again when this worker made it (lib/boot/load-bundle.js, its KEEP_COMPILED): vitest stops the process, which never ends by itself. */
function keepCompiled(): void {
  (globalThis as Record<symbol, (() => void) | undefined>)[Symbol.for('cs-conformance.keepCompiled')]?.();
}

let bundled: Record<string, () => Promise<unknown>> | undefined;

/** In the build's worker module (lib/boot/compile.js) the suite files are bundled with this one: imported from it. */
export function bundledSuites(suites: Record<string, () => Promise<unknown>>): void {
  bundled = suites;
}

/** Registers bundle `n`'s suite files, each a concurrent describe block named after it (what the collector reports as its file). */
export function runBundle(n: number): void {
  for (const file of inject('run').bundles?.[n - 1] ?? [])
    describe(file, { concurrent: true }, async () => {
      await (bundled?.[file]?.() ?? import(pathToFileURL(modulePath(file)).href));
    });
}
