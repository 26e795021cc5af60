// The progress of a run: "[37/172] 0:21 elapsed, ~0:14 left". vitest collects a file when a worker
// starts it, so the total is known once every file is collected; until then it reads "[12/40+]" and
// no time left is guessed.
export class Progress {
  private files = 0;
  private collectedFiles = 0;
  private total = 0;
  private finished = 0;
  private startedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.startedAt = now();
  }

  start(files: number): void {
    this.files = files;
    this.startedAt = this.now();
  }

  collected(tests: number): void {
    this.collectedFiles++;
    this.total += tests;
  }

  done(): void {
    this.finished++;
  }

  line(): string {
    const elapsed = this.now() - this.startedAt;
    const known = this.collectedFiles >= this.files;
    const head = `[${this.finished}/${this.total}${known ? '' : '+'}] ${clock(elapsed)} elapsed`;
    if (!known || !this.finished || this.finished >= this.total) return head;
    return `${head}, ~${clock((elapsed / this.finished) * (this.total - this.finished))} left`;
  }
}

export function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
