// Run profiles: named selections with their own defaults. `security` runs the checks of the threat
// map (lib/spec/threats.ts) with three times the default fuzz budget; `list --threats` prints the map.
import { DEFAULT_BUDGET } from '../fuzz/budget.ts';
import { threatClauses, threats } from '../spec/threats.ts';
import type { ListedTest } from '../run/collect.ts';
import { UsageError } from './args.ts';

export const PROFILES = ['security'] as const;
export const SECURITY_FUZZ_FACTOR = 3;

export interface Profile {
  clauses: string[];
  fuzzCases: number;
}

/** The profile's clause selection and fuzz budget; a --clause of the user's own is a usage error beside it. */
export function profileOf(name: string | undefined, clauses: readonly string[] = []): Profile | undefined {
  if (name === undefined) return undefined;
  if (name !== 'security') throw new UsageError(`unknown profile "${name}" (profiles: ${PROFILES.join(', ')})`);
  if (clauses.length) throw new UsageError('--profile security picks its checks by the threat map: drop --clause, or drop --profile');
  return { clauses: threatClauses(), fuzzCases: DEFAULT_BUDGET * SECURITY_FUZZ_FACTOR };
}

/** The threat map, one threat a block: its source, status line of its defences and the checks of each. */
export function printThreats(tests: readonly ListedTest[], out: (line: string) => void): void {
  for (const t of threats) {
    out(`${t.id}  ${t.title}  (${t.source})`);
    if (!t.clauses.length) out('    no check');
    for (const id of t.clauses) {
      const n = tests.filter((x) => x.clauses.includes(id)).length;
      out(`    ${id}  ${n ? `${n} check${n === 1 ? '' : 's'}` : 'UNTESTED'}`);
    }
    if (t.note) out(`    note: ${t.note}`);
  }
  const ids: readonly string[] = threatClauses();
  const checks = tests.filter((x) => x.clauses.some((c) => ids.includes(c))).length;
  out(`\n${threats.length} threats, ${ids.length} defending clauses, ${checks} checks (cs-conformance run --profile security runs them)`);
}
