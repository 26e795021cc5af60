// One credential where the token endpoint expects another (RFC 6749 §4.1.3 "verify that the authorization
// code is valid", §6 "validate the refresh token", RFC 7636 §4.5): the member's live access token, its ID
// token and an unredeemed code as refresh_token; its live refresh and access tokens as code; the code's
// own code_challenge as code_verifier. Each is refused with invalid_grant and gives no token. A server
// that keeps codes and tokens in one table and never compares their kind would honour them.
// One grant and one unredeemed code (two consents), probed in an order where nothing a correct server
// refuses changes what the next probe needs; each check reads its part.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { freshCode } from '../../lib/flows/token-checks.ts';
import { grant, grantTokens, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';
import { callbackParam } from '../../lib/flows/authorize.ts';

interface Probe {
  clause: ClauseId;
  sent: string;
  res: HttpResponse;
}

const flow = fileGrant(
  'credentials confused at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its tokens and a second, unredeemed code are presented where another credential is expected',
  async () => {
    const c = memberClient();
    const g = await grant({ client: c, member: member(), label: 'confusion-grant', fresh: true });
    const tokens = grantTokens(g);
    const unredeemed = await freshCode('confusion-unredeemed');
    // the refresh grant, as the member client, without resource (optional at a refresh; nothing to compare it with)
    const asRefresh = (value: string) =>
      tokenRequest(target(), { grant_type: 'refresh_token', refresh_token: value, client_id: c.clientId, client_secret: c.clientSecret });
    const probes: Probe[] = [];
    const add = async (clause: ClauseId, sent: string, send: () => Promise<HttpResponse>) =>
      probes.push({ clause, sent, res: await send() });
    const v = 'rfc6749/6/validate-refresh-token';
    await add(v, 'refresh_token = its live access token', () => asRefresh(tokens.access_token));
    if (tokens.id_token) await add(v, 'refresh_token = its ID token', () => asRefresh(tokens.id_token!));
    await add(v, 'refresh_token = an unredeemed code of its own', () => asRefresh(callbackParam(unredeemed, 'code')!));
    // the code grant, with the unredeemed code's redirect_uri, verifier and resource: only the code differs
    const k = 'rfc6749/4.1.3/code-valid';
    if (tokens.refresh_token) await add(k, 'code = its live refresh token', () => redeem(unredeemed, { code: tokens.refresh_token }));
    await add(k, 'code = its live access token', () => redeem(unredeemed, { code: tokens.access_token }));
    await add('endpoints/token/pkce-verifier', 'code_verifier = the code_challenge of its authorization request', () =>
      redeem(unredeemed, { code_verifier: unredeemed.pkce.challenge }),
    );
    for (const p of probes) tokensOf(p.res, unredeemed);
    // the unredeemed code, now redeemed correctly: evidence that the probes were judged on a live code
    tokensOf(await redeem(unredeemed), unredeemed);
    return probes;
  },
  2,
);

const judge = (clause: ClauseId, what: string, why: string) =>
  check(
    clause,
    `${what} → invalid_grant, no tokens`,
    async (t) => {
      const probes = (await flow(t)).filter((p) => p.clause === clause);
      const served = probes.filter((p) => tokensOf(p.res));
      if (served.length)
        fail(why, 'for each: invalid_grant, no tokens', served.map((p) => `${p.sent}: ${describeResponse(p.res)}`).join('; '));
      for (const p of probes) expectOAuthError(p.res, ['invalid_grant'], `${why} (${p.sent})`);
    },
    { grants: [flow] },
  );

judge(
  'rfc6749/6/validate-refresh-token',
  "refresh grant with the member's live access token, its ID token, and an unredeemed code of its own as refresh_token",
  'only a refresh token is a refresh token: the refresh grant validates the kind of credential it is given (RFC 6749 §6)',
);
judge(
  'rfc6749/4.1.3/code-valid',
  "code exchange with the member's live refresh token, then its live access token, as code (the rest of a correct exchange)",
  'only an authorization code is an authorization code: the code grant verifies the code is one it issued (RFC 6749 §4.1.3)',
);
judge(
  'endpoints/token/pkce-verifier',
  'code exchange with code_verifier = the code_challenge of its authorization request (S256 bound: the challenge matches only as plain)',
  'the verifier is checked with the method bound to the code, S256 (RFC 7636 §4.5): the challenge itself is not a verifier',
);
