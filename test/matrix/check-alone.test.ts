// Every check run alone, as `--clause ID` runs it, gets the verdict it has in a full run against the
// same reference: no check leans on another's grant, session, client or order. One run per clause
// of the collected checks (long: it runs in the matrix step, apart from npm test; each suite alone is
// test/e2e/suite-alone.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectTests } from '../../lib/run/collect.ts';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { differences, runOn, startReference, type Verdicts } from '../support/alone.ts';

const collected = await collectTests();
const clauses = [...new Set(collected.flatMap((t) => t.clauses))].sort();

let server: ReferenceServer;
let full: Verdicts;

beforeAll(async () => {
  server = await startReference();
  full = await runOn(server);
}, 300_000);
afterAll(() => server?.close());

describe('each check alone', () => {
  it(`gives every check of each of the ${clauses.length} clauses its full-run verdict`, { timeout: 3_600_000 }, async () => {
    const found: string[] = [];
    for (const id of clauses) found.push(...differences(await runOn(server, { clauses: [id], collected }), full));
    expect(found).toEqual([]);
  });
});
