// The faults on bearer use, token binding and advertised extensions take effect over plain HTTP.
import { describe, expect, it } from 'vitest';
import { authorizeOverHttp, pkce } from '../support/http-consent.ts';
import { mint, start } from './resource-support.ts';

const GRAPHQL = '/account/graphql';
const viewer = (origin: string, authorization: string) =>
  fetch(origin + GRAPHQL, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });

describe('bearer use and binding', () => {
  it('the correct server takes Bearer in any case, and no other scheme', async () => {
    const server = await start();
    try {
      const token = mint(server);
      expect((await viewer(server.origin, `bearer ${token}`)).status).toBe(200);
      expect((await viewer(server.origin, `Token ${token}`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('fault bearer-any-scheme takes effect', async () => {
    const server = await start(['bearer-any-scheme']);
    try {
      expect((await viewer(server.origin, `Token ${mint(server)}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('fault token-audience-other-site takes effect', async () => {
    const server = await start(['token-audience-other-site']);
    try {
      const { verifier, challenge } = pkce();
      const redirect = 'http://127.0.0.1:8976/callback';
      const location = await authorizeOverHttp(
        server.origin,
        {
          response_type: 'code',
          client_id: 'alpha-mcp-connector',
          redirect_uri: redirect,
          scope: 'openid account:read',
          state: 's',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          resource: server.origin,
        },
        { email: 'ada@alpha.test', password: 'ada-password-1', decision: 'approve' },
      );
      const code = new URL(location).searchParams.get('code')!;
      const res = await fetch(`${server.origin}/api/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirect,
          client_id: 'alpha-mcp-connector',
          code_verifier: verifier,
          resource: server.origin,
        }),
      });
      const { access_token } = (await res.json()) as { access_token: string };
      expect((await viewer(server.origin, `Bearer ${access_token}`)).status).toBe(401);
      expect((await viewer(server.origins[1]!, `Bearer ${access_token}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('fault asm-advertises-agent-auth takes effect', async () => {
    const server = await start(['asm-advertises-agent-auth']);
    try {
      const doc = await (await fetch(`${server.origin}/.well-known/oauth-authorization-server`)).text();
      expect(doc).toContain('agent_auth');
    } finally {
      await server.close();
    }
  });
});
