// A vitest reporter that turns each finished test into a TestResult (status by the clause's level),
// saves its evidence, and prints progress per suite while the run goes on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { SerializedError } from 'vitest';
import type { Status, TestResult } from '../report/types.ts';
import { harnessErrorCode } from '../http/errors.ts';

const ANSI = /\u001b\[[0-9;]*m/g;

export class Collector implements Reporter {
  readonly results: TestResult[] = [];
  readonly runErrors: string[] = [];

  constructor(
    private readonly root: string,
    private readonly runDir: string,
    private readonly print: (line: string) => void,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state === 'pending') return;
    const meta = testCase.meta();
    const file = relative(this.root, testCase.module.moduleId).split(sep).join('/');
    const error = result.state === 'failed' ? result.errors[0] : undefined;
    const message = error ? `${error.message ?? String(error)}`.replace(ANSI, '') : result.state === 'skipped' ? result.note : undefined;
    const errorCode = error && error.name === 'HarnessError' ? (harnessErrorCode(message ?? '') ?? 'ERR_HARNESS') : undefined;
    const level = meta.level ?? 'MUST';
    const status: Status =
      result.state === 'passed'
        ? 'passed'
        : result.state === 'skipped'
          ? 'skipped'
          : errorCode
            ? 'error'
            : level === 'SHOULD' && !message?.startsWith('Not testable:')
              ? 'warning'
              : 'failed';
    const entry: TestResult = {
      id: testCase.name,
      title: testCase.name,
      suite: suiteOf(file),
      file,
      clauses: meta.clauses ?? [],
      level,
      status,
      durationMs: Math.round(testCase.diagnostic()?.duration ?? 0),
      message,
      errorCode,
    };
    if (meta.evidence && (meta.evidence.exchanges.length || meta.evidence.notes.length || meta.evidence.attachments.length)) {
      entry.evidenceFile = `evidence/${this.results.length + 1}-${slug(testCase.name)}.json`;
      mkdirSync(join(this.runDir, 'evidence'), { recursive: true });
      writeFileSync(join(this.runDir, entry.evidenceFile), JSON.stringify(meta.evidence, null, 2));
    }
    this.results.push(entry);
  }

  onTestModuleEnd(module: TestModule): void {
    const file = relative(this.root, module.moduleId).split(sep).join('/');
    const counts = new Map<string, number>();
    for (const t of this.results.filter((r) => r.file === file)) counts.set(t.status, (counts.get(t.status) ?? 0) + 1);
    for (const e of module.errors()) this.runErrors.push(`${file}: ${(e.message ?? '').replace(ANSI, '')}`);
    const parts = [...counts].map(([s, n]) => `${n} ${s}`).join(', ') || (module.errors().length ? 'could not run' : 'no tests');
    this.print(`  [${suiteOf(file)}] ${file.replace(/^suites\/[^/]+\//, '')}: ${parts}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    for (const e of errors) this.runErrors.push((e.message ?? String(e)).replace(ANSI, ''));
  }
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
