// --trace retain-on-failure keeps the traces of drives behind a failed or errored check only, and the
// evidence of the passed checks no longer lists the ones removed. playwright.config.ts is read in
// Playwright's shape; a value the harness cannot use is a config error naming the file.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PLAYWRIGHT_CONFIG, readPlaywrightConfig } from '../../lib/browser/playwright-config.ts';
import { ConfigError } from '../../lib/config/config-error.ts';
import type { Evidence } from '../../lib/http/types.ts';
import { runAgainstReference, selfTestReports } from '../support/reference-run.ts';

describe('run --trace retain-on-failure', () => {
  it('keeps the traces behind failed checks only', { timeout: 120_000 }, async () => {
    const s = await runAgainstReference(
      ['authorize-deny-approves'],
      ['authorization/approval', 'authorization/deny'],
      undefined,
      false,
      undefined,
      undefined,
      'retain-on-failure',
    );
    const runDir = join(selfTestReports, s.runId);
    const failed = s.tests.filter((t) => t.status === 'failed');
    // the deny by GET and by a form POST: the fault approves both
    expect(failed.map((t) => t.title).sort()).toEqual([
      expect.stringMatching(/^authentication\/3\/interactive-consent deny/),
      expect.stringMatching(/^authentication\/3\/interactive-consent the authorization request as a form POST, deny/),
    ]);
    const traces = readdirSync(join(runDir, 'attachments'))
      .filter((f) => f.startsWith('trace-'))
      .sort();
    expect(traces).toEqual([expect.stringMatching(/^trace-deny-(?!post)/), expect.stringMatching(/^trace-deny-post-/)]);
    for (const t of s.tests) {
      const ev = JSON.parse(readFileSync(join(runDir, t.evidenceFile!), 'utf8')) as Evidence;
      for (const a of ev.attachments) expect(existsSync(join(runDir, a.path)), `${t.title}: ${a.path}`).toBe(true);
    }
    expect(readFileSync(join(runDir, 'report.html'), 'utf8')).toContain(`href="attachments/${traces[0]}"`);
  });
});

describe('playwright.config.ts', () => {
  it("the project's own file: headless, the driver's viewport, traces off", async () => {
    expect(await readPlaywrightConfig(PLAYWRIGHT_CONFIG)).toMatchObject({
      headless: true,
      viewport: { width: 1000, height: 800 },
      trace: 'off',
    });
  });

  it("reads a user's edit in Playwright's shape, and names the file for a value it cannot use", async () => {
    // inside node_modules, so that the file's import of @playwright/test resolves as a user's would
    const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.csc-pw-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'playwright.config.ts');
    const write = (use: string) =>
      writeFileSync(file, `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ use: ${use} });\n`);
    write(
      `{ headless: false, locale: 'de-DE', timezoneId: 'Europe/Berlin', launchOptions: { args: ['--lang=de'] }, trace: { mode: 'on' } }`,
    );
    expect(await readPlaywrightConfig(file)).toEqual({
      headless: false,
      viewport: { width: 1000, height: 800 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      args: ['--lang=de'],
      trace: 'on',
    });
    const other = join(dir, 'other.config.ts');
    writeFileSync(other, `export default { use: { trace: 'on-first-retry' } };\n`);
    await expect(readPlaywrightConfig(other)).rejects.toThrow(ConfigError);
    await expect(readPlaywrightConfig(other)).rejects.toThrow(/other\.config\.ts: use\.trace/);
    expect(await readPlaywrightConfig(join(tmpdir(), 'none.config.ts'))).toMatchObject({ headless: true, trace: 'off' });
  });
});
