// The reference server's client registration (spec Authentication 4, 7; Errors; Limits) over plain
// HTTP, and its Client ID Metadata Documents (Authentication 5) served by a tiny loopback server;
// plus proof that each registration/CIMD fault takes effect.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';
import { checkCimd, resolveCimdClient } from '../../fixtures/reference/oauth/cimd.ts';
import { findClient } from '../../fixtures/reference/oauth/clients.ts';
import { loadProvisioning, type Provisioning } from '../../fixtures/reference/provisioning.ts';
import { createServer, type ReferenceConfig, type ReferenceServer } from '../../fixtures/reference/server.ts';

const VENDOR = { name: 'Acme LMS Connector', id: 'vendor-acme-lms' };
const loopback = (port = 8976) => `http://127.0.0.1:${port}/callback`;

let server: ReferenceServer;
let docs: Server;
let docBase: string;
/** path → document served by the loopback document server; hits counts requests per path */
const served = new Map<string, { status: number; body: string }>();
const hits = new Map<string, number>();

beforeAll(async () => {
  server = await createServer();
  docs = createHttpServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    const doc = served.get(req.url ?? '') ?? { status: 404, body: 'not found' };
    res.writeHead(doc.status, { 'content-type': 'application/json' }).end(doc.body);
  });
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  docBase = `http://localhost:${(docs.address() as AddressInfo).port}`; // allowlisted by name; the listener is on 127.0.0.1
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => docs.close(resolve));
});

async function register(body: unknown, origin = server.origin) {
  const res = await fetch(origin + PATHS.registration, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), json: (await res.json()) as Record<string, unknown> };
}

