// Each resource-side fault of the switchboard, switched on alone, visibly changes what the reference
// answers over HTTP (the correct behaviour is asserted in resource-graphql/-mcp/-admin.test.ts).
import { describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import { challengeParams, gql, mint, mintOperator, send, start, toolNames, callTool, VIEWER_QUERY } from './resource-support.ts';

async function withFault(id: string, body: (server: ReferenceServer) => Promise<void>): Promise<void> {
  const server = await start([id]);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

const viewer = async (s: ReferenceServer, query = VIEWER_QUERY, token = mint(s)) => (await gql(s.origin, query, token)).body;
const rawMcp = (s: ReferenceServer, authorization?: string) =>
  send(`${s.origin}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    }),
  });

describe('graphql faults', () => {
  it('fault graphql-viewer-other-member takes effect', () =>
    withFault('graphql-viewer-other-member', async (s) => {
      expect((await viewer(s)).data.viewer.email).toBe('grace@alpha.test');
    }));

  it('fault graphql-enrolments-whole-site takes effect', () =>
    withFault('graphql-enrolments-whole-site', async (s) => {
      const grace = (await viewer(s, VIEWER_QUERY, mint(s, { memberId: 'mem_alpha_grace' }))).data.viewer;
      expect(grace.email).toBe('grace@alpha.test');
      expect(grace.enrolledCourses.nodes.map((n: { slug: string }) => n.slug)).toContain('intro-to-python');
    }));

  it('fault graphql-first-ignored takes effect', () =>
    withFault('graphql-first-ignored', async (s) => {
      expect(
        (await viewer(s, '{ viewer { enrolledCourses(first: 1) { nodes { slug } } } }')).data.viewer.enrolledCourses.nodes,
      ).toHaveLength(3);
    }));

  it('fault graphql-course-field-renamed takes effect', () =>
    withFault('graphql-course-field-renamed', async (s) => {
      expect((await viewer(s, '{ viewer { enrolledCourses { nodes { expireDate } } } }')).errors[0].message).toMatch(/expireDate/);
      expect(
        (await viewer(s, '{ viewer { enrolledCourses { nodes { expiresAt } } } }')).data.viewer.enrolledCourses.nodes[0].expiresAt,
      ).toBe('2027-06-30T23:59:59Z');
    }));

  it('fault graphql-last-watched-fields-missing takes effect', () =>
    withFault('graphql-last-watched-fields-missing', async (s) => {
      expect((await viewer(s)).errors[0].message).toMatch(/positionSeconds/);
      expect((await viewer(s, '{ viewer { enrolledCourses { nodes { lastWatchedLecture { lectureId } } } } }')).errors).toBeUndefined();
    }));

  it('fault graphql-viewer-id-null takes effect', () =>
    withFault('graphql-viewer-id-null', async (s) => {
      const body = await viewer(s);
      expect(body.errors).toBeUndefined();
      expect(body.data.viewer).toMatchObject({ id: null, email: 'ada@alpha.test' });
    }));

  it('fault graphql-viewer-email-wrong takes effect', () =>
    withFault('graphql-viewer-email-wrong', async (s) => {
      expect((await viewer(s)).data.viewer).toMatchObject({ id: 'mem_alpha_ada', email: 'Ada Lovelace' });
    }));

  it('fault graphql-nodes-under-edges takes effect', () =>
    withFault('graphql-nodes-under-edges', async (s) => {
      expect((await viewer(s)).errors[0].message).toMatch(/nodes/);
      expect(
        (await viewer(s, '{ viewer { enrolledCourses { edges { node { slug } } } } }')).data.viewer.enrolledCourses.edges,
      ).toHaveLength(3);
    }));

  it('fault graphql-no-token-anonymous takes effect', () =>
    withFault('graphql-no-token-anonymous', async (s) => {
      const a = await gql(s.origin, VIEWER_QUERY);
      expect(a.status).toBe(200);
      expect(a.headers.get('www-authenticate')).toBeNull();
      expect(a.body).toMatchObject({ data: null, errors: [expect.anything()] });
    }));

  it('fault graphql-operator-token-reads-member takes effect', () =>
    withFault('graphql-operator-token-reads-member', async (s) => {
      const a = await gql(s.origin, VIEWER_QUERY, mintOperator(s));
      expect(a.status).toBe(200);
      expect(a.body.data.viewer.email).toBe('owner@alpha.test');
      expect((await gql(s.origin, VIEWER_QUERY, mint(s, { scopes: ['openid'] }))).status).toBe(403);
    }));
});

describe('bearer and challenge faults', () => {
  it('fault resource-any-origin-token takes effect', () =>
    withFault('resource-any-origin-token', async (s) => {
      const a = await gql(s.origin, VIEWER_QUERY, mint(s, { site: 'beta' }));
      expect(a.status).toBe(200);
      expect(a.body.data.viewer.email).toBe('ada@beta.test');
    }));

  it('fault resource-403-wrong-code takes effect', () =>
    withFault('resource-403-wrong-code', async (s) => {
      const a = await gql(s.origin, VIEWER_QUERY, mintOperator(s));
      expect(a.status).toBe(403);
      expect(a.body.error).toBe('access_denied');
      expect(challengeParams(a).error).toBe('access_denied');
    }));

  it('fault resource-403-no-resource-metadata takes effect', () =>
    withFault('resource-403-no-resource-metadata', async (s) => {
      const forbidden = await send(`${s.origin}/api/v1/courses`, { token: mint(s) });
      expect(forbidden.status).toBe(403);
      expect(challengeParams(forbidden).resource_metadata).toBeUndefined();
      expect(challengeParams(await gql(s.origin, VIEWER_QUERY)).resource_metadata).toBeDefined();
    }));

  it('fault resource-401-wrong-code takes effect', () =>
    withFault('resource-401-wrong-code', async (s) => {
      const a = await gql(s.origin, VIEWER_QUERY, 'never-issued');
      expect(a.status).toBe(401);
      expect(a.body.error).toBe('unauthorized');
      expect(challengeParams(a).error).toBe('unauthorized');
      expect((await gql(s.origin, VIEWER_QUERY)).body.error).toBe('invalid_token');
    }));
});

describe('mcp faults', () => {
  it('fault mcp-refuses-member-token takes effect', () =>
    withFault('mcp-refuses-member-token', async (s) => {
      const token = mint(s);
      expect((await gql(s.origin, VIEWER_QUERY, token)).status).toBe(200);
      expect((await rawMcp(s, `Bearer ${token}`)).status).toBe(401);
    }));

  it('fault mcp-challenges-anonymous takes effect', () =>
    withFault('mcp-challenges-anonymous', async (s) => {
      const a = await rawMcp(s);
      expect(a.status).toBe(401);
      // no credentials: a challenge without error information (RFC 6750 §3.1)
      expect(challengeParams(a).resource_metadata).toMatch(/\/.well-known\/oauth-protected-resource/);
    }));

  it('fault mcp-unknown-token-anonymous takes effect', () =>
    withFault('mcp-unknown-token-anonymous', async (s) => {
      expect((await rawMcp(s, 'Bearer never-issued')).status).toBe(200);
      expect(await toolNames(s.origin, 'never-issued')).toEqual(['get_course', 'list_courses']);
      expect((await rawMcp(s, `Bearer ${mint(s, { audience: s.origins[1] })}`)).status).toBe(401);
    }));

  it('fault mcp-member-tools-anonymous takes effect', () =>
    withFault('mcp-member-tools-anonymous', async (s) => {
      expect(await toolNames(s.origin)).toContain('my_enrollments');
      expect((await callTool(s.origin, 'my_enrollments')).member.email).toBe('ada@alpha.test');
    }));
});

describe('admin faults', () => {
  it('fault admin-ignores-scope takes effect', () =>
    withFault('admin-ignores-scope', async (s) => {
      const a = await send(`${s.origin}/api/v1/members`, { token: mint(s) });
      expect(a.status).toBe(200);
      expect(a.body.data).toHaveLength(3);
    }));

  it('fault admin-refuses-operator-tokens takes effect', () =>
    withFault('admin-refuses-operator-tokens', async (s) => {
      const a = await send(`${s.origin}/api/v1/courses`, { token: mintOperator(s, ['courses:read']) });
      expect(a.status).toBe(403);
      expect(challengeParams(a).scope).toBe('admin');
    }));
});
