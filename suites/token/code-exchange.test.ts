// The member client redeems a fresh code (the run's shared member grant): tokens come back as JSON,
// never cached, and a public client needs no secret (token-endpoint auth method none).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { describeResponse, isJsonContentType } from '../../lib/harness/expect.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { member, memberClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { fileGrant, MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { grant, grantTokens, requireCode, type Grant } from '../../lib/flows/tokens.ts';
import { oauthError } from '../../lib/oauth/oauth-error.ts';
import { cacheDirectives } from '../../lib/flows/token-checks.ts';

const exchange = sharedMemberGrant;

/** A public client refused as a client: authentication/1/public-none's to report, not this check's. */
function publicClientRefused(g: Grant): boolean {
  return !g.rec.client.clientSecret && oauthError(g.response)?.error === 'invalid_client';
}

check(
  'endpoints/token/returns-tokens',
  'member client redeems a fresh code (code, redirect_uri, client_id, code_verifier, resource) → 200 with access_token and refresh_token',
  async (t) => {
    const g = await exchange(t);
    requireCode(g.rec);
    if (publicClientRefused(g)) blocked('authentication/1/public-none', 'the public member client is refused as a client (invalid_client)');
    const body = g.response.json() as Record<string, unknown> | undefined;
    const expected = 'HTTP 200, a JSON object with non-empty string access_token and refresh_token, token_type Bearer';
    if (g.response.status !== 200 || !body || typeof body.access_token !== 'string' || !body.access_token) {
      fail('the token endpoint returns tokens for a valid code', expected, describeResponse(g.response));
    }
    if (typeof body.refresh_token !== 'string' || !body.refresh_token)
      fail('the code exchange returns a refresh token', expected, `refresh_token ${show(body.refresh_token)}`);
    // RFC 6749 §5.1: token_type is REQUIRED; its value is case-insensitive (RFC 6750 bearer tokens)
    if (typeof body.token_type !== 'string' || body.token_type.toLowerCase() !== 'bearer')
      fail('the access token is a Bearer token', expected, `token_type ${show(body.token_type)}`);
  },
  { grants: [exchange] },
);

check(
  'endpoints/token/no-store',
  'successful code exchange → Cache-Control: no-store',
  async (t) => {
    const g = await exchange(t);
    grantTokens(g);
    if (!cacheDirectives(g.response).includes('no-store')) {
      fail(
        'a response containing tokens must not be stored',
        'a Cache-Control header with the no-store directive',
        `Cache-Control: ${g.response.header('cache-control') ?? '(absent)'}`,
      );
    }
  },
  { grants: [exchange] },
);

check(
  'endpoints/oauth/json',
  'successful code exchange → Content-Type: application/json',
  async (t) => {
    const g = await exchange(t);
    grantTokens(g);
    if (!isJsonContentType(g.response.header('content-type'))) {
      fail(
        'OAuth endpoints return JSON',
        'Content-Type: application/json (parameters allowed)',
        `Content-Type: ${g.response.header('content-type') ?? '(absent)'}`,
      );
    }
  },
  { grants: [exchange] },
);

// When the configured member client is confidential, a registered public loopback client is used.
const publicGrant = fileGrant(
  'public client grant',
  { ...MEMBER_SHAPE, client: 'a public client the harness registers' },
  undefined,
  async () => {
    const client = await registerLoopbackClient({ token_endpoint_auth_method: 'none' });
    return grant({ client: { ...client, clientSecret: undefined }, member: member(), label: 'public client' });
  },
  1,
  'the member client is confidential',
);

async function publicClientGrant(t: CheckContext): Promise<Grant> {
  return memberClient().clientSecret ? publicGrant(t) : exchange(t);
}

check(
  'authentication/1/public-none',
  'public client redeems its code with client_id and no client_secret → tokens',
  async (t) => {
    const g = await publicClientGrant(t);
    requireCode(g.rec);
    const res = g.response;
    if (res.status === 200 && typeof (res.json() as { access_token?: unknown } | undefined)?.access_token === 'string') return;
    if (oauthError(res)?.error === 'invalid_client' || res.status === 401) {
      fail(
        'public clients use token-endpoint auth method none (no secret)',
        'tokens for the public client, which sends client_id and no client_secret',
        describeResponse(res),
      );
    }
    blocked(
      'endpoints/token/returns-tokens',
      `the code exchange failed for a reason other than client authentication (${describeResponse(res)})`,
    );
  },
  { grants: [exchange, publicGrant] },
);
