// The reference server's refresh grant, UserInfo, revocation (RFC 7009) and introspection
// (RFC 7662) over plain HTTP: rotation, client binding, narrowing, what revoking does, and how
// binding is reported (spec Authentication 8, 11; Token request form fields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { ADA, bearer, CONFIDENTIAL, exchange, post, PUBLIC, SECRET, token, VENDOR } from './token-support.ts';

let server: ReferenceServer;
const clock = { offset: 0, now: () => Date.now() + clock.offset };
beforeAll(async () => {
  server = await createServer({ clock });
});
afterAll(() => server.close());

const tokens = async (over = {}, form = {}) => (await exchange(server, over, form)).json as Record<string, string>;
const refresh = (refresh_token: string, extra: Record<string, string> = {}) =>
  token(server.origin, { grant_type: 'refresh_token', refresh_token, client_id: PUBLIC, ...extra });
const revoke = (form: Record<string, string>) => post(server.origin, PATHS.revocation, form);
const introspect = (form: Record<string, string>) => post(server.origin, PATHS.introspection, form);
const userinfo = (t: string | undefined) => bearer(server.origin, PATHS.userinfo, t);

describe('refresh_token grant', () => {
  it('yields new tokens with the same audience, rotates the refresh token, carries no id_token', async () => {
    const first = await tokens();
    const res = await refresh(first.refresh_token!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid profile email account:read' });
    expect(res.json.id_token).toBeUndefined();
    expect(res.json.access_token).not.toBe(first.access_token);
    expect(res.json.refresh_token).not.toBe(first.refresh_token);
    expect(server.platform.store.tokens.get(res.json.access_token as string)!.audience).toBe(server.origin);
    expect((await userinfo(res.json.access_token as string)).json.sub).toBe(ADA);
    expect((await refresh(first.refresh_token!)).json.error).toBe('invalid_grant'); // rotated
  });

  it('scope may only narrow; the next refresh still has the whole grant', async () => {
    const first = await tokens();
    const narrow = await refresh(first.refresh_token!, { scope: 'account:read' });
    expect(narrow.json.scope).toBe('account:read');
    expect((await refresh(narrow.json.refresh_token as string)).json.scope).toBe('openid profile email account:read');
    const wide = await refresh((await tokens()).refresh_token!, { scope: 'account:read account:write' });
    expect(wide.json.error).toBe('invalid_scope');
  });

  it('another client, an access token, an unknown or an expired token: invalid_grant; the owner can still refresh', async () => {
    const first = await tokens();
    for (const f of [{ client_id: VENDOR }, { client_id: CONFIDENTIAL, client_secret: SECRET }] as Record<string, string>[]) {
      const res = await refresh(first.refresh_token!, f);
      expect(res.json.error).toBe('invalid_grant');
      expect(res.status).toBe(400);
    }
    expect((await refresh(first.access_token!)).json.error).toBe('invalid_grant');
    expect((await refresh('unknown')).json.error).toBe('invalid_grant');
    expect((await token(server.origin, { grant_type: 'refresh_token', client_id: PUBLIC })).json.error).toBe('invalid_request');
    expect((await refresh(first.refresh_token!)).status).toBe(200);
    const later = await tokens();
    clock.offset = 31 * 24 * 3600 * 1000;
    try {
      expect((await refresh(later.refresh_token!)).json.error).toBe('invalid_grant');
    } finally {
      clock.offset = 0;
    }
  });

  it('a confidential client refreshes only with its secret; resource may be repeated but not changed', async () => {
    const conf = await tokens({ clientId: CONFIDENTIAL }, { client_secret: SECRET });
    expect((await refresh(conf.refresh_token!, { client_id: CONFIDENTIAL })).status).toBe(401);
    const ok = await refresh(conf.refresh_token!, { client_id: CONFIDENTIAL, client_secret: SECRET, resource: server.origin });
    expect(ok.status).toBe(200);
    const other = await refresh((await tokens()).refresh_token!, { resource: server.origins[1]! });
    expect(other.json.error).toBe('invalid_target');
  });

  it('a refresh token is refused at another site, and two concurrent refreshes give one success', async () => {
    const first = await tokens();
    expect(
      (await token(server.origins[1]!, { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: PUBLIC })).json.error,
    ).toBe('invalid_grant');
    const results = await Promise.all([refresh(first.refresh_token!), refresh(first.refresh_token!)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('UserInfo', () => {
  it('GET and POST return sub, email, name, org_id, roles', async () => {
    const t = await tokens();
    const expected = { sub: ADA, email: 'ada@alpha.test', name: 'Ada Lovelace', org_id: 'org_alpha', roles: ['student'] };
    expect((await userinfo(t.access_token)).json).toEqual(expected);
    const viaPost = await bearer(server.origin, PATHS.userinfo, t.access_token, 'POST');
    expect(viaPost.json).toEqual(expected);
    expect(viaPost.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('no token: 401 with resource_metadata and no error information (RFC 6750 §3.1)', async () => {
    const res = await userinfo(undefined);
    expect(res.status).toBe(401);
    expect(res.json?.error).toBeUndefined();
    const challenge = res.headers.get('www-authenticate') ?? '';
    expect(challenge).toContain(`resource_metadata="${server.origin}/.well-known/oauth-protected-resource"`);
    expect(challenge).not.toMatch(/error=/);
  });

  it("an unknown, a revoked, a refresh or another origin's token: 401 invalid_token with resource_metadata", async () => {
    const t = await tokens();
    const beta = server.platform.store.issueToken(
      { kind: 'access', siteId: 'alpha', clientId: PUBLIC, memberId: ADA, scopes: ['openid'], audience: server.origins[1]! },
      3600,
    );
    const revoked = (await tokens()).access_token!;
    await revoke({ token: revoked, client_id: PUBLIC });
    for (const v of ['unknown-token', revoked, t.refresh_token, beta.value]) {
      const res = await userinfo(v);
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('invalid_token');
      expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${server.origin}/.well-known/oauth-protected-resource"`);
    }
  });
});

describe('revocation', () => {
  it('revoking an access token: 200 {}, the token stops working, its refresh token does not', async () => {
    const t = await tokens();
    const res = await revoke({ token: t.access_token!, client_id: PUBLIC, token_type_hint: 'refresh_token' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect((await userinfo(t.access_token)).status).toBe(401);
    expect((await refresh(t.refresh_token!)).status).toBe(200);
  });

  it('revoking a refresh token revokes it and the access tokens of its grant', async () => {
    const t = await tokens();
    const next = (await refresh(t.refresh_token!)).json as Record<string, string>;
    expect((await revoke({ token: next.refresh_token!, client_id: PUBLIC })).status).toBe(200);
    expect((await refresh(next.refresh_token!)).json.error).toBe('invalid_grant');
    for (const a of [t.access_token, next.access_token]) expect((await userinfo(a)).status).toBe(401);
  });

  it('unknown and already revoked tokens: 200', async () => {
    const t = await tokens();
    expect((await revoke({ token: 'never-issued', client_id: PUBLIC })).status).toBe(200);
    await revoke({ token: t.access_token!, client_id: PUBLIC });
    expect((await revoke({ token: t.access_token!, client_id: PUBLIC })).status).toBe(200);
  });

  it("another client's token is refused (unauthorized_client) and keeps working", async () => {
    const t = await tokens();
    const res = await revoke({ token: t.access_token!, client_id: VENDOR });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'unauthorized_client' });
    expect((await revoke({ token: t.refresh_token!, client_id: CONFIDENTIAL, client_secret: SECRET })).json.error).toBe(
      'unauthorized_client',
    );
    expect((await userinfo(t.access_token)).status).toBe(200);
    expect((await refresh(t.refresh_token!)).status).toBe(200);
  });

  it('client authentication and a token are required', async () => {
    const t = await tokens({ clientId: CONFIDENTIAL }, { client_secret: SECRET });
    expect((await revoke({ token: t.access_token!, client_id: CONFIDENTIAL })).status).toBe(401);
    expect((await revoke({ token: t.access_token!, client_id: CONFIDENTIAL, client_secret: 'wrong' })).json.error).toBe('invalid_client');
    expect((await revoke({ token: t.access_token! })).json.error).toBe('invalid_client');
    expect((await revoke({ client_id: PUBLIC })).json).toMatchObject({ error: 'invalid_request' });
    expect((await revoke({ token: t.access_token!, client_id: CONFIDENTIAL, client_secret: SECRET })).status).toBe(200);
    expect((await userinfo(t.access_token)).status).toBe(401);
  });
});

describe('introspection', () => {
  it('an active token reports scope, client_id, sub, aud (the bound origin), iss, exp, iat, token_type', async () => {
    const t = await tokens();
    const res = await introspect({ token: t.access_token!, client_id: PUBLIC });
    const stored = server.platform.store.tokens.get(t.access_token!)!;
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toEqual({
      active: true,
      scope: 'openid profile email account:read',
      client_id: PUBLIC,
      sub: ADA,
      aud: server.origin,
      iss: server.origin,
      exp: Math.floor(stored.expiresAt / 1000),
      iat: Math.floor(stored.issuedAt / 1000),
      token_type: 'Bearer',
    });
    expect((await introspect({ token: t.refresh_token!, client_id: PUBLIC })).json).toMatchObject({ active: true, aud: server.origin });
  });

  it("unknown, revoked, expired, another client's or another site's tokens are { active: false }", async () => {
    const t = await tokens();
    const expired = server.platform.store.issueToken(
      { kind: 'access', siteId: 'alpha', clientId: PUBLIC, memberId: ADA, scopes: [], audience: server.origin },
      -1,
    );
    expect((await introspect({ token: 'never-issued', client_id: PUBLIC })).json).toEqual({ active: false });
    expect((await introspect({ token: expired.value, client_id: PUBLIC })).json).toEqual({ active: false });
    expect((await introspect({ token: t.access_token!, client_id: VENDOR })).json).toEqual({ active: false });
    const atBeta = await post(server.origins[1]!, PATHS.introspection, { token: t.access_token!, client_id: PUBLIC });
    expect(atBeta.json).toEqual({ active: false });
    await revoke({ token: t.access_token!, client_id: PUBLIC });
    expect((await introspect({ token: t.access_token!, client_id: PUBLIC })).json).toEqual({ active: false });
  });

  it('client authentication is required', async () => {
    expect((await introspect({ token: 'x' })).status).toBe(401);
    expect((await introspect({ token: 'x', client_id: CONFIDENTIAL, client_secret: 'wrong' })).json.error).toBe('invalid_client');
    expect((await introspect({ client_id: PUBLIC })).json.error).toBe('invalid_request');
  });
});
