// The requirement inventories (lib/spec/sources): stable unique ids under their source, each entry
// accounted for exactly once (checks, not observable, not applicable, or untested with what a check
// would do), its keyword in its quote, and every clause it names in the registry; and the citation
// graph: every document a source cites is inventoried or listed with the reason it is not.
import { describe, expect, it } from 'vitest';
import { findClause } from '../../lib/spec/registry.ts';
import { sources } from '../../lib/spec/sources/index.ts';
import { notInventoried } from '../../lib/spec/sources/cited.ts';
import { citation, citedBy, reachableFromSpec } from '../../lib/spec/sources/graph.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';

const all = sources.flatMap((s) => s.requirements.map((r) => ({ s, r })));
const ways = all.flatMap(({ r }) => (r.breaks ?? []).map((w) => ({ r, w })));

describe('requirement inventories', () => {
  it('has 30 sources with distinct ids', () => {
    expect(sources).toHaveLength(30);
    expect(new Set(sources.map((s) => s.id)).size).toBe(30);
  });

  it('gives every entry a unique id under its source', () => {
    const ids = all.map(({ r }) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { s, r } of all) expect(r.id.startsWith(`${s.id}/`), r.id).toBe(true);
  });

  it('accounts for each entry exactly once', () => {
    for (const { r } of all) {
      const ways = [!!r.checks?.length && r.notApplicable === undefined, r.notObservable, r.notApplicable, r.untested].filter(
        (w) => w !== undefined && w !== false,
      );
      expect(ways, `${r.id}: checks, notObservable, notApplicable or untested, one of them`).toHaveLength(1);
      for (const why of [r.notObservable, r.notApplicable, r.untested]) if (why !== undefined) expect(why, r.id).toMatch(/\S{3,}/);
      expect(r.reading, r.id).toMatch(/\S{3,}/);
    }
  });

  it('quotes each RFC sentence with its keyword', () => {
    for (const { s, r } of all) if (s.id !== 'spec') expect(r.quote, r.id).toContain(r.keyword);
  });

  it('names only clauses of the registry', () => {
    for (const { r } of all) for (const id of r.checks ?? []) expect(findClause(id), `${r.id} names ${id}`).toBeDefined();
  });

  it('accounts for each way to break an entry exactly once: checked and proven by a fault, or why not', async () => {
    const faults = new Map((await loadFaults()).map((f) => [f.id, f]));
    for (const { r, w } of ways) {
      const label = `${r.id}: ${w.way}`;
      const reasons = [w.checks?.length ? 'checks' : undefined, w.notObservable, w.notApplicable].filter((x) => x !== undefined);
      expect(reasons, `${label}: checks, notObservable or notApplicable, one of them`).toHaveLength(1);
      expect(w.way, label).toMatch(/\S{3,}/);
      if (!w.checks?.length) continue;
      for (const id of w.checks) expect(findClause(id), `${label} names ${id}`).toBeDefined();
      const fault = w.fault ? faults.get(w.fault) : undefined;
      expect(fault, `${label}: names the reference fault that breaks it this way`).toBeDefined();
      expect(
        fault!.clauses.some((c) => w.checks!.includes(c)),
        `${label}: fault ${w.fault} declares one of ${w.checks.join(', ')}`,
      ).toBe(true);
    }
  });

  // a tested entry left without ways, with why: none but these
  const WITHOUT_WAYS: Record<string, string> = {
    'rfc6749/5.1/access-token':
      'a token response without access_token stops nearly every other check: no fault yet breaks it at one place alone',
  };

  it('gives every tested entry its ways to break', () => {
    const missing = all.filter(({ r }) => r.checks?.length && !r.notApplicable && !r.breaks?.length).map(({ r }) => r.id);
    expect(missing).toEqual(Object.keys(WITHOUT_WAYS));
  });

  it('lists no way twice under one entry', () => {
    for (const { r } of all) {
      const names = (r.breaks ?? []).map((w) => w.way);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        r.id,
      ).toEqual([]);
    }
  });
});

describe('citation graph', () => {
  it('accounts for every cited document: inventoried, or listed with the reason it is not', () => {
    const unaccounted = sources.flatMap((s) =>
      s.cites.filter((id) => citation(id).status === 'unaccounted').map((id) => `${s.id} cites ${id}`),
    );
    expect(unaccounted, 'cited, neither inventoried nor given a reason (lib/spec/sources/cited.ts)').toEqual([]);
  });

  it('cites each document once, never itself', () => {
    for (const s of sources) {
      expect(s.cites, s.id).not.toContain(s.id);
      expect(new Set(s.cites).size, s.id).toBe(s.cites.length);
    }
  });

  it('gives a reason only for documents that are cited and not inventoried', () => {
    const ids = notInventoried.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const d of notInventoried) {
      expect(
        sources.map((s) => s.id),
        `${d.id} is inventoried: drop its reason`,
      ).not.toContain(d.id);
      expect(citedBy(d.id).length, `${d.id}: no source cites it`).toBeGreaterThan(0);
      expect(d.reason, d.id).toMatch(/\S{3,}/);
    }
  });

  it('reaches every inventoried source from the spec', () => {
    const reached = reachableFromSpec();
    expect(sources.map((s) => s.id).filter((id) => !reached.has(id))).toEqual([]);
  });
});
