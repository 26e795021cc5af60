// --profile ci: a gate for pull requests. Every clause the selected checks judge is judged at least
// once, by as few checks as do it, and as few consents: a check's cost is the consents its grants
// take that the checks already chosen have not paid (a grant the run shares costs once; a check's
// own grant each time, and a second one of the same shape and use costs more, so that the tier takes
// at most one consent per distinct grant where the clauses allow). The full run stays the default;
// the report says what the tier covers.
import type { ListedTest } from '../run/collect.ts';

/** The checks of the tier, in the order they were given. */
export function ciChoice(tests: readonly ListedTest[]): ListedTest[] {
  const uncovered = new Set(tests.flatMap((t) => t.clauses));
  const paid = new Set<string>();
  const shapes = new Set<string>();
  const chosen = new Set<ListedTest>();
  const grantKey = (t: ListedTest, g: ListedTest['grants'][number]) =>
    g.scope === 'run' ? g.id : g.scope === 'file' ? `${t.file}\n${g.id}` : `${t.file}\n${t.title}\n${g.id}`;
  const shapeKey = (g: ListedTest['grants'][number]) => JSON.stringify([g.shape, g.changes ?? ''].flat());
  const cost = (t: ListedTest) =>
    1 +
    t.grants
      .filter((g) => !g.when && !paid.has(grantKey(t, g)))
      .reduce((n, g) => n + (g.consents ?? 1) * (g.scope === 'check' && shapes.has(shapeKey(g)) ? 20 : 10), 0);
  while (uncovered.size) {
    let best: ListedTest | undefined;
    let bestScore = 0;
    for (const t of tests) {
      if (chosen.has(t)) continue;
      const gain = t.clauses.filter((c) => uncovered.has(c)).length;
      if (!gain) continue;
      const score = gain / cost(t);
      if (score > bestScore || (score === bestScore && best && t.title < best.title)) [best, bestScore] = [t, score];
    }
    if (!best) break;
    chosen.add(best);
    for (const c of best.clauses) uncovered.delete(c);
    for (const g of best.grants) {
      paid.add(grantKey(best, g));
      if (g.scope === 'check') shapes.add(shapeKey(g));
    }
  }
  return tests.filter((t) => chosen.has(t));
}

/** What the tier covers, for the report: the phrase after "profile ci:". */
export function ciCovers(chosen: readonly ListedTest[], all: readonly ListedTest[]): string {
  const clauses = new Set(all.flatMap((t) => t.clauses)).size;
  return `each of the ${clauses} clauses judged once at least, by ${chosen.length} of the ${all.length} checks: not a full run`;
}
