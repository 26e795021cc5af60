// The reference's admin API and its /openapi.json description: every operation needs its operator
// scope, the description names that scope, and the document is valid OpenAPI 3.1.
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_OPERATIONS } from '../../fixtures/reference/admin/operations.ts';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { challengeParams, mint, mintOperator, send, start } from './resource-support.ts';

let server: ReferenceServer;
let origin: string;
beforeAll(async () => {
  server = await start();
  origin = server.origin;
});
afterAll(() => server.close());

const gets = ADMIN_OPERATIONS.filter((op) => op.method === 'GET');
const post = (path: string, body: unknown, token: string, type = 'application/json') =>
  send(`${origin}${path}`, {
    method: 'POST',
    token,
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('reads need their operator scope', () => {
  it.each(gets.map((op) => [op.path, op.scope] as const))('GET %s with %s → 200 { data }', async (path, scope) => {
    const a = await send(`${origin}${path}`, { token: mintOperator(server, [scope]) });
    expect(a.status).toBe(200);
    expect(a.body.data).toBeDefined();
  });

  it.each(gets.map((op) => [op.path, op.scope] as const))(
    'GET %s with a member token → 403 insufficient_scope, scope="%s"',
    async (path, scope) => {
      const a = await send(`${origin}${path}`, { token: mint(server) });
      expect(a.status).toBe(403);
      expect(a.body.error).toBe('insufficient_scope');
      expect(challengeParams(a)).toMatchObject({
        error: 'insufficient_scope',
        scope,
        resource_metadata: `${origin}/.well-known/oauth-protected-resource`,
      });
    },
  );

  it('no token → 401, a challenge naming the resource metadata and no error (RFC 6750 §3.1)', async () => {
    const a = await send(`${origin}/api/v1/courses`, {});
    expect(a.status).toBe(401);
    expect(challengeParams(a)).toEqual({ resource_metadata: `${origin}/.well-known/oauth-protected-resource` });
  });

  it.each([
    ['an unknown token', () => 'never-issued'],
    [
      'an operator token bound to the other origin',
      () => mint(server, { clientId: 'vendor-acme-lms', scopes: ['courses:read'], audience: server.origins[1] }),
    ],
  ])('%s → 401 invalid_token', async (_, token) => {
    const a = await send(`${origin}/api/v1/courses`, { token: token() });
    expect(a.status).toBe(401);
    expect(challengeParams(a)).toMatchObject({
      error: 'invalid_token',
      resource_metadata: `${origin}/.well-known/oauth-protected-resource`,
    });
  });

  it("the data is the site's own", async () => {
    const token = mintOperator(server);
    expect((await send(`${origin}/api/v1/members`, { token })).body.data.map((m: { id: string }) => m.id)).toEqual([
      'mem_alpha_ada',
      'mem_alpha_grace',
      'mem_alpha_owner',
    ]);
    expect((await send(`${origin}/api/v1/students`, { token })).body.data.map((m: { id: string }) => m.id)).toEqual([
      'mem_alpha_ada',
      'mem_alpha_grace',
    ]);
    expect((await send(`${origin}/api/v1/orders`, { token })).body.data).toHaveLength(3);
    expect((await send(`${origin}/api/v1/analytics/summary`, { token })).body.data).toMatchObject({
      members: 3,
      enrolments: 4,
      paidOrders: 2,
    });
    const beta = mint(server, { site: 'beta', clientId: 'vendor-acme-lms', scopes: ['members:read'] });
    expect((await send(`${server.origins[1]}/api/v1/members`, { token: beta })).body.data.map((m: { id: string }) => m.id)).toEqual([
      'mem_beta_ada',
    ]);
  });
});

describe('writes validate their body', () => {
  it('POST /api/v1/courses with courses:write → 201, then listed; the same slug again → 409', async () => {
    const token = mintOperator(server);
    const a = await post('/api/v1/courses', { slug: 'new-course', title: 'A new course', priceCents: 1000, currency: 'EUR' }, token);
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ slug: 'new-course', published: false });
    expect((await send(`${origin}/api/v1/courses`, { token })).body.data.map((c: { slug: string }) => c.slug)).toContain('new-course');
    expect((await post('/api/v1/courses', { slug: 'new-course', title: 'Again' }, token)).status).toBe(409);
  });

  it('POST /api/v1/events with events:write → 201', async () => {
    const a = await post(
      '/api/v1/events',
      { slug: 'new-event', title: 'An event', startsAt: '2027-03-01T10:00:00Z' },
      mintOperator(server, ['events:write']),
    );
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ slug: 'new-event', capacity: 50 });
  });

  it('a read scope does not write: courses:read → 403 scope="courses:write"', async () => {
    const a = await post('/api/v1/courses', { slug: 'x', title: 'x' }, mintOperator(server, ['courses:read']));
    expect(a.status).toBe(403);
    expect(challengeParams(a).scope).toBe('courses:write');
  });

  it.each([
    ['malformed JSON', '{', 'application/json'],
    ['a form body', 'slug=x&title=y', 'application/x-www-form-urlencoded'],
    ['a missing title', { slug: 'x' }, 'application/json'],
    ['a bad slug', { slug: 'Not A Slug', title: 'x' }, 'application/json'],
    ['an unknown field', { slug: 'x', title: 'x', published: true }, 'application/json'],
    ['a negative price', { slug: 'x', title: 'x', priceCents: -1 }, 'application/json'],
  ])('%s → 400 invalid_request', async (_, body, type) => {
    const a = await post('/api/v1/courses', body, mintOperator(server), type);
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('an event without a date-time → 400', async () => {
    expect((await post('/api/v1/events', { slug: 'e', title: 'e', startsAt: 'tomorrow' }, mintOperator(server))).status).toBe(400);
  });
});

describe('/openapi.json describes the admin API', () => {
  const openapi = async () => (await send(`${origin}/openapi.json`)).body;

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openapi();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc), { resolve: { external: false, file: false } });
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors.slice(0, 3))).toBe(true);
  });

  it('every admin operation is described with its scope, its 401/403 and (for POSTs) its body', async () => {
    const doc = await openapi();
    for (const op of ADMIN_OPERATIONS) {
      const described = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(described, `${op.method} ${op.path}`).toBeDefined();
      expect(described.security).toEqual([{ oauth2: [op.scope] }]);
      expect(Object.keys(described.responses)).toEqual(expect.arrayContaining([op.method === 'GET' ? '200' : '201', '401', '403']));
      if (op.method === 'POST') expect(described.requestBody.content['application/json'].schema.required).toContain('slug');
    }
  });

  it("the scopes it names are the scopes enforced (the harness's reading of scopes/resource-scopes)", async () => {
    const doc = await openapi();
    for (const [path, item] of Object.entries<Record<string, { security?: { oauth2?: string[] }[] }>>(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(item)) {
        const scope = op.security![0]!.oauth2![0]!;
        const init = method === 'post' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } : {};
        expect(
          (await send(`${origin}${path}`, { ...init, token: mintOperator(server, [scope]) })).status,
          `${method} ${path} with ${scope}`,
        ).not.toBeOneOf([401, 403]);
        expect((await send(`${origin}${path}`, { ...init, token: mint(server) })).status, `${method} ${path} without ${scope}`).toBe(403);
      }
    }
  });
});
