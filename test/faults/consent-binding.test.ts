// The consent CSRF check judges the attack's outcome, not one defence: a reference that binds each
// approval to its pending request and the member who signed in for it (consentBinding 'request', as
// independent servers do) passes, and says the forged approval gave the attacker only his own account.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAgainstReference, selfTestReports } from '../support/reference-run.ts';

describe('security/csrf/consent-bound on a server that binds approvals to the pending request', () => {
  it('passes, noting a code for the attacker’s own account', { timeout: 180_000 }, async () => {
    const summary = await runAgainstReference([], ['security'], undefined, false, undefined, { consentBinding: 'request' });
    const csrf = summary.tests.find((t) => t.clauses.includes('security/csrf/consent-bound'));
    expect(csrf?.status, csrf?.message).toBe('passed');
    const evidence = JSON.parse(readFileSync(join(selfTestReports, summary.runId, csrf!.evidenceFile!), 'utf8')) as { notes: string[] };
    expect(evidence.notes.join('\n')).toMatch(/the form as shown: a code for the attacker's own account .*no breach/);
    expect(summary.tests.filter((t) => t.status !== 'passed').map((t) => t.title)).toEqual([]);
  });
});
