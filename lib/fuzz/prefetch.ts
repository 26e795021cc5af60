// A fuzz session's cases are independent requests: fast-check judges them one after another, but
// their round trips need not wait on one another. The cases a seeded check will visit (fc.sample
// yields the same values in the same order) are sent a few at a time beforehand, and the check
// finds each answer waiting; against a distant target the session then costs a few round trips
// of its cases, not one per case. (Shrinking, after a failure, sends its values as it goes.)

/** Calls `send` on every value, `lanes` at a time (concurrency.fuzz); never rejects (each answer, or error, is the caller's to keep). */
export async function prefetch<V>(values: readonly V[], send: (v: V) => Promise<unknown>, lanes: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < values.length) await send(values[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, values.length) }, lane));
}
