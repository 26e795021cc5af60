// A vitest reporter that turns each finished test into a TestResult, its status read from the
// outcome check() recorded (never from the message text), saves its evidence, and prints progress
// per suite file while the run goes on.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import type { SerializedError } from 'vitest';
import type { Outcome } from '../harness/outcome.ts';
import type { RunError, Status, TestResult } from '../report/types.ts';
import { COUNTS_FILE, Progress, readCounts, writeCounts } from './progress.ts';
import { replayableEvidence } from '../report/replay.ts';
import type { DeclaringCheck } from './plan.ts';
import { sourceOf } from '../boot/modules.ts';

const ANSI = /\u001b\[[0-9;]*m/g;

export class Collector implements Reporter {
  readonly results: TestResult[] = [];
  readonly runErrors: RunError[] = [];
  /** the checks' grant declarations, read as the bundles are collected (the run's plan: lib/run/plan.ts) */
  readonly declaring: DeclaringCheck[] = [];
  /** vitest test id → its result: a test is recorded once, whichever hook sees it first */
  private readonly byId = new Map<string, TestResult>();
  private readonly progress: Progress;
  private readonly countsFile: string;
  /** evidence files being written: off the thread that also runs vitest (and the embedded reference) */
  private readonly writing: Promise<void>[] = [];

  /**
   * `picked`: the titles the run picked (others were filtered out by name and are not results);
   * `files`: the suite files the run's bundles hold (lib/run/bundles.ts), for the progress totals;
   * `build`: the build vitest's modules came from (lib/boot/build.js), named by their sources.
   */
  constructor(
    private readonly root: string,
    private readonly runDir: string,
    private readonly print: (line: string) => void,
    private readonly picked?: Set<string>,
    private readonly files: readonly string[] = [],
    private readonly build?: string,
  ) {
    this.countsFile = join(root, COUNTS_FILE);
    this.progress = new Progress(Date.now, picked ? {} : readCounts(this.countsFile), picked?.size);
  }

  private keep(title: string): boolean {
    return !this.picked || this.picked.has(title);
  }

  private fileOf(moduleId: string): string {
    return this.build ? sourceOf(moduleId, this.build) : relative(this.root, moduleId).split(sep).join('/');
  }

  onTestRunStart(): void {
    this.progress.start([...this.files]);
  }

  /** A bundle's suite files are its top-level describe blocks, each named after its file. */
  onTestModuleCollected(module: TestModule): void {
    for (const suite of module.children.suites()) {
      const tests = [...suite.children.allTests()].filter((t) => this.keep(t.name));
      this.progress.collected(suite.name, tests.length);
      for (const t of tests)
        if (t.meta().grants?.length) this.declaring.push({ file: suite.name, title: t.name, grants: t.meta().grants! });
    }
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state === 'pending' || this.byId.has(testCase.id) || !this.keep(testCase.name)) return;
    const meta = testCase.meta();
    const file = this.suiteFileOf(testCase);
    const level = meta.level ?? 'MUST';
    const vitestError = result.state === 'failed' ? result.errors[0] : undefined;
    const message = (
      meta.outcome?.message ??
      (vitestError ? (vitestError.message ?? String(vitestError)) : result.state === 'skipped' ? result.note : undefined)
    )?.replace(ANSI, '');
    const entry: TestResult = {
      id: testCase.name,
      title: testCase.name,
      suite: suiteOf(file),
      file,
      clauses: meta.clauses ?? [],
      level,
      status: 'passed',
      durationMs: Math.round(testCase.diagnostic()?.duration ?? 0),
      startedAt: testCase.diagnostic()?.startTime,
      message,
      ...(meta.surface ? { surface: meta.surface } : {}),
    };
    if (result.state === 'skipped') Object.assign(entry, skippedAs(meta.outcome));
    if (result.state === 'failed') Object.assign(entry, failedAs(meta.outcome, message ?? '', level === 'SHOULD' ? 'warning' : 'failed'));
    if (meta.evidence && (meta.evidence.exchanges.length || meta.evidence.notes.length || meta.evidence.attachments.length)) {
      entry.evidenceFile = `evidence/${this.results.length + 1}-${slug(testCase.name)}.json`;
      mkdirSync(join(this.runDir, 'evidence'), { recursive: true });
      const file = entry.evidenceFile;
      this.writing.push(
        writeFile(join(this.runDir, file), JSON.stringify(replayableEvidence(meta.evidence), null, 2)).catch((e: Error) => {
          this.runErrors.push({ code: 'ERR_HARNESS', message: `the evidence file ${file} could not be written: ${e.message}` });
        }),
      );
    }
    this.results.push(entry);
    this.byId.set(testCase.id, entry);
    this.progress.done();
  }

  /** A suite file of a bundle ended: its line. Counts come from its own tests (their results may not all have arrived yet). */
  onTestSuiteResult(suite: TestSuite): void {
    if (suite.parent.type !== 'module') return;
    const file = suite.name;
    const counts = new Map<string, number>();
    for (const testCase of suite.children.allTests()) {
      this.onTestCaseResult(testCase);
      const r = this.byId.get(testCase.id);
      if (r) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    }
    for (const e of suite.errors())
      this.runErrors.push({ code: 'ERR_HARNESS', message: `${file}: ${(e.message ?? '').replace(ANSI, '')}` });
    const parts = [...counts].map(([s, n]) => `${n} ${s}`).join(', ') || (suite.errors().length ? 'could not run' : 'no tests');
    this.print(`  ${this.progress.line()}  [${suiteOf(file)}] ${file.replace(/^suites\/[^/]+\//, '')}: ${parts}`);
  }

  /** A bundle that could not run at all (its module failed to load). */
  onTestModuleEnd(module: TestModule): void {
    for (const e of module.errors())
      this.runErrors.push({ code: 'ERR_HARNESS', message: `${this.fileOf(module.moduleId)}: ${(e.message ?? '').replace(ANSI, '')}` });
  }

  /** The suite file a check is in: its bundle's top-level describe block (else the module itself). */
  private suiteFileOf(testCase: TestCase): string {
    let at: TestCase['parent'] = testCase.parent;
    while (at.type === 'suite' && at.parent.type === 'suite') at = at.parent;
    return at.type === 'suite' ? at.name : this.fileOf(at.moduleId);
  }

  /** Once every evidence file is written (or its failure is a run error). */
  async written(): Promise<void> {
    await Promise.all(this.writing);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    if (!this.picked) writeCounts(this.countsFile, this.progress.counts());
    for (const e of errors) this.runErrors.push({ code: 'ERR_HARNESS', message: (e.message ?? String(e)).replace(ANSI, '') });
  }
}

