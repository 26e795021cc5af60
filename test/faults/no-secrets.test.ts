// No secret in any output: with faults whose failures quote token responses, every byte of every
// file the run writes (summary.json, junit.xml, report.html, allure-results/, evidence/,
// attachments/) and every console line is searched for every secret the run saw on the wire.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../fixtures/reference/server.ts';
import { printSummary } from '../../lib/cli/print.ts';
import { loadConfig } from '../../lib/config/load.ts';
import { runHarness } from '../../lib/run/run.ts';
import { selfTestReports } from '../support/reference-run.ts';
import { SecretsSeen } from '../support/secrets-seen.ts';

/** faults whose failures quote a token response: tokens issued where they must not be */
const FAULTS = ['token-pkce-unchecked', 'token-client-secret-unchecked', 'refresh-any-client', 'refresh-id-token', 'token-json-as-text'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('no secret in any output', () => {
  it('finds none of the secrets the run saw in any file or console line', { timeout: 300_000 }, async () => {
    const seen = new SecretsSeen();
    const server = await createServer({ faults: FAULTS, onExchange: seen.tap });
    const console: string[] = [];
    try {
      const config = loadConfig({ env: {}, defaults: server.targetConfig() });
      for (const m of config.members ?? []) seen.add(m.password);
      seen.add(config.memberClient?.clientSecret);
      const summary = await runHarness({
        config,
        suites: ['token', 'refresh'],
        reportDir: selfTestReports,
        seed: 1,
        embeddedReference: true,
        faults: FAULTS,
        calibrate: false,
        print: (l) => console.push(l),
      });
      const runDir = join(selfTestReports, summary.runId);
      printSummary(summary, runDir, (l) => console.push(l));

      // the run really did fail with token responses in its messages (masked)
      const quoting = summary.tests.filter((t) => t.status === 'failed' && /access_token[^\n]*len=\d+/.test(t.message ?? ''));
      expect(quoting.length).toBeGreaterThan(0);
      expect(seen.values.size).toBeGreaterThan(20);

      const outputs = [
        ...files(runDir).map((f) => [f, readFileSync(f).toString('latin1')] as const),
        ['console', console.join('\n')] as const,
      ];
      const leaks: string[] = [];
      for (const secret of seen.values) {
        const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
        for (const [where, text] of outputs) if ([...forms].some((f) => text.includes(f))) leaks.push(`${secret.slice(0, 4)}… in ${where}`);
      }
      expect(leaks).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
