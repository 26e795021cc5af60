// The reference's member Account API (POST /account/graphql) over plain HTTP: the viewer is the
// token's member and `first` limits nodes (refusals and bad requests: resource-graphql-refusals).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { gql, mint, start, VIEWER_QUERY } from './resource-support.ts';

let server: ReferenceServer;
let origin: string;
beforeAll(async () => {
  server = await start();
  origin = server.origin;
});
afterAll(() => server.close());

describe('viewer is the signed-in member', () => {
  it("answers the token's member with id, email, name and enrolments", async () => {
    const a = await gql(origin, VIEWER_QUERY, mint(server));
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
    const viewer = a.body.data.viewer;
    expect(viewer).toMatchObject({ id: 'mem_alpha_ada', email: 'ada@alpha.test', name: 'Ada Lovelace' });
    expect(viewer.enrolledCourses.totalCount).toBe(3);
    expect(viewer.enrolledCourses.nodes[0]).toEqual({
      slug: 'intro-to-python',
      expireDate: '2027-06-30T23:59:59Z',
      hasLifetimeAccess: false,
      lastWatchedLecture: { lectureId: 'lec_py_104', positionSeconds: 312 },
    });
    expect(viewer.enrolledCourses.nodes[1]).toMatchObject({ slug: 'data-visualisation', expireDate: null, hasLifetimeAccess: true });
    expect(viewer.enrolledCourses.nodes[2].lastWatchedLecture).toBeNull();
  });

  it('two members of one site each see only themselves', async () => {
    const grace = await gql(origin, VIEWER_QUERY, mint(server, { memberId: 'mem_alpha_grace' }));
    expect(grace.body.data.viewer).toMatchObject({ id: 'mem_alpha_grace', email: 'grace@alpha.test' });
    expect(grace.body.data.viewer.enrolledCourses.nodes.map((n: { slug: string }) => n.slug)).toEqual(['compilers-101']);
  });

  it('the second site answers its own member', async () => {
    const beta = server.sites[1]!;
    const a = await gql(beta.origin, VIEWER_QUERY, mint(server, { site: 'beta' }));
    expect(a.body.data.viewer).toMatchObject({ id: 'mem_beta_ada', email: 'ada@beta.test' });
  });

  it("orders and event registrations are connections of the member's own data", async () => {
    const a = await gql(
      origin,
      '{ viewer { orders(first: 1) { totalCount nodes { id number status totalCents currency createdAt items } } eventRegistrations { totalCount nodes { id eventSlug eventTitle startsAt status } } } }',
      mint(server),
    );
    expect(a.body.data.viewer.orders).toEqual({
      totalCount: 2,
      nodes: [expect.objectContaining({ id: 'ord_a1', number: 'A-1001', totalCents: 4900, items: ['intro-to-python'] })],
    });
    expect(a.body.data.viewer.eventRegistrations).toMatchObject({ totalCount: 1, nodes: [{ id: 'evr_a1', eventSlug: 'python-live-qa' }] });
  });

  it('edges { node } carries the same items as nodes', async () => {
    const a = await gql(origin, '{ viewer { enrolledCourses(first: 2) { nodes { slug } edges { node { slug } } } } }', mint(server));
    const c = a.body.data.viewer.enrolledCourses;
    expect(c.edges.map((e: { node: unknown }) => e.node)).toEqual(c.nodes);
  });
});

describe('first limits the nodes', () => {
  const slugs = async (first: string, variables?: Record<string, unknown>) => {
    const head = variables ? 'query($n: Int)' : '';
    return gql(origin, `${head} { viewer { enrolledCourses(first: ${first}) { totalCount nodes { slug } } } }`, mint(server), variables);
  };

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [1000, 3],
  ])('first: %i → %i nodes, totalCount stays 3', async (first, count) => {
    const a = await slugs(String(first));
    expect(a.body.data.viewer.enrolledCourses.nodes).toHaveLength(count);
    expect(a.body.data.viewer.enrolledCourses.totalCount).toBe(3);
  });

  it('first from a variable', async () => {
    const a = await slugs('$n', { n: 1 });
    expect(a.body.data.viewer.enrolledCourses.nodes).toHaveLength(1);
  });

  it('a negative first is a GraphQL error, not data', async () => {
    const a = await slugs('-1');
    expect(a.status).toBe(200);
    expect(a.body.errors[0].message).toMatch(/negative/);
    expect(a.body.data).toBeNull();
  });
});
