// The commands that work on finished runs: baseline (an expected-failures file from a run), merge
// (shards into one report), certify and verify (a signed manifest of the report files).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { certify, verify } from '../report/certify.ts';
import type { RunSummary } from '../report/types.ts';
import { baselineText, loadBaseline } from '../run/baseline.ts';
import { mergeRuns } from '../run/merge.ts';
import { findRun, NOT_A_RUN } from '../run/run-dir.ts';
import { UsageError, type parse } from './args.ts';
import { checkWritable } from './checks.ts';
import { printSummary } from './print.ts';
import { reportToGitHub } from './run-command.ts';

type Parsed = ReturnType<typeof parse>;
type Out = (line: string) => void;

function oneRunDir(p: Parsed, command: string): string {
  if (p.paths.length !== 1) throw new UsageError(`${command} takes one run directory (e.g. reports/latest)`);
  const dir = p.paths[0]!;
  if (!existsSync(join(dir, 'summary.json'))) throw new UsageError(`${dir}: no summary.json (not a run directory)`);
  return dir;
}

/** Writes the file to stdout (`baseline RUN_DIR > expected-failures.yml`). */
export function baselineCommand(p: Parsed): number {
  const dir = oneRunDir(p, 'baseline');
  process.stdout.write(baselineText(JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as RunSummary));
  return 0;
}

export function mergeCommand(p: Parsed, out: Out): number {
  if (!p.paths.length) throw new UsageError('merge takes the run directories (or report directories) of the shards');
  const reportDir = p.values['report-dir'];
  if (!reportDir) throw new UsageError('merge needs --report-dir OUT (where the merged report goes)');
  checkWritable(reportDir);
  const dirs = p.paths.map((d) => {
    const found = findRun(d);
    if (!found) throw new UsageError(`${d}: ${NOT_A_RUN}`);
    if (found.chosen) out(`${d}: a report directory; merging its run ${basename(found.dir)} (by its ${found.chosen})`);
    return found.dir;
  });
  const baseline = p.values['expected-failures'] ? loadBaseline(p.values['expected-failures']) : undefined;
  const summary = mergeRuns(dirs, reportDir, baseline);
  const runDir = join(reportDir, summary.runId);
  out(`Merged ${p.paths.length} runs: ${summary.tests.length} checks`);
  printSummary(summary, runDir, out);
  reportToGitHub(summary, runDir, out);
  return summary.exitCode;
}

export async function certifyCommand(p: Parsed, out: Out): Promise<number> {
  const dir = oneRunDir(p, 'certify');
  if (!p.values.key) throw new UsageError('certify needs --key KEY.pem (an Ed25519 or P-256 private key)');
  const r = await certify(dir, p.values.key);
  out(`Signed ${r.files} report files (${r.alg}): ${relative(process.cwd(), r.manifest)} and manifest.jws`);
  return 0;
}

export async function verifyCommand(p: Parsed, out: Out): Promise<number> {
  const dir = oneRunDir(p, 'verify');
  if (!p.values.key) throw new UsageError('verify needs --key PUB.pem (the public key of the signer)');
  const problems = await verify(dir, p.values.key);
  for (const line of problems) out(line);
  out(
    problems.length
      ? `NOT VERIFIED: ${problems.length} problem${problems.length > 1 ? 's' : ''}`
      : 'VERIFIED: the signature and every report file match',
  );
  return problems.length ? 1 : 0;
}
