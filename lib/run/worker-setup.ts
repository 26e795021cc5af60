// vitest setup file of a harness run: each worker applies the run's settings; each file revokes
// the tokens it obtained (at the run's end when the run has a broker, lib/flows/revoke-later.ts).
import { afterAll, inject } from 'vitest';
import { applyRunSettings } from './settings.ts';
import { workerProcesses } from './vitest-options.ts';
import { revokeObtained } from '../flows/revoke-later.ts';
import { flushMetrics } from '../http/metrics.ts';
import '../harness/context.ts';

const run = inject('run');
applyRunSettings(run.config, workerProcesses(run));
// each suite file revokes the tokens it obtained when it ends
afterAll(async () => {
  await revokeObtained();
  flushMetrics(run.runDir);
});
