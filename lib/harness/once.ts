// "Expensive once, checks many": a flow runs once per file, the first time a check asks for it,
// with its own transcript; every check that uses it gets the result and the flow's evidence.
import type { CheckContext } from './check.ts';
import { Transcript, withTranscript } from '../http/transcript.ts';

export function once<T>(label: string, fn: () => Promise<T>): (t: CheckContext) => Promise<T> {
  let run: Promise<{ ok: true; value: T; evidence: Transcript } | { ok: false; error: unknown; evidence: Transcript }> | undefined;
  return async (t) => {
    run ??= (async () => {
      const evidence = new Transcript();
      try {
        return { ok: true as const, value: await withTranscript(evidence, fn), evidence };
      } catch (error) {
        return { ok: false as const, error, evidence };
      }
    })();
    const r = await run;
    t.transcript.include(r.evidence.toJSON());
    t.note(`includes the evidence of the shared flow "${label}"`);
    if (!r.ok) throw r.error;
    return r.value;
  };
}
