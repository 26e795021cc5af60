// No secret in any output: with faults whose failures quote token responses, and against the
// oidc-provider target with dynamic registration issuing registration access tokens (RFC 7591/7592),
// every byte of every file the run writes (summary.json, junit.xml, report.html, allure-results/,
// evidence/, attachments/) and every console line is searched for every secret the run saw on the wire.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../fixtures/reference/server.ts';
import { createOidcProviderTarget } from '../../fixtures/oidc-provider/server.ts';
import { printSummary } from '../../lib/cli/print.ts';
import { loadConfig } from '../../lib/config/load.ts';
import type { HarnessConfig } from '../../lib/config/load.ts';
import type { Evidence } from '../../lib/http/types.ts';
import type { RunSummary } from '../../lib/report/types.ts';
import { runHarness, type RunOptions } from '../../lib/run/run.ts';
import { selfTestReports } from '../support/reference-run.ts';
import { SecretsSeen } from '../support/secrets-seen.ts';
import { readZip } from '../../lib/browser/zip.ts';

/** faults whose failures quote a token response: tokens issued where they must not be */
const FAULTS = ['token-pkce-unchecked', 'token-client-secret-unchecked', 'refresh-any-client', 'refresh-id-token', 'token-json-as-text'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A file's text; a trace's (zip) the text of each entry, which is what its viewer shows. */
function contents(f: string): (readonly [string, string])[] {
  const data = readFileSync(f);
  if (!f.endsWith('.zip')) return [[f, data.toString('latin1')]];
  return readZip(data).map((e) => [`${f}:${e.name}`, e.data.toString('latin1')] as const);
}

function configFor(target: object, seen: SecretsSeen): HarnessConfig {
  const config = loadConfig({ env: {}, defaults: target });
  for (const m of [...(config.members ?? []), ...(config.otherOrigin?.members ?? [])]) seen.add(m.password);
  seen.add(config.memberClient?.clientSecret);
  return config;
}

/** Every place (file or console) where a secret seen on the wire appears in clear, once per file. */
function leaks(seen: SecretsSeen, runDir: string, console: string[]): string[] {
  const outputs = [...files(runDir).flatMap(contents), ['console', console.join('\n')] as const];
  const found: string[] = [];
  for (const [name, values] of seen.byName)
    for (const secret of values) {
      const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
      for (const [where, text] of outputs)
        if ([...forms].some((f) => text.includes(f))) found.push(`${name} ${secret.slice(0, 4)}… in ${where}`);
    }
  return found;
}

async function run(config: HarnessConfig, options: Partial<RunOptions>) {
  const console: string[] = [];
  const summary: RunSummary = await runHarness({
    config,
    reportDir: selfTestReports,
    seed: 1,
    calibrate: false,
    print: (l) => console.push(l),
    ...options,
  });
  const runDir = join(selfTestReports, summary.runId);
  printSummary(summary, runDir, (l) => console.push(l));
  return { summary, runDir, console };
}

describe('no secret in any output', () => {
  it('finds none of the secrets the run saw in any file or console line', { timeout: 300_000 }, async () => {
    const seen = new SecretsSeen();
    const server = await createServer({ faults: FAULTS, onExchange: seen.tap });
    try {
      const config = configFor(server.targetConfig(), seen);
      const { summary, runDir, console } = await run(config, { suites: ['token', 'refresh'], embeddedReference: true, faults: FAULTS });

      // the run really did fail with token responses in its messages (masked)
      const quoting = summary.tests.filter((t) => t.status === 'failed' && /access_token[^\n]*len=\d+/.test(t.message ?? ''));
      expect(quoting.length).toBeGreaterThan(0);
      expect(seen.values.size).toBeGreaterThan(20);
      expect(leaks(seen, runDir, console)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('finds none in the Playwright traces of the drives (run --trace on)', { timeout: 300_000 }, async () => {
    const seen = new SecretsSeen();
    const server = await createServer({ onExchange: seen.tap });
    try {
      const config = configFor(server.targetConfig(), seen);
      const suites = ['authorization/approval', 'authorization/deny', 'security/consent-csrf', 'token/code-exchange'];
      const { summary, runDir, console } = await run(config, { suites, embeddedReference: true, calibrate: true, trace: 'on' });
      expect(summary.tests.filter((t) => t.status !== 'passed').map((t) => t.title)).toEqual([]);
      const traces = files(join(runDir, 'attachments')).filter((f) => /trace-.*\.zip$/.test(f));
      // the calibration's drives, with the password typed and a wrong one, are among them
      expect(traces.filter((f) => f.includes('calibration')).length).toBe(2);
      expect(traces.length).toBeGreaterThan(6);
      for (const f of traces) expect(readZip(readFileSync(f)).map((e) => e.name)).toContain('trace.trace');
      expect(seen.byName.get('code')?.size).toBeGreaterThan(3);
      expect(leaks(seen, runDir, console)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('finds no registration access token (nor any other credential) of an oidc-provider run', { timeout: 300_000 }, async () => {
    const seen = new SecretsSeen();
    const target = await createOidcProviderTarget({ registrationManagement: true, tap: seen.tapOidc });
    try {
      const config = configFor(target.targetConfig(), seen);
      const { runDir, console } = await run(config, { suites: ['registration', 'fuzz/registration'], fuzzCases: 30 });

      expect(seen.byName.get('registration_access_token')?.size ?? 0).toBeGreaterThan(5);
      // masked by its name in the evidence (a body is a string there), while what a reader needs stays
      const bodies = files(join(runDir, 'evidence')).flatMap((f) =>
        (JSON.parse(readFileSync(f, 'utf8')) as Evidence).exchanges.map((x) => x.response?.body ?? ''),
      );
      expect(bodies.some((b) => /"registration_access_token": "\S{4}…\S{4} \(len=\d+\)"/.test(b))).toBe(true);
      expect(bodies.some((b) => /"token_endpoint_auth_method": "none"/.test(b))).toBe(true);
      expect(leaks(seen, runDir, console)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it(
    'finds no client_secret of a metadata document the harness serves (the CIMD document server records what it sends)',
    { timeout: 300_000 },
    async () => {
      const server = await createServer({});
      try {
        const config = loadConfig({ env: {}, defaults: server.targetConfig() });
        const { summary, runDir, console } = await run(config, { suites: ['cimd/document-fetch'], embeddedReference: true });
        const check = summary.tests.find((t) => t.clauses.includes('cimd/4.1/no-shared-secret'));
        expect(check?.status).toBe('passed');
        // the secret is this suite's own literal: the document's fetch is in the check's evidence, masked by name
        const seen = new SecretsSeen();
        seen.add('cs-document-chosen-secret');
        expect(leaks(seen, runDir, console)).toEqual([]);
        const bodies = files(join(runDir, 'evidence')).flatMap((f) =>
          (JSON.parse(readFileSync(f, 'utf8')) as Evidence).exchanges.map((x) => x.response?.body ?? ''),
        );
        expect(bodies.some((b) => /"client_secret": "\S{4}…\S{4} \(len=\d+\)"/.test(b))).toBe(true);
      } finally {
        await server.close();
      }
    },
  );
});
