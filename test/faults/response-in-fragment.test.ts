// Evidence says where an authorization response's parameters came: a server that puts a denial's
// error, state and iss in the fragment fails the checks that read the query (where a code flow's
// client looks), and each Actual line says they were in the fragment, not that they were absent.
import { describe, expect, it } from 'vitest';
import { runAgainstReference } from '../support/reference-run.ts';

describe('a denial answered in the fragment', () => {
  it('fails the denial checks, each saying the parameter came in the fragment', { timeout: 180_000 }, async () => {
    const summary = await runAgainstReference(['authorize-deny-in-fragment'], ['authorization/deny'], undefined, false);
    const failed = Object.fromEntries(summary.tests.filter((t) => t.status === 'failed').map((t) => [t.clauses[0], t.message ?? '']));
    expect(Object.keys(failed).sort()).toEqual([
      'authentication/3/interactive-consent',
      'endpoints/authorize/iss',
      'endpoints/authorize/state',
    ]);
    expect(failed['authentication/3/interactive-consent']).toMatch(
      /Actual: error="access_denied" in the fragment, not the query, code absent/,
    );
    expect(failed['endpoints/authorize/state']).toMatch(/Actual: \(absent from the query; in the fragment: "[^"]+"\)/);
    expect(failed['endpoints/authorize/iss']).toMatch(/Actual: \(absent from the query; in the fragment: "http:\/\/127\.0\.0\.1:\d+"\)/);
    expect(summary.tests.filter((t) => t.status === 'error')).toEqual([]);
  });
});
