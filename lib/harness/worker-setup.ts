// vitest setup file of a harness run: each worker applies the run's settings once.
import { inject } from 'vitest';
import { applyRunSettings } from './settings.ts';
import './context.ts';

const run = inject('run');
applyRunSettings(run, run.workers);
