// "Expensive once, checks many": a flow runs once per file, the first time a check asks for it,
// with its own transcript; every check that uses it gets the result and the flow's evidence. A
// flow that ends otherwise (blocked, not testable, failed) ends every check that shares it the same way.
// A check that finds the flow under way waits for another check's work: a wait in a shared queue.
import type { CheckContext } from './check.ts';
import { Transcript, withTranscript } from '../http/transcript.ts';
import { waitingOn } from '../http/waits.ts';

type Outcome<T> = { value: T } | { error: unknown };

export function once<T>(label: string, fn: () => Promise<T>): (t: CheckContext) => Promise<T> {
  let run: Promise<{ outcome: Outcome<T>; evidence: Transcript }> | undefined;
  return async (t) => {
    const started = run;
    run ??= (async () => {
      const evidence = new Transcript();
      try {
        return { outcome: { value: await withTranscript(evidence, fn) }, evidence };
      } catch (error) {
        return { outcome: { error }, evidence };
      }
    })();
    const { outcome, evidence } = await (started ? waitingOn(started) : run);
    t.transcript.include(evidence.toJSON());
    t.note(`includes the evidence of the shared flow "${label}"`);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}
