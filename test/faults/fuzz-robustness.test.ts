// The fuzzers find the reference server's robustness faults (5xx on duplicated parameters, on an
// overlong scope, on invalid UTF-8, on a missing grant type), and every finding is reproducible:
// it shows the shrunk counterexample, the seed and path, and a curl command.
import { describe, expect, it } from 'vitest';
import { runAgainstReference } from '../support/reference-run.ts';

const ROBUSTNESS = [
  'token-5xx-on-duplicate-params',
  'token-5xx-on-overlong-scope',
  'token-5xx-on-invalid-utf8',
  'token-5xx-on-missing-grant-type',
];

describe('fuzzing finds the robustness faults', () => {
  for (const fault of ROBUSTNESS) {
    it(`${fault} → a reproducible errors/invalid_request finding`, async () => {
      const summary = await runAgainstReference([fault], ['fuzz/token']);
      const found = summary.tests.filter((t) => t.status === 'failed' && t.title.includes('no 5xx'));
      expect(found.length, summary.tests.map((t) => `${t.status} ${t.title}`).join('\n')).toBeGreaterThan(0);
      for (const t of found) {
        expect(t.clauses).toEqual(['errors/invalid_request']);
        expect(t.message).toMatch(/HTTP 5\d\d/);
        expect(t.message).toMatch(/Counterexample \(shrunk\): /);
        expect(t.message).toMatch(/Seed: \d+, path: [\d:]+/);
        expect(t.message).toMatch(/Reproduce: curl -sS -i -X POST '/);
      }
    });
  }
});
