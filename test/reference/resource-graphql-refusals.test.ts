// The reference's member Account API (POST /account/graphql) over plain HTTP: every refusal is the
// right challenge (401 invalid_token / 403 insufficient_scope), and a bad request is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { challengeParams, gql, mint, mintOperator, send, start, VIEWER_QUERY, type Answer } from './resource-support.ts';

let server: ReferenceServer;
let origin: string;
beforeAll(async () => {
  server = await start();
  origin = server.origin;
});
afterAll(() => server.close());

const expectChallenge = (a: Answer, status: 401 | 403, error: string) => {
  expect(a.status).toBe(status);
  expect(a.body).toMatchObject({ error, error_description: expect.any(String) });
  const params = challengeParams(a);
  expect(a.headers.get('www-authenticate')).toMatch(/^Bearer /);
  expect(params).toMatchObject({ error, resource_metadata: `${origin}/.well-known/oauth-protected-resource` });
  return params;
};

describe('refusals: 401 invalid_token / 403 insufficient_scope with resource_metadata', () => {
  it('no token → 401 invalid_token', async () => {
    expectChallenge(await gql(origin, VIEWER_QUERY), 401, 'invalid_token');
  });

  it.each([
    ['an unknown token', () => 'not-a-token-we-issued'],
    ['an expired token', () => mint(server, { ttl: -10 })],
    ['a token bound to the other origin', () => mint(server, { audience: server.origins[1] })],
  ])('%s → 401 invalid_token', async (_, token) => {
    expectChallenge(await gql(origin, VIEWER_QUERY, token()), 401, 'invalid_token');
  });

  it('a revoked token → 401 invalid_token', async () => {
    const token = mint(server);
    server.platform.store.tokens.get(token)!.revoked = true;
    expectChallenge(await gql(origin, VIEWER_QUERY, token), 401, 'invalid_token');
  });

  it("a beta token at alpha → 401 invalid_token (one site's data at one site)", async () => {
    expectChallenge(await gql(origin, VIEWER_QUERY, mint(server, { site: 'beta' })), 401, 'invalid_token');
  });

  it.each(['Basic YWRhOnB3', 'Bearer', 'Bearer a b', 'Bearer ä'])('Authorization: %s → 401 invalid_token', async (header) => {
    const a = await send(`${origin}/account/graphql`, {
      method: 'POST',
      headers: { authorization: header, 'content-type': 'application/json' },
      body: JSON.stringify({ query: VIEWER_QUERY }),
    });
    expectChallenge(a, 401, 'invalid_token');
  });

  it('an operator token (no account:read) → 403 insufficient_scope, scope="account:read"', async () => {
    const params = expectChallenge(await gql(origin, VIEWER_QUERY, mintOperator(server)), 403, 'insufficient_scope');
    expect(params.scope).toBe('account:read');
  });

  it('a member token without account:read → 403 insufficient_scope', async () => {
    expectChallenge(await gql(origin, VIEWER_QUERY, mint(server, { scopes: ['openid', 'email'] })), 403, 'insufficient_scope');
  });

  it('the token is checked before the body: no token and a broken body → 401', async () => {
    const a = await send(`${origin}/account/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expectChallenge(a, 401, 'invalid_token');
  });
});

describe('the request: GraphQL over HTTP, never a 5xx, never data for a bad query', () => {
  const post = (body: string, type = 'application/json') =>
    send(`${origin}/account/graphql`, { method: 'POST', token: mint(server), headers: { 'content-type': type }, body });

  it.each([
    ['malformed JSON', '{"query":', 400],
    ['a JSON array', '[]', 400],
    ['no query', '{}', 400],
    ['an empty query', '{"query":"  "}', 400],
    ['a non-string query', '{"query":42}', 400],
    ['variables that are not an object', JSON.stringify({ query: '{ viewer { id } }', variables: [1] }), 400],
    ['an over-long query', JSON.stringify({ query: `{ viewer { id ${' '.repeat(10_001)} } }` }), 400],
  ])('%s → %i with { errors }', async (_, body, status) => {
    const a = await post(body);
    expect(a.status).toBe(status);
    expect(a.body.errors[0].message).toEqual(expect.any(String));
    expect(a.body.data).toBeUndefined();
  });

  it('a body that is not JSON → 415', async () => {
    const a = await post('query=%7Bviewer%7Bid%7D%7D', 'application/x-www-form-urlencoded');
    expect(a.status).toBe(415);
    expect(a.body.errors).toHaveLength(1);
  });

  it.each([
    ['a syntax error', '{ viewer { id '],
    ['an unknown field', '{ viewer { password } }'],
    ['a mutation (the schema has none)', 'mutation { deleteViewer }'],
    ['too many tokens', `{ viewer { ${'id '.repeat(3000)} } }`],
    ['a query nested deeper than 8', '{ viewer { enrolledCourses { nodes { lastWatchedLecture { a { b { c { d { e } } } } } } } } }'],
    ['an unknown operation name', 'query A { viewer { id } }'],
    [
      'a recursive introspection query',
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }',
    ],
  ])('%s → 200 with errors and no data', async (_, query) => {
    const a = await post(JSON.stringify({ query, operationName: query.startsWith('query A') ? 'B' : undefined }));
    expect(a.status).toBe(200);
    expect(a.body.errors.length).toBeGreaterThan(0);
    expect(a.body.data ?? null).toBeNull();
  });

  it('a cyclic or fanned-out fragment set is answered quickly with errors', async () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Viewer { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = Date.now();
    const a = await post(JSON.stringify({ query: `{ viewer { ...F0 } } ${fragments} fragment F40 on Viewer { ...F0 }` }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(a.status).toBe(200);
    expect(a.body.errors.length).toBeGreaterThan(0);
  });

  it('introspection works (the harness may read the schema)', async () => {
    const a = await post(JSON.stringify({ query: '{ __type(name: "Enrollment") { fields { name } } }' }));
    expect(a.body.data.__type.fields.map((f: { name: string }) => f.name)).toEqual([
      'slug',
      'expireDate',
      'hasLifetimeAccess',
      'lastWatchedLecture',
    ]);
  });

  it('operationName picks the operation', async () => {
    const a = await post(JSON.stringify({ query: 'query A { viewer { id } } query B { viewer { email } }', operationName: 'B' }));
    expect(a.body.data).toEqual({ viewer: { email: 'ada@alpha.test' } });
  });

  it('GET → 405 with Allow: POST', async () => {
    const a = await send(`${origin}/account/graphql?query=%7Bviewer%7Bid%7D%7D`, { token: mint(server) });
    expect(a.status).toBe(405);
    expect(a.headers.get('allow')).toBe('POST');
  });
});
