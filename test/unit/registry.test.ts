// The clause registry: unique, well-formed ids; quotes that really are the spec's words; a spec
// copy identical to the shared spec; fault declarations that name real clauses (a reference imports
// nothing of the harness, so its ids are text, checked here); and ids as a type.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, clause, isClauseId, specHash, specPath, type ClauseId } from '../../lib/spec/registry.ts';
import { check } from '../../lib/harness/check.ts';
import { blocked } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { requireStatus } from '../../lib/resource/refusal.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { inventoryClauses, sources } from '../../lib/spec/sources/index.ts';

// 'security': the BCP's attacks and the cited RFCs' rules (lib/spec/clauses/security.ts), each quote from its source
const SECTIONS = ['service', 'resources', 'endpoints', 'authentication', 'scopes', 'errors', 'limits', 'security'];
const flat = (s: string) => s.replace(/\*/g, '').replace(/[|`]/g, ' ').replace(/\s+/g, ' ').trim();

describe('clause registry', () => {
  it('has unique ids shaped <section>/<item>/<rule>', () => {
    const ids = clauses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // an inventory entry that is a clause keeps its entry id: <source id>/<section>/<slug>
    const sourceIds = sources.map((s) => s.id);
    const fromInventory = new Set(inventoryClauses.map((c) => c.id));
    for (const id of ids) {
      if (fromInventory.has(id)) {
        expect(id).toMatch(/^[a-z][a-z0-9-]*(\/[a-z0-9_:.-]+)+$/);
        expect(sourceIds).toContain(id.split('/')[0]);
        continue;
      }
      expect(id).toMatch(/^[a-z]+(\/[a-z0-9_:.-]+)+$/);
      expect(SECTIONS).toContain(id.split('/')[0]);
    }
  });

  it('covers every section of the spec that states a rule', () => {
    for (const s of SECTIONS)
      expect(
        clauses.some((c) => c.id.startsWith(`${s}/`)),
        s,
      ).toBe(true);
    for (let item = 1; item <= 11; item++) {
      if (item === 2) continue; // the client's order of use: no server rule
      expect(
        clauses.some((c) => c.id.startsWith(`authentication/${item}/`)),
        `Authentication ${item}`,
      ).toBe(true);
    }
  });

  it('quotes the spec word for word, except where an RFC the spec cites is quoted', () => {
    const spec = flat(readFileSync(specPath, 'utf8'));
    for (const c of clauses) {
      const fragments = c.quote
        .split(/ … |…|; (?=`)/)
        .map(flat)
        .filter((f) => f.length > 3);
      const fromSpec = fragments.every((f) => spec.includes(f.replace(/^… |…$/g, '').trim()));
      expect(fromSpec || !!c.source, `${c.id}: quote not found in the spec and no RFC source given`).toBe(true);
      expect(['MUST', 'SHOULD']).toContain(c.level);
    }
  });

  it('was written from the spec the project ships', () => {
    const shared = new URL('../../../shared/spec/course-school-oauth-spec.md', import.meta.url);
    if (existsSync(shared)) expect(readFileSync(specPath, 'utf8')).toBe(readFileSync(shared, 'utf8'));
    expect(specHash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('throws on an unknown id (a harness bug, caught at collection)', () => {
    expect(() => clause('authentication/99/nothing')).toThrow(/unknown clause id/);
  });

  it('knows every clause a fault of the reference server declares', async () => {
    for (const f of await loadFaults()) {
      expect(f.clauses.length, f.id).toBeGreaterThan(0);
      for (const id of f.clauses) expect(isClauseId(id), `${f.id} declares ${id}`).toBe(true);
    }
  });

  // a clause id is a type (ClauseId): tsc fails on each line below that would compile, so a wrong id
  // passed to check(), blocked() or a helper such as requireStatus() never reaches a run
  it('refuses a misspelt or composed id at compile time, and one that arrives as text at run time', () => {
    const typeOnly = (res: HttpResponse) => {
      // @ts-expect-error a misspelt id
      check('errors/insufficent_scope', 'title', () => {});
      // @ts-expect-error a sentence where ids belong (issue 20: this ended a faulty target's run in a harness error)
      requireStatus(res, 403, 'errors/insufficient_scope (or scopes/resource-scopes)');
      // @ts-expect-error any string is not a ClauseId (the union must not widen to string)
      const id: ClauseId = String('errors/insufficient_scope');
      requireStatus(res, 403, ['errors/insufficient_scope', 'scopes/resource-scopes']);
      return id;
    };
    expect(typeof typeOnly).toBe('function');
    expect(isClauseId('errors/insufficient_scope')).toBe(true);
    expect(isClauseId('errors/insufficient_scope (or scopes/resource-scopes)')).toBe(false);
    const fromText = 'errors/insufficent_scope' as ClauseId;
    expect(() => blocked(fromText, 'a prerequisite failed')).toThrow(/is not a clause id/);
  });
});
