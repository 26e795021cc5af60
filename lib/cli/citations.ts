// `list --sources`, the citation graph: under each source the documents it cites (inventoried, not
// inventoried with a reason, or unaccounted: flagged), then each cited document that is not inventoried
// with its reason and the sources citing it, and a count.
import { notInventoried } from '../spec/sources/cited.ts';
import { citationsOf, citedBy, type Citation } from '../spec/sources/graph.ts';
import { sources, type Source } from '../spec/sources/index.ts';

const UNACCOUNTED = 'NEITHER INVENTORIED NOR GIVEN A REASON';

function mark(c: Citation): string {
  if (c.status === 'inventoried') return c.id;
  if (c.status === 'not inventoried') return `${c.id} (not inventoried: ${c.document.kind})`;
  return `${c.id} (${UNACCOUNTED})`;
}

/** The line under a source: the documents it cites. */
export const citesLine = (s: Source): string => `  cites: ${citationsOf(s).map(mark).join(', ') || 'nothing'}`;

/** The graph's totals and the table of cited documents not inventoried, with their reasons. */
export function printCitedTable(out: (line: string) => void): void {
  const all = sources.flatMap(citationsOf);
  const cited = new Map(all.map((c) => [c.id, c]));
  const count = (status: Citation['status']) => [...cited.values()].filter((c) => c.status === status).length;
  out(
    `Citation graph: ${sources.length} sources cite ${cited.size} documents: ${count('inventoried')} inventoried, ${count('not inventoried')} not inventoried with a reason, ${count('unaccounted')} unaccounted`,
  );
  for (const c of cited.values())
    if (c.status === 'unaccounted')
      out(
        `  ${c.id}: ${UNACCOUNTED}, cited by ${citedBy(c.id)
          .map((s) => s.id)
          .join(', ')}`,
      );
  out(`Cited, not inventoried (${notInventoried.length}):`);
  for (const d of notInventoried) {
    const by = citedBy(d.id).map((s) => s.id);
    out(`  ${d.id} [${d.kind}] ${d.title}; cited by ${by.join(', ') || 'nobody'}: ${d.reason}`);
  }
}
