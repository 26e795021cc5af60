// Run profiles: named selections with their own defaults. `security` runs the checks of the threat
// map (lib/spec/threats.ts) with three times the default fuzz budget, and waits out every artefact's
// lifetime up to the bound the text gives (the default run waits lifetimes.waitSeconds at most);
// `list --threats` prints the map.
// `ci` runs, for a pull-request gate, the fewest and cheapest checks that judge every clause once
// (lib/cli/ci-profile.ts); its report says so, so that nobody takes its pass for a full one.
import { DEFAULT_BUDGET } from '../fuzz/budget.ts';
import { threatClauses, threats } from '../spec/threats.ts';
import type { ListedTest } from '../run/collect.ts';
import { UsageError } from './args.ts';
import { ciChoice, ciCovers } from './ci-profile.ts';

export const PROFILES = ['security', 'ci'] as const;
export const SECURITY_FUZZ_FACTOR = 3;

export interface Profile {
  name: string;
  clauses?: string[];
  fuzzCases?: number;
  /** 'bound': wait out each lifetime up to the bound the text gives */
  lifetimeTier?: 'bound';
  /** its own choice among the checks the other options leave */
  choose?: (tests: ListedTest[]) => ListedTest[];
  /** what it covered, once it chose (the report's note) */
  covers?: () => string | undefined;
}

/** The profile's selection and fuzz budget; beside security's, a --clause of the user's own is a usage error. */
export function profileOf(name: string | undefined, clauses: readonly string[] = []): Profile | undefined {
  if (name === undefined) return undefined;
  if (name === 'ci') {
    let covers: string | undefined;
    const choose = (tests: ListedTest[]) => {
      const chosen = ciChoice(tests);
      covers = ciCovers(chosen, tests);
      return chosen;
    };
    return { name, choose, covers: () => covers };
  }
  if (name !== 'security') throw new UsageError(`unknown profile "${name}" (profiles: ${PROFILES.join(', ')})`);
  if (clauses.length) throw new UsageError('--profile security picks its checks by the threat map: drop --clause, or drop --profile');
  return { name, clauses: threatClauses(), fuzzCases: DEFAULT_BUDGET * SECURITY_FUZZ_FACTOR, lifetimeTier: 'bound' };
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
