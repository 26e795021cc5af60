// The reference server end to end over plain HTTP, no harness suites: discover → register →
// authorize (login and consent forms) → token → GraphQL → /mcp → refresh → revoke.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { authorizeOverHttp, pkce } from '../support/http-consent.ts';

let server: ReferenceServer;
beforeAll(async () => {
  server = await createServer();
});
afterAll(() => server.close());

const getJson = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('reference server walk-through', () => {
  it('discover, register, authorize, exchange, call, refresh and revoke', async () => {
    const { origin } = server;
    const prm = (await getJson(`${origin}/.well-known/oauth-protected-resource`)).body;
    const as = (await getJson(`${origin}/.well-known/oauth-authorization-server`)).body;
    expect(prm.resource).toBe(origin);
    expect(as.issuer).toBe(origin);

    // a loopback client may register itself, but only the operator-made member client gets account:read
    const registered = await getJson(as.registration_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'walk-through',
        redirect_uris: ['http://127.0.0.1:9911/cb'],
        token_endpoint_auth_method: 'none',
      }),
    });
    expect(registered.status).toBe(201);
    expect(typeof registered.body.client_id).toBe('string');

    const clientId = 'alpha-mcp-connector';
    const redirect = 'http://127.0.0.1:9911/callback';
    const { verifier, challenge } = pkce();
    const location = new URL(
      await authorizeOverHttp(
        origin,
        {
          response_type: 'code',
          client_id: clientId,
          redirect_uri: redirect,
          scope: 'openid email profile account:read',
          state: 'walk',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          resource: prm.resource,
          nonce: 'n-1',
        },
        { email: 'ada@alpha.test', password: 'ada-password-1' },
      ),
    );
    expect(location.searchParams.get('state')).toBe('walk');
    expect(location.searchParams.get('iss')).toBe(as.issuer);

    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
    const tokens = await getJson(
      as.token_endpoint,
      form({
        grant_type: 'authorization_code',
        code: location.searchParams.get('code')!,
        redirect_uri: redirect,
        client_id: clientId,
        code_verifier: verifier,
        resource: prm.resource,
      }),
    );
    expect(tokens.status).toBe(200);
    expect(tokens.body.id_token).toBeTypeOf('string');
    const bearer = { authorization: `Bearer ${tokens.body.access_token}` };

    const viewer = await getJson(`${origin}/account/graphql`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { email enrolledCourses(first: 2) { nodes { slug } } } }' }),
    });
    expect(viewer.body.data.viewer.email).toBe('ada@alpha.test');
    expect(viewer.body.data.viewer.enrolledCourses.nodes).toHaveLength(2);

    const mcp = new Client({ name: 'walk', version: '1' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { requestInit: { headers: bearer } }));
    const names = (await mcp.listTools()).tools.map((t) => t.name);
    await mcp.close();
    expect(names.length).toBeGreaterThan(1);

    const refreshed = await getJson(
      as.token_endpoint,
      form({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, client_id: clientId }),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id_token).toBeUndefined();

    const revoked = await fetch(as.revocation_endpoint, form({ token: refreshed.body.access_token, client_id: clientId }));
    expect(revoked.status).toBe(200);
    expect((await fetch(as.userinfo_endpoint, { headers: { authorization: `Bearer ${refreshed.body.access_token}` } })).status).toBe(401);
  });
});
