// Self-tests of the reference's other correct ways to ask for consent, over plain HTTP: the panel a
// script draws (scopes as checkboxes, "Grant access", "Continue", "Logout"; PlatformOptions
// consentPage 'panel') and the page before the consent that says who is signed in (interstitial).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { pkce } from '../support/http-consent.ts';

const ADA = { email: 'ada@alpha.test', password: 'ada-password-1' };
const REDIRECT = 'http://127.0.0.1:8976/callback';

const get = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const post = (url: string, form: Record<string, string>, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Signs ADA in for a fresh request; returns the cookie, the request's state and the page the sign-in leads to. */
async function signIn(server: ReferenceServer) {
  const state = `st-${Math.random().toString(36).slice(2)}`;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'alpha-mcp-connector',
    redirect_uri: REDIRECT,
    scope: 'openid email account:read',
    state,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    resource: server.origin,
  });
  const login = await (await get(`${server.origin}/oauth/authorize?${query}`)).text();
  const res = await post(`${server.origin}/oauth/authorize/login`, { request_id: hidden(login, 'request_id'), ...ADA });
  expect(res.status).toBe(303);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  const next = new URL(res.headers.get('location')!, server.origin).href;
  const page = await get(next, cookie);
  return { cookie, state, next, page, html: await page.text() };
}

describe('the consent panel (consentPage: panel)', () => {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await createServer({ options: { consentPage: 'panel' } });
  });
  afterAll(async () => server.close());
  const answer = async (fields: Record<string, string>) => {
    const { cookie, state, html } = await signIn(server);
    const form = { request_id: hidden(html, 'request_id'), csrf: hidden(html, 'csrf'), ...fields };
    return { res: await post(`${server.origin}/oauth/authorize/consent`, form, cookie), state, cookie };
  };
  const back = (res: Response) => new URL(res.headers.get('location')!);
  const all = { 'scope-0': 'openid', 'scope-1': 'email', 'scope-2': 'account:read' };

  it('is drawn by its own script from a template: a box per scope, Grant access, Continue, Logout', async () => {
    const { page, html } = await signIn(server);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'; script-src 'self'$/);
    expect(html).toMatch(/<p id="loading">Loading…<\/p>\s*<template id="panel"><form id="consent" method="post"/);
    for (const [name, scope] of Object.entries(all)) expect(html).toContain(`<input type="checkbox" name="${name}" value="${scope}">`);
    expect(html).toMatch(/<button type="button" id="grant-access">Grant access<\/button>\s*<button type="submit">Continue<\/button>/);
    expect(html).toContain('<button type="submit" name="logout" value="1">Logout</button>');
    expect(html).toContain('<script src="/oauth/authorize/consent.js"></script>');
    const script = await get(`${server.origin}/oauth/authorize/consent.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toMatch(/form\.elements\.grant\.value = ticked\.length \? 'approve' : ''/);
  });

  it('Grant access with the boxes ticked, then Continue → a code for the scopes ticked, with state and iss', async () => {
    const { res, state } = await answer({ grant: 'approve', ...all });
    expect(res.status).toBe(302);
    expect(back(res).searchParams.get('state')).toBe(state);
    expect(back(res).searchParams.getAll('iss')).toEqual([server.origin]);
    const code = server.platform.store.codes.get(back(res).searchParams.get('code')!);
    expect(code?.scopes).toEqual(['openid', 'email', 'account:read']);
    // fewer boxes ticked: a narrower grant
    const narrow = await answer({ grant: 'approve', 'scope-0': 'openid' });
    expect(server.platform.store.codes.get(back(narrow.res).searchParams.get('code')!)?.scopes).toEqual(['openid']);
  });

  it('Continue with nothing granted → access_denied with state, and no code', async () => {
    for (const fields of [{ grant: '' }, { grant: '', ...all }, { grant: 'approve' }]) {
      const { res, state } = await answer(fields);
      expect(res.status).toBe(302);
      expect(Object.fromEntries(back(res).searchParams)).toMatchObject({ error: 'access_denied', state });
      expect(back(res).searchParams.has('code')).toBe(false);
    }
  });

  it('is bound to the session like the plain page: a wrong token is refused', async () => {
    const { res } = await answer({ grant: 'approve', ...all, csrf: 'x'.repeat(43) });
    expect(res.status).toBe(403);
  });

  it('Logout ends the session and leaves the request to whoever signs in next', async () => {
    const { res, cookie } = await answer({ logout: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie()[0]).toMatch(/^cs_session_alpha=; .*Max-Age=0/);
    const again = await get(new URL(res.headers.get('location')!, server.origin).href, cookie);
    expect(await again.text()).toContain('action="/oauth/authorize/login"');
  });
});

describe('the page before the consent (interstitial)', () => {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await createServer({ options: { interstitial: true } });
  });
  afterAll(async () => server.close());

  it('says who is signed in, with one Continue on to the consent page and a "Not you?" link to the sign-in', async () => {
    const { cookie, next, html } = await signIn(server);
    expect(html).toContain('You are signed in as ada@alpha.test.');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(
      /<form method="get" action="\/oauth\/authorize\/consent">[\s\S]*name="confirmed" value="1"[\s\S]*Continue<\/button>/,
    );
    const id = encodeURIComponent(hidden(html, 'request_id'));
    const consent = await (await get(`${server.origin}/oauth/authorize/consent?request_id=${id}&confirmed=1`, cookie)).text();
    expect(consent).toContain('name="decision" value="approve">Allow</button>');
    expect(next).not.toContain('confirmed');
    const other = await (await get(`${server.origin}/oauth/authorize/consent?request_id=${id}&switch=1`, cookie)).text();
    expect(other).toContain('action="/oauth/authorize/login"');
  });
});
