// Self-tests of the harness (npm test): unit tests, fault detection, CLI end to end.
// The suites under suites/ are not run by this config; they run through the harness (lib/run).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // the exact fault matrix takes longer than npm test's budget: npm run test:matrix (vitest.matrix.config.ts);
    // so does installing the packed package from the registry: npm run test:package (vitest.package.config.ts)
    exclude: ['test/matrix/**', 'test/package/**', 'node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    globalSetup: ['test/support/private-tmp.ts'],
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
