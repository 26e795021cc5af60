// The exact fault-detection matrix (npm run test:matrix): every fault fails exactly its clauses.
// Apart from npm test because it runs the harness hundreds of times; .ci/run runs both. A harness run
// keeps about one core busy: two files run side by side, the matrix dealt into shards. (A standalone
// config: mergeConfig would concatenate npm test's include and exclude lists into this one.)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/matrix/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 3_600_000,
    globalSetup: ['test/support/private-tmp.ts'],
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
