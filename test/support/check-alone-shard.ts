// Every check run alone, as `--clause ID` runs it, gets the verdict it has in a full run against the
// same reference: no check leans on another's grant, session, client or order. One run per clause
// of the collected checks, dealt into two files (test/matrix/check-alone-N.test.ts) that the matrix
// step's two workers run side by side (each suite alone is test/e2e/suite-alone.test.ts).
import { describe, expect, it } from 'vitest';
import { collectTests } from '../../lib/run/collect.ts';
import { differences, referenceWithFullRun, runOn } from './alone.ts';

export const ALONE_SHARDS = 2;

export async function describeCheckAlone(n: number): Promise<void> {
  const collected = await collectTests();
  const all = [...new Set(collected.flatMap((t) => t.clauses))].sort();
  const clauses = all.filter((_, i) => i % ALONE_SHARDS === n - 1);

  const { server, full } = referenceWithFullRun();

  describe(`each check alone (shard ${n} of ${ALONE_SHARDS})`, () => {
    it(
      `gives every check of each of ${clauses.length} of the ${all.length} clauses its full-run verdict`,
      { timeout: 3_600_000 },
      async () => {
        const found: string[] = [];
        for (const id of clauses) found.push(...differences(await runOn(server(), { clauses: [id], collected }), full()));
        expect(found).toEqual([]);
      },
    );
  });
}
