// A simple request pacer: at most N requests per second from this process, evenly spaced. The time a
// request waits for its turn is a wait in a shared queue, not the check's own work (lib/http/waits.ts).
import { waitingOn } from './waits.ts';

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
    if (at > now) await waitingOn(new Promise((r) => setTimeout(r, at - now)));
  }
}
