// Batches of the fault matrix never mix two faults that declare the same clause; a batch that
// was not exact sets apart the fault whose broken clause blocked another fault's check, or the faults
// whose clauses went missing when nothing else failed.
import { describe, expect, it } from 'vitest';
import { blockersIn, maskedIn, packBatches } from '../support/matrix.ts';
import type { TestResult } from '../../lib/report/types.ts';
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

const t = (clause: string, status: TestResult['status'], blockedBy?: string[]) =>
  ({ id: clause, title: clause, suite: 's', file: 'f', clauses: [clause], level: 'MUST', status, durationMs: 0, blockedBy }) as TestResult;

describe('blockersIn', () => {
  it("names the fault whose failed clause blocked another fault's missing clause", () => {
    const group = [f('grant', 'token'), f('iss', 'iss'), f('other', 'x')];
    const tests = [t('token', 'failed'), t('iss', 'blocked', ['token']), t('x', 'failed')];
    expect(blockersIn(group, tests, ['token', 'x']).map((x) => x.id)).toEqual(['grant']);
  });
  it('names none when nothing went missing through a block (the group is halved instead)', () => {
    const group = [f('a', 'p'), f('b', 'q')];
    expect(blockersIn(group, [t('p', 'failed'), t('q', 'failed'), t('r', 'failed')], ['p', 'q', 'r'])).toEqual([]);
    expect(blockersIn(group, [t('p', 'failed'), t('q', 'passed')], ['p'])).toEqual([]);
  });
});

describe('maskedIn', () => {
  it('names the faults whose clauses went missing when nothing beyond the group failed', () => {
    const group = [f('a', 'p'), f('b', 'q', 'r'), f('c', 's')];
    expect(maskedIn(group, ['p', 'q']).map((x) => x.id)).toEqual(['b', 'c']);
  });
  it('names none when a clause outside the group failed (the group is halved instead)', () => {
    expect(maskedIn([f('a', 'p'), f('b', 'q')], ['p', 'z'])).toEqual([]);
  });
});
