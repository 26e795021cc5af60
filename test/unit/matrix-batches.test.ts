// Batches of the fault matrix never mix two faults that declare the same clause.
import { describe, expect, it } from 'vitest';
import { packBatches } from '../support/matrix.ts';
import type { Fault } from '../../fixtures/reference/faults/index.ts';

const f = (id: string, ...clauses: string[]): Fault => ({ id, description: id, clauses, hooks: {} });

describe('packBatches', () => {
  it('keeps faults with a shared clause apart and respects the size', () => {
    const batches = packBatches([f('a', 'x'), f('b', 'x'), f('c', 'y'), f('d', 'z', 'x'), f('e', 'w')], 2);
    expect(batches.map((b) => b.map((x) => x.id))).toEqual([['a', 'c'], ['b', 'e'], ['d']]);
    for (const b of batches) {
      const clauses = b.flatMap((x) => x.clauses);
      expect(new Set(clauses).size).toBe(clauses.length);
    }
  });
});
