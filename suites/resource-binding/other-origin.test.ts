// A member token issued for another origin of the platform (config otherOrigin) is refused at this
// origin: 401 invalid_token with a resource_metadata pointer that resolves to this origin's
// protected-resource metadata, at every resource: /account/graphql, /mcp, UserInfo and each admin
// operation (where a 403 would say the token is valid here, lacking only a scope).
// The token is first shown to work at its own origin, so a refusal here is the binding's doing.
import { afterAll } from 'vitest';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { http } from '../../lib/http/client.ts';
import { otherOriginGrant, revokeAtOtherOrigin } from '../../lib/flows/other-origin.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { RESOURCE_PATHS } from '../../lib/target/well-known.ts';
import { describeRefusal, refusedWith, expectErrorCode, expectResourceMetadata, requireStatus } from '../../lib/resource/refusal.ts';
import { fail, notTestable, show } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';
import { introspect, introspection, requireIntrospection } from '../introspection/introspection-flows.ts';
import { fileGrant } from '../../lib/flows/plan.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { adminProbes } from '../../lib/flows/every-resource.ts';
import { callOperation, describeOperation } from '../../lib/resource/openapi-operations.ts';
import { once } from '../../lib/harness/once.ts';

afterAll(revokeAtOtherOrigin);

const PROBE = '{ viewer { __typename } }';
const foreign = fileGrant(
  'a member token of the other origin',
  { member: "the other origin's member", client: "the other origin's member client", scopes: 'configured', resource: 'the other origin' },
  undefined,
  async () => {
    const g = await otherOriginGrant('other-origin');
    if (!g.tokens) notTestable(`the configured other origin gives no member token (${g.problem}): check otherOrigin in the config`);
    const origin = g.target.origin;
    const own = await graphql(g.tokens!.access_token, PROBE, undefined, origin);
    const viewer = (own.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
    if (own.status !== 200 || !viewer)
      notTestable(
        `the other origin's member token does not work at its own origin ${origin} either (HTTP ${own.status}): check otherOrigin in the config`,
      );
    return g.tokens!.access_token;
  },
);
const token = (t: CheckContext) => foreign(t);

check(
  'authentication/8/other-origin',
  'member token of the other origin (accepted there) at this /account/graphql → 401, error="invalid_token", resource_metadata',
  async (t) => {
    const res = await graphql(await token(t), PROBE);
    const what = 'a token issued for a different origin is refused by the Account API';
    expectErrorCode(res, 401, 'invalid_token', what);
    await expectResourceMetadata(res, what);
  },
  { grants: [foreign] },
);

check(
  'authentication/8/other-origin',
  'member token of the other origin (accepted there) at this /mcp, MCP initialize → 401, error="invalid_token", resource_metadata',
  async (t) => {
    const res = await http({
      url: target().origin + RESOURCE_PATHS.mcp,
      method: 'POST',
      headers: { authorization: `Bearer ${await token(t)}`, accept: 'application/json, text/event-stream' },
      json: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cs-conformance', version: '1' } },
      },
    });
    const what = 'a token issued for a different origin is not accepted at /mcp';
    expectErrorCode(res, 401, 'invalid_token', what);
    await expectResourceMetadata(res, what);
  },
  { grants: [foreign] },
);

check(
  'rfc7662/4/audience',
  "the other origin's member token introspected at this origin (as this origin's member client) → active: false, or an aud naming the other origin only",
  async (t) => {
    requireIntrospection(true);
    const body = introspection(await introspect(memberClient(), await token(t)), "another origin's token is introspected");
    if (body.active !== true) return;
    const auds = (Array.isArray(body.aud) ? body.aud : [body.aud]).filter((a): a is string => typeof a === 'string');
    if (!auds.length || auds.some((a) => sameOrigin(a, target().origin)))
      fail(
        'introspection determines whether the token can be used at the resource server asking (RFC 7662 §4)',
        'active: false, or an aud naming only the origin the token was issued for',
        `"active": true, "aud": ${show(body.aud)}`,
      );
  },
  { grants: [foreign] },
);

/** The other origin's token at this UserInfo and at each admin operation, asked once. */
let foreignToken = '';
const probesElsewhere = once("the other origin's token at UserInfo and the admin API", async () => {
  const answers = [{ place: 'UserInfo', res: await useToken('UserInfo', foreignToken) }];
  for (const op of adminProbes()) answers.push({ place: describeOperation(op), res: await callOperation(op, foreignToken) });
  return answers;
});
const elsewhere = async (t: CheckContext) => {
  foreignToken = await token(t);
  return probesElsewhere(t);
};

check(
  'errors/invalid_token',
  'member token of the other origin (accepted there) at this UserInfo → 401, error="invalid_token"',
  async (t) => {
    const [userinfo] = await elsewhere(t);
    expectErrorCode(
      userinfo!.res,
      401,
      'invalid_token',
      'a token issued for a different origin is invalid_token (HTTP 401) at UserInfo too',
    );
  },
  { grants: [foreign] },
);

check(
  'errors/invalid_token',
  'member token of the other origin (accepted there) at each admin operation of /openapi.json → 401, error="invalid_token" (not 403: it is no valid token here)',
  async (t) => {
    const admin = (await elsewhere(t)).slice(1);
    if (!admin.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    const wrong = admin.filter((a) => !refusedWith(a.res, 401, 'invalid_token'));
    if (wrong.length)
      fail(
        'a token issued for a different origin is invalid_token (HTTP 401) at every resource of this origin',
        `HTTP 401 with error="invalid_token" at each of ${admin.length} admin operation(s)`,
        wrong.map((a) => `${a.place} → ${describeRefusal(a.res)}`).join(' | '),
      );
  },
  { grants: [foreign] },
);

check(
  'errors/www-authenticate',
  "the 401 for the other origin's member token at this UserInfo → Bearer challenge whose resource_metadata resolves to this origin's protected-resource metadata",
  async (t) => {
    const [userinfo] = await elsewhere(t);
    requireStatus(userinfo!.res, 401, 'errors/invalid_token');
    await expectResourceMetadata(
      userinfo!.res,
      'a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata (at UserInfo too)',
    );
  },
  { grants: [foreign] },
);

check(
  'errors/www-authenticate',
  "the 401s for the other origin's member token at each admin operation → Bearer challenges whose resource_metadata resolves to this origin's protected-resource metadata",
  async (t) => {
    const admin = (await elsewhere(t)).slice(1);
    if (!admin.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    for (const a of admin) requireStatus(a.res, 401, 'errors/invalid_token');
    for (const a of admin)
      await expectResourceMetadata(
        a.res,
        `a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata (${a.place})`,
      );
  },
  { grants: [foreign] },
);
