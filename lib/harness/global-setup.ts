// vitest global setup of a harness run: discovery runs once, and every suite gets the frozen Target.
import type { TestProject } from 'vitest/node';
import { discoverTarget } from '../target/target.ts';
import { applyRunSettings } from './settings.ts';

export default async function setup(project: TestProject): Promise<void> {
  const run = project.getProvidedContext().run;
  applyRunSettings(run, 1);
  project.provide('target', await discoverTarget(run.config, run.embeddedReference));
}
