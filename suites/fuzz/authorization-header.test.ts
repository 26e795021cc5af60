// Fuzzing the Authorization header at the protected endpoints (UserInfo, /account/graphql, /mcp):
// a header that carries no valid bearer token is refused (never served, never downgraded to
// anonymous) — but /mcp may serve a header of another scheme (Basic, Digest: no bearer token at all)
// as anonymous, as it serves no header; and every 401 of a protected resource (/account/graphql,
// /mcp; UserInfo's challenges are OpenID Connect's) points at the protected-resource metadata.
import fc from 'fast-check';
import { target } from '../../lib/harness/context.ts';
import type { HttpRequest } from '../../lib/http/client.ts';
import { RESOURCE_PATHS } from '../../lib/target/well-known.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';
import { hostile, overlong, unicode } from '../../lib/fuzz/values.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX } from '../../lib/fuzz/invariants.ts';

const junk = fc.stringMatching(/^[A-Za-z0-9\-._~+/]{1,80}=*$/);
const header = fc
  .oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Bearer  ', 'Basic Zm9vOmJhcg==', 'Digest x', 'Bearer a b', 'Bearer ,', 'Bearer "quoted"'),
    junk.map((t) => `Bearer ${t}`),
    junk.map((t) => `bEaReR ${t}`),
    fc.tuple(junk, junk).map(([a, b]) => `Bearer ${a}, Bearer ${b}`),
    overlong('A').map((t) => `Bearer ${t}`),
    unicode.map((t) => `Bearer ${t}`),
    hostile.map((t) => `Bearer ${t}`),
  )
  .filter((h) => /^[\x20-\x7e\x80-\xff]*$/.test(h)); // an HTTP field value (RFC 9110 §5.5): only these bytes can be sent
const place = fc.constantFrom('userinfo', 'graphql', 'mcp');

function request(where: string, authorization: string): HttpRequest {
  const t = target();
  if (where === 'userinfo') return { url: t.endpoints.userinfo!.url, method: 'GET', headers: { authorization } };
  const json =
    where === 'graphql'
      ? { query: '{ viewer { id email } }' }
      : {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cs-conformance', version: '1' } },
        };
  const path = where === 'graphql' ? RESOURCE_PATHS.graphql : RESOURCE_PATHS.mcp;
  return { url: t.origin + path, method: 'POST', headers: { authorization, accept: 'application/json, text/event-stream' }, json };
}

const property = fuzz({ name: 'Authorization header', arbitrary: fc.tuple(place, header), request: ([where, h]) => request(where, h) });

property('errors/invalid_request', 'odd Authorization headers → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property(
  'errors/invalid_token',
  'a header with no valid token → refused (400/401), never served or downgraded to anonymous (/mcp: unless no bearer token is sent)',
  'HTTP 400 or 401 for every Authorization header that carries no valid token',
  ([where, h], a) => {
    if (!a.res || a.res.status >= 400) return undefined;
    if (where === 'mcp' && !/^bearer(\s|$)/i.test(h)) return undefined; // not a bearer token: anonymous is defensible
    return `${where} answered HTTP ${a.res.status}`;
  },
);
property(
  'errors/www-authenticate',
  'every 401 at /account/graphql and /mcp → a Bearer challenge with resource_metadata',
  'WWW-Authenticate: Bearer … resource_metadata="…" on every 401 of a protected resource',
  ([where], a) => {
    if (!a.res || a.res.status !== 401 || where === 'userinfo') return undefined;
    const c = bearerChallenge(a.res.headerValues('www-authenticate'));
    return c?.params.resource_metadata
      ? undefined
      : `${where} 401 with WWW-Authenticate ${JSON.stringify(a.res.header('www-authenticate'))}`;
  },
);
