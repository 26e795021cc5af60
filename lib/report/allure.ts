// allure-results/ for Allure (`npx allure generate`): one result file per check, written from the
// run's results once it ends (its clause ids, level and suite as labels; its evidence, the same file
// report.html reads, as the attachment), rather than sent from every check as it runs.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunSummary, Status, TestResult } from './types.ts';

export const ALLURE_DIR = 'allure-results';

type AllureStatus = 'passed' | 'failed' | 'broken' | 'skipped';

const STATUS: Record<Status, AllureStatus> = {
  passed: 'passed',
  failed: 'failed',
  warning: 'failed',
  error: 'broken',
  blocked: 'skipped',
  'not-testable': 'skipped',
  skipped: 'skipped',
};

export function writeAllure(summary: RunSummary, runDir: string): void {
  const dir = join(runDir, ALLURE_DIR);
  mkdirSync(dir, { recursive: true });
  const started = Date.parse(summary.startedAt);
  for (const t of summary.tests) {
    const uuid = hash(`${summary.runId}\n${t.id}`);
    const attachments = [];
    if (t.evidenceFile && existsSync(join(runDir, t.evidenceFile))) {
      const source = `${uuid}-attachment.json`;
      copyFileSync(join(runDir, t.evidenceFile), join(dir, source));
      attachments.push({ name: 'evidence.json', source, type: 'application/json' });
    }
    const start = t.startedAt ?? started;
    writeFileSync(
      join(dir, `${uuid}-result.json`),
      JSON.stringify({
        uuid,
        historyId: hash(t.id),
        testCaseId: hash(t.id),
        name: t.title,
        fullName: `${t.file}#${t.title}`,
        status: STATUS[t.status],
        statusDetails: t.message ? { message: t.message } : {},
        stage: 'finished',
        start,
        stop: start + t.durationMs,
        labels: labels(t),
        attachments,
        steps: [],
        parameters: [],
        links: [],
      }),
    );
  }
}

function labels(t: TestResult): { name: string; value: string }[] {
  return [
    { name: 'framework', value: 'cs-conformance' },
    { name: 'parentSuite', value: t.suite },
    { name: 'suite', value: t.file },
    { name: 'package', value: t.file },
    { name: 'severity', value: t.level === 'MUST' ? 'critical' : 'minor' },
    { name: 'epic', value: t.clauses[0]?.split('/')[0] ?? t.suite },
    ...t.clauses.map((value) => ({ name: 'clause', value })),
  ];
}

function hash(s: string): string {
  return createHash('md5').update(s).digest('hex');
}
