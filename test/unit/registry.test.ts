// The clause registry: unique, well-formed ids; quotes that really are the spec's words; a spec
// copy identical to the shared spec; and fault declarations that name real clauses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, clause, specHash, specPath } from '../../lib/spec/registry.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { inventoryClauses, sources } from '../../lib/spec/sources/index.ts';

// 'security': the BCP's attacks and the cited RFCs' rules (lib/spec/clauses/security.ts), each quote from its source
const SECTIONS = ['service', 'resources', 'endpoints', 'authentication', 'scopes', 'errors', 'limits', 'security'];
const flat = (s: string) => s.replace(/\*/g, '').replace(/[|`]/g, ' ').replace(/\s+/g, ' ').trim();

describe('clause registry', () => {
  it('has unique ids shaped <section>/<item>/<rule>', () => {
    const ids = clauses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // an inventory entry checked under its own id is a clause too, named <source>/<section>/<slug>
    const inventory = new Set(inventoryClauses.map((c) => c.id));
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9-]+(\/[a-z0-9_:.-]+)+$/);
      expect(inventory.has(id) ? sources.map((s) => s.id) : SECTIONS).toContain(id.split('/')[0]);
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
      for (const id of f.clauses) expect(() => clause(id), `${f.id} declares ${id}`).not.toThrow();
    }
  });

  // blocked() checks its ids only when a check is blocked: a wrong one would surface as an error on
  // the one server that blocks it, so every literal id a suite or lib/ names is checked here
  it('knows every clause id a suite or lib/ passes to blocked()', () => {
    const root = new URL('../../', import.meta.url);
    const files = ['suites', 'lib'].flatMap((dir) =>
      (readdirSync(new URL(dir, root), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`),
    );
    let seen = 0;
    for (const file of files) {
      const text = readFileSync(new URL(file, root), 'utf8');
      for (const call of text.matchAll(/\bblocked\(\s*(\[[^\]]*\]|'[^']*')/g)) {
        for (const [, id] of call[1]!.matchAll(/'([^']*)'/g)) {
          seen++;
          expect(() => clause(id!), `${file}: blocked('${id}')`).not.toThrow();
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
