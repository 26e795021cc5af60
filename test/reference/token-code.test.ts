// The reference token endpoint's authorization-code grant over plain HTTP (spec Token request form
// fields, Authentication 1, 9; RFC 6749 §4.1.3, §5; RFC 7636 §4.6; RFC 8707): client
// authentication, the code's bindings, single use, the response and its ID token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import {
  ADA,
  bearer,
  CONFIDENTIAL,
  exchange,
  post,
  PUBLIC,
  putCode,
  REDIRECT,
  SCOPES,
  SECRET,
  token,
  VENDOR,
  verifyIdToken,
} from './token-support.ts';

let server: ReferenceServer;
const clock = { offset: 0, now: () => Date.now() + clock.offset };
beforeAll(async () => {
  server = await createServer({ clock });
});
afterAll(() => server.close());

const expectError = (res: { status: number; json: Record<string, unknown>; headers: Headers }, error: string, status?: number) => {
  expect(res.json.error, JSON.stringify(res.json)).toBe(error);
  expect(typeof res.json.error_description).toBe('string');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  if (status) expect(res.status).toBe(status);
  else expect(res.status).toBeGreaterThanOrEqual(400);
};

describe('authorization_code: the response', () => {
  it('a public client with no secret gets access, refresh and ID tokens, JSON, never cached', async () => {
    const res = await exchange(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: SCOPES.join(' ') });
    for (const k of ['access_token', 'refresh_token', 'id_token']) expect(typeof res.json[k]).toBe('string');
    const access = server.platform.store.tokens.get(res.json.access_token as string)!;
    expect(access).toMatchObject({ kind: 'access', clientId: PUBLIC, memberId: ADA, audience: server.origin, siteId: 'alpha' });
    expect(res.tc.code.used).toBe(true);
    expect((await bearer(server.origin, PATHS.userinfo, res.json.access_token as string)).status).toBe(200);
  });

  it("the ID token is ES256 with the published kid, iss, aud, nonce, a 600 s life and UserInfo's claims", async () => {
    const res = await exchange(server);
    const claims = await verifyIdToken(server, res.json.id_token as string);
    const header = JSON.parse(Buffer.from((res.json.id_token as string).split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(header).toEqual({ alg: 'ES256', kid: server.platform.keys.signing.kid, typ: 'JWT' });
    expect(claims).toMatchObject({ iss: server.origin, aud: PUBLIC, sub: ADA, nonce: res.tc.code.nonce });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    const info = await bearer(server.origin, PATHS.userinfo, res.json.access_token as string);
    expect(info.json).toEqual({ sub: ADA, email: 'ada@alpha.test', name: 'Ada Lovelace', org_id: 'org_alpha', roles: ['student'] });
    for (const [k, v] of Object.entries(info.json)) expect(claims[k]).toEqual(v);
  });

  it('no openid, no ID token; no nonce sent, none in the ID token', async () => {
    const plain = await exchange(server, { scopes: ['account:read'] });
    expect(plain.status).toBe(200);
    expect(plain.json.id_token).toBeUndefined();
    expect(plain.json.scope).toBe('account:read');
    const noNonce = await exchange(server, { nonce: undefined });
    expect((await verifyIdToken(server, noNonce.json.id_token as string)).nonce).toBeUndefined();
  });

  it('a confidential client authenticates with client_secret_post', async () => {
    const res = await exchange(server, { clientId: CONFIDENTIAL }, { client_secret: SECRET });
    expect(res.status).toBe(200);
    expect((await verifyIdToken(server, res.json.id_token as string, CONFIDENTIAL)).aud).toBe(CONFIDENTIAL);
  });

  it('a code issued without resource binds the tokens to the issuing origin; adding a resource is invalid_target', async () => {
    const res = await exchange(server, { resource: undefined });
    expect(res.status).toBe(200);
    expect(server.platform.store.tokens.get(res.json.access_token as string)!.audience).toBe(server.origin);
    expectError(await exchange(server, { resource: undefined }, { resource: server.origin }), 'invalid_target', 400);
  });
});

describe('authorization_code: the code is bound and single-use', () => {
  it('a replayed code is invalid_grant and revokes every token issued from it, refreshed ones too', async () => {
    const first = await exchange(server);
    const refreshed = await token(server.origin, {
      grant_type: 'refresh_token',
      refresh_token: first.json.refresh_token as string,
      client_id: PUBLIC,
    });
    expect(refreshed.status).toBe(200);
    expectError(await token(server.origin, first.tc.form), 'invalid_grant', 400);
    for (const t of [first.json.access_token, refreshed.json.access_token])
      expect((await bearer(server.origin, PATHS.userinfo, t as string)).status).toBe(401);
    const again = await token(server.origin, {
      grant_type: 'refresh_token',
      refresh_token: refreshed.json.refresh_token as string,
      client_id: PUBLIC,
    });
    expectError(again, 'invalid_grant');
  });

  it('of concurrent redemptions of one code at most one succeeds', async () => {
    const tc = putCode(server);
    const results = await Promise.all(Array.from({ length: 5 }, () => token(server.origin, tc.form)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json.error).toBe('invalid_grant');
  });

  it('another client, another redirect_uri, no redirect_uri, another site or an expired code: invalid_grant', async () => {
    const tc = putCode(server);
    expectError(await token(server.origin, { ...tc.form, client_id: VENDOR }), 'invalid_grant', 400);
    expectError(await token(server.origin, { ...tc.form, redirect_uri: `${REDIRECT}/x` }), 'invalid_grant', 400);
    expectError(await token(server.origin, { ...tc.form, redirect_uri: 'http://127.0.0.1:8976/callback' }), 'invalid_grant', 400);
    const { redirect_uri: _, ...noRedirect } = tc.form;
    expectError(await token(server.origin, noRedirect), 'invalid_grant', 400);
    expect((await token(server.origin, tc.form)).status).toBe(200); // refusals do not spend the code
    const beta = putCode(server, { clientId: PUBLIC }, server.sites[1]);
    expectError(await token(server.origin, beta.form), 'invalid_grant', 400);
    const old = putCode(server, { expiresAt: clock.now() - 1 });
    expectError(await token(server.origin, old.form), 'invalid_grant', 400);
  });

  it('PKCE: a wrong, malformed or missing code_verifier is invalid_grant', async () => {
    const tc = putCode(server);
    const other = putCode(server);
    for (const code_verifier of [other.verifier, 'short', `${tc.verifier}!`]) {
      expectError(await token(server.origin, { ...tc.form, code_verifier }), 'invalid_grant', 400);
    }
    const { code_verifier: _, ...noVerifier } = tc.form;
    expectError(await token(server.origin, noVerifier), 'invalid_grant', 400);
  });

  it('resource must be repeated: missing or different is invalid_target', async () => {
    const tc = putCode(server);
    const { resource: _, ...noResource } = tc.form;
    expectError(await token(server.origin, noResource), 'invalid_target', 400);
    expectError(await token(server.origin, { ...tc.form, resource: server.origins[1]! }), 'invalid_target', 400);
    expectError(await token(server.origin, { ...tc.form, resource: `${server.origin}/` }), 'invalid_target', 400);
  });

  it('an unknown code is invalid_grant', async () => {
    expectError(await token(server.origin, { ...putCode(server).form, code: 'no-such-code' }), 'invalid_grant', 400);
  });
});

describe('client authentication (token endpoint)', () => {
  it('a confidential client with a wrong or missing secret is invalid_client (401)', async () => {
    const tc = putCode(server, { clientId: CONFIDENTIAL });
    expectError(await token(server.origin, { ...tc.form, client_secret: `${SECRET}x` }), 'invalid_client', 401);
    expectError(await token(server.origin, { ...tc.form, client_secret: 'short' }), 'invalid_client', 401);
    expectError(await token(server.origin, tc.form), 'invalid_client', 401);
    expect((await token(server.origin, { ...tc.form, client_secret: SECRET })).status).toBe(200);
  });

  it('an unknown or missing client_id is invalid_client; HTTP Basic is refused with a Basic challenge', async () => {
    const tc = putCode(server);
    expectError(await token(server.origin, { ...tc.form, client_id: 'nobody' }), 'invalid_client', 401);
    const { client_id: _, ...noClient } = tc.form;
    expectError(await token(server.origin, noClient), 'invalid_client', 401);
    const basic = await token(server.origin, tc.form, { authorization: `Basic ${Buffer.from(`${PUBLIC}:x`).toString('base64')}` });
    expectError(basic, 'invalid_client', 401);
    expect(basic.headers.get('www-authenticate')).toMatch(/^Basic /);
  });
});

describe('malformed token requests', () => {
  it('missing grant_type is invalid_request, before any client check; an unknown one is unsupported_grant_type', async () => {
    expectError(await token(server.origin, { code: 'x' }), 'invalid_request', 400);
    expectError(await token(server.origin, Buffer.alloc(0)), 'invalid_request', 400);
    expectError(await token(server.origin, { grant_type: 'client_credentials', client_id: PUBLIC }), 'unsupported_grant_type', 400);
    expectError(await token(server.origin, { grant_type: 'toString', client_id: PUBLIC }), 'unsupported_grant_type', 400);
  });

  it('repeated parameters, invalid UTF-8, bad percent-encoding, an overlong scope, a non-form body: invalid_request', async () => {
    const tc = putCode(server);
    expectError(await token(server.origin, [...Object.entries(tc.form), ['code', tc.code.code]]), 'invalid_request', 400);
    expectError(
      await token(server.origin, [
        ['grant_type', 'refresh_token'],
        ['grant_type', 'refresh_token'],
      ]),
      'invalid_request',
      400,
    );
    expectError(
      await token(server.origin, Buffer.from([...Buffer.from('grant_type=authorization_code&code='), 0xff, 0xfe])),
      'invalid_request',
      400,
    );
    expectError(await token(server.origin, Buffer.from('grant_type=authorization_code&code=%E0%A4%A')), 'invalid_request', 400);
    expectError(await token(server.origin, Buffer.from('grant_type=authorization_code&code=%ED%A0%80')), 'invalid_request', 400);
    expectError(await token(server.origin, { ...tc.form, scope: 'a'.repeat(2001) }), 'invalid_request', 400);
    expectError(
      await token(server.origin, Buffer.from(JSON.stringify(tc.form)), { 'content-type': 'application/json' }),
      'invalid_request',
      400,
    );
    expect((await token(server.origin, tc.form)).status).toBe(200); // none of that spent the code
  });

  it('GET is 405 with an OAuth error body', async () => {
    const res = await fetch(server.origin + PATHS.token);
    expect(res.status).toBe(405);
    expect(((await res.json()) as Record<string, unknown>).error).toBe('invalid_request');
  });

  it('empty parameters count as omitted (RFC 6749 §3.1)', async () => {
    const tc = putCode(server);
    expectError(await token(server.origin, { ...tc.form, code_verifier: '' }), 'invalid_grant', 400);
    expectError(await post(server.origin, PATHS.token, { grant_type: '' }), 'invalid_request', 400);
  });
});
