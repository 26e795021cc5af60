// The switchboard itself: every fault is listed with the clauses it breaks and is proven — caught
// by the suites (test/support/fault-matrix-shard.ts) or, until a suite checks its clauses, shown to take effect
// over plain HTTP (test/reference/*.test.ts) — and every clause of the registry has a fault.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { clauses } from '../../lib/spec/registry.ts';
import { collectTests } from '../../lib/run/collect.ts';

const faults = await loadFaults();
const covered = new Set((await collectTests()).flatMap((t) => t.clauses));
const referenceTests = readdirSync(new URL('../reference/', import.meta.url))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(new URL(`../reference/${f}`, import.meta.url), 'utf8'))
  .join('\n');

describe('fault switchboard', () => {
  for (const fault of faults) {
    it(`${fault.id} breaks ${fault.clauses.join(', ')}`, () => {
      const bySuites = fault.clauses.every((c) => covered.has(c));
      const shown = referenceTests.includes(`fault ${fault.id} takes effect`);
      expect(
        bySuites || shown,
        `${fault.id}: no suite checks ${fault.clauses.filter((c) => !covered.has(c)).join(', ')} and no "fault ${fault.id} takes effect" test exists`,
      ).toBe(true);
    });
  }

  it('has at least one fault for every clause of the registry', () => {
    const broken = new Set(faults.flatMap((f) => f.clauses));
    expect(clauses.map((c) => c.id).filter((id) => !broken.has(id))).toEqual([]);
  });
});
