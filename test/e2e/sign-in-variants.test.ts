// Sign-in pages built otherwise, driven by the generic strategy alone: a page whose script draws
// the form after it has loaded (as single-page sign-in apps do), and an identifier-first sign-in
// (the e-mail address, then the password on a page of its own). Against the reference built each
// way, with the login calibrated, every check passes as it does against the plain form.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDrives } from '../../lib/browser/timings.ts';
import { runAgainstReference, selfTestReports } from '../support/reference-run.ts';

const plainHttpSkip = (t: { status: string; message?: string }) =>
  t.status === 'skipped' && /\{base_url\} is plain http/.test(t.message ?? '');

describe.each(['drawn', 'identifier-first'] as const)('the reference with a %s sign-in', (signIn) => {
  it('passes every check of every suite, with the generic strategy', { timeout: 300_000 }, async () => {
    const summary = await runAgainstReference([], [], undefined, true, undefined, { signIn });
    const notPassed = summary.tests
      .filter((t) => t.status !== 'passed' && !plainHttpSkip(t))
      .map((t) => `${t.status}: ${t.title}: ${t.message}`);
    expect(notPassed).toEqual([]);
    expect(summary.runErrors).toEqual([]);
    expect(summary.exitCode).toBe(0);
    // the sign-ins that got through went the variant's way: identifier-first takes two sign-in pages
    const signIns = readDrives(join(selfTestReports, summary.runId)).filter((d) => d.pages[0] === 'login' && d.pages.includes('consent'));
    expect(signIns.length).toBeGreaterThan(0);
    const twoPages = signIns.filter((d) => d.pages[1] === 'login').length;
    if (signIn === 'identifier-first') expect(twoPages).toBe(signIns.length);
    else expect(twoPages).toBe(0);
  });
});
