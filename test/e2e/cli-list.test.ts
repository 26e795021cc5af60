// `cs-conformance list` and `reference --list-faults`: what a user reads to know what is checked.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clauses } from '../../lib/spec/registry.ts';
import { sources } from '../../lib/spec/sources/index.ts';
import { notInventoried } from '../../lib/spec/sources/cited.ts';
import { cli } from '../support/cli.ts';
import { RELATIONS } from '../../lib/relations/index.ts';
import { plan } from '../../lib/relations/generate.ts';
import { STATIC_SURFACE } from '../../lib/surface/model.ts';

describe('cs-conformance list', () => {
  it('lists suites with their tests, each titled by its clause', async () => {
    const r = await cli(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^discovery\/$/m);
    expect(r.stdout).toMatch(/^ {2}endpoints\/discovery\/authorization-server\/issuer /m);
    expect(r.stdout).toMatch(/\d+ tests in \d+ suites/);
  });

  it('--clauses lists every clause with the tests that check it: all of them are checked', async () => {
    const r = await cli(['list', '--clauses']);
    expect(r.code).toBe(0);
    for (const c of clauses) expect(r.stdout).toContain(c.id);
    expect(r.stdout).toMatch(
      /^ {2}endpoints\/discovery\/jwks\/public-only {2}\(MUST\)\n {6}suites\/discovery\/jwks\.test\.ts: .*\n {6}proven to fail by: jwks-private-key$/m,
    );
    expect(r.stdout).toContain(
      `${clauses.length} clauses, ${clauses.length} tested, 0 untested, ${clauses.length} proven to fail by a fault, 0 never proven`,
    );
  });

  it("--sources counts each source's requirements, ways to break and checks, with the documents it cites, then the totals and the cited documents not inventoried", async () => {
    const r = await cli(['list', '--sources']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    const heads = lines.filter((l) => /^[a-z0-9-]+: \d+ requirements/.test(l));
    expect(heads.map((l) => l.split(':')[0])).toEqual(sources.map((s) => s.id));
    const ways = '\\d+ ways to break, \\d+ checked, \\d+ not observable, \\d+ not applicable, \\d+ unchecked';
    for (const l of heads) {
      expect(l).toMatch(
        new RegExp(
          `^[a-z0-9-]+: \\d+ requirements, \\d+ tested, \\d+ not observable, \\d+ not applicable, \\d+ untested; ${ways}; \\d+ checks$`,
        ),
      );
      // the citation graph: under each source, the documents it cites
      expect(lines[lines.indexOf(l) + 1]).toMatch(/^ {2}cites: /);
    }
    expect(r.stdout).not.toMatch(/NEITHER INVENTORIED NOR GIVEN A REASON/);
    const n = sources.reduce((a, s) => a + s.requirements.length, 0);
    const w = sources.reduce((a, s) => a + s.requirements.reduce((b, x) => b + (x.breaks?.length ?? 0), 0), 0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^${sources.length} sources, ${n} requirements, \\d+ tested, \\d+ untested, \\d+ not observable, \\d+ not applicable; ${w} ways to break, \\d+ checked, \\d+ not observable, \\d+ not applicable, 0 unchecked; \\d+ checks$`,
        'm',
      ),
    );
    expect(r.stdout).toMatch(
      /^Citation graph: \d+ sources cite \d+ documents: \d+ inventoried, \d+ not inventoried with a reason, 0 unaccounted$/m,
    );
    expect(r.stdout).toMatch(new RegExp(`^Cited, not inventoried \\(${notInventoried.length}\\):$`, 'm'));
    expect(lines[0]).toMatch(/^spec: \d+ requirements, \d+ tested, 0 not observable, \d+ not applicable, 0 untested; /);
  });

  it('--surface prints the model, the checks each relation generates over it, and what the embedded reference says', async () => {
    const r = await cli(['list', '--surface']);
    expect(r.code).toBe(0);
    const s = STATIC_SURFACE;
    const params = s.operations.reduce((n, o) => n + o.params.length, 0);
    expect(r.stdout).toContain(`Endpoints (${s.endpoints.length}):`);
    expect(r.stdout).toContain(`Operations (${s.operations.length}) and their parameters (${params}):`);
    expect(r.stdout).toMatch(/^ {2}token\.refresh_token \(POST; RFC 6749 §6\)$/m);
    expect(r.stdout).toContain(`Relations (${RELATIONS.length}) and the checks generated from them:`);
    const generated = RELATIONS.reduce((n, x) => n + plan(x).checks.length, 0);
    for (const x of RELATIONS) expect(r.stdout).toMatch(new RegExp(`^ {2}${x.id} \\(${x.name}\\): ${plan(x).checks.length} checks, `, 'm'));
    expect(r.stdout).toMatch(/^ {6}authorization resource: rfc2119\/5\/interoperate-without-option$/m);
    expect(r.stdout).toMatch(new RegExp(`; ${generated} generated checks$`, 'm'));
    // the target's part, from the reference's own documents
    expect(r.stdout).toMatch(/^The target's surface \(http:\/\/127\.0\.0\.1:\d+, the embedded reference\):$/m);
    expect(r.stdout).toMatch(/^ {2}introspection +metadata +http:\/\/127\.0\.0\.1:\d+\/api\/oauth\/introspect$/m);
    expect(r.stdout).toMatch(/^ {2}features: request-objects no, /m);
  });

  it('--clauses with --suite marks the clauses no selected test checks', async () => {
    const r = await cli(['list', '--clauses', '--suite', 'discovery']);
    expect(r.stdout).toMatch(/^✗ authentication\/9\/nonce {2}\(MUST\) {2}UNTESTED$/m);
  });
});

describe('cs-conformance reference --list-faults', () => {
  it('lists every fault with the clauses it breaks', async () => {
    const r = await cli(['reference', '--list-faults']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^asm-pkce-plain\n {4}.+\n {4}breaks: authentication\/1\/s256-only$/m);
  });
});

describe('cs-conformance list --config', () => {
  it('shows which checks a config leaves not testable, folded by what to configure', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csc-list-'));
    const file = join(dir, 'target.json');
    writeFileSync(file, JSON.stringify({ baseUrl: 'https://school.example' }));
    const r = await cli(['list', '--config', file, '--suite', 'registration']);
    expect(r.code).toBe(0);
    // the vendor name and its near misses (a suffix, a prefix, a part, a Cyrillic letter; case, spaces, fullwidth), and the self-asserted name
    expect(r.stdout).toMatch(/^configure vendor\.clientName .* → 9 checks\n {4}authentication\/4\/vendor-client-name /m);
    // the checks that sign a member in: the member-audience registration check sees that no code is issued, the
    // redirect-URI query checks approve an authorization for the client they registered, the RFC 7591 and 7592 ones
    // authorize the client they registered or managed
    expect(r.stdout).toMatch(
      /^configure members\[0\] .* → 8 checks\n {4}authentication\/7\/account-read-member-audience .*\n {4}rfc6749\/3\.1\.2\/query-retained /m,
    );
    expect(r.stdout).toMatch(/^17 of \d+ checks are not testable with this config\.$/m);
  });
});
