// "Expensive once, checks many": a flow runs once per file, the first time a check asks for it,
// with its own transcript; every check that uses it gets the result and the flow's evidence. A
// flow that is blocked (its skip called) blocks every check that shares it, with the same reason.
import type { CheckContext } from './check.ts';
import { Transcript, withTranscript } from '../http/transcript.ts';

class Blocked extends Error {}

type Outcome<T> = { value: T } | { blocked: string } | { error: unknown };

export function once<T>(label: string, fn: (skip: (reason: string) => never) => Promise<T>): (t: CheckContext) => Promise<T> {
  let run: Promise<{ outcome: Outcome<T>; evidence: Transcript }> | undefined;
  const skip = (reason: string): never => {
    throw new Blocked(reason);
  };
  return async (t) => {
    run ??= (async () => {
      const evidence = new Transcript();
      try {
        return { outcome: { value: await withTranscript(evidence, () => fn(skip)) }, evidence };
      } catch (error) {
        return { outcome: error instanceof Blocked ? { blocked: error.message } : { error }, evidence };
      }
    })();
    const { outcome, evidence } = await run;
    t.transcript.include(evidence.toJSON());
    t.note(`includes the evidence of the shared flow "${label}"`);
    if ('blocked' in outcome) t.skip(outcome.blocked);
    if ('error' in outcome) throw outcome.error;
    return (outcome as { value: T }).value;
  };
}
