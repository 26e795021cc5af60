// A simple request pacer: at most N requests per second from this process, evenly spaced.

export class RateLimiter {
  private next = 0;
  private readonly interval: number;

  constructor(requestsPerSecond: number) {
    this.interval = requestsPerSecond > 0 ? 1000 / requestsPerSecond : 0;
  }

  async take(): Promise<void> {
    if (!this.interval) return;
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.interval;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}
