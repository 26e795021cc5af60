// The lifetimes relation (suites/relations/lifetimes.test.ts) against the reference. With a test
// deployment's short lifetimes (a client of their own, declared in the config it suggests) the code,
// the access token at each resource and at introspection, and the refresh token are each judged and
// pass, in the default run's budget and in --profile security's tier alike, the waits side by side.
// With the reference's own lifetimes (a minute, an hour, a month) the default run waits for none:
// each is listed in the completeness summary as not run in this tier, with the wait it needs.
// The faults about a lifetime fail exactly their clauses in the matrix (their options shorten them).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { pickTests } from '../../lib/run/select.ts';
import type { RunSummary } from '../../lib/report/types.ts';
import { createServer } from '../../fixtures/reference/server.ts';
import type { PlatformOptions } from '../../fixtures/reference/platform.ts';
import { selfTestReports } from '../support/reference-run.ts';

const SHORT: Partial<PlatformOptions> = { shortLived: { codeTtl: 2, accessTokenTtl: 3, refreshTokenTtl: 4 } };
const RAT = 'rfc7592/2.1/invalid-token';

async function run(options: Partial<PlatformOptions>, lifetimeTier?: 'bound'): Promise<RunSummary> {
  const server = await createServer({ options });
  try {
    const config = loadConfig({ env: {}, defaults: server.targetConfig() });
    const picked = await pickTests({ suites: ['relations'], grep: 'refused after its lifetime' });
    return await runHarness({
      config,
      suites: ['relations'],
      picked,
      reportDir: selfTestReports,
      seed: 1,
      embeddedReference: true,
      calibrate: false,
      lifetimeTier,
    });
  } finally {
    await server.close();
  }
}

const statuses = (s: RunSummary) => s.tests.map((t) => `${t.status}: ${t.title}${t.status === 'passed' ? '' : ` — ${t.message}`}`);

describe('artefacts refused after their lifetimes', () => {
  for (const tier of [undefined, 'bound'] as const)
    it(`short lifetimes, ${tier ? '--profile security' : 'the default run'}: each judged, and passed`, { timeout: 300_000 }, async () => {
      const s = await run(SHORT, tier);
      expect(s.runErrors).toEqual([]);
      const judged = s.tests.filter((t) => !t.clauses.includes(RAT));
      expect(judged.length).toBe(7);
      expect(
        judged.filter((t) => t.status !== 'passed'),
        statuses(s).join('\n'),
      ).toEqual([]);
      // RFC 7592 §5: a registration access token does not expire, and none is declared
      expect(s.tests.find((t) => t.clauses.includes(RAT))?.status).toBe('skipped');
      expect(s.notTested.tier).toBeUndefined();
      // the waits ran side by side: the run lasts about the longest (4 s and a second's leeway), not their sum
      const waited = judged.reduce((n, t) => n + t.durationMs, 0);
      expect(s.durationMs).toBeLessThan(waited);
    });

  it(
    "the reference's own lifetimes: the default run lists each as not run in this tier, with the wait it needs",
    { timeout: 300_000 },
    async () => {
      const s = await run({});
      const tier = s.tests.filter((t) => t.notRunInTier);
      expect(tier.length, statuses(s).join('\n')).toBe(7);
      expect(s.notTested.tier?.map((t) => t.title).sort()).toEqual(tier.map((t) => t.title).sort());
      for (const t of s.notTested.tier ?? []) {
        expect(t.reason).toMatch(/a wait of \d+ s .*longer than the 10 s this run waits \(lifetimes\.waitSeconds/);
        expect(t.reason).not.toMatch(/not observable/i);
      }
      // nothing was obtained for a wait the tier does not make
      expect(s.plan?.madeByGrant['relations: artefacts kept past their lifetimes']).toBeUndefined();
      expect(s.exitCode).toBe(0);
    },
  );
});
