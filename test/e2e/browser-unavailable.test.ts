// A browser problem blocks only the checks that need the browser (issue 22): with a "Chromium" that
// does not start, the checks with no browser are still judged, each browser check ends in error with
// the cause, the run names it once (exit 4), and a failure judged meanwhile still fails the run (exit 1).
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgainstReference } from '../support/reference-run.ts';

const fake = join(mkdtempSync(join(tmpdir(), 'csc-nobrowser-')), 'chromium');
let before: string | undefined;
beforeAll(() => {
  writeFileSync(fake, '#!/bin/sh\necho "not a browser" >&2\nexit 1\n');
  chmodSync(fake, 0o755);
  before = process.env.CS_CHROMIUM;
  // the run's service process, which launches the browser, inherits it
  process.env.CS_CHROMIUM = fake;
});
afterAll(() => {
  if (before === undefined) delete process.env.CS_CHROMIUM;
  else process.env.CS_CHROMIUM = before;
});

describe('a browser that cannot start', () => {
  it('leaves the checks without a browser judged and names the cause once (exit 4)', { timeout: 180_000 }, async () => {
    const s = await runAgainstReference([], ['discovery', 'authorization/approval']);
    const discovery = s.tests.filter((t) => t.suite === 'discovery');
    const approval = s.tests.filter((t) => t.file.includes('approval'));
    expect(discovery.length).toBeGreaterThan(20);
    // judged: passed, or (the TLS checks on this plain-http reference) skipped for want of https
    expect(
      discovery.filter((t) => t.status !== 'passed' && !(t.status === 'skipped' && t.file === 'suites/discovery/tls.test.ts')),
    ).toEqual([]);
    expect(approval.length).toBeGreaterThan(3);
    for (const t of approval) {
      expect(t.status, t.title).toBe('error');
      expect(t.message, t.title).toContain(fake);
    }
    expect(s.runErrors).toHaveLength(1);
    expect(s.runErrors[0]).toMatchObject({ code: 'ERR_BROWSER', browser: true });
    expect(s.runErrors[0]!.message).toContain(`${approval.length} checks that need it ended in error`);
    expect(s.exitCode).toBe(4);
  });

  it('still fails the run on a failure judged without it (exit 1)', { timeout: 180_000 }, async () => {
    const s = await runAgainstReference(['asm-no-iss-flag'], ['discovery', 'authorization/approval']);
    expect(s.tests.filter((t) => t.status === 'failed').flatMap((t) => t.clauses)).toEqual(['rfc9207/2.3/metadata-flag']);
    expect(s.exitCode).toBe(1);
  });
});
