// Shared by the token, ID-token, UserInfo, revocation and introspection self-tests: codes put
// straight into the store (no browser), PKCE pairs, form POSTs over plain HTTP, ID-token checks.
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';
import { createServer, type ReferenceConfig, type ReferenceServer } from '../../fixtures/reference/server.ts';
import type { Code } from '../../fixtures/reference/store.ts';

export const PUBLIC = 'alpha-mcp-connector';
export const CONFIDENTIAL = 'alpha-reporting-app';
export const SECRET = 'alpha-reporting-secret-0123456789';
export const VENDOR = 'vendor-acme-lms';
export const REDIRECT = 'http://127.0.0.1/callback';
export const ADA = 'mem_alpha_ada';
export const SCOPES = ['openid', 'profile', 'email', 'account:read'];

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

export async function withServer<T>(config: ReferenceConfig, run: (s: ReferenceServer) => Promise<T>): Promise<T> {
  const s = await createServer(config);
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

/** POSTs a form (pairs may repeat a name) or a raw body to one of the site's paths. */
export async function post(
  origin: string,
  path: string,
  form: Record<string, string> | [string, string][] | Buffer,
  headers: Record<string, string> = {},
): Promise<Res> {
  const body = Buffer.isBuffer(form) ? form : new URLSearchParams(form).toString();
  const res = await fetch(origin + path, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON: tests look at text */
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TestCode {
  code: Code;
  verifier: string;
  form: Record<string, string>;
}

/** A fresh code in the store, as the authorization endpoint would leave it, and the form that redeems it. */
export function putCode(server: ReferenceServer, over: Partial<Code> = {}, site = server.sites[0]!): TestCode {
  const { verifier, challenge } = pkce();
  const code: Code = {
    code: randomBytes(24).toString('base64url'),
    siteId: site.id,
    clientId: PUBLIC,
    redirectUri: REDIRECT,
    scopes: SCOPES,
    memberId: ADA,
    codeChallenge: challenge,
    resource: site.origin,
    nonce: randomBytes(12).toString('base64url'),
    expiresAt: server.platform.clock.now() + 60_000,
    used: false,
    issued: [],
    ...over,
  };
  server.platform.store.codes.set(code.code, code);
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code: code.code,
    redirect_uri: code.redirectUri,
    client_id: code.clientId,
    code_verifier: verifier,
  };
  if (code.resource !== undefined) form.resource = code.resource;
  return { code, verifier, form };
}

export const token = (origin: string, form: Record<string, string> | [string, string][] | Buffer, headers?: Record<string, string>) =>
  post(origin, PATHS.token, form, headers);

/** Redeems a fresh code (overrides apply to the code; `form` to the request). */
export async function exchange(
  server: ReferenceServer,
  over: Partial<Code> = {},
  form: Record<string, string> = {},
): Promise<Res & { tc: TestCode }> {
  const tc = putCode(server, over);
  return { ...(await token(server.origin, { ...tc.form, ...form })), tc };
}

/** Verifies an ID token against the server's published JWKS (fetched over HTTP) and its issuer. */
export async function verifyIdToken(
  server: ReferenceServer,
  jwt: string,
  clientId = PUBLIC,
  origin = server.origin,
): Promise<JWTPayload & Record<string, unknown>> {
  const jwks = (await (await fetch(origin + PATHS.jwks)).json()) as Parameters<typeof createLocalJWKSet>[0];
  const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
    issuer: origin,
    audience: clientId,
    algorithms: ['ES256'],
    currentDate: new Date(server.platform.clock.now()),
  });
  if (protectedHeader.typ !== 'JWT') throw new Error(`typ ${protectedHeader.typ}`);
  return payload as JWTPayload & Record<string, unknown>;
}

export async function bearer(origin: string, path: string, accessToken: string | undefined, method = 'GET'): Promise<Res> {
  const res = await fetch(origin + path, {
    method,
    redirect: 'manual',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}
