// `list --sources`: each source document's requirement inventory, counted (tested, not observable,
// not applicable, untested), then a total; `--verbose` also lists each untested entry.
import { coverage, sources, type Coverage, type Source } from '../spec/sources/index.ts';
import type { ListedTest } from '../run/collect.ts';

export type Counts = Record<Coverage, number> & { total: number };

export function countSource(source: Source, checked: ReadonlySet<string>): Counts {
  const counts: Counts = { total: 0, tested: 0, 'not observable': 0, 'not applicable': 0, untested: 0 };
  for (const r of source.requirements) {
    counts.total++;
    counts[coverage(r, checked)]++;
  }
  return counts;
}

/** The clause ids that at least one collected check names. */
export const checkedClauses = (tests: readonly ListedTest[]): Set<string> => new Set(tests.flatMap((t) => t.clauses));

export function printSources(tests: readonly ListedTest[], out: (line: string) => void, verbose = false): void {
  const checked = checkedClauses(tests);
  const sum: Counts = { total: 0, tested: 0, 'not observable': 0, 'not applicable': 0, untested: 0 };
  for (const s of sources) {
    const c = countSource(s, checked);
    for (const k of Object.keys(sum) as (keyof Counts)[]) sum[k] += c[k];
    out(
      `${s.id}: ${c.total} requirements, ${c.tested} tested, ${c['not observable']} not observable, ${c['not applicable']} not applicable, ${c.untested} untested`,
    );
    if (verbose)
      for (const r of s.requirements.filter((r) => coverage(r, checked) === 'untested')) out(`    untested: ${r.id} (${r.keyword})`);
  }
  out(
    `${sum.total} requirements, ${sum.tested} tested, ${sum.untested} untested, ${sum['not observable']} not observable, ${sum['not applicable']} not applicable`,
  );
}
