// The lifetime checks (lifetimes.ts): each artefact kept past its lifetime and used once more. A code
// cannot be tried before (it is single-use): the first code's exchange is its control. The tokens are
// used at the check's place before the wait (the control: the artefact was good) and after it.
import type { CheckContext } from '../harness/check.ts';
import { config, target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { blocked, fail, warnOnly } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { tokenRequest } from '../oauth/requests.ts';
import { oauthError } from '../oauth/oauth-error.ts';
import { served } from '../flows/every-resource.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { grantTokens, redeem, tokensOf } from '../flows/tokens.ts';
import { kept, lifetimesClient } from './lifetime-flow.ts';
import { declared, secs, waitPast, withinTier } from './lifetime-wait.ts';
import { refreshPairs } from './sequence.ts';
import { active, inactive, introspect, use, type AccessPlace } from './lifetime-use.ts';

export { ratCheck } from './lifetime-rat.ts';

export type { AccessPlace };

const TEN_MINUTES = 600_000;
const HOUR = 3_600_000;
const refusal = (res: HttpResponse) => `${describeResponse(res)}${oauthError(res)?.error ? '' : ' (no OAuth error code)'}`;

/**
 * A code redeemed after its lifetime: the one the config declares (the server's own: a code still
 * served past it and the leeway fails the MUST), else the ten minutes RFC 6749 §4.1.2 RECOMMENDS at
 * most. Without a declared lifetime the MUST's "shortly" has no measure of its own, so a code still
 * served after ten minutes breaks only the recommendation: a warning.
 */
export async function codeCheck(t: CheckContext): Promise<void> {
  const given = declared('authorizationCode');
  const lifetime = given === undefined ? TEN_MINUTES : given * 1000;
  const source = given === undefined ? 'the ten minutes RFC 6749 §4.1.2 recommends at most' : 'lifetimes.authorizationCode';
  withinTier(`the code's lifetime (${source})`, lifetime, TEN_MINUTES);
  const k = await kept(t);
  await waitPast(k.codeAt, lifetime);
  const res = await redeem(k.code);
  if (!tokensOf(res, k.code)) return t.note(`redeemed ${secs(lifetime)} after it was issued: ${refusal(res)}`);
  (given === undefined ? warnOnly : fail)(
    'the authorization code expires shortly after it is issued (RFC 6749 §4.1.2)',
    `refused (invalid_grant, RFC 6749 §5.2): the code was issued more than ${secs(lifetime)} before (${source}), plus the leeway of ${config().lifetimes.leewaySeconds} s`,
    describeResponse(res),
  );
}

/** The access token's lifetime known before the flow: declared, or (for the member client) what the run's shared grant states. */
async function knownAccessLifetime(t: CheckContext): Promise<number | undefined> {
  const given = declared('accessToken');
  if (given !== undefined || config().lifetimes.client) return given;
  const e = grantTokens(await sharedMemberGrant(t)).expires_in;
  return typeof e === 'number' && e > 0 ? e : undefined;
}

/** An access token used at `place` before its lifetime ends and after. */
export async function accessCheck(place: AccessPlace, t: CheckContext): Promise<void> {
  if (place === 'introspection' && !target().endpoints.introspection)
    blocked('authentication/8/introspection', 'no introspection_endpoint is advertised');
  const known = await knownAccessLifetime(t);
  if (known !== undefined) withinTier("the access token's lifetime", known * 1000, HOUR);
  const k = await kept(t);
  const stated = k.tokens.expires_in;
  const lifetime = typeof stated === 'number' && stated > 0 ? stated : declared('accessToken');
  if (lifetime === undefined)
    return t.skip('the token response states no expires_in and lifetimes.accessToken declares none: no lifetime to wait out');
  withinTier(`the access token's lifetime (${lifetime === stated ? 'expires_in' : 'lifetimes.accessToken'})`, lifetime * 1000, HOUR);
  const token = k.tokens.access_token;
  const before = k.before[place]!;
  if (place === 'introspection' ? !active(before) : !served({ kind: place === '/mcp' ? '/mcp' : 'UserInfo', place, res: before }))
    blocked(
      place === '/mcp'
        ? 'authentication/8/same-token'
        : place === 'introspection'
          ? 'authentication/8/introspection'
          : 'authentication/8/bound-to-origin',
      `a fresh access token is not taken at ${place} (${describeResponse(before)})`,
    );
  await waitPast(k.tokensAt, lifetime * 1000);
  const after = await use(place, lifetimesClient(), token);
  const refused = place === 'introspection' ? inactive(after) : place === '/mcp' ? after.status === 401 : after.status >= 400;
  if (refused) return t.note(`${secs(lifetime * 1000)} after it was issued: ${describeResponse(after)}`);
  fail(
    place === '/mcp'
      ? 'an expired token gets HTTP 401 at /mcp'
      : place === 'introspection'
        ? 'introspection finds the expired token inactive'
        : 'the resource server refuses an expired access token',
    `${place === '/mcp' ? 'HTTP 401' : place === 'introspection' ? 'HTTP 200 with active: false (RFC 7662 §2.2)' : 'refused (401 invalid_token)'}: the token's lifetime (${lifetime} s) and the leeway of ${config().lifetimes.leewaySeconds} s have passed`,
    describeResponse(after),
  );
}

/** A refresh token used (or introspected) after the lifetime the config declares. */
export async function refreshCheck(introspected: boolean, t: CheckContext): Promise<void> {
  if (introspected && !target().endpoints.introspection)
    blocked('authentication/8/introspection', 'no introspection_endpoint is advertised');
  const lifetime = declared('refreshToken');
  if (lifetime === undefined)
    return t.skip(
      "no response states a refresh token's lifetime (RFC 6749 §5.1 has no member for it) and lifetimes.refreshToken declares none: nothing to wait out",
    );
  withinTier("the refresh token's lifetime (lifetimes.refreshToken)", lifetime * 1000);
  const k = await kept(t);
  if (introspected && !active(k.before['refresh introspected']!))
    return t.skip('the introspection endpoint does not answer the fresh refresh token active: nothing to see expire there');
  await waitPast(k.tokensAt, lifetime * 1000);
  const after = introspected
    ? await introspect(lifetimesClient(), k.refreshToken, 'refresh_token')
    : await tokenRequest(target(), refreshPairs(k.code, k.refreshToken));
  if (introspected ? inactive(after) : !tokensOf(after, k.code))
    return t.note(`${secs(lifetime * 1000)} after it was issued: ${refusal(after)}`);
  fail(
    introspected
      ? 'introspection finds the expired refresh token inactive'
      : 'the authorization server validates the refresh token: an expired one is refused',
    `${introspected ? 'HTTP 200 with active: false' : 'refused (invalid_grant, RFC 6749 §5.2)'}: its lifetime (${lifetime} s, lifetimes.refreshToken) and the leeway of ${config().lifetimes.leewaySeconds} s have passed`,
    describeResponse(after),
  );
}
