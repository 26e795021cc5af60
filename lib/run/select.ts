// Picks checks by clause id (--clause GLOB), title (--grep TEXT) or a past run (--rerun-failed
// RUN_DIR): the suites are collected without running, and the run gets the picked files and
// exact titles (vitest's testNamePattern), so nothing else runs or shows up as skipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunSummary } from '../report/types.ts';
import { collectTests, type ListedTest } from './collect.ts';

export interface Picked {
  files: string[];
  titles: Set<string>;
}

export interface PickOptions {
  suites?: string[];
  clauses?: string[];
  grep?: string;
  rerunFailed?: string;
  /** a profile's own choice among the checks left (--profile ci) */
  choose?: (tests: ListedTest[]) => ListedTest[];
  /** the suites' checks, collected already (a self-test picking many times) */
  collected?: ListedTest[];
}

export class SelectionError extends Error {
  readonly exitCode = 2;
}

/** A clause glob: `*` any run of characters (`/` included), `?` one; a plain id also matches the ids under it. */
export function clauseMatcher(glob: string): (id: string) => boolean {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  const re = new RegExp(`^${body}${/[*?]/.test(glob) ? '' : '(/.*)?'}$`);
  return (id) => re.test(id);
}

/** The titles of the checks that did not pass in a run (failed, warning, blocked, not testable, error). */
export function notPassedIn(runDir: string): Set<string> {
  const file = join(runDir, 'summary.json');
  if (!existsSync(file)) throw new SelectionError(`--rerun-failed: no summary.json in ${runDir}`);
  const summary = JSON.parse(readFileSync(file, 'utf8')) as RunSummary;
  return new Set(summary.tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped').map((t) => t.title));
}

export async function pickTests(o: PickOptions): Promise<Picked | undefined> {
  if (!o.clauses?.length && o.grep === undefined && !o.rerunFailed && !o.choose) return undefined;
  const rerun = o.rerunFailed ? notPassedIn(o.rerunFailed) : undefined;
  const matchers = (o.clauses ?? []).map(clauseMatcher);
  const grep = o.grep?.toLowerCase();
  const keep = (t: ListedTest) =>
    (!matchers.length || t.clauses.some((c) => matchers.some((m) => m(c)))) &&
    (grep === undefined || t.title.toLowerCase().includes(grep)) &&
    (!rerun || rerun.has(t.title));
  const kept = (o.collected ?? (await collectTests(o.suites ?? []))).filter(keep);
  const picked = o.choose ? o.choose(kept) : kept;
  if (!picked.length) {
    if (rerun && !rerun.size) throw new SelectionError(`--rerun-failed: every check of ${o.rerunFailed} passed; nothing to run again`);
    throw new SelectionError('no check matches the selection (--clause, --grep, --rerun-failed, --suite)');
  }
  return { files: [...new Set(picked.map((t) => t.file))], titles: new Set(picked.map((t) => t.title)) };
}

/** vitest matches the pattern against "<file> <describe…> <title>": the exact titles, at the end. */
export function titlePattern(titles: Iterable<string>): RegExp {
  const alternatives = [...titles].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^| )(?:${alternatives.join('|')})$`);
}
