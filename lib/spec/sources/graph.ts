// The citation graph: each source and the documents it cites for what this server must do, each of them
// inventoried (a source of index.ts) or listed in cited.ts with its reason; a third state, unaccounted,
// is what test/unit/sources.test.ts refuses and `list --sources` flags.
import { notInventoriedById } from './cited.ts';
import { sources } from './index.ts';
import type { NotInventoried, Source } from './types.ts';

export type Citation =
  | { id: string; status: 'inventoried'; source: Source }
  | { id: string; status: 'not inventoried'; document: NotInventoried }
  | { id: string; status: 'unaccounted' };

const byId = new Map(sources.map((s) => [s.id, s]));

export function citation(id: string): Citation {
  const source = byId.get(id);
  if (source) return { id, status: 'inventoried', source };
  const document = notInventoriedById.get(id);
  return document ? { id, status: 'not inventoried', document } : { id, status: 'unaccounted' };
}

/** Each document a source cites, and how it is accounted for. */
export const citationsOf = (s: Source): Citation[] => s.cites.map(citation);

/** The sources that cite a document. */
export const citedBy = (id: string): Source[] => sources.filter((s) => s.cites.includes(id));

/** The ids reachable from the spec through the citations (the spec's own id included). */
export function reachableFromSpec(): Set<string> {
  const seen = new Set<string>(['spec']);
  const queue = ['spec'];
  for (let id = queue.shift(); id !== undefined; id = queue.shift())
    for (const next of byId.get(id)?.cites ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}
