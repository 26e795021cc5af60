// How a check ends when it does not pass, as typed results rather than message prefixes:
// - fail(): the target broke the rule: a summary, then `Expected:` and `Actual:` lines a reader can
//   judge without the spec (the h2spec shape);
// - blocked(): a prerequisite failed, and the clause named reports that cause (so one fault fails
//   once); the run checks afterwards that the named clause really failed;
// - notTestable(): the configuration does not reach the check (never a silent skip);
// - skipped(): the target does not offer an optional feature the check is about.
import { isClauseId, type ClauseId } from '../spec/registry.ts';

export class CheckFailure extends Error {
  constructor(
    readonly summary: string,
    readonly expected: string,
    readonly actual: string,
    /** 'SHOULD': what was seen breaks only a recommendation the check's clause leans on (a warning) */
    readonly level?: 'SHOULD',
  ) {
    super(`${summary}\nExpected: ${expected}\nActual: ${actual}`);
    this.name = 'CheckFailure';
  }
}

export class Blocked extends Error {
  constructor(
    /** the clauses whose checks report the cause (one of them must fail) */
    readonly by: ClauseId[],
    readonly reason: string,
  ) {
    super(`Blocked: ${reason}; ${by.join(' or ')} reports it`);
    this.name = 'Blocked';
  }
}

export class NotTestable extends Error {
  constructor(readonly need: string) {
    super(`Not testable: ${need}`);
    this.name = 'NotTestable';
  }
}

export class Skipped extends Error {
  constructor(
    readonly reason: string,
    /** the run's tier does not wait as long as the check needs (an artefact's lifetime): another tier would judge it */
    readonly tier = false,
  ) {
    super(reason);
    this.name = 'Skipped';
  }
}

export function fail(summary: string, expected: string, actual: string): never {
  throw new CheckFailure(summary, expected, actual);
}

/**
 * A finding that breaks only what the text RECOMMENDS where the clause's MUST leaves the measure open
 * (a code "MUST expire shortly", ten minutes RECOMMENDED): reported as a warning, not a failure.
 */
export function warnOnly(summary: string, expected: string, actual: string): never {
  throw new CheckFailure(summary, expected, actual, 'SHOULD');
}

/** The check cannot reach its rule because `by`'s rule failed first (clause ids of the registry; one of them reports it). */
export function blocked(by: ClauseId | readonly ClauseId[], reason: string): never {
  const list: ClauseId[] = Array.isArray(by) ? [...(by as readonly ClauseId[])] : [by as ClauseId];
  // the type keeps a wrong id from compiling; this is for an id that reached here as text anyway
  const unknown = list.filter((id) => !isClauseId(id));
  if (!list.length || unknown.length)
    throw new Error(`blocked(): ${unknown.join(', ') || '(none)'} is not a clause id of lib/spec/clauses`);
  throw new Blocked(list, reason);
}

/** A prerequisite the configuration does not give: what to configure. */
export function notTestable(need: string): never {
  throw new NotTestable(need);
}

/** The target does not offer the optional feature this check is about. */
export function skipped(reason: string): never {
  throw new Skipped(reason);
}

/** Not run in this tier: the wait the check needs is longer than this run's tier waits (lib/relations/lifetime-wait.ts). */
export function notRunInTier(reason: string): never {
  throw new Skipped(`not run in this tier: ${reason}`, true);
}

/** A short, single-line rendering of any value for an `Actual:` line. */
export function show(value: unknown, max = 300): string {
  let text: string;
  if (value === undefined) text = '(absent)';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else {
    try {
      text = JSON.stringify(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
