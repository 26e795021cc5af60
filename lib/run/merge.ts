// Merges the runs of several CI shards (`run --shard i/n`) into one report that reads as a single
// run of the same checks: results joined, blocked checks verified again across shards, evidence and
// screenshots copied (renamed where two shards wrote different files under one name).
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Evidence, RunSummary, TestResult } from '../report/types.ts';
import type { Baseline } from './baseline.ts';
import { buildSummary } from './finish.ts';
import { findRun, NOT_A_RUN } from './run-dir.ts';
import { linkLatest, writeReports } from './write.ts';

export class MergeError extends Error {
  readonly exitCode = 2;
}

/** Files a run writes from its results: the merge writes its own. */
const REPORT_FILES = new Set(['summary.json', 'junit.xml', 'report.html', 'manifest.json', 'manifest.jws', 'metrics.ndjson']);

function readSummary(dir: string): RunSummary {
  return JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as RunSummary;
}

/** A run directory as given, or the latest run of a report directory. */
function runDirOf(dir: string): string {
  const found = findRun(dir);
  if (!found) throw new MergeError(`${dir}: ${NOT_A_RUN}`);
  return resolve(found.dir);
}

function walk(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, root) : [relative(root, path).split(sep).join('/')];
  });
}

/** Copies a shard's files; returns the new name of each file that collided with a different one. */
function copyShard(src: string, dst: string, k: number): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const rel of walk(src).filter((f) => !REPORT_FILES.has(f))) {
    let to = rel;
    if (existsSync(join(dst, rel))) {
      if (readFileSync(join(dst, rel)).equals(readFileSync(join(src, rel)))) continue;
      to = `shard-${k}/${rel}`;
      renamed.set(rel, to);
    }
    mkdirSync(dirname(join(dst, to)), { recursive: true });
    copyFileSync(join(src, rel), join(dst, to));
  }
  return renamed;
}

/**
 * Points a shard's evidence at its renamed files. Evidence naming a renamed screenshot gets its own
 * copy (under shard-<k>/), since another shard's identical-looking evidence may share its name.
 */
function rewriteEvidence(src: string, runDir: string, k: number, tests: TestResult[], renamed: Map<string, string>): TestResult[] {
  if (!renamed.size) return tests;
  return tests.map((t) => {
    if (!t.evidenceFile) return t;
    const ev = JSON.parse(readFileSync(join(src, t.evidenceFile), 'utf8')) as Evidence;
    if (!ev.attachments.some((a) => renamed.has(a.path))) return { ...t, evidenceFile: renamed.get(t.evidenceFile) ?? t.evidenceFile };
    ev.attachments = ev.attachments.map((a) => ({ ...a, path: renamed.get(a.path) ?? a.path }));
    const evidenceFile = renamed.get(t.evidenceFile) ?? `shard-${k}/${t.evidenceFile}`;
    mkdirSync(dirname(join(runDir, evidenceFile)), { recursive: true });
    writeFileSync(join(runDir, evidenceFile), JSON.stringify(ev, null, 2));
    return { ...t, evidenceFile };
  });
}

function sameTarget(a: RunSummary, b: RunSummary): boolean {
  if (a.target.embeddedReference || b.target.embeddedReference)
    return a.target.embeddedReference === b.target.embeddedReference && (a.target.faults ?? []).join() === (b.target.faults ?? []).join();
  return a.target.baseUrl === b.target.baseUrl;
}

