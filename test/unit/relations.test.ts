// The generator covers every member of the model by construction: a parameter added to a copy of the
// model gets a check from every relation that governs it, with no other edit, titled from the model;
// every member a relation does not govern says why; titles are unique and need no target; a
// credential added gets the JWT relation once per way; and each relation of the registry has its suite file.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELATIONS } from '../../lib/relations/index.ts';
import { members, plan } from '../../lib/relations/generate.ts';
import { isCredentialPlace } from '../../lib/relations/types.ts';
import { STATIC_SURFACE, type Credential, type Endpoint, type Operation, type Param, type StaticSurface } from '../../lib/surface/model.ts';
import { isClauseId } from '../../lib/spec/registry.ts';

const SUITES = new URL('../../suites/relations/', import.meta.url);

/** A copy of the model with one more parameter in one operation. */
function withParam(opId: string, p: Param): StaticSurface {
  const operations = STATIC_SURFACE.operations.map((op): Operation => (op.id === opId ? { ...op, params: [...op.params, p] } : op));
  return { ...STATIC_SURFACE, operations };
}

const titles = (surface: StaticSurface) => RELATIONS.flatMap((r) => plan(r, surface).checks.map((c) => c.title));

describe('relations over the model of the surface', () => {
  it('has a suite file for each relation, and no other', () => {
    const files = readdirSync(SUITES).filter((f) => f.endsWith('.test.ts'));
    expect(files.sort()).toEqual(RELATIONS.map((r) => `${r.id}.test.ts`).sort());
    for (const r of RELATIONS) expect(readFileSync(new URL(`${r.id}.test.ts`, SUITES), 'utf8')).toContain(`generate(relation('${r.id}'))`);
  });

  it('accounts for every member of the model under every relation: a check, or why not', () => {
    for (const r of RELATIONS) {
      const { checks, exempt } = plan(r);
      expect(checks.length + exempt.length, r.id).toBe(members(r).length);
      for (const e of exempt) expect(e.reason, `${r.id} ${e.place}`).toMatch(/\S{3,}/);
      for (const c of checks) expect(isClauseId(c.clause), `${r.id} ${c.place}`).toBe(true);
    }
  });

  it('titles each check from the static model, once, with its clause, its parameter and its relation', () => {
    const all = titles(STATIC_SURFACE);
    expect(new Set(all).size).toBe(all.length);
    expect(titles(STATIC_SURFACE)).toEqual(all); // no target, no seed: the same titles every time
    for (const r of RELATIONS)
      for (const c of plan(r).checks) {
        expect(c.title.startsWith(`${c.clause} `)).toBe(true);
        expect(c.title).toContain(`[${r.name}]`);
        if (!isCredentialPlace(c.at) && c.at.param) expect(c.title).toContain(c.at.param.name);
        if (isCredentialPlace(c.at)) expect(c.title).toContain(`(${c.at.variant})`);
        else if (c.at.credential) expect(c.title).toContain(c.at.credential.credential);
      }
  });

  it('gives a parameter added to the model every relation that governs it, and nothing else changes', () => {
    const before = new Set(titles(STATIC_SURFACE));
    const added: Param = {
      name: 'cs_added',
      presence: 'optional',
      in: 'query',
      kind: 'enum',
      values: ['x'],
      source: 'a test',
      sent: false,
    };
    const auth = withParam('authorization', added);
    const code = withParam('token.authorization_code', { ...added, in: 'form', presence: 'required', sent: true });
    const reg = withParam('registration', { ...added, in: 'json', sent: true, omitted: { promise: 'a client', refusals: [] } });
    const rev = withParam('revocation', { ...added, in: 'form' });
    const newOnes = (s: StaticSurface) => titles(s).filter((t) => !before.has(t));
    const by = (s: StaticSurface) =>
      RELATIONS.filter((r) => plan(r, s).checks.some((c) => c.place.endsWith(' cs_added')))
        .map((r) => r.id)
        .sort();
    // RFC 6749 §3.1 and §3.2 govern the authorization and token endpoints' parameters
    expect(by(auth)).toEqual(['empty-value', 'repeated']);
    expect(by(code)).toEqual(['empty-value', 'repeated']);
    // an optional parameter the harness sends, with what the text promises without it
    expect(by(reg)).toEqual(['omitted-optional']);
    // RFC 7009 holds the revocation endpoint's URL to §3.1, not its requests
    expect(by(rev)).toEqual([]);
    for (const s of [auth, code, reg]) {
      expect(newOnes(s).length).toBeGreaterThan(0);
      for (const t of newOnes(s)) expect(t).toContain('cs_added');
      expect(titles(s).filter((t) => before.has(t)).length).toBe(before.size);
    }
    expect(
      plan(
        RELATIONS.find((r) => r.id === 'repeated')!,
        rev,
      ).exempt.find((e) => e.place === 'revocation cs_added')?.reason,
    ).toMatch(/RFC 7009/);
  });

  it('gives a credential added to the model the JWT relation, once per way, where it is a JWT', () => {
    const jwt: Credential = {
      credential: 'cs added token',
      endpoint: 'userinfo',
      where: 'a test',
      jwt: { signer: 'client', always: true },
      source: 'a test',
    };
    const opaque: Credential = { ...jwt, credential: 'cs opaque token', jwt: { never: 'a test value' } };
    const s: StaticSurface = { ...STATIC_SURFACE, credentials: [...STATIC_SURFACE.credentials, jwt, opaque] };
    const before = new Set(titles(STATIC_SURFACE));
    const added = titles(s).filter((t) => !before.has(t));
    const forged = RELATIONS.find((r) => r.id === 'jwt-forged')!;
    const ways = forged.over === 'credential' ? forged.variants : [];
    expect(added).toHaveLength(ways.length);
    for (const way of ways) expect(added.some((t) => t.includes(`(${way})`) && t.includes('cs added token'))).toBe(true);
    expect(
      plan(forged, s)
        .exempt.filter((e) => e.place.startsWith('userinfo.cs-opaque-token '))
        .map((e) => e.reason),
    ).toEqual(ways.map(() => 'not a JWT: a test value'));
    // a JWT the server signs: its expiry is the lifetimes relation's, not a forgery's
    const issued = { ...s, credentials: [...STATIC_SURFACE.credentials, { ...jwt, jwt: { signer: 'server' as const } }] };
    expect(titles(issued).filter((t) => !before.has(t))).toHaveLength(ways.length - 1);
  });

  it('gives an endpoint added to the model every relation of HTTP semantics that governs it', () => {
    const e: Endpoint = { id: 'openapi', path: '/cs-added', methods: ['GET'], role: 'a test' };
    const s = { ...STATIC_SURFACE, endpoints: [...STATIC_SURFACE.endpoints, { ...e, id: 'cs-added' as Endpoint['id'] }] };
    const governing = RELATIONS.filter((r) => plan(r, s).checks.some((c) => c.place === 'cs-added')).map((r) => r.id);
    expect(governing).toEqual(['method-not-allowed', 'allow-405', 'head', 'unknown-method', 'date', 'content-type']);
    for (const c of titles(s).filter((t) => !titles(STATIC_SURFACE).includes(t))) expect(c).toContain('/cs-added');
    // a POST-only endpoint has no HEAD to judge; one that serves every method sent has no 405 to judge
    const post = {
      ...STATIC_SURFACE,
      endpoints: [...STATIC_SURFACE.endpoints, { ...e, id: 'cs-post' as Endpoint['id'], methods: ['POST'] as const }],
    };
    expect(RELATIONS.filter((r) => plan(r, post).checks.some((c) => c.place === 'cs-post')).map((r) => r.id)).not.toContain('head');
    const all = {
      ...e,
      id: 'cs-all' as Endpoint['id'],
      mayServe: { methods: ['HEAD', 'PUT', 'PATCH', 'DELETE', 'POST'] as const, why: 'a test' },
    };
    const open = { ...STATIC_SURFACE, endpoints: [...STATIC_SURFACE.endpoints, all] };
    const exempt = plan(
      RELATIONS.find((r) => r.id === 'method-not-allowed')!,
      open,
    ).exempt.find((x) => x.place === 'cs-all');
    expect(exempt?.reason).toMatch(/every method sent is one it serves/);
  });

  it('gives an operation added to the model the operation-wide relations that govern it', () => {
    const op: Operation = { id: 'token.cs_grant', endpoint: 'token', methods: ['POST'], params: [], source: 'a test' };
    const s = { ...STATIC_SURFACE, operations: [...STATIC_SURFACE.operations, op] };
    const governing = RELATIONS.filter((r) => plan(r, s).checks.some((c) => c.place === 'token.cs_grant')).map((r) => r.id);
    expect(governing).toEqual(['unrecognized']);
    const both = { ...op, id: 'userinfo.cs_other', endpoint: 'userinfo' as const, methods: ['GET', 'POST'] as const };
    const s2 = { ...STATIC_SURFACE, operations: [...STATIC_SURFACE.operations, both] };
    expect(RELATIONS.filter((r) => plan(r, s2).checks.some((c) => c.place === 'userinfo.cs_other')).map((r) => r.id)).toEqual(['get-post']);
  });

  it('runs the lifetimes over every credential of the model: each artefact the config can give a lifetime, at each place it is presented', () => {
    const r = RELATIONS.find((x) => x.id === 'lifetimes')!;
    expect(members(r).length).toBe(STATIC_SURFACE.credentials.length);
    const governed = plan(r).checks.map((c) => `${c.endpoint} ${c.at.credential!.credential}`);
    const declarable = STATIC_SURFACE.credentials.filter(
      (c) => c.endpoint !== 'revocation' && STATIC_SURFACE.lifetimes.some((l) => l.artefact === c.credential && l.declared),
    );
    expect(governed.sort()).toEqual(declarable.map((c) => `${c.endpoint} ${c.credential}`).sort());
    // a place of the model taken out and put back: its check goes and comes with no other edit
    const at = (c: { credential: string; endpoint: string }) => c.credential === 'refresh token' && c.endpoint === 'introspection';
    const without = { ...STATIC_SURFACE, credentials: STATIC_SURFACE.credentials.filter((c) => !at(c)) };
    const back = { ...without, credentials: [...without.credentials, STATIC_SURFACE.credentials.find(at)!] };
    expect(plan(r, without).checks.length).toBe(plan(r).checks.length - 1);
    expect(
      plan(r, back)
        .checks.map((c) => c.title)
        .sort(),
    ).toEqual(
      plan(r)
        .checks.map((c) => c.title)
        .sort(),
    );
  });
});
