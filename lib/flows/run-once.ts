// "Expensive once, checks many", across the whole run: a flow that only yields values to read (a
// member grant whose tokens are never spent) runs once per run, not once per file. The first worker
// to ask runs it and hands the result and its evidence to the run's broker (lib/flows/run-once-broker.ts,
// a loopback listener of the main process); every other worker waits for that answer. However the
// flow ends (a value, blocked, not testable, a harness error), every check that shares it ends the same way.
import { inject } from 'vitest';
import type { ClauseId } from '../spec/registry.ts';
import type { CheckContext } from '../harness/check.ts';
import { Blocked, CheckFailure, NotTestable, Skipped } from '../harness/failure.ts';
import { HarnessError, TransportError, type HarnessErrorCode } from '../http/errors.ts';
import { currentTranscript, Transcript, withTranscript } from '../http/transcript.ts';
import { creditWait, waitingOn } from '../http/waits.ts';
import type { Evidence } from '../http/types.ts';
import { collectTracked } from './revoke-later.ts';
import type { Tracked } from './tracked.ts';

/** How a flow's value travels between processes (plain JSON; secrets stay in memory, over loopback). */
export interface Codec<T> {
  encode(value: T): unknown;
  decode(json: unknown): T;
}

export interface BrokerAddress {
  url: string;
  secret: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** the run's shared-flow broker (absent when listing tests) */
    runOnce?: BrokerAddress;
  }
}

type Outcome<T> = { value: T } | { error: unknown };
interface Shared<T> {
  outcome: Outcome<T>;
  evidence: Evidence;
}

/** This process's answers: a flow asked for again by a later file of the same worker is not asked of the broker. */
const answers = new Map<string, Promise<Shared<unknown>>>();

/** The shared flow's value; its evidence goes to the check's transcript (by default the current one, e.g. a file's once()). */
export function onceForRun<T>(label: string, fn: () => Promise<T>, codec: Codec<T>): (t?: CheckContext) => Promise<T> {
  return async (t) => {
    // a flow another check of this worker started: waiting for it is waiting in a shared queue
    const started = answers.get(label) as Promise<Shared<T>> | undefined;
    const answer = started ?? obtain(label, fn, codec);
    if (!started) answers.set(label, answer);
    const { outcome, evidence } = await (started ? waitingOn(started) : answer);
    const transcript = t?.transcript ?? currentTranscript();
    transcript?.include(evidence);
    transcript?.note(`includes the evidence of the flow "${label}", shared by the whole run`);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}

async function obtain<T>(label: string, fn: () => Promise<T>, codec: Codec<T>): Promise<Shared<T>> {
  const broker = inject('runOnce');
  if (!broker) return (await runHere(fn)).shared;
  const asked = performance.now();
  const claim = (await call(broker, 'claim', { label })) as { owner: true } | { outcome: EncodedOutcome; evidence: Evidence };
  if (!('owner' in claim)) {
    // the flow ran in another worker (the claim's answer waited for it)
    creditWait(performance.now() - asked);
    return { outcome: decodeOutcome(claim.outcome, codec), evidence: claim.evidence };
  }
  const { shared, tracked } = await runHere(fn);
  const outcome = 'value' in shared.outcome ? { value: codec.encode(shared.outcome.value) } : { error: encodeError(shared.outcome.error) };
  await call(broker, 'publish', { label, outcome, evidence: shared.evidence, revoke: tracked });
  return shared;
}

/** Runs the flow here, with its own transcript; the tokens it obtained are the broker's to revoke after the run. */
async function runHere<T>(fn: () => Promise<T>): Promise<{ shared: Shared<T>; tracked: Tracked[] }> {
  const evidence = new Transcript();
  const tracked: Tracked[] = [];
  let outcome: Outcome<T>;
  try {
    outcome = { value: await collectTracked(tracked, () => withTranscript(evidence, fn)) };
  } catch (error) {
    outcome = { error };
  }
  return { shared: { outcome, evidence: evidence.toJSON() }, tracked };
}

/** Hands tokens to the run's broker, which revokes them when the run ends (false: there is no broker). */
export async function revokeAtRunEnd(list: Tracked[]): Promise<boolean> {
  const broker = inject('runOnce');
  if (!broker) return false;
  await call(broker, 'revoke-later', { revoke: list });
  return true;
}

async function call(broker: BrokerAddress, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${broker.url}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${broker.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new HarnessError('ERR_HARNESS', `the run's shared-flow broker answered HTTP ${res.status} to ${path}`);
  return res.status === 204 ? undefined : res.json();
}

type EncodedOutcome = { value: unknown } | { error: EncodedError };
type EncodedError =
  | { type: 'failed'; summary: string; expected: string; actual: string; level?: 'SHOULD' }
  | { type: 'blocked'; by: ClauseId[]; reason: string }
  | { type: 'not-testable'; need: string }
  | { type: 'skipped'; reason: string; tier?: boolean }
  | { type: 'harness' | 'transport'; code: string; message: string }
  | { type: 'other'; message: string };

const unprefixed = (e: Error) => e.message.replace(/^\[[A-Z_]+\] /, '');

function encodeError(e: unknown): EncodedError {
  if (e instanceof CheckFailure) return { type: 'failed', summary: e.summary, expected: e.expected, actual: e.actual, level: e.level };
  if (e instanceof Blocked) return { type: 'blocked', by: e.by, reason: e.reason };
  if (e instanceof NotTestable) return { type: 'not-testable', need: e.need };
  if (e instanceof Skipped) return { type: 'skipped', reason: e.reason, tier: e.tier };
  if (e instanceof HarnessError) return { type: 'harness', code: e.code, message: unprefixed(e) };
  if (e instanceof TransportError) return { type: 'transport', code: e.code, message: unprefixed(e) };
  return { type: 'other', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
}

function decodeOutcome<T>(o: EncodedOutcome, codec: Codec<T>): Outcome<T> {
  if ('value' in o) return { value: codec.decode(o.value) };
  const e = o.error;
  if (e.type === 'failed') return { error: new CheckFailure(e.summary, e.expected, e.actual, e.level) };
  if (e.type === 'blocked') return { error: new Blocked(e.by, e.reason) };
  if (e.type === 'not-testable') return { error: new NotTestable(e.need) };
  if (e.type === 'skipped') return { error: new Skipped(e.reason, e.tier) };
  if (e.type === 'harness') return { error: new HarnessError(e.code as HarnessErrorCode, e.message) };
  if (e.type === 'transport') return { error: new TransportError(e.code as TransportError['code'], e.message) };
  return { error: new Error(e.message) };
}
