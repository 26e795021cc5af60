// A target that stops answering mid-run must not hold the run for a deadline per request: after a
// few requests in a row end with no answer at all, this process treats the target as down and
// fails every further request at once, naming the cause.
import { TransportError } from './errors.ts';

const LIMIT = 3;
let streak = 0;
let last = '';

export function beforeRequest(): void {
  if (streak >= LIMIT) {
    throw new TransportError('ERR_TARGET_DOWN', `the target stopped answering: ${LIMIT} requests in a row got no answer (last: ${last})`);
  }
}

/** A request that got no answer (a timeout, a reset, a refused connection). */
export function noAnswer(message: string): void {
  streak++;
  last = message;
}

/** Any answer at all, even a 5xx, shows the target is there. */
export function answered(): void {
  streak = 0;
}

export function resetBreaker(): void {
  streak = 0;
}
