// Where the UserInfo, revocation and introspection suites use a member access token (GET UserInfo,
// POST /account/graphql), and the proof that a fresh token works before a check that it stops
// working: a token refused everywhere blocks the check, naming the clause that reports why.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { fail } from '../harness/failure.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { endpointUrl } from '../oauth/requests.ts';
import { graphqlUrl } from '../resource/graphql.ts';
import { blocked } from '../harness/failure.ts';

export type Place = 'UserInfo' | '/account/graphql';
export const PLACES: readonly Place[] = ['UserInfo', '/account/graphql'];

/** The token sent to one place as `Authorization: <scheme> <token>`. */
export function useToken(place: Place, token: string, scheme = 'Bearer'): Promise<HttpResponse> {
  const headers = { authorization: `${scheme} ${token}` };
  return place === 'UserInfo'
    ? http({ url: endpointUrl(target(), 'userinfo'), headers })
    : http({ url: graphqlUrl(), method: 'POST', json: { query: 'query { viewer { id } }' }, headers });
}

/** Where a fresh token is accepted (HTTP 200); refused everywhere, the flow is blocked. */
export async function acceptingPlaces(token: string): Promise<Place[]> {
  const accepted: Place[] = [];
  const refused: string[] = [];
  for (const place of PLACES) {
    const res = await useToken(place, token);
    if (res.status === 200) accepted.push(place);
    else refused.push(`${place} HTTP ${res.status}`);
  }
  if (!accepted.length) {
    blocked('authentication/8/bound-to-origin', `a fresh member access token is refused at this origin (${refused.join(', ')})`);
  }
  return accepted;
}

/**
 * RFC 8707 leaves a request without `resource` to the server's policy (say, a token for UserInfo
 * only); the spec's binding needs only that no member token comes of it: the access token `how`
 * gave must not be served at /account/graphql.
 */
export async function expectNoMemberToken(t: CheckContext, token: string, how: string, what: string): Promise<void> {
  const res = await useToken('/account/graphql', token);
  if (res.status === 200)
    fail(
      what,
      `no member token from ${how} (its access token refused at /account/graphql)`,
      'its access token is served at /account/graphql (HTTP 200)',
    );
  t.note(`${how} gave an access token that /account/graphql refuses (HTTP ${res.status}): no member token`);
}
