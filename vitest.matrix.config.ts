// The exact fault-detection matrix (npm run test:matrix): every fault fails exactly its clauses.
// Apart from npm test because it runs the harness dozens of times; .ci/run runs both.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default mergeConfig(base, defineConfig({
  test: { include: ['test/matrix/**/*.test.ts'], exclude: ['node_modules/**'], hookTimeout: 3_600_000 },
}));
