// Self-tests of the reference server's authorization endpoint, sign-in and consent pages, over plain
// HTTP: the correct behaviour of every rule, and one test per fault that breaks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { authorizeOverHttp, ConsentPageError, pkce } from '../support/http-consent.ts';

const CLIENT = 'alpha-mcp-connector';
const REDIRECT = 'http://127.0.0.1:8976/callback';
const ADA = { email: 'ada@alpha.test', password: 'ada-password-1' };
const GRACE = { email: 'grace@alpha.test', password: 'grace-password-2' };
const OWNER = { email: 'owner@alpha.test', password: 'owner-password-3' };
const REGISTERED = { client_id: 'registered-cli', redirect_uri: 'http://127.0.0.1:5555/cb' };
const CIMD = { client_id: 'https://tools.example/client.json', redirect_uri: 'http://127.0.0.1:7777/cb' };
const QUERY_CLIENT = { client_id: 'alpha-query-client', redirect_uri: 'http://127.0.0.1/cb?tenant=a%20b&x=1' };
const NOW = Date.UTC(2026, 5, 1);

type Overrides = Record<string, string | undefined>;

/** Clients the provisioning lacks: registered, metadata-document (unreviewed), and one with a query and an HTML name. */
function addClients(server: ReferenceServer): void {
  const { store } = server.platform;
  store.addClient({
    clientId: REGISTERED.client_id,
    kind: 'registered',
    authMethod: 'none',
    redirectUris: [REGISTERED.redirect_uri],
    scopes: ['openid', 'email', 'courses:read'],
    reviewed: true,
  });
  store.addClient({
    clientId: CIMD.client_id,
    kind: 'cimd',
    name: 'Tool',
    authMethod: 'none',
    redirectUris: ['http://127.0.0.1/cb'],
    scopes: [],
    reviewed: false,
  });
  store.addClient({
    clientId: QUERY_CLIENT.client_id,
    kind: 'member',
    site: 'alpha',
    name: '<script>x</script> & "Co"',
    authMethod: 'none',
    redirectUris: [QUERY_CLIENT.redirect_uri],
    scopes: ['openid', 'email'],
    reviewed: true,
  });
}

async function start(faults: string[] = []): Promise<ReferenceServer> {
  const server = await createServer({ faults, clock: { now: () => NOW } });
  addClients(server);
  return server;
}

