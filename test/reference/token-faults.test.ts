// Each token / ID-token / UserInfo / revocation / introspection fault of the switchboard takes
// effect: over HTTP, the faulty server does what the correct one refuses (or the reverse).
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import type { ReferenceServer } from '../../fixtures/reference/server.ts';
import {
  bearer,
  CONFIDENTIAL,
  exchange,
  post,
  PUBLIC,
  putCode,
  REDIRECT,
  SECRET,
  token,
  VENDOR,
  verifyIdToken,
  withServer,
} from './token-support.ts';

type Probe = (s: ReferenceServer) => Promise<void>;

const refresh = (s: ReferenceServer, refresh_token: string, client_id = PUBLIC) =>
  token(s.origin, { grant_type: 'refresh_token', refresh_token, client_id });
const tokensOf = async (s: ReferenceServer, over = {}, form = {}) => (await exchange(s, over, form)).json as Record<string, string>;
const idClaims = async (s: ReferenceServer) => decodeJwt((await tokensOf(s)).id_token!);
const crashes = async (s: ReferenceServer, body: Buffer | [string, string][] | Record<string, string>) => {
  const res = await token(s.origin, body);
  expect(res.status).toBe(500);
  expect(res.text).toMatch(/\n\s+at .+:\d+:\d+/);
};

