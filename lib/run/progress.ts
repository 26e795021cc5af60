// The progress of a run: "[37/172] 0:21 elapsed, ~0:14 left". A worker collects its bundle's
// files when it starts, so the total comes from each file's count in the last run (kept in a small
// cache) until the file is collected; while some file has neither, it reads "[12/40+]" and guesses no time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class Progress {
  private files: string[] = [];
  private readonly actual = new Map<string, number>();
  private finished = 0;
  private startedAt: number;

  /** `cached`: tests per file from earlier runs; `exact`: the total when the run picked its checks by title */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly cached: Record<string, number> = {},
    private readonly exact?: number,
  ) {
    this.startedAt = now();
  }

  start(files: string[]): void {
    this.files = files;
    this.startedAt = this.now();
  }

  collected(file: string, tests: number): void {
    this.actual.set(file, tests);
  }

  done(): void {
    this.finished++;
  }

  private total(): { total: number; known: boolean } {
    if (this.exact !== undefined) return { total: this.exact, known: true };
    let total = 0;
    let known = true;
    for (const f of this.files) {
      const n = this.actual.get(f) ?? this.cached[f];
      if (n === undefined) known = false;
      total += n ?? 0;
    }
    return { total: Math.max(total, this.finished), known };
  }

  line(): string {
    const elapsed = this.now() - this.startedAt;
    const { total, known } = this.total();
    const head = `[${this.finished}/${total}${known ? '' : '+'}] ${clock(elapsed)} elapsed`;
    if (!known || !this.finished || this.finished >= total) return head;
    return `${head}, ~${clock((elapsed / this.finished) * (total - this.finished))} left`;
  }

  /** The counts of this run's collected files, for the next run's totals. */
  counts(): Record<string, number> {
    return { ...this.cached, ...Object.fromEntries(this.actual) };
  }
}

/** Where the last run's checks per suite file are kept (progress totals, and the weights of lib/run/bundles.ts). */
export const COUNTS_FILE = 'node_modules/.vite-harness/test-counts.json';

export function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function readCounts(file: string): Record<string, number> {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function writeCounts(file: string, counts: Record<string, number>): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(counts));
  } catch {
    // a read-only install: progress shows "+" totals until files are collected
  }
}