function params(server: ReferenceServer, overrides: Overrides = {}): Record<string, string> {
  const all: Overrides = {
    response_type: 'code',
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    scope: 'openid email account:read',
    state: `st-${Math.random().toString(36).slice(2)}`,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    resource: server.origin,
    nonce: 'n-0S6_WzA2Mj',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
}

const get = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const authorizeUrl = (server: ReferenceServer, query: Record<string, string> | string) =>
  `${server.origin}/oauth/authorize?${typeof query === 'string' ? query : new URLSearchParams(query)}`;
const post = (url: string, form: Record<string, string>, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
const cookieOf = (res: Response) => res.headers.getSetCookie()[0]?.split(';')[0] ?? '';

/** Sign in by hand: returns the session cookie and the consent page. */
async function signIn(server: ReferenceServer, who: { email: string; password: string }, overrides: Overrides = {}) {
  const login = await (await get(authorizeUrl(server, params(server, overrides)))).text();
  const res = await post(`${server.origin}/oauth/authorize/login`, { request_id: hidden(login, 'request_id'), ...who });
  const cookie = cookieOf(res);
  const consent = await (await get(new URL(res.headers.get('location')!, server.origin).href, cookie)).text();
  return {
    cookie,
    consent,
    requestId: hidden(consent, 'request_id'),
    csrf: hidden(consent, 'csrf'),
    setCookie: res.headers.getSetCookie()[0] ?? '',
  };
}

function expectPage(res: Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('location')).toBeNull();
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('the authorization endpoint (correct server)', () => {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server.close();
  });

  it('GET /oauth/authorize shows a sign-in form: HTML, no-store, not framable, labelled fields, Sign in', async () => {
    const res = await get(authorizeUrl(server, params(server)));
    expectPage(res, 200);
    const html = await res.text();
    expect(html).toMatch(/<form method="post" action="\/oauth\/authorize\/login">/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(hidden(html, 'request_id')).toMatch(/^[\w-]{20,}$/);
  });

  it('sign-in → consent → 302 to the redirect URI with code, state and iss once each; the code is stored', async () => {
    const p = params(server);
    const { cookie, consent, requestId, csrf, setCookie } = await signIn(server, ADA, p);
    expect(setCookie).toMatch(/^cs_session_alpha=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(consent).toContain('Alpha MCP connector');
    for (const s of ['openid', 'email', 'account:read']) expect(consent).toContain(`<code>${s}</code>`);
    expect(consent).toMatch(/name="decision" value="approve">Allow</);
    expect(consent).toMatch(/name="decision" value="deny">Deny</);
    const res = await post(`${server.origin}/oauth/authorize/consent`, { request_id: requestId, csrf, decision: 'approve' }, cookie);
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
    expect(back.searchParams.get('state')).toBe(p.state);
    expect(back.searchParams.getAll('iss')).toEqual([server.origin]);
    expect(server.platform.store.codes.get(back.searchParams.get('code')!)).toMatchObject({
      siteId: 'alpha',
      clientId: CLIENT,
      redirectUri: REDIRECT,
      scopes: ['openid', 'email', 'account:read'],
      memberId: 'mem_alpha_ada',
      codeChallenge: p.code_challenge,
      resource: server.origin,
      nonce: p.nonce,
      expiresAt: NOW + 60_000,
      used: false,
      issued: [],
    });
  });

  it('state comes back byte for byte; the redirect URI keeps its own query; the client name is escaped', async () => {
    const state = 'a b+c&d=e/f?g#h%20ü~';
    const p = params(server, { ...QUERY_CLIENT, scope: 'openid', resource: undefined, state });
    const { consent } = await signIn(server, ADA, p);
    expect(consent).toContain('&#60;script&#62;x&#60;/script&#62; &#38; &#34;Co&#34;');
    expect(consent).not.toContain('<script>');
    const location = await authorizeOverHttp(server.origin, p, ADA);
    expect(location.startsWith('http://127.0.0.1/cb?tenant=a%20b&x=1&code=')).toBe(true);
    expect(new URL(location).searchParams.get('state')).toBe(state);
  });

  it('a browser already signed in goes straight to the consent page', async () => {
    const { cookie } = await signIn(server, ADA);
    const res = await get(authorizeUrl(server, params(server)), cookie);
    expectPage(res, 200);
    expect(await res.text()).toContain('name="decision" value="approve"');
  });

  it('Deny → access_denied with state and iss, and no code', async () => {
    const p = params(server);
    const back = new URL(await authorizeOverHttp(server.origin, p, { ...ADA, decision: 'deny' }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(p.state);
    expect(back.searchParams.getAll('iss')).toEqual([server.origin]);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('any role may authorize: students and owners alike', async () => {
    for (const who of [GRACE, OWNER]) {
      expect(new URL(await authorizeOverHttp(server.origin, params(server), who)).searchParams.get('code')).toBeTruthy();
    }
  });

  it('a loopback redirect URI is accepted at any port, or none', async () => {
    for (const uri of ['http://127.0.0.1:1/callback', 'http://127.0.0.1:65535/callback', 'http://127.0.0.1/callback']) {
      const back = new URL(await authorizeOverHttp(server.origin, params(server, { redirect_uri: uri }), ADA));
      expect(back.origin + back.pathname).toBe(uri);
      expect(back.searchParams.get('code')).toBeTruthy();
    }
  });

  it('resource may end in one slash; without account scopes it is optional; unreviewed CIMD may read', async () => {
    for (const o of [
      { resource: `${server.origin}/` },
      { scope: 'openid email', resource: undefined },
      { ...CIMD, scope: 'openid courses:read', resource: undefined },
    ]) {
      expect(new URL(await authorizeOverHttp(server.origin, params(server, o), ADA)).searchParams.get('code')).toBeTruthy();
    }
  });

  it('wrong credentials, unknown e-mail or a member of another site: the sign-in page again, no session', async () => {
    const creds = [
      { ...ADA, password: 'nope' },
      { email: 'nobody@alpha.test', password: 'x' },
      { email: 'ada@beta.test', password: 'ada-beta-password-4' },
    ];
    for (const who of creds) {
      const login = await (await get(authorizeUrl(server, params(server)))).text();
      const res = await post(`${server.origin}/oauth/authorize/login`, { request_id: hidden(login, 'request_id'), ...who });
      expectPage(res, 401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).toContain('Incorrect e-mail or password.');
    }
  });

  it('the consent form is bound to the session: other browser, no session, no CSRF token, second answer', async () => {
    const ada = await signIn(server, ADA);
    const grace = await signIn(server, GRACE);
    const url = `${server.origin}/oauth/authorize/consent`;
    const form = { request_id: ada.requestId, csrf: ada.csrf, decision: 'approve' };
    expectPage(await post(url, form, grace.cookie), 403);
    expectPage(await post(url, form), 401);
    expectPage(await post(url, { ...form, csrf: '' }, ada.cookie), 403);
    expectPage(await post(url, { ...form, decision: 'maybe' }, ada.cookie), 400);
    expect((await post(url, form, ada.cookie)).status).toBe(302);
    expectPage(await post(url, form, ada.cookie), 400);
  });

  it('sign-in with an unknown request, a JSON body or a repeated field: an error page', async () => {
    const url = `${server.origin}/oauth/authorize/login`;
    expectPage(await post(url, { request_id: 'nope', ...ADA }), 400);
    expectPage(await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json' }, body: '{}' }), 400);
    const dup = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&email=b',
    });
    expectPage(dup, 400);
  });

  const pageCases: Array<[string, (s: ReferenceServer) => string]> = [
    ['unknown client_id', (s) => authorizeUrl(s, params(s, { client_id: 'nope' }))],
    ['no client_id', (s) => authorizeUrl(s, params(s, { client_id: undefined }))],
    ['client_id twice', (s) => `${authorizeUrl(s, params(s))}&client_id=${CLIENT}`],
    ['client_id badly encoded', (s) => `${authorizeUrl(s, params(s, { client_id: undefined }))}&client_id=%zz`],
    ['no redirect_uri', (s) => authorizeUrl(s, params(s, { redirect_uri: undefined }))],
    ['redirect_uri twice', (s) => `${authorizeUrl(s, params(s))}&redirect_uri=${encodeURIComponent(REDIRECT)}`],
    ...[
      'http://127.0.0.1:8976/callback/extra',
      'http://127.0.0.1:8976/callbackx',
      'http://127.0.0.1:8976/callback?x=1',
      'http://127.0.0.1.evil:8976/callback',
      'http://127.0.0.1@evil.example/callback',
      'http://127.0.0.1:8976/callback#frag',
      'https://127.0.0.1/callback',
      'http://localhost:8976/callback',
      'https://evil.example/callback',
      'not a url',
    ].map((uri): [string, (s: ReferenceServer) => string] => [
      `redirect_uri ${uri}`,
      (s) => authorizeUrl(s, params(s, { redirect_uri: uri })),
    ]),
  ];
  for (const [name, url] of pageCases) {
    it(`refused on a page, never redirected: ${name}`, async () => {
      expectPage(await get(url(server)), 400);
    });
  }

  const redirectCases: Array<[string, Overrides | ((s: ReferenceServer) => string), string]> = [
    ['no response_type', { response_type: undefined }, 'invalid_request'],
    ['response_type=token', { response_type: 'token' }, 'unsupported_response_type'],
    ['no state', { state: undefined }, 'invalid_request'],
    ['no scope', { scope: undefined }, 'invalid_request'],
    ['a scope the client lacks', { scope: 'openid courses:read' }, 'invalid_scope'],
    ['an unknown scope (no openid: not ignored)', { scope: 'telepathy:read' }, 'invalid_scope'],
    ['account:read for a registered client', { ...REGISTERED, scope: 'openid account:read' }, 'invalid_scope'],
    ["account:read for another site's member client", { client_id: 'beta-mcp-connector', redirect_uri: REDIRECT }, 'invalid_scope'],
    ['account:write the member client lacks', { client_id: 'alpha-reporting-app', scope: 'account:write' }, 'invalid_scope'],
    ['a write scope for an unreviewed CIMD client', { ...CIMD, scope: 'openid courses:write', resource: undefined }, 'invalid_scope'],
    ['no code_challenge', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
    ['code_challenge_method=plain', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['no code_challenge_method', { code_challenge_method: undefined }, 'invalid_request'],
    ['a short code_challenge', { code_challenge: 'abc' }, 'invalid_request'],
    ['no resource for account scopes', { resource: undefined }, 'invalid_target'],
    ['another site as resource', { resource: 'OTHER' }, 'invalid_target'],
    ['another resource without account scopes', { scope: 'openid', resource: 'https://api.example/' }, 'invalid_target'],
    ['scope twice', (s) => `${authorizeUrl(s, params(s))}&scope=openid`, 'invalid_request'],
    ['bad percent-encoding', (s) => `${authorizeUrl(s, params(s))}&nonce=%E0%A4%A`, 'invalid_request'],
  ];
  // RFC 9700 §4.11.2: the member signs in first; then the error goes to the client
  let session = '';
  const signedIn = async () => (session ||= (await signIn(server, ADA)).cookie);
  for (const [name, req, error] of redirectCases) {
    it(`redirected with ${error}, state and iss: ${name}`, async () => {
      const overrides = typeof req === 'object' && req.resource === 'OTHER' ? { ...req, resource: server.origins[1] } : req;
      const p = params(server, typeof overrides === 'object' ? overrides : {});
      const res = await get(typeof overrides === 'function' ? overrides(server) : authorizeUrl(server, p), await signedIn());
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      const sent = new URL(p.redirect_uri!);
      expect(back.origin + back.pathname).toBe(sent.origin + sent.pathname);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('error_description')).toBeTruthy();
      expect(back.searchParams.getAll('iss')).toEqual([server.origin]);
      if (typeof overrides === 'object' && p.state) expect(back.searchParams.get('state')).toBe(p.state);
      expect(back.searchParams.has('code')).toBe(false);
    });
  }

  it('an erroneous request with nobody signed in gets the sign-in page first, then the error redirect', async () => {
    const url = authorizeUrl(server, params(server, { response_type: 'token' }));
    const login = await get(url);
    expectPage(login, 200);
    const res = await post(`${server.origin}/oauth/authorize/login`, { request_id: hidden(await login.text(), 'request_id'), ...ADA });
    const after = await get(new URL(res.headers.get('location')!, server.origin).href, cookieOf(res));
    expect(after.status).toBe(302);
    expect(new URL(after.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('prompt=none (the silent case) is redirected at once', async () => {
    const res = await get(authorizeUrl(server, params(server, { response_type: 'token', prompt: 'none' })));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('an unknown scope value in an OpenID request is ignored: the consent page asks for the rest', async () => {
    const { consent } = await signIn(server, ADA, { scope: 'openid telepathy:read' });
    expect(consent).toContain('<code>openid</code>');
    expect(consent).not.toContain('telepathy');
  });
});

describe('faults of the authorization endpoint', () => {
  const codeOf = (location: string) => new URL(location).searchParams.get('code');
  const withFault = (id: string, fn: (s: ReferenceServer) => Promise<void>) => async () => {
    const server = await start([id]);
    try {
      await fn(server);
    } finally {
      await server.close();
    }
  };
  const flow = (s: ReferenceServer, o: Overrides = {}, who = ADA, decision?: 'approve' | 'deny') =>
    authorizeOverHttp(s.origin, params(s, o), { ...who, decision });

  it(
    'fault authorize-pkce-plain-accepted takes effect',
    withFault('authorize-pkce-plain-accepted', async (s) => {
      const { verifier } = pkce();
      expect(codeOf(await flow(s, { code_challenge: verifier, code_challenge_method: 'plain' }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-pkce-optional takes effect',
    withFault('authorize-pkce-optional', async (s) => {
      expect(codeOf(await flow(s, { code_challenge: undefined, code_challenge_method: undefined }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-state-dropped takes effect',
    withFault('authorize-state-dropped', async (s) => {
      const back = new URL(await flow(s));
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.has('state')).toBe(false);
    }),
  );

  it(
    'fault authorize-state-altered takes effect',
    withFault('authorize-state-altered', async (s) => {
      const state = 'state with spaces+plus/slash-and-more-than-thirty-two-characters';
      expect(new URL(await flow(s, { state })).searchParams.get('state')).not.toBe(state);
    }),
  );

  it(
    'fault authorize-iss-missing takes effect',
    withFault('authorize-iss-missing', async (s) => {
      expect(new URL(await flow(s)).searchParams.has('iss')).toBe(false);
    }),
  );

  it(
    'fault authorize-iss-twice takes effect',
    withFault('authorize-iss-twice', async (s) => {
      expect(new URL(await flow(s)).searchParams.getAll('iss')).toEqual([s.origin, s.origin]);
    }),
  );

  it(
    'fault authorize-iss-wrong takes effect',
    withFault('authorize-iss-wrong', async (s) => {
      expect(new URL(await flow(s)).searchParams.getAll('iss')).toEqual([`${s.origin}/`]);
    }),
  );

  it(
    'fault authorize-redirect-uri-prefix takes effect',
    withFault('authorize-redirect-uri-prefix', async (s) => {
      const back = new URL(await flow(s, { redirect_uri: 'http://127.0.0.1:8976/callback/evil' }));
      expect(back.pathname).toBe('/callback/evil');
      expect(back.searchParams.get('code')).toBeTruthy();
    }),
  );

  it(
    'fault authorize-open-redirect takes effect',
    withFault('authorize-open-redirect', async (s) => {
      // once the member has signed in (the reference authenticates before any error redirect)
      const { cookie } = await signIn(s, ADA);
      const res = await get(authorizeUrl(s, params(s, { redirect_uri: 'https://evil.example/cb' })), cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^https:\/\/evil\.example\/cb\?error=invalid_request&/);
    }),
  );

  it(
    'fault authorize-unknown-client-redirected takes effect',
    withFault('authorize-unknown-client-redirected', async (s) => {
      const res = await get(authorizeUrl(s, params(s, { client_id: 'nope' })));
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('unauthorized_client');
    }),
  );

  it(
    'fault authorize-state-optional takes effect',
    withFault('authorize-state-optional', async (s) => {
      const back = new URL(await flow(s, { state: undefined }));
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.has('state')).toBe(false);
    }),
  );

  it(
    'fault authorize-resource-optional takes effect',
    withFault('authorize-resource-optional', async (s) => {
      expect(codeOf(await flow(s, { resource: undefined }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-resource-any-origin takes effect',
    withFault('authorize-resource-any-origin', async (s) => {
      expect(codeOf(await flow(s, { resource: s.origins[1] }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-auto-approve takes effect',
    withFault('authorize-auto-approve', async (s) => {
      const res = await get(authorizeUrl(s, params(s)));
      expect(res.status).toBe(302);
      expect(codeOf(res.headers.get('location')!)).toBeTruthy();
    }),
  );

  it(
    'fault authorize-deny-approves takes effect',
    withFault('authorize-deny-approves', async (s) => {
      const back = new URL(await flow(s, {}, ADA, 'deny'));
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.has('error')).toBe(false);
    }),
  );

  it(
    'fault authorize-owners-only takes effect',
    withFault('authorize-owners-only', async (s) => {
      await expect(flow(s)).rejects.toMatchObject({ status: 403 });
      await expect(flow(s)).rejects.toBeInstanceOf(ConsentPageError);
      expect(codeOf(await flow(s, {}, OWNER))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-account-read-registered takes effect',
    withFault('authorize-account-read-registered', async (s) => {
      expect(codeOf(await flow(s, { ...REGISTERED, scope: 'openid account:read' }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-cimd-write-scope takes effect',
    withFault('authorize-cimd-write-scope', async (s) => {
      expect(codeOf(await flow(s, { ...CIMD, scope: 'openid courses:write', resource: undefined }))).toBeTruthy();
    }),
  );

  it(
    'fault authorize-loopback-pinned-port takes effect',
    withFault('authorize-loopback-pinned-port', async (s) => {
      expectPage(await get(authorizeUrl(s, params(s, { redirect_uri: 'http://127.0.0.1:8977/callback' }))), 400);
      expect(codeOf(await flow(s))).toBeTruthy(); // the harness config's port still works
    }),
  );

  it(
    'fault authorize-code-missing takes effect',
    withFault('authorize-code-missing', async (s) => {
      const back = new URL(await flow(s));
      expect(back.searchParams.has('code')).toBe(false);
      expect(back.searchParams.has('state')).toBe(true);
    }),
  );

  it(
    'fault authorize-code-with-error takes effect',
    withFault('authorize-code-with-error', async (s) => {
      const back = new URL(await flow(s));
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.get('error')).toBe('server_error');
    }),
  );
});