async function withServer<T>(config: ReferenceConfig, run: (s: ReferenceServer) => Promise<T>): Promise<T> {
  const s = await createServer(config);
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

/** Serves a document at a fresh path and returns its URL; `doc` may refer to the URL. */
function publish(doc: (url: string) => unknown, status = 200): string {
  const path = `/clients/${served.size + 1}.json`;
  const url = docBase + path;
  served.set(path, { status, body: JSON.stringify(doc(url)) });
  return url;
}

const goodDoc = (url: string) => ({
  client_id: url,
  client_name: 'Local tool',
  redirect_uris: [loopback(5000)],
  token_endpoint_auth_method: 'none',
  scope: 'openid courses:read courses:write',
});
const provisioning = (change: (p: Provisioning) => Provisioning) => change(loadProvisioning());
const notAllowlisted = provisioning((p) => ({ ...p, cimd: { ...p.cimd, allowlist: ['tools.example'] } }));

describe('registration: vendor integrations (rule 1)', () => {
  it("a vendor client_name returns that integration's client_id and creates no client", async () => {
    const before = server.platform.store.clients.size;
    const r = await register({ client_name: VENDOR.name, redirect_uris: ['https://acme-lms.example/oauth/callback'] });
    expect(r.status).toBe(201);
    expect(r.json.client_id).toBe(VENDOR.id);
    expect(r.json).not.toHaveProperty('client_secret');
    expect(r.cacheControl).toBe('no-store');
    expect(server.platform.store.clients.size).toBe(before);
  });
});

describe('registration: loopback clients (rule 2)', () => {
  it.each([1, 8976, 49152, 65535])('a loopback redirect URI at port %i gets a new public client', async (port) => {
    const r = await register({
      client_name: 'My CLI',
      application_type: 'native',
      redirect_uris: [loopback(port)],
      token_endpoint_auth_method: 'none',
    });
    expect(r.status).toBe(201);
    expect(r.cacheControl).toBe('no-store');
    expect(r.json).toMatchObject({
      client_name: 'My CLI',
      application_type: 'native',
      redirect_uris: [loopback(port)],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    });
    expect(typeof r.json.client_id_issued_at).toBe('number');
    expect(r.json).not.toHaveProperty('client_secret');
    const client = server.platform.store.clients.get(r.json.client_id as string);
    expect(client).toMatchObject({ kind: 'registered', authMethod: 'none', redirectUris: [loopback(port)] });
  });

  it('client_secret_post registers a confidential client and issues a client_secret', async () => {
    const r = await register({
      client_name: 'Daemon',
      redirect_uris: [loopback(), 'http://127.0.0.1/other'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ token_endpoint_auth_method: 'client_secret_post', client_secret_expires_at: 0 });
    expect(typeof r.json.client_secret).toBe('string');
    expect(server.platform.store.clients.get(r.json.client_id as string)).toMatchObject({
      authMethod: 'client_secret_post',
      secret: r.json.client_secret,
    });
  });

  it('a registered client never holds the member-audience scopes (Authentication 7)', async () => {
    const asked = await register({ redirect_uris: [loopback()], scope: 'openid account:read courses:write account:write' });
    expect(asked.json.scope).toBe('openid courses:write');
    const dflt = await register({ redirect_uris: [loopback()] });
    const scopes = server.platform.store.clients.get(dflt.json.client_id as string)!.scopes;
    expect(scopes).toContain('courses:read');
    expect(scopes).not.toContain('account:read');
    expect(scopes).not.toContain('account:write');
  });
});

describe('registration: refusals (rules 3 and 4)', () => {
  it.each([
    ['an HTTPS callback', ['https://tool.example/cb']],
    ['loopback plus HTTPS', [loopback(), 'https://tool.example/cb']],
    ['http://localhost', ['http://localhost:8976/callback']],
    ['a custom scheme', ['com.example.app:/cb']],
  ])('%s with an unknown client_name is invalid_redirect_uri', async (_, uris) => {
    const r = await register({ client_name: 'Unknown Vendor', redirect_uris: uris });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('invalid_redirect_uri');
    expect(typeof r.json.error_description).toBe('string');
    expect(r.cacheControl).toBe('no-store');
  });

  it.each([
    ['an unknown client_name, no redirect_uris', { client_name: 'Unknown Vendor' }],
    ['an unknown client_name, empty redirect_uris', { client_name: 'Unknown Vendor', redirect_uris: [] }],
    ['nothing at all', {}],
    ['redirect_uris not an array', { redirect_uris: loopback() }],
    ['client_name not a string', { client_name: 7, redirect_uris: [loopback()] }],
    ['client_secret_basic', { redirect_uris: [loopback()], token_endpoint_auth_method: 'client_secret_basic' }],
    ['an implicit grant', { redirect_uris: [loopback()], grant_types: ['implicit'] }],
  ])('%s is invalid_client_metadata', async (_, body) => {
    const r = await register(body);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('invalid_client_metadata');
    expect(typeof r.json.error_description).toBe('string');
  });

  it.each(['not json', '[1,2]', 'null'])('body %j is invalid_request', async (body) => {
    const r = await register(body);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('invalid_request');
  });

  // GET is RFC 7592's read of a registered client (?client_id=, with its registration access token)
  it('GET with no registration access token reads no client: 401 Bearer', async () => {
    const res = await fetch(server.origin + PATHS.registration);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });
  it('PATCH is not allowed', async () => {
    const res = await fetch(server.origin + PATHS.registration, { method: 'PATCH' });
    expect(res.status).toBe(405);
  });
});

describe('Client ID Metadata Documents', () => {
  it('an allowlisted document becomes an unreviewed cimd client with the scopes it asks for', async () => {
    const url = publish(goodDoc);
    const client = await checkCimd(server.platform, url);
    expect(client).toEqual({
      clientId: url,
      kind: 'cimd',
      name: 'Local tool',
      authMethod: 'none',
      redirectUris: [loopback(5000)],
      scopes: ['openid', 'courses:read', 'courses:write'],
      reviewed: false,
    });
    expect(await findClient(server.platform, url)).toMatchObject({ kind: 'cimd' });
  });

  it("redirect URIs on the document's own host are accepted", async () => {
    const url = publish((u) => ({ ...goodDoc(u), redirect_uris: [`https://localhost/cb`, `${docBase}/cb`] }));
    expect((await resolveCimdClient(server.platform, url))?.redirectUris).toHaveLength(2);
  });

  it.each([
    ['client_id differs from the URL', (u: string) => ({ ...goodDoc(u), client_id: `${u}?x` }), /client_id/],
    [
      "a redirect URI off the document's host",
      (u: string) => ({ ...goodDoc(u), redirect_uris: ['https://elsewhere.example/cb'] }),
      /redirect URI/,
    ],
    ['no redirect_uris', (u: string) => ({ ...goodDoc(u), redirect_uris: [] }), /redirect_uris/],
    ['a confidential auth method', (u: string) => ({ ...goodDoc(u), token_endpoint_auth_method: 'client_secret_post' }), /none/],
  ])('%s is refused', async (_, doc, reason) => {
    const url = publish(doc);
    await expect(checkCimd(server.platform, url)).rejects.toMatchObject({
      code: 'invalid_client_metadata',
      message: expect.stringMatching(reason),
    });
    expect(await resolveCimdClient(server.platform, url)).toBeUndefined();
  });

  it('a missing, non-JSON, string or array document is refused', async () => {
    for (const url of [docBase + '/missing.json', publish(() => 'x'), publish(() => [1]), publish(goodDoc, 500)]) {
      await expect(checkCimd(server.platform, url)).rejects.toMatchObject({ code: 'invalid_client_metadata' });
    }
    served.set('/raw.json', { status: 200, body: '{not json' });
    await expect(checkCimd(server.platform, docBase + '/raw.json')).rejects.toMatchObject({ message: expect.stringMatching(/not JSON/) });
  });

  it('a host off the allowlist is refused without being fetched, unless open registration is on', async () => {
    const url = publish(goodDoc);
    await withServer({ provisioning: notAllowlisted }, async (s) => {
      await expect(checkCimd(s.platform, url)).rejects.toMatchObject({
        code: 'invalid_client_metadata',
        message: expect.stringMatching(/not permitted/),
      });
    });
    expect(hits.get(new URL(url).pathname) ?? 0).toBe(0);
    await withServer({ provisioning: { ...notAllowlisted, openRegistration: true } }, async (s) => {
      expect(await resolveCimdClient(s.platform, url)).toMatchObject({ clientId: url });
    });
  });

  it('http is refused when loopback http is not allowed, and nothing is accepted when CIMD is off', async () => {
    const url = publish(goodDoc);
    await withServer({ provisioning: provisioning((p) => ({ ...p, cimd: { ...p.cimd, allowHttpLoopback: false } })) }, async (s) => {
      await expect(checkCimd(s.platform, url)).rejects.toMatchObject({ message: expect.stringMatching(/https/) });
    });
    await withServer({ options: { cimd: false } }, async (s) => {
      expect(await resolveCimdClient(s.platform, url)).toBeUndefined();
    });
    await expect(checkCimd(server.platform, 'http://tools.example/c.json')).rejects.toMatchObject({
      message: expect.stringMatching(/https/),
    });
  });
});

describe('registration and CIMD faults', () => {
  const withFault = <T>(id: string, run: (s: ReferenceServer) => Promise<T>, config: ReferenceConfig = {}) =>
    withServer({ ...config, faults: [id] }, run);

  it('fault register-vendor-fresh-client-id takes effect', () =>
    withFault('register-vendor-fresh-client-id', async (s) => {
      const r = await register({ client_name: VENDOR.name, redirect_uris: [loopback()] }, s.origin);
      expect(r.status).toBe(201);
      expect(r.json.client_id).not.toBe(VENDOR.id);
    }));

  it('fault register-unknown-name-accepted takes effect', () =>
    withFault('register-unknown-name-accepted', async (s) => {
      const r = await register({ client_name: 'Unknown Vendor' }, s.origin);
      expect(r.status).toBe(201);
      expect((await register({ client_name: 'Unknown Vendor', redirect_uris: ['https://tool.example/cb'] }, s.origin)).json.error).toBe(
        'invalid_redirect_uri',
      );
    }));

  it('fault register-loopback-port-refused takes effect', () =>
    withFault('register-loopback-port-refused', async (s) => {
      expect((await register({ redirect_uris: [loopback(8976)] }, s.origin)).json.error).toBe('invalid_redirect_uri');
      expect((await register({ redirect_uris: ['http://127.0.0.1/callback'] }, s.origin)).status).toBe(201);
    }));

  it('fault register-https-callback-accepted takes effect', () =>
    withFault('register-https-callback-accepted', async (s) => {
      const r = await register({ client_name: 'Unknown Vendor', redirect_uris: ['https://tool.example/cb'] }, s.origin);
      expect(r.status).toBe(201);
      expect(typeof r.json.client_id).toBe('string');
    }));

  it('fault register-https-callback-wrong-code takes effect', () =>
    withFault('register-https-callback-wrong-code', async (s) => {
      const r = await register({ client_name: 'Unknown Vendor', redirect_uris: ['https://tool.example/cb'] }, s.origin);
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('invalid_client_metadata');
    }));

  it('fault register-unknown-name-wrong-code takes effect', () =>
    withFault('register-unknown-name-wrong-code', async (s) => {
      const r = await register({ client_name: 'Unknown Vendor' }, s.origin);
      expect(r.status).toBe(400);
      expect(r.json.error).toBe('invalid_request');
    }));

  it('fault register-client-id-camel-case takes effect', () =>
    withFault('register-client-id-camel-case', async (s) => {
      const r = await register({ redirect_uris: [loopback()] }, s.origin);
      expect(r.status).toBe(201);
      expect(r.json).not.toHaveProperty('client_id');
      expect(typeof r.json.clientId).toBe('string');
      expect((await register({ client_name: VENDOR.name }, s.origin)).json.client_id).toBe(VENDOR.id);
    }));

  it('fault register-secret-withheld takes effect', () =>
    withFault('register-secret-withheld', async (s) => {
      const r = await register({ redirect_uris: [loopback()], token_endpoint_auth_method: 'client_secret_post' }, s.origin);
      expect(r.status).toBe(201);
      expect(r.json.token_endpoint_auth_method).toBe('client_secret_post');
      expect(r.json).not.toHaveProperty('client_secret');
    }));

  it('fault register-account-read-allowed takes effect', () =>
    withFault('register-account-read-allowed', async (s) => {
      const r = await register({ redirect_uris: [loopback()], scope: 'openid account:read' }, s.origin);
      expect(r.json.scope).toBe('openid account:read');
      expect(s.platform.store.clients.get(r.json.client_id as string)?.scopes).toContain('account:read');
    }));

  it('fault cimd-host-not-allowlisted takes effect', () =>
    withFault(
      'cimd-host-not-allowlisted',
      async (s) => {
        expect(await resolveCimdClient(s.platform, publish(goodDoc))).toMatchObject({ kind: 'cimd' });
      },
      { provisioning: notAllowlisted },
    ));

  it('fault cimd-client-id-mismatch takes effect', () =>
    withFault('cimd-client-id-mismatch', async (s) => {
      const url = publish((u) => ({ ...goodDoc(u), client_id: 'https://other.example/client.json' }));
      expect(await resolveCimdClient(s.platform, url)).toMatchObject({ clientId: url });
    }));

  it('fault cimd-redirect-off-host takes effect', () =>
    withFault('cimd-redirect-off-host', async (s) => {
      const url = publish((u) => ({ ...goodDoc(u), redirect_uris: ['https://elsewhere.example/cb'] }));
      expect((await resolveCimdClient(s.platform, url))?.redirectUris).toEqual(['https://elsewhere.example/cb']);
    }));

  it('fault cimd-reviewed takes effect', () =>
    withFault('cimd-reviewed', async (s) => {
      expect(await resolveCimdClient(s.platform, publish(goodDoc))).toMatchObject({ kind: 'cimd', reviewed: true });
    }));
});
