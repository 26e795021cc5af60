// What became of a check that did not pass, as data: the check wrapper records it in the test's
// meta and the run's collector reads it (no result is ever sorted by the text of its message).
import { HarnessError, isInfrastructure, TransportError } from '../http/errors.ts';
import { maskKnownSecrets } from '../http/mask.ts';
import { Blocked, CheckFailure, NotTestable, Skipped } from './failure.ts';

export type Outcome =
  | { kind: 'failed'; message: string; expected?: string; actual?: string; level?: 'SHOULD' }
  | { kind: 'blocked'; message: string; by: string[]; cause?: string }
  | { kind: 'not-testable'; message: string; need: string }
  | { kind: 'skipped'; message: string; tier?: true }
  | { kind: 'error'; message: string; errorCode: string };

/** The outcome an error thrown by a check stands for, its text masked. */
export function outcomeOf(e: unknown): Outcome {
  const m = (s: string) => maskKnownSecrets(s);
  if (e instanceof CheckFailure)
    return { kind: 'failed', message: m(e.message), expected: m(e.expected), actual: m(e.actual), ...(e.level ? { level: e.level } : {}) };
  if (e instanceof Blocked) return { kind: 'blocked', message: m(e.message), by: e.by };
  if (e instanceof NotTestable) return { kind: 'not-testable', message: m(e.message), need: m(e.need) };
  if (e instanceof Skipped) return { kind: 'skipped', message: m(e.message), ...(e.tier ? { tier: true as const } : {}) };
  if (e instanceof HarnessError) return { kind: 'error', message: m(e.message), errorCode: e.code };
  // a transport failure is the target's doing (a hang, an oversized answer, a URL elsewhere),
  // unless the target cannot be reached at all or went down: then nothing could be judged
  if (e instanceof TransportError) {
    return isInfrastructure(e) ? { kind: 'error', message: m(e.message), errorCode: e.code } : { kind: 'failed', message: m(e.message) };
  }
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return { kind: 'error', message: m(`the harness could not judge this check (a harness bug): ${text}`), errorCode: 'ERR_HARNESS' };
}
