// run --trace retain-on-failure: the traces of drives behind a failed or errored check are kept;
// the others are removed, and so are their entries in the evidence of the checks that passed.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Evidence } from '../http/types.ts';
import type { TestResult } from '../report/types.ts';

const isTrace = (path: string) => /^attachments\/trace-.*\.zip$/.test(path);

export function pruneTraces(runDir: string, tests: readonly TestResult[]): void {
  const evidence = (t: TestResult) => (t.evidenceFile ? join(runDir, t.evidenceFile) : undefined);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Evidence;
  const kept = new Set<string>();
  for (const t of tests) {
    const file = evidence(t);
    if ((t.status === 'failed' || t.status === 'error') && file && existsSync(file))
      for (const a of read(file).attachments) if (isTrace(a.path)) kept.add(a.path);
  }
  const dir = join(runDir, 'attachments');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (isTrace(`attachments/${name}`) && !kept.has(`attachments/${name}`)) rmSync(join(dir, name));
  for (const t of tests) {
    const file = evidence(t);
    if (!file || !existsSync(file)) continue;
    const ev = read(file);
    const attachments = ev.attachments.filter((a) => !isTrace(a.path) || kept.has(a.path));
    if (attachments.length !== ev.attachments.length) writeFileSync(file, JSON.stringify({ ...ev, attachments }, null, 2));
  }
}
