// The expected-failures baseline (after the MCP conformance suite's): a YAML file listing checks
// whose result against a target is known not to be a pass, each with its status and reason.
// A listed check that comes back with that status is `expected` and does not fail the gate; one
// that comes back otherwise (passes now, or fails differently) is `stale` and fails the run.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BaselineEntry, BaselineSummary, RunSummary, TestResult } from '../report/types.ts';

export class BaselineError extends Error {
  readonly exitCode = 2;
}

const Entry = z
  .object({
    test: z.string().min(1, 'expected the exact test title'),
    status: z.enum(['failed', 'warning', 'not-testable', 'blocked', 'skipped', 'error'], {
      error: 'expected one of failed, warning, not-testable, blocked, skipped, error',
    }),
    reason: z.string({ error: 'expected a reason (a string)' }),
  })
  .strict();

const File = z
  .object({
    target: z.string().optional(),
    entries: z.array(Entry, { error: 'expected a list of entries' }).nullable().default([]),
  })
  .strict();

export interface Baseline {
  file: string;
  target?: string;
  entries: BaselineEntry[];
}

/** Reads and validates a baseline file; every problem is one line naming the file and the field. */
export function loadBaseline(file: string): Baseline {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new BaselineError(
      `${file}: cannot read the expected-failures file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (e) {
    throw new BaselineError(`${file}: not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  const parsed = File.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
    throw new BaselineError(`${file}: ${path || '(top level)'}: ${issue.message}`);
  }
  const entries = parsed.data.entries ?? [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.test)) throw new BaselineError(`${file}: entries[${i}].test: "${e.test}" is listed twice`);
    seen.add(e.test);
  });
  return { file, target: parsed.data.target, entries };
}

/**
 * Marks each listed test expected or stale; the summary counts both and names the stale entries.
 * `everyCheckRan`: no selection or shard, so a listed title that did not run names no check (stale).
 */
export function applyBaseline(
  tests: readonly TestResult[],
  baseline: Baseline,
  everyCheckRan = false,
): { tests: TestResult[]; summary: BaselineSummary } {
  const byTitle = new Map(baseline.entries.map((e) => [e.test, e]));
  const summary: BaselineSummary = { ...baseline, expected: 0, stale: 0, notRun: [], staleEntries: [] };
  const ran = new Set(tests.map((t) => t.title));
  const marked = tests.map((t): TestResult => {
    const entry = byTitle.get(t.title);
    if (!entry) return t;
    if (entry.status === t.status) {
      summary.expected++;
      return { ...t, baseline: 'expected', baselineReason: entry.reason };
    }
    summary.stale++;
    summary.staleEntries.push({ test: t.title, listed: entry.status, actual: t.status });
    return { ...t, baseline: 'stale', baselineReason: entry.reason, baselineStatus: entry.status };
  });
  const absent = baseline.entries.filter((e) => !ran.has(e.test));
  if (everyCheckRan) {
    summary.stale += absent.length;
    summary.staleEntries.push(...absent.map((e) => ({ test: e.test, listed: e.status, actual: 'absent' as const })));
  } else summary.notRun = absent.map((e) => e.test);
  return { tests: marked, summary };
}

const LISTED = new Set(['failed', 'warning', 'not-testable', 'blocked', 'error']);

/** The baseline file of a run: one entry per check that did not pass (skips are the target's choice, not listed). */
export function baselineText(summary: RunSummary): string {
  const t = summary.target;
  const target = t.embeddedReference
    ? `the embedded reference server${t.faults?.length ? ` with faults ${t.faults.join(', ')}` : ''}`
    : t.baseUrl;
  const q = (s: string) => JSON.stringify(s);
  const entries = summary.tests
    .filter((x) => LISTED.has(x.status))
    .map((x) => `  - test: ${q(x.title)}\n    status: ${x.status}\n    reason: ${q(reasonOf(x))}\n`);
  return (
    `# Expected results of the harness against ${target.replace(/\n/g, ' ')} that are not a pass, each with its reason.\n` +
    `target: ${q(target)}\n` +
    `entries:${entries.length ? '\n' + entries.join('') : ' []\n'}`
  );
}

/** A starting reason for the reader to replace: what the harness saw, in one line. */
function reasonOf(t: TestResult): string {
  const line = (t.need ?? t.message ?? '').split('\n')[0]!.trim();
  return `TODO: say why this is expected (harness: ${line.slice(0, 160)})`;
}