function skippedAs(outcome: Outcome | undefined): Partial<TestResult> {
  if (outcome?.kind === 'blocked') return { status: 'blocked', blockedBy: outcome.by, cause: outcome.cause };
  if (outcome?.kind === 'not-testable') return { status: 'not-testable', need: outcome.need };
  return { status: 'skipped', ...(outcome?.kind === 'skipped' && outcome.tier ? { notRunInTier: true } : {}) };
}

/** A failed test without a recorded outcome never went through check(): vitest's own timeout, or a harness bug. */
function failedAs(outcome: Outcome | undefined, message: string, broken: Status): Partial<TestResult> {
  if (outcome?.kind === 'error') return { status: 'error', errorCode: outcome.errorCode };
  if (outcome?.kind === 'failed') return { status: broken, expected: outcome.expected, actual: outcome.actual };
  // vitest's backstop: the clock is never a verdict on the clause (lib/harness/clock.ts)
  if (/^Test timed out in \d+ms/.test(message))
    return { status: 'error', errorCode: 'ERR_CHECK_TIMEOUT', message: `the check did not finish in time, no verdict: ${message}` };
  return { status: 'error', errorCode: 'ERR_HARNESS' };
}

/** The suite is the folder under suites/ (one per spec area). */
export function suiteOf(file: string): string {
  return /^suites\/([^/]+)\//.exec(file)?.[1] ?? file;
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
