// The self-tests keep their temporary files in one folder of the run's own (test/support/private-tmp.ts),
// removed when the run ends: a worker, and so every process it starts, sees it as the temp folder.
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { expect, it } from 'vitest';

it('a self-test worker writes its temporary files to the run’s own folder', () => {
  expect(basename(tmpdir())).toMatch(/^csc-tests-/);
  expect(process.env.TMPDIR).toBe(tmpdir());
});
