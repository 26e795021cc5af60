// check(): one test per rule. The title starts with the clause id, the clause ids and level go
// into the test's meta, every exchange made during the check becomes its evidence, and however
// the check ends its outcome is recorded as data (lib/harness/outcome.ts), its text masked.
import { AsyncLocalStorage } from 'node:async_hooks';
import { test, type TestContext } from 'vitest';
import type { GrantDecl } from './grants.ts';
import { clause, type ClauseId } from '../spec/registry.ts';
import type { Level } from '../spec/types.ts';
import { maskKnownSecrets, maskUrl } from '../http/mask.ts';
import { settleAttachments, Transcript, withTranscript } from '../http/transcript.ts';
import type { Evidence } from '../http/types.ts';
import { skipped } from './failure.ts';
import { outcomeOf, type Outcome } from './outcome.ts';
import { BACKSTOP, withinOwnTime } from './clock.ts';
import { runContext } from './context.ts';

export interface CheckContext {
  /** the evidence of this check; exchanges are added automatically */
  transcript: Transcript;
  /** ends the check as skipped: the target does not offer the optional feature it is about */
  skip(reason: string): never;
  note(text: string): void;
}

export type CheckFn = (t: CheckContext) => Promise<void> | void;

export interface CheckOptions {
  /** the check's own time (default timeouts.testMs): its waits in the run's shared queues are not counted */
  timeout?: number;
  /** the grants the check obtains (lib/flows/plan.ts), with their fallbacks: each one it asks for must be here */
  grants?: readonly { readonly decl: GrantDecl; readonly fallbacks?: readonly GrantDecl[] }[];
  /** a check generated from the model of the surface (lib/relations): its relation and place, for the report's surface map */
  surface?: SurfacePlace;
  /** the longest it may wait for the target's clock (an artefact's lifetime), in ms: added to vitest's backstop, not to its own time */
  waitsUpTo?: number;
}

export interface SurfacePlace {
  relation: string;
  endpoint: string;
  /** `<operation>` or `<operation> <param>` */
  place: string;
}

const declared = new AsyncLocalStorage<ReadonlySet<string>>();

/** The ids of the grants the running check declared (undefined outside a check). */
export function declaredGrants(): ReadonlySet<string> | undefined {
  return declared.getStore();
}

/** Runs fn as a check that declared these grants (check() does; the self-tests too). */
export function declaring<T>(ids: Iterable<string>, fn: () => T): T {
  return declared.run(new Set(ids), fn);
}

export function check(ids: ClauseId | readonly ClauseId[], title: string, fn: CheckFn, options: CheckOptions = {}): void {
  const list: ClauseId[] = Array.isArray(ids) ? [...(ids as readonly ClauseId[])] : [ids as ClauseId];
  if (!list.length) throw new Error(`check "${title}" names no clause`);
  const level: Level = list.map(clause).some((c) => c.level === 'MUST') ? 'MUST' : 'SHOULD';
  const grants = (options.grants ?? []).flatMap((g) => [g.decl, ...(g.fallbacks ?? [])]);
  const declaredIds = grants.map((g) => g.id);
  // vitest's own timeout is only a backstop (a wait that never ends): the check's limit is its own time
  const backstop = options.waitsUpTo
    ? (options.timeout ?? runContext().config.timeouts.testMs) * BACKSTOP + options.waitsUpTo
    : options.timeout && options.timeout * BACKSTOP;
  test(
    `${list[0]} ${title}`,
    { meta: { clauses: list, level, grants, ...(options.surface ? { surface: options.surface } : {}) }, timeout: backstop },
    async (ctx: TestContext) => {
      const transcript = new Transcript();
      let outcome: Outcome | undefined;
      try {
        const t: CheckContext = { transcript, skip: skipped, note: (text) => transcript.note(text) };
        await withinOwnTime(options.timeout ?? runContext().config.timeouts.testMs, async () => {
          await declaring(declaredIds, () => withTranscript(transcript, () => fn(t)));
        });
      } catch (e) {
        outcome = outcomeOf(e);
        if (outcome.kind === 'blocked') outcome.cause = lastExchange(transcript);
      } finally {
        // screenshots held back are drawn for a check that did not pass (failed, warned, or ended in error)
        await settleAttachments(transcript, outcome?.kind === 'failed' || outcome?.kind === 'error');
        const evidence = masked(transcript.toJSON());
        ctx.task.meta.evidence = evidence;
        if (outcome) ctx.task.meta.outcome = outcome;
        // a finding against a recommendation only: the collector reports it as a warning
        if (outcome?.kind === 'failed' && outcome.level) ctx.task.meta.level = outcome.level;
      }
      if (!outcome) return;
      if (outcome.kind === 'blocked' || outcome.kind === 'not-testable' || outcome.kind === 'skipped') ctx.skip(outcome.message);
      throw reported(outcome);
    },
  );
}

/** The error vitest reports: the masked message, and no stack (the evidence says what happened). */
function reported(outcome: Outcome): Error {
  const e = new Error(outcome.message);
  e.name = outcome.kind === 'error' ? 'HarnessError' : 'CheckFailure';
  e.stack = `${e.name}: ${outcome.message}`;
  return e;
}

/** Every secret this worker has met, masked wherever it appears in the evidence. */
function masked(evidence: Evidence): Evidence {
  return JSON.parse(maskKnownSecrets(JSON.stringify(evidence))) as Evidence;
}

/** The exchange that stopped a blocked check, in one line (what a reader follows up). */
function lastExchange(transcript: Transcript): string | undefined {
  const x = transcript.exchanges.at(-1);
  if (!x) return undefined;
  const answer = x.error ?? (x.response ? `HTTP ${x.response.status}` : 'no answer');
  return `${x.request.method ?? 'GET'} ${maskUrl(x.request.url ?? '')} → ${answer}`;
}
