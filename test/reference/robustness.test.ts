// The correct reference server survives malformed input: fast-check sends odd methods, bodies,
// encodings and headers to every endpoint; never a 5xx, a hang or a stack trace, and OAuth
// endpoints answer errors as RFC 6749 §5.2 JSON.
import fc from 'fast-check';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ReferenceServer } from '../../fixtures/reference/server.ts';
import { PATHS } from '../../fixtures/reference/discovery/metadata.ts';

let server: ReferenceServer;
beforeAll(async () => {
  server = await createServer();
});
afterAll(() => server.close());

const OAUTH_JSON: string[] = [PATHS.token, PATHS.registration, PATHS.revocation, PATHS.introspection];
const PATH = fc.constantFrom(
  ...Object.values(PATHS),
  '/.well-known/oauth-authorization-server',
  '/openapi.json',
  '/oauth/authorize/login',
  '/oauth/authorize/consent',
  '/api/v1/courses',
  '/nope',
);

const name = fc.constantFrom(
  'grant_type',
  'code',
  'redirect_uri',
  'client_id',
  'client_secret',
  'code_verifier',
  'refresh_token',
  'scope',
  'resource',
  'token',
  'state',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'query',
  'email',
  'password',
  'request_id',
  'decision',
);
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('authorization_code', 'refresh_token', 'S256', 'plain', 'code', 'alpha-mcp-connector', 'http://127.0.0.1/callback', ''),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
  fc.constantFrom('%', '%zz', '%C3%28', '%ED%A0%80', '+%00'),
);
const pair = fc.tuple(name, value);
/** A raw form/query string: pairs (repeats allowed), sometimes left un-encoded on purpose. */
const rawParams = fc
  .tuple(fc.array(pair, { maxLength: 8 }), fc.boolean())
  .map(([pairs, encode]) => pairs.map(([k, v]) => `${k}=${encode ? encodeURIComponent(v) : v}`).join('&'));
const body = fc.oneof(
  rawParams.map((s) => Buffer.from(s)),
  fc.json().map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from([0xff, 0xfe, 0x3d, 0xc3, 0x28])),
);
const contentType = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  undefined,
  'application/x-www-form-urlencoded; charset=latin1',
);
const authorization = fc.constantFrom(
  undefined,
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'bearer abc',
  'Basic Zm9vOmJhcg==',
  'Bearer ' + 'A'.repeat(5000),
  'Bearer ä',
  'DPoP abc',
);

const requestArb = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  path: PATH,
  query: rawParams,
  body,
  contentType,
  authorization,
});

describe('reference server robustness', () => {
  it('never answers 5xx, hangs or leaks a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const headers: Record<string, string> = {};
        if (r.contentType) headers['content-type'] = r.contentType;
        if (r.authorization) headers.authorization = r.authorization;
        const hasBody = !['GET', 'OPTIONS'].includes(r.method);
        const res = await request(`${server.origin}${r.path}?${r.query}`, {
          method: r.method,
          headers,
          body: hasBody ? r.body : undefined,
          headersTimeout: 5000,
          bodyTimeout: 5000,
        });
        const text = await res.body.text();
        expect(res.statusCode, `${r.method} ${r.path} → ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
        if (OAUTH_JSON.includes(r.path) && r.method === 'POST' && res.statusCode >= 400 && res.statusCode !== 405) {
          const parsed = JSON.parse(text) as { error?: unknown };
          expect(typeof parsed.error, text).toBe('string');
        }
      }),
      { numRuns: 400, seed: 20261121 },
    );
  });
});
