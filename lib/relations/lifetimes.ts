// Every artefact of the model is refused after its lifetime: each credential a client presents, at
// each place it presents it, kept past its lifetime and the server's leeway and used again. RFC 6749
// §4.1.2: "The authorization code MUST expire shortly after it is issued to mitigate the risk of
// leaks. [...] A maximum authorization code lifetime of 10 minutes is RECOMMENDED." §5.1: expires_in,
// "The lifetime in seconds of the access token." §7: the resource server "MUST validate the access
// token and ensure that it has not expired". §6: the server MUST "validate the refresh token".
// The checks are in lifetime-checks.ts; the tier and the waits in lifetime-wait.ts.
import type { ClauseId } from '../spec/registry.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { accessCheck, codeCheck, ratCheck, refreshCheck, type AccessPlace } from './lifetime-checks.ts';
import { kept } from './lifetime-flow.ts';
import { longestWaitMs } from './lifetime-wait.ts';
import type { StaticSurface } from '../surface/model.ts';
import { lifetimeOf } from './lifetime-places.ts';
import type { Governed, NotGoverned, Place, Relation } from './types.ts';

const TAG = '[refused after its lifetime]';
const ACCESS: Partial<Record<string, { place: AccessPlace; clause: ClauseId; at: string; then: string }>> = {
  userinfo: { place: 'UserInfo', clause: 'rfc6749/7/not-expired', at: 'at UserInfo', then: 'refused, not served' },
  graphql: { place: '/account/graphql', clause: 'rfc6749/7/not-expired', at: 'at /account/graphql', then: 'refused, not served' },
  mcp: { place: '/mcp', clause: 'mcp-authorization/token-handling/401', at: 'at /mcp (an MCP initialize)', then: 'HTTP 401' },
  introspection: { place: 'introspection', clause: 'rfc7662/4/expired', at: 'at the introspection endpoint', then: 'active: false' },
};
const NOT_GOVERNED: Record<string, string> = {
  revocation: 'RFC 7009 §2.2: an invalid token (an expired one too) is answered 200, as a valid one is: no outcome tells them apart',
  'PKCE code_verifier': 'no lifetime of its own: it lives as long as its code',
  client_secret:
    'RFC 7591 §3.2.1 states when a client secret expires (client_secret_expires_at), and no sentence says how a server answers one presented after',
  'client assertion (a JWT)': "a JWT: its exp is the JWT rules' to judge (RFC 7523 §3, RFC 8725), not a lifetime of the model",
  'request object (a JWT)': "a JWT: its exp is the JWT rules' to judge (RFC 8725), not a lifetime of the model",
  'ID token':
    'an ID token is only a hint here, about a current or past session (OIDC Core §3.1.2.1), and no sentence says an expired one is refused as id_token_hint',
};
function govern({ credential: c }: Place, surface: StaticSurface): Governed | NotGoverned {
  const what = c!.credential;
  if (c!.endpoint === 'revocation') return { reason: NOT_GOVERNED.revocation! };
  if (NOT_GOVERNED[what]) return { reason: NOT_GOVERNED[what] };
  if (what === 'authorization code')
    return {
      clause: 'rfc6749/4.1.2/code-expires',
      title: `an authorization code redeemed after its lifetime (lifetimes.authorizationCode, else the ten minutes RFC 6749 §4.1.2 recommends at most) → refused, invalid_grant ${TAG}`,
    };
  if (what === 'access token') {
    const a = ACCESS[c!.endpoint];
    if (!a) return { reason: `no way to present an access token at ${c!.endpoint} is modelled yet (lib/relations/lifetime-checks.ts)` };
    return {
      clause: a.clause,
      title: `an access token used ${a.at} after its lifetime (expires_in, else lifetimes.accessToken), taken there before → ${a.then} ${TAG}`,
    };
  }
  if (what === 'refresh token' && c!.endpoint !== 'token' && c!.endpoint !== 'introspection')
    return { reason: `no way to present a refresh token at ${c!.endpoint} is modelled yet (lib/relations/lifetime-checks.ts)` };
  if (what === 'refresh token')
    return c!.endpoint === 'introspection'
      ? {
          clause: 'rfc7662/4/expired',
          title: `a refresh token introspected after its lifetime (lifetimes.refreshToken), active before → active: false ${TAG}`,
        }
      : {
          clause: 'rfc6749/6/validate-refresh-token',
          title: `a refresh token used after its lifetime (lifetimes.refreshToken), refreshed with at once before → refused, invalid_grant ${TAG}`,
        };
  if (what === 'registration access token')
    return {
      clause: 'rfc7592/2.1/invalid-token',
      title: `a registration access token used at its registration_client_uri after its lifetime (lifetimes.registrationAccessToken), taken before → refused (401) ${TAG}`,
    };
  return {
    reason: lifetimeOf(c!, surface)
      ? 'no sentence of the inventory says how it is refused after its lifetime'
      : 'no lifetime in the model of the surface',
  };
}

export const lifetimes: Relation = {
  id: 'lifetimes',
  name: 'refused after its lifetime',
  over: 'lifetime',
  govern,
  grants: ({ credential: c }) =>
    c!.credential === 'registration access token' ? [] : c!.credential === 'access token' ? [kept, sharedMemberGrant] : [kept],
  waitsUpTo: () => longestWaitMs(),
  run({ credential: c }, t) {
    if (c!.credential === 'authorization code') return codeCheck(t);
    if (c!.credential === 'access token') return accessCheck(ACCESS[c!.endpoint]!.place, t);
    if (c!.credential === 'refresh token') return refreshCheck(c!.endpoint === 'introspection', t);
    return ratCheck(t);
  },
};
