// Inputs a relation varies, drawn by fast-check from the run's seed (--seed replays them, as the fuzz
// sessions' cases): a parameter name no server knows and its value, one change to a request.
import fc from 'fast-check';
import { sessionSeed } from '../fuzz/budget.ts';

const NAME = fc.stringMatching(/^cs_[a-z][a-z0-9_]{2,14}$/);
const VALUE = fc.stringMatching(/^[A-Za-z0-9._~-]{1,24}$/);

/** One value of an arbitrary, fixed by the run's seed and `name` (each place draws its own). */
export function drawn<T>(arbitrary: fc.Arbitrary<T>, name: string): T {
  return fc.sample(arbitrary, { seed: sessionSeed(`relations:${name}`), numRuns: 1 })[0]!;
}

/** A parameter name no specification defines (the cs_ prefix) and a value of unreserved characters. */
export function unknownParameter(name: string, known: readonly string[]): [string, string] {
  const picked = drawn(fc.tuple(NAME, VALUE), name);
  return known.includes(picked[0]) ? [`${picked[0]}_x`, picked[1]] : picked;
}