/** Keyed by the test title (spelled out, so the switchboard's coverage test finds it); the fault id is its second word. */
const probes: Record<string, Probe> = {
  'fault token-code-replay takes effect': async (s) => {
    const tc = putCode(s);
    expect((await token(s.origin, tc.form)).status).toBe(200);
    expect((await token(s.origin, tc.form)).status).toBe(200);
  },
  'fault token-code-any-client takes effect': async (s) => {
    expect((await token(s.origin, { ...putCode(s).form, client_id: VENDOR })).status).toBe(200);
  },
  'fault token-redirect-uri-ignored takes effect': async (s) => {
    expect((await token(s.origin, { ...putCode(s).form, redirect_uri: 'https://attacker.example/cb' })).status).toBe(200);
  },
  'fault token-pkce-unchecked takes effect': async (s) => {
    expect((await token(s.origin, { ...putCode(s).form, code_verifier: 'x'.repeat(43) })).status).toBe(200);
  },
  'fault token-resource-ignored takes effect': async (s) => {
    const { resource: _, ...form } = putCode(s).form;
    expect((await token(s.origin, form)).status).toBe(200);
  },
  'fault token-no-store-missing takes effect': async (s) => {
    const res = await exchange(s);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toMatch(/no-store/);
  },
  'fault token-json-as-text takes effect': async (s) => {
    const res = await exchange(s);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.json.access_token).toBeTypeOf('string');
  },
  'fault token-no-refresh-token takes effect': async (s) => {
    const t = await tokensOf(s);
    expect(t.access_token).toBeTypeOf('string');
    expect(t.refresh_token).toBeUndefined();
  },
  'fault refresh-no-access-token takes effect': async (s) => {
    const res = await refresh(s, (await tokensOf(s)).refresh_token!);
    expect(res.status).toBe(200);
    expect(res.json.access_token).toBeUndefined();
  },
  'fault refresh-id-token takes effect': async (s) => {
    expect((await refresh(s, (await tokensOf(s)).refresh_token!)).json.id_token).toBeTypeOf('string');
  },
  'fault refresh-any-client takes effect': async (s) => {
    expect((await refresh(s, (await tokensOf(s)).refresh_token!, VENDOR)).status).toBe(200);
  },
  'fault token-client-secret-unchecked takes effect': async (s) => {
    expect((await exchange(s, { clientId: CONFIDENTIAL }, { client_secret: 'wrong' })).status).toBe(200);
  },
  'fault token-public-client-secret-required takes effect': async (s) => {
    const res = await exchange(s);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('invalid_client');
    expect((await exchange(s, { clientId: CONFIDENTIAL }, { client_secret: SECRET })).status).toBe(200);
  },
  'fault id-token-missing takes effect': async (s) => {
    const t = await tokensOf(s);
    expect(t.access_token).toBeTypeOf('string');
    expect(t.id_token).toBeUndefined();
  },
  'fault id-token-unknown-kid takes effect': async (s) => {
    const jwt = (await tokensOf(s)).id_token!;
    expect(decodeProtectedHeader(jwt).kid).not.toBe(s.platform.keys.signing.kid);
    await expect(verifyIdToken(s, jwt)).rejects.toThrow();
  },
  'fault id-token-wrong-iss takes effect': async (s) => expect((await idClaims(s)).iss).not.toBe(s.origin),
  'fault id-token-wrong-aud takes effect': async (s) => expect((await idClaims(s)).aud).not.toBe(PUBLIC),
  'fault id-token-expired takes effect': async (s) => expect((await idClaims(s)).exp!).toBeLessThan(Date.now() / 1000),
  'fault id-token-lifetime-hour takes effect': async (s) => {
    const c = await idClaims(s);
    expect(c.exp! - c.iat!).toBe(3600);
  },
  'fault id-token-no-nonce takes effect': async (s) => {
    const res = await exchange(s);
    expect(res.tc.code.nonce).toBeTypeOf('string');
    expect(decodeJwt(res.json.id_token as string).nonce).toBeUndefined();
  },
  'fault id-token-claims-differ takes effect': async (s) => {
    const t = await tokensOf(s);
    const info = await bearer(s.origin, PATHS.userinfo, t.access_token);
    expect(decodeJwt(t.id_token!).name).not.toBe(info.json.name);
  },
  'fault userinfo-missing-claim takes effect': async (s) => {
    const info = await bearer(s.origin, PATHS.userinfo, (await tokensOf(s)).access_token);
    expect(info.status).toBe(200);
    expect(info.json.org_id).toBeUndefined();
  },
  'fault userinfo-unknown-token-accepted takes effect': async (s) => {
    expect((await bearer(s.origin, PATHS.userinfo, 'never-issued-token')).status).toBe(200);
    expect((await bearer(s.origin, PATHS.userinfo, undefined)).status).toBe(401);
  },
  'fault revoke-access-noop takes effect': async (s) => {
    const t = await tokensOf(s);
    expect((await post(s.origin, PATHS.revocation, { token: t.access_token!, client_id: PUBLIC })).status).toBe(200);
    expect((await bearer(s.origin, PATHS.userinfo, t.access_token)).status).toBe(200);
  },
  'fault revoke-refresh-noop takes effect': async (s) => {
    const t = await tokensOf(s);
    expect((await post(s.origin, PATHS.revocation, { token: t.refresh_token!, client_id: PUBLIC })).status).toBe(200);
    expect((await refresh(s, t.refresh_token!)).status).toBe(200);
  },
  'fault revoke-unknown-token-400 takes effect': async (s) => {
    expect((await post(s.origin, PATHS.revocation, { token: 'never-issued', client_id: PUBLIC })).status).toBe(400);
  },
  'fault revoke-other-client takes effect': async (s) => {
    const t = await tokensOf(s);
    expect((await post(s.origin, PATHS.revocation, { token: t.access_token!, client_id: VENDOR })).status).toBe(200);
    expect((await bearer(s.origin, PATHS.userinfo, t.access_token)).status).toBe(401);
  },
  'fault introspect-no-aud takes effect': async (s) => {
    const res = await post(s.origin, PATHS.introspection, { token: (await tokensOf(s)).access_token!, client_id: PUBLIC });
    expect(res.json.active).toBe(true);
    expect(res.json.aud).toBeUndefined();
  },
  'fault token-error-no-description takes effect': async (s) => {
    const res = await token(s.origin, { ...putCode(s).form, code: 'nope' });
    expect(res.json).toEqual({ error: 'invalid_grant' });
  },
  'fault token-bad-code-invalid-request takes effect': async (s) => {
    expect((await token(s.origin, { ...putCode(s).form, code: 'nope' })).json.error).toBe('invalid_request');
    expect((await token(s.origin, { ...putCode(s).form, code_verifier: 'x'.repeat(43) })).json.error).toBe('invalid_grant');
  },
  'fault token-unknown-client-invalid-request takes effect': async (s) => {
    expect((await token(s.origin, { ...putCode(s).form, client_id: 'nobody' })).json.error).toBe('invalid_request');
    expect((await exchange(s, { clientId: CONFIDENTIAL }, { client_secret: 'wrong' })).json.error).toBe('invalid_client');
  },
  'fault token-malformed-invalid-grant takes effect': async (s) => {
    expect((await token(s.origin, { code: 'x', client_id: PUBLIC })).json.error).toBe('invalid_grant');
  },
  'fault token-5xx-on-duplicate-params takes effect': (s) =>
    crashes(s, [
      ['grant_type', 'authorization_code'],
      ['code', 'a'],
      ['code', 'b'],
    ]),
  'fault token-5xx-on-overlong-scope takes effect': (s) =>
    crashes(s, { grant_type: 'refresh_token', refresh_token: 'x', client_id: PUBLIC, scope: 's'.repeat(2001) }),
  'fault token-5xx-on-invalid-utf8 takes effect': async (s) => {
    await crashes(s, Buffer.from([...Buffer.from('grant_type=authorization_code&code='), 0xc3, 0x28]));
    await crashes(s, Buffer.from('grant_type=authorization_code&code=%E0%A4%A'));
  },
  'fault token-5xx-on-missing-grant-type takes effect': (s) => crashes(s, { code: 'x', client_id: PUBLIC, redirect_uri: REDIRECT }),
};

const faultId = (title: string) => title.split(' ')[1]!;

describe('token-area faults', () => {
  for (const [title, probe] of Object.entries(probes)) {
    it(title, () => withServer({ faults: [faultId(title)] }, probe));
  }

  it('has a probe for every fault of these modules', async () => {
    const ids = Object.keys(probes).map(faultId);
    const mine = (await loadFaults()).filter((f) => ids.includes(f.id));
    expect(mine.map((f) => f.id).sort()).toEqual(ids.sort());
  });

  it('every probe fails against the correct server (so each shows a difference)', () =>
    withServer({}, async (s) => {
      const passing: string[] = [];
      for (const [title, probe] of Object.entries(probes)) {
        if (
          await probe(s).then(
            () => true,
            () => false,
          )
        )
          passing.push(faultId(title));
      }
      expect(passing).toEqual([]);
    }));
});