/** Merges runs given as run directories or report directories (each standing for its latest run). */
export function mergeRuns(dirs: string[], reportDir: string, baseline?: Baseline): RunSummary {
  if (!dirs.length) throw new MergeError('merge needs at least one run directory');
  const runs = dirs.map(runDirOf).map((dir) => ({ dir, s: readSummary(dir) }));
  const first = runs[0]!.s;
  for (const { dir, s } of runs) {
    if (!sameTarget(first, s)) throw new MergeError(`${dir}: ran against another target (${s.target.baseUrl}) than ${runs[0]!.dir}`);
    if (s.specHash !== first.specHash) throw new MergeError(`${dir}: written against another spec copy (specHash differs)`);
  }
  const startedAt = new Date(Math.min(...runs.map((r) => Date.parse(r.s.startedAt))));
  const runId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-merged`;
  const runDir = join(resolve(reportDir), runId);
  mkdirSync(runDir, { recursive: true });
  const seen = new Map<string, string>();
  const tests: TestResult[] = [];
  runs.forEach(({ dir, s }, k) => {
    for (const t of s.tests) {
      if (seen.has(t.id)) throw new MergeError(`"${t.id}" ran in both ${seen.get(t.id)} and ${dir}: merge the shards of one run`);
      seen.set(t.id, dir);
    }
    tests.push(...rewriteEvidence(dir, runDir, k + 1, s.tests, copyShard(dir, runDir, k + 1)));
  });
  const shards = runs.map((r) => r.s.selection?.shard).filter((x) => x !== undefined);
  const count = shards[0]?.count;
  const missing = count ? [...Array(count).keys()].map((i) => i + 1).filter((i) => !shards.some((x) => x.index === i)) : [];
  const errors = new Map(runs.flatMap((r) => r.s.runErrors).map((e) => [`${e.code} ${e.message}`, e]));
  const summary = buildSummary({
    runId,
    target: first.target,
    startedAt,
    finishedAt: new Date(Math.max(...runs.map((r) => Date.parse(r.s.finishedAt)))),
    seed: first.seed,
    strict: first.strict,
    selection: {
      ...(first.selection ?? { suites: [], clauses: [] }),
      shard: undefined,
      ...(missing.length ? { missingShards: missing, shardCount: count } : {}),
    },
    tests,
    runErrors: [...errors.values()],
    metrics: sumMetrics(runs.map((r) => r.s.metrics)),
    browser: runs.find((r) => r.s.browser)?.s.browser,
    // every shot only when every shard kept every shot (a shard made before the modes did: absent)
    evidence: runs.some((r) => r.s.evidence)
      ? {
          screenshots: runs.every((r) => (r.s.evidence?.screenshots ?? 'all') === 'all') ? 'all' : 'on-failure',
          plainPages: runs.every((r) => (r.s.evidence?.plainPages ?? 'browser') === 'browser') ? 'browser' : 'http',
        }
      : undefined,
    configFingerprint: first.configFingerprint,
    baseline:
      baseline ??
      (first.baseline ? { file: first.baseline.file, target: first.baseline.target, entries: first.baseline.entries } : undefined),
    mergedFrom: runs.map((r) => ({ runId: r.s.runId, seed: r.s.seed, shard: r.s.selection?.shard })),
    surface: runs.find((r) => r.s.surface)?.s.surface,
  });
  writeReports(summary, runDir);
  linkLatest(resolve(reportDir), runDir);
  return summary;
}

function sumMetrics(list: (RunSummary['metrics'] | undefined)[]): RunSummary['metrics'] {
  const ms = list.filter((m) => m !== undefined);
  if (!ms.length) return undefined;
  const sum = (k: 'exchanges' | 'consents' | 'fuzzCases') => ms.reduce((a, m) => a + m[k], 0);
  const consents = sum('consents');
  const consentMs = ms.reduce((a, m) => a + m.meanConsentMs * m.consents, 0);
  const fuzzSeconds = ms.reduce((a, m) => a + (m.fuzzCasesPerSecond ? m.fuzzCases / m.fuzzCasesPerSecond : 0), 0);
  return {
    exchanges: sum('exchanges'),
    consents,
    meanConsentMs: consents ? Math.round(consentMs / consents) : 0,
    fuzzCases: sum('fuzzCases'),
    fuzzCasesPerSecond: fuzzSeconds ? Math.round(sum('fuzzCases') / fuzzSeconds) : 0,
  };
}
