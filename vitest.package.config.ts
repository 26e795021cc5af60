// The packed package installed into an empty folder from the npm registry (npm run test:package):
// apart from npm test because the install alone takes minutes; .ci/run runs it after the matrix.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    testTimeout: 900_000,
    globalSetup: ['test/support/private-tmp.ts'],
    pool: 'forks',
    maxWorkers: 1,
    reporters: ['default'],
  },
});
