// An https target with a private CA (issue 22): the embedded reference behind a TLS-terminating front
// whose certificates a test CA signs. Given tls.ca, the whole default run, the harness's requests and
// the browser's drives alike, gets the verdicts it gets over plain HTTP; without it the run ends at
// once (exit 3) naming the certificate problem and tls.ca, with a complete report; tls.insecure runs
// but is recorded, and certify refuses such a run.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { certify, CertifyError } from '../../lib/report/certify.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { makeCa } from '../support/test-ca.ts';
import { tlsFront, type TlsFront } from '../support/tls-front.ts';
import { brokenClauses, NOT_ADVERTISED, OPAQUE, selfTestReports } from '../support/reference-run.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'csc-tls-'));
const caFile = join(dir, 'ca.pem');
let server: ReferenceServer;
let front: TlsFront;

beforeAll(async () => {
  const ca = makeCa();
  writeFileSync(caFile, ca.cert);
  front = tlsFront(ca);
  server = await createServer({ front: front.front });
});
afterAll(async () => {
  await server?.close();
  await front?.close();
});

function run(tls: object | undefined, suites: string[] = []) {
  const config = loadConfig({ env: {}, defaults: { ...server.targetConfig(), ...(tls ? { tls } : {}) } });
  return runHarness({ config, suites, reportDir: selfTestReports, seed: 1, embeddedReference: true, faults: [] });
}

describe('an https target with a private CA', () => {
  it('given tls.ca: every check of the default run passes, browser drives included', { timeout: 600_000 }, async () => {
    expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const summary = await run({ ca: caFile });
    // the lifetimes the default run does not wait out (test/e2e/lifetimes.test.ts judges them)
    const notPassed = summary.tests
      .filter(
        (t) =>
          t.status !== 'passed' &&
          !(
            t.status === 'skipped' &&
            ([NOT_ADVERTISED, OPAQUE].some((r) => r.test(t.message ?? '')) || t.surface?.relation === 'lifetimes')
          ),
      )
      .map((t) => `${t.title}: ${t.status} ${t.message ?? ''}`);
    expect(summary.runErrors).toEqual([]);
    expect(notPassed).toEqual([]);
    expect(summary.tests.length).toBeGreaterThan(200);
    expect(summary.target.tls).toEqual({ ca: [caFile] });
    expect(summary.exitCode).toBe(0);
  });

  it('without it: exit 3 at once, naming the certificate problem and tls.ca, with a complete report', { timeout: 120_000 }, async () => {
    const summary = await run(undefined);
    expect(summary.exitCode).toBe(3);
    expect(summary.tests).toEqual([]);
    expect(summary.runErrors).toHaveLength(1);
    const [e] = summary.runErrors;
    expect(e!.code).toBe('ERR_TLS_CERT');
    expect(e!.message).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE/);
    expect(e!.message).toMatch(/tls\.ca/);
    expect(e!.message).not.toMatch(/\n\s+at /);
    const runDir = join(selfTestReports, summary.runId);
    for (const f of ['summary.json', 'report.html']) expect(existsSync(join(runDir, f)), f).toBe(true);
    expect(readFileSync(join(runDir, 'report.html'), 'utf8')).toContain('TARGET CERTIFICATE NOT TRUSTED');
  });

  it('tls.insecure: the run goes on, says so in summary.json and the report, and certify refuses it', { timeout: 300_000 }, async () => {
    const summary = await run({ insecure: true }, ['discovery', 'authorization/approval']);
    expect(summary.tests.every((t) => t.status === 'passed')).toBe(true);
    expect(summary.target.tls).toEqual({ ca: [], insecure: true });
    const runDir = join(selfTestReports, summary.runId);
    expect(readFileSync(join(runDir, 'report.html'), 'utf8')).toContain('certificates not verified (tls.insecure)');
    const key = join(dir, 'key.pem');
    writeFileSync(key, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));
    await expect(certify(runDir, key)).rejects.toThrow(CertifyError);
    await expect(certify(runDir, key)).rejects.toThrow(/tls\.insecure/);
  });
});

describe('the TLS checks catch the faults only an https deployment shows', () => {
  it('each TLS fault (of the front, or of an https-only rule) fails exactly the clauses it declares', { timeout: 600_000 }, async () => {
    const ca = makeCa();
    const caPem = join(dir, 'tls-faults-ca.pem');
    writeFileSync(caPem, ca.cert);
    const tlsFaults = (await loadFaults()).filter((f) => f.tls);
    expect(tlsFaults.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const fault of tlsFaults) {
      const faultFront = tlsFront(ca, fault.tls);
      const s = await createServer({ front: faultFront.front, faults: fault.hooks && Object.keys(fault.hooks).length ? [fault.id] : [] });
      try {
        const config = loadConfig({ env: {}, defaults: { ...s.targetConfig(), tls: { ca: caPem } } });
        const summary = await runHarness({
          config,
          suites: ['discovery/tls.test.ts'],
          reportDir: selfTestReports,
          seed: 1,
          embeddedReference: true,
          faults: [],
        });
        const broken = brokenClauses(summary);
        if (broken.join() !== [...fault.clauses].sort().join())
          wrong.push(`${fault.id}: declared ${fault.clauses.join(' ')}, broken ${broken.join(' ') || '(none)'}`);
      } finally {
        await s.close();
        await faultFront.close();
      }
    }
    expect(wrong).toEqual([]);
  });
});
