// Writes a run's report files: summary.json, junit.xml, report.html, allure-results/, and the reports/latest link.
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Evidence, RunSummary } from '../report/types.ts';
import { renderJunit } from '../report/junit.ts';
import { renderHtml } from '../report/html.ts';
import { writeAllure } from '../report/allure.ts';

export function writeReports(summary: RunSummary, runDir: string): void {
  writeFileSync(join(runDir, 'summary.json'), JSON.stringify(summary, null, 2));
  writeFileSync(join(runDir, 'junit.xml'), renderJunit(summary));
  const loadEvidence = (file: string): Evidence | undefined => {
    const path = join(runDir, file);
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  };
  const loadAttachment = (file: string) => {
    const path = join(runDir, file);
    return existsSync(path) ? readFileSync(path) : undefined;
  };
  writeFileSync(join(runDir, 'report.html'), renderHtml(summary, loadEvidence, loadAttachment));
  writeAllure(summary, runDir);
}

/** Points <reportDir>/latest at this run (a relative symlink, replaced each run). */
export function linkLatest(reportDir: string, runDir: string): void {
  const latest = join(reportDir, 'latest');
  rmSync(latest, { force: true, recursive: false });
  try {
    symlinkSync(basename(runDir), latest, 'dir');
  } catch {
    // a file system without symlinks: the run directory is still there under its id
  }
}
