// A check's time limit (timeouts.testMs) counts its own work: the time it waited in the run's shared
// queues (lib/http/waits.ts) is given back, so a check queued behind others on a loaded machine is not
// out of time. One that does run out of its own time ends as an error of the run (ERR_CHECK_TIMEOUT,
// exit 4), never as a verdict on its clause: the clock says nothing about the target.
import { HarnessError } from '../http/errors.ts';
import { withWaitLedger, type WaitLedger } from '../http/waits.ts';

/** vitest's own timeout of a check, in multiples of its limit: only a backstop for a wait that never ends. */
export const BACKSTOP = 5;

/** Runs fn within `limitMs` of its own time, its waits in shared queues not counted. */
export function withinOwnTime<T>(limitMs: number, fn: () => Promise<T>): Promise<T> {
  const ledger: WaitLedger = { waited: 0, pending: 0, since: Date.now() };
  const start = performance.now();
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const used = performance.now() - start;
      const left = limitMs + ledger.waited - used;
      // during a wait in a shared queue the clock does not judge: how long it waited is known at its end
      if (left > 0 || ledger.pending > 0) return void (timer = setTimeout(arm, Math.max(left, POLL_MS)));
      reject(
        new HarnessError(
          'ERR_CHECK_TIMEOUT',
          `the check did not finish within ${secs(limitMs)} of its own time (timeouts.testMs; it ran ${secs(used)}, ` +
            `${secs(ledger.waited)} of it waiting for the run's shared browser lanes, rate limit or flows): no verdict`,
        ),
      );
    };
    arm();
    withWaitLedger(ledger, fn).then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

const POLL_MS = 250;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
