// globalSetup of every self-test config (and npm run bench): the run's temporary files go to one folder of its own, removed
// when the run ends. The self-tests make hundreds of report folders (the matrix alone ~500 MB a run) and
// kill processes that cannot clean up after themselves; left in the system's temp folder, they filled
// the disk of a machine that runs CI over and over. Workers and every process they start inherit TMPDIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function privateTmp(): () => void {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'csc-tests-'));
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
