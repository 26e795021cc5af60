// Refresh token protection (RFC 9700 §4.14.2, §2.2.2): a public client's refresh tokens are
// sender-constrained or rotated. The harness sends no proof of possession (no DPoP, no mTLS), so a
// refresh that succeeds shows the token is not sender-constrained: it must rotate (a new refresh
// token, the old one refused), and a reuse of the old one revokes its successor (a warning). The
// rule binds public clients: with a confidential member client, a public loopback client is registered;
// a registered public client is tried as well in any case, since it is a public client of its own kind.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { member, memberClient, registerLoopbackClient, type FlowClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

/** A public loopback client registered for the purpose. */
async function registeredPublicClient(): Promise<{ client: FlowClient; registered: boolean }> {
  const client = await registerLoopbackClient({ token_endpoint_auth_method: 'none' });
  return { client: { ...client, clientSecret: undefined }, registered: true };
}

/** The member client when it is public; otherwise a public loopback client registered for the purpose. */
async function publicClient(): Promise<{ client: FlowClient; registered: boolean }> {
  const configured = memberClient();
  return configured.clientSecret ? registeredPublicClient() : { client: configured, registered: false };
}

const flow = rotationFlow(
  'public client: refresh, then reuse the previous refresh token',
  'the member client when public, else a public client the harness registers',
  publicClient,
);

// every public client is bound by the rule: a registered one too, when the member client is public
const registeredFlow = rotationFlow(
  'registered public client: refresh, then reuse the previous refresh token',
  'a public client the harness registers',
  registeredPublicClient,
);

function rotationFlow(id: string, who: string, pick: () => Promise<{ client: FlowClient; registered: boolean }>) {
  return fileGrant(id, { ...OWN_MEMBER_SHAPE, client: who }, 'its refresh token is used, then the previous one again', async () => {
    const { client, registered } = await pick();
    const g = await grant({ client, member: member(), label: 'refresh-rotation', fresh: true });
    const first = grantTokens(g);
    const refresh = (token: string) =>
      tokenRequest(target(), { grant_type: 'refresh_token', refresh_token: token, client_id: client.clientId });
    // the spec's token endpoint returns a refresh token (endpoints/token/returns-tokens judges the member client)
    if (!first.refresh_token && !registered) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    if (!first.refresh_token) return { registered, issued: false as const };
    const refreshed = await refresh(first.refresh_token);
    const next = tokensOf(refreshed, g.rec);
    // a registered client's refresh is reported below; the member client's by the refresh suite
    if (!next) return { registered, issued: true as const, failed: refreshed };
    const rotated = typeof next!.refresh_token === 'string' && next!.refresh_token !== first.refresh_token;
    const reuse = await refresh(first.refresh_token);
    const reused = tokensOf(reuse, g.rec);
    if (!rotated) return { registered, issued: true as const, rotated, reuse, reused };
    // after the reuse: does the refresh token that replaced it still work?
    const successor = await refresh(next!.refresh_token!);
    return { registered, issued: true as const, rotated, reuse, reused, successor, successorTokens: tokensOf(successor, g.rec) };
  });
}

async function refreshed(t: CheckContext, of = flow) {
  const r = await of(t);
  const which = r.registered
    ? 'a public loopback client registered for the check (the member client is confidential)'
    : 'the member client (public)';
  t.note(`client: ${which}`);
  if (!r.issued) {
    t.skip(
      'the code exchange gave the registered public client no refresh token: RFC 9700 §4.14.2 lets the server decide, by a risk assessment, not to issue refresh tokens to a client',
    );
  }
  if (r.failed) blocked('endpoints/token/refresh', `the refresh grant failed (HTTP ${r.failed.status})`);
  return r as Extract<typeof r, { rotated: boolean }>;
}

async function judgeRotation(t: CheckContext, of = flow) {
  const r = await refreshed(t, of);
  if (!r.rotated && r.reused) {
    fail(
      'a public client’s refresh tokens are sender-constrained or rotated',
      'one of: a new refresh token in the refresh response and the previous one refused (rotation); a refresh refused without proof of possession (sender-constrained)',
      `the refresh response carried no new refresh token, and the same refresh token, sent again with no proof of possession, was accepted: ${describeResponse(r.reuse)}`,
    );
  }
  if (!r.rotated) {
    t.note('no new refresh token came back, and the refresh token was refused when sent again: it is single-use');
    return;
  }
  if (r.reused) {
    fail(
      'with rotation, the previous refresh token is invalidated',
      'the rotated-out refresh token refused (invalid_grant), no tokens',
      `it was accepted again: ${describeResponse(r.reuse)}`,
    );
  }
  expectOAuthError(r.reuse, ['invalid_grant'], 'a rotated-out refresh token is not acceptable (RFC 6749 §5.2)');
}

check(
  'security/refresh/rotation',
  'public client: refresh, then refresh with the previous refresh token → a new refresh token came back and the previous one is refused (invalid_grant)',
  (t) => judgeRotation(t),
  { grants: [flow] },
);

check(
  'security/refresh/rotation',
  'a public client the harness registers: refresh, then refresh with the previous refresh token → rotated, the previous one refused (invalid_grant)',
  (t) => judgeRotation(t, registeredFlow),
  { grants: [registeredFlow] },
);

// the refresh the rotation checks build on, for a client the member client's checks never refresh
check(
  'endpoints/token/refresh',
  'a public client the harness registers: its refresh token → a new access token',
  async (t) => {
    const r = await registeredFlow(t);
    if (!r.issued) t.skip('the code exchange gave the registered public client no refresh token (RFC 9700 §4.14.2 lets the server decide)');
    if (r.failed)
      fail(
        'the refresh grant yields a new access token, for a public client the harness registers too',
        'HTTP 200 with an access_token',
        describeResponse(r.failed),
      );
  },
  { grants: [registeredFlow] },
);

check(
  'security/refresh/reuse-revokes',
  'reuse of the rotated-out refresh token, then refresh with its successor → refused (reuse revokes the active refresh token)',
  async (t) => {
    const r = await refreshed(t);
    if (r.reused) blocked('security/refresh/rotation', 'the previous refresh token was accepted again');
    if (!r.rotated)
      t.skip('the refresh response carried no new refresh token (the refresh token is single-use): there is no successor to revoke');
    if (r.successorTokens) {
      fail(
        'a rotated-out refresh token presented again tells the server of a breach: it revokes the active refresh token',
        'the successor refresh token refused after the reuse',
        `it still works: ${describeResponse(r.successor!)}`,
      );
    }
  },
  { grants: [flow] },
);
