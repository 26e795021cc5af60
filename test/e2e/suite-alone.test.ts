// Every suite run alone gives each of its checks the verdict it has in a full run: a check makes its
// own preconditions (a grant, a signed-in session, a registered client), whatever else runs.
// (test/matrix/check-alone-N.test.ts walks every clause alone the same way, in the matrix step.)
import { describe, expect, it } from 'vitest';
import { allSuites } from '../../lib/run/completeness.ts';
import { differences, referenceWithFullRun, runOn } from '../support/alone.ts';

const { server, full } = referenceWithFullRun();

describe('each suite alone', () => {
  it('gives every check its full-run verdict', { timeout: 900_000 }, async () => {
    const found: string[] = [];
    for (const suite of allSuites()) found.push(...differences(await runOn(server(), { suites: [suite] }), full()));
    expect(found).toEqual([]);
    expect(full().summary.totals.total).toBeGreaterThan(300);
  });
});
