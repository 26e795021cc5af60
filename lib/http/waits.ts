// Time a check spends waiting in the run's shared queues (a browser lane other checks' drives hold,
// the browser still launching, the rate limit, a flow another check runs for it), as opposed to its
// own work. The check's time limit (lib/harness/clock.ts) gives that time back: on a loaded machine a
// check queued behind many others is late, not out of time. Here, at the bottom layer, so that the
// HTTP client's rate limit can report its waits too.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WaitLedger {
  /** milliseconds waited in shared queues so far */
  waited: number;
  /** waits under way: how long they take is known only when they end, so the clock does not judge meanwhile */
  pending: number;
  /** when the check started (epoch ms): older checks go first in the run's drive queue */
  since: number;
}

const ledgers = new AsyncLocalStorage<WaitLedger>();

/** Runs fn with its waits recorded in `ledger`. */
export function withWaitLedger<T>(ledger: WaitLedger, fn: () => T): T {
  return ledgers.run(ledger, fn);
}

/** The running check's ledger, if any. */
export function currentLedger(): WaitLedger | undefined {
  return ledgers.getStore();
}

/** `ms` the running check waited in a shared queue. */
export function creditWait(ms: number): void {
  const ledger = ledgers.getStore();
  if (ledger && ms > 0) ledger.waited += ms;
}

/**
 * Waits for `p`, which holds a wait in a shared queue: the clock does not judge until it ends, and
 * then `waited(result, ms)` says how much of it was waiting (by default all of it).
 */
export async function waitingOn<T>(p: Promise<T>, waited?: (result: T | undefined, ms: number) => number): Promise<T> {
  const ledger = ledgers.getStore();
  const start = performance.now();
  if (ledger) ledger.pending++;
  let result: T | undefined;
  try {
    return (result = await p);
  } finally {
    const ms = performance.now() - start;
    if (ledger) ledger.pending--;
    creditWait(waited ? waited(result, ms) : ms);
  }
}
