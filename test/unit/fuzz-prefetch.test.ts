// A fuzz session sends its cases ahead of fast-check: the values must be the very ones the seeded
// check visits, in the same order, and the sending stays a few at a time and never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../../lib/fuzz/prefetch.ts';
import { mutatedForm } from '../../lib/fuzz/form.ts';

describe('fuzz prefetch', () => {
  it('fc.sample with the seed and the number of runs yields the values fc.check visits', async () => {
    const arbs = [
      fc.tuple(fc.string(), fc.oneof(fc.integer(), fc.constant(null))),
      mutatedForm(fc.constant({ grant_type: 'x', code: 'y' })),
    ];
    for (const arb of arbs)
      for (const seed of [1, 977, 2 ** 30]) {
        const seen: unknown[] = [];
        await fc.check(
          fc.asyncProperty(arb as fc.Arbitrary<unknown>, async (v) => seen.push(v) > 0),
          { seed, numRuns: 60 },
        );
        expect(fc.sample(arb as fc.Arbitrary<unknown>, { seed, numRuns: 60 })).toEqual(seen);
      }
  });

  it('sends every value, a few at a time, and keeps going past a failure', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: number[] = [];
    await prefetch(
      Array.from({ length: 20 }, (_, i) => i),
      async (v) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        sent.push(v);
        if (v % 3 === 0) throw new Error('refused');
      },
      4,
    );
    expect(sent.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(4);
  });
});
