// Revoking an access token invalidates it (Authentication 11) at every resource: a token proven to
// work at UserInfo and /account/graphql, served at /mcp and taken for valid by the admin API (403 for
// its scope) is revoked by its client (200, RFC 7009 §2.2) and then refused (401) at each of them,
// and in the MCP session it opened before (MCP Security Best Practices: verify every request). Revoked
// a second time, it is answered 200 as any invalid token is (RFC 7009 §2.2).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { acceptingPlaces, useToken } from '../../lib/flows/token-use.ts';
import { memberFileGrant, revokeAs } from '../../lib/flows/revoke-flow.ts';
import { againAt, atEveryResource, recognised, served, type ResourceAnswer } from '../../lib/flows/every-resource.ts';
import { endSession, mcpMessages, mcpPost, openSession } from '../../lib/resource/mcp-raw.ts';

const scenario = memberFileGrant('revoke-access', 'its access token is revoked', async (g, tokens) => {
  const places = await acceptingPlaces(tokens.access_token);
  const before = (await atEveryResource(tokens.access_token)).filter((a) => a.kind === '/mcp' || a.kind === 'admin');
  // a session opened with the token before its revocation, as a client holds one
  const session = await openSession(tokens.access_token);
  if (session.init.status === 200) await mcpPost({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session });
  const revocation = await revokeAs(g.rec.client, tokens.access_token);
  const after = [];
  for (const place of places) after.push({ place, res: await useToken(place, tokens.access_token) });
  const elsewhere = await againAt(before, tokens.access_token);
  const inSession = session.sessionId ? await mcpPost({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { session }) : undefined;
  await endSession(session);
  // a token revoked already is an invalid token too (RFC 7009 §2.2)
  const again = await revokeAs(g.rec.client, tokens.access_token);
  return { revocation, after, before, elsewhere, session, inSession, again };
});

async function revoked(t: CheckContext) {
  const s = await scenario(t);
  if (s.revocation.status !== 200) blocked('authentication/11/revoke-access', `the revocation answered ${describeResponse(s.revocation)}`);
  return s;
}

/** The places of `kind` that took the token before, with their answers after the revocation. */
function pairs(s: { before: ResourceAnswer[]; elsewhere: ResourceAnswer[] }, kind: ResourceAnswer['kind']) {
  return s.before.map((b, i) => ({ b, a: s.elsewhere[i]! })).filter(({ b }) => b.kind === kind);
}

check(
  'authentication/11/revoke-access',
  'the client revokes its access token → HTTP 200, then the token is refused (401) at UserInfo and /account/graphql',
  async (t) => {
    const { revocation, after } = await scenario(t);
    if (revocation.status !== 200) {
      fail(
        'posting an access token to the revocation endpoint invalidates it (RFC 7009 §2.2: HTTP 200)',
        'HTTP 200',
        describeResponse(revocation),
      );
    }
    const working = after.filter((a) => a.res.status !== 401);
    if (working.length) {
      fail(
        'a revoked access token is invalid: protected endpoints refuse it',
        `HTTP 401 (invalid_token) at ${after.map((a) => a.place).join(' and ')}`,
        working.map((a) => `${a.place}: ${describeResponse(a.res)}`).join('; '),
      );
    }
  },
  { grants: [scenario] },
);

check(
  'authentication/11/revoke-access',
  'the client revokes its access token, served at /mcp before (MCP initialize) → a new MCP initialize with it is refused (401)',
  async (t) => {
    const s = await revoked(t);
    const [p] = pairs(s, '/mcp');
    if (!p || !served(p.b))
      blocked('authentication/8/same-token', `/mcp did not serve the fresh member token (${p ? describeResponse(p.b.res) : 'not asked'})`);
    if (p!.a.res.status !== 401)
      fail(
        'a revoked access token is invalid at every resource: /mcp refuses it, never serves it (nor as an anonymous caller)',
        'HTTP 401 (invalid_token) to the MCP initialize',
        describeResponse(p!.a.res),
      );
  },
  { grants: [scenario] },
);

check(
  'authentication/11/revoke-access',
  'the client revokes its access token, taken for valid by the admin API before (403 for its scope) → refused (401) at each admin operation of /openapi.json',
  async (t) => {
    const s = await revoked(t);
    const all = pairs(s, 'admin');
    if (!all.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    const known = all.filter(({ b }) => recognised(b));
    if (!known.length)
      blocked('errors/insufficient_scope', `no admin operation took the fresh member token for valid (${describeResponse(all[0]!.b.res)})`);
    const wrong = known.filter(({ a }) => a.res.status !== 401);
    if (wrong.length)
      fail(
        'a revoked access token is invalid at every resource: the admin API refuses it as invalid (401), not for its scope (403, which says the token is valid)',
        `HTTP 401 (invalid_token) at ${known.length} admin operation(s) that answered ${[...new Set(known.map(({ b }) => b.res.status))].join('/')} before`,
        wrong.map(({ a }) => `${a.place} → ${describeResponse(a.res)}`).join('; '),
      );
  },
  { grants: [scenario] },
);

check(
  'mcp-security/session-hijacking/verify-all',
  'an MCP session opened with the member token; the token revoked; tools/list in that session with it → refused (401, or 404 for a session ended with it), never served',
  async (t) => {
    const s = await revoked(t);
    if (s.session.init.status !== 200)
      blocked('authentication/8/same-token', `/mcp did not open a session for the fresh member token (HTTP ${s.session.init.status})`);
    if (!s.inSession) return t.skip('initialize gave no MCP-Session-Id: the server keeps no sessions (each request stands alone)');
    const [p] = pairs(s, '/mcp');
    if (p && p.a.res.status < 300)
      blocked('authentication/11/revoke-access', 'the revoked token is served at /mcp outside any session too');
    const res = s.inSession;
    const listed = mcpMessages(res).some((m) => m.id === 2 && 'result' in m);
    if (res.status < 400 || listed)
      fail(
        'an MCP server that implements authorization verifies every inbound request, not only the one that opened the session',
        'HTTP 401 (the revoked token refused), or 404 (the session ended with it); no tools/list result',
        describeResponse(res),
      );
  },
  { grants: [scenario] },
);

check(
  'endpoints/revoke/unknown-token',
  'the client revokes its access token a second time, once it is revoked → HTTP 200',
  async (t) => {
    const { again } = await revoked(t);
    if (again.status !== 200)
      fail(
        'the revocation endpoint answers 200 when the client submitted an invalid token (RFC 7009 §2.2), one revoked already included',
        'HTTP 200',
        describeResponse(again),
      );
  },
  { grants: [scenario] },
);
