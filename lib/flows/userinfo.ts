// UserInfo's answer for the configured member. The spec does not say which access token UserInfo
// takes: a server may serve only tokens obtained without `resource` and keep the origin-bound
// member token away (as oidc-provider does). So when UserInfo refuses the member token, the same
// member client obtains an identity token (identity scopes, no resource; with it where the server
// requires resource of every member authorization) and asks with it; whether the member token
// itself works there is a SHOULD-level check of its own.
import { target } from '../harness/context.ts';
import { blocked } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { bearerGet, endpointUrl } from '../oauth/requests.ts';
import { graphql } from '../resource/graphql.ts';
import { isIdentityScope } from '../spec/scopes.ts';
import { member, memberClient } from './clients.ts';
import { grantWithoutResource, tokensOf, type Grant } from './tokens.ts';
import { fallbackGrant, runGrant } from './plan.ts';
import { keepForRun } from './revoke-later.ts';
import { rememberSecret } from '../http/mask.ts';

export type Json = Record<string, unknown>;

export interface UserinfoAnswer {
  res: HttpResponse;
  /** UserInfo's answer to the member's own token, when it refused that one */
  memberTokenRefused?: HttpResponse;
}

export type UserinfoRequest = (url: string, token: string) => Promise<HttpResponse>;

const IDENTITY_SHAPE = { member: 'members[0]', client: 'member client', scopes: 'its identity scopes' };

/** The same with the member resource, for a server that requires it of every member authorization. */
const identityWithResource = fallbackGrant<Grant>(
  'identity grant with resource',
  { ...IDENTITY_SHAPE, resource: 'member resource' },
  "UserInfo refuses the member token, and the member client's authorization without resource is refused invalid_target",
);

/**
 * An access token of the member client for identity scopes only, asked without resource: for a
 * server whose UserInfo takes no token bound to the member resource. Shared by the run, and asked
 * for only then (a check calling userinfoFor declares it).
 */
export const identityGrant = runGrant<string | undefined>(
  'identity grant',
  { ...IDENTITY_SHAPE, resource: 'none' },
  async () => {
    const client = memberClient();
    const scopes = client.scopes.filter(isIdentityScope);
    if (!scopes.includes('openid')) return undefined;
    const g = await grantWithoutResource({ client, member: member(), scopes, label: 'userinfo identity token' }, identityWithResource);
    return g.response ? tokensOf(g.response, g.rec)?.access_token : undefined;
  },
  {
    encode: (token) => ({ token }),
    decode: (json) => {
      const { token } = json as { token?: string };
      rememberSecret(token);
      keepForRun(token);
      return token;
    },
  },
  'UserInfo refuses the member token',
  [identityWithResource],
);

/** `send` asks UserInfo with one token (a GET with the Bearer header unless told otherwise). */
export async function userinfoFor(memberToken: string, send: UserinfoRequest = bearerGet): Promise<UserinfoAnswer> {
  const url = endpointUrl(target(), 'userinfo');
  const res = await send(url, memberToken);
  if (res.status === 200) return { res };
  const identity = await identityGrant();
  const answer = identity ? await send(url, identity) : undefined;
  return answer ? { res: answer, memberTokenRefused: res } : { res };
}

/**
 * UserInfo's claims for the member, or the check is blocked, naming the clause that reports why:
 * authentication/8/bound-to-origin when the Account API refuses the member token too, else resources/claims/userinfo.
 */
export async function requireUserinfo(memberToken: string, claims: readonly string[]): Promise<Json> {
  const { res } = await userinfoFor(memberToken);
  const body = res.json();
  const info = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
  if (res.status === 200 && claims.some((c) => info[c] !== undefined)) return info;
  const probe = await graphql(memberToken, '{ viewer { __typename } }');
  const reporter = probe.status === 401 ? 'authentication/8/bound-to-origin' : 'resources/claims/userinfo';
  return blocked(
    reporter,
    `UserInfo gave none of ${claims.join(', ')} for the member (HTTP ${res.status}; /account/graphql HTTP ${probe.status})`,
  );
}
