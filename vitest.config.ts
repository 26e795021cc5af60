// Self-tests of the harness (npm test): unit tests, fault detection, CLI end to end.
// The suites under suites/ are not run by this config; they run through the harness (lib/run).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
