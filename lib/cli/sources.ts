// `list --sources`: each source document's requirement inventory, counted (tested, not observable,
// not applicable, untested) with the ways a server could break its entries (checked, or not with a
// reason, or unchecked) and the collected checks naming its clauses, the documents it cites (the
// citation graph, citations.ts), then a total and the cited documents that are not inventoried, each
// with its reason; `--verbose` also lists each untested entry, each unchecked way, and the number of
// checks naming each tested entry's clauses.
import { coverage, sources, wayCoverage, type Coverage, type Requirement, type Source, type WayCoverage } from '../spec/sources/index.ts';
import type { ListedTest } from '../run/collect.ts';
import { citesLine, printCitedTable } from './citations.ts';

export type Counts = Record<Coverage, number> & { total: number };
export type WayCounts = Record<WayCoverage, number> & { total: number };

const noCounts = (): Counts => ({ total: 0, tested: 0, 'not observable': 0, 'not applicable': 0, untested: 0 });
const noWays = (): WayCounts => ({ total: 0, checked: 0, 'not observable': 0, 'not applicable': 0, unchecked: 0 });

export function countSource(source: Source, checked: ReadonlySet<string>): Counts {
  const counts = noCounts();
  for (const r of source.requirements) {
    counts.total++;
    counts[coverage(r, checked)]++;
  }
  return counts;
}

export function countWays(source: Source, checked: ReadonlySet<string>): WayCounts {
  const counts = noWays();
  for (const w of source.requirements.flatMap((r) => r.breaks ?? [])) {
    counts.total++;
    counts[wayCoverage(w, checked)]++;
  }
  return counts;
}

/** The clause ids that at least one collected check names. */
export const checkedClauses = (tests: readonly ListedTest[]): Set<string> => new Set(tests.flatMap((t) => t.clauses));

/** The collected checks that name one of these clauses (an entry's, or a source's): a first count of what judges them. */
export function checksNaming(tests: readonly ListedTest[], clauses: ReadonlySet<string>): number {
  return tests.filter((t) => t.clauses.some((c) => clauses.has(c))).length;
}

const clausesOf = (rs: readonly Requirement[]): Set<string> =>
  new Set(rs.flatMap((r) => (r.notApplicable === undefined ? (r.checks ?? []) : [])));

const waysLine = (w: WayCounts) =>
  `${w.total} ways to break, ${w.checked} checked, ${w['not observable']} not observable, ${w['not applicable']} not applicable, ${w.unchecked} unchecked`;

export function printSources(tests: readonly ListedTest[], out: (line: string) => void, verbose = false): void {
  const checked = checkedClauses(tests);
  const sum = noCounts();
  const ways = noWays();
  for (const s of sources) {
    const c = countSource(s, checked);
    const w = countWays(s, checked);
    for (const k of Object.keys(sum) as (keyof Counts)[]) sum[k] += c[k];
    for (const k of Object.keys(ways) as (keyof WayCounts)[]) ways[k] += w[k];
    out(
      `${s.id}: ${c.total} requirements, ${c.tested} tested, ${c['not observable']} not observable, ${c['not applicable']} not applicable, ${c.untested} untested; ${waysLine(w)}; ${checksNaming(tests, clausesOf(s.requirements))} checks`,
    );
    out(citesLine(s));
    if (!verbose) continue;
    for (const r of s.requirements) {
      const how = coverage(r, checked);
      if (how === 'untested') out(`    untested: ${r.id} (${r.keyword})`);
      if (how === 'tested') out(`    ${r.id}: ${checksNaming(tests, clausesOf([r]))} checks`);
      for (const x of r.breaks ?? []) {
        const wc = wayCoverage(x, checked);
        if (wc === 'checked') continue;
        out(`    ${r.id}: ${wc} way: ${x.way}${wc === 'unchecked' ? '' : ` (${x.notObservable ?? x.notApplicable})`}`);
      }
    }
  }
  out(
    `${sources.length} sources, ${sum.total} requirements, ${sum.tested} tested, ${sum.untested} untested, ${sum['not observable']} not observable, ${sum['not applicable']} not applicable; ${waysLine(ways)}; ${checksNaming(tests, clausesOf(sources.flatMap((s) => s.requirements)))} checks`,
  );
  printCitedTable(out);
}
