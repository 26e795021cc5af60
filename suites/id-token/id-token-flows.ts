// The ID tokens the id-token suite judges: the run's shared member grant, an openid code exchange
// with a nonce (judged only when the authorization-server metadata lists both
// id_token_signing_alg_values_supported and jwks_uri), and its header and claims decoded WITHOUT
// verifying, so each check judges one rule. A rule about every ID token is judged wherever one comes
// (idTokens): the code exchange of the member client, that of another client, and a refresh
// response, when the server issues one there (the spec says it does not; OIDC Core §12.2 allows it).
import { decodeJwt, decodeProtectedHeader, type JWTPayload, type ProtectedHeaderParameters } from 'jose';
import type { CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { Blocked, blocked, NotTestable } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grant, grantTokens, tokensOf, type Grant, type TokenSet } from '../../lib/flows/tokens.ts';
import { MEMBER_SHAPE, runGrant } from '../../lib/flows/plan.ts';
import { grantCodec } from '../../lib/flows/shared-grants.ts';
import { otherClientGrant, refreshedGrant } from './id-token-grants.ts';

export interface IdTokenGrant {
  grant: Grant;
  tokens: TokenSet;
  rec: AuthorizeRecord;
  /** seconds since the epoch, when the token response came */
  receivedAt: number;
}
export interface DecodedIdToken extends IdTokenGrant {
  jwt: string;
  header: ProtectedHeaderParameters;
  claims: JWTPayload;
}

/** Where an ID token came from, as a failure names it. */
export type IdTokenPlace = "the member client's code exchange" | "another client's code exchange" | 'a refresh response';
export interface PlacedIdToken extends DecodedIdToken {
  place: IdTokenPlace;
  /** a refresh response's: the claims of the ID token its grant's code exchange gave (OIDC Core §12.2) */
  original?: JWTPayload;
}

/**
 * A member client configured without openid does not stop the suite: a loopback client registered
 * for it asks for openid (open to anyone, Authentication 4), once for the run.
 */
const registeredOpenidGrant = runGrant(
  'openid grant of a registered client',
  { ...MEMBER_SHAPE, client: 'a client the harness registers with openid', scopes: 'openid' },
  async () => grant({ client: await registerLoopbackClient({ scope: 'openid' }), member: member(), label: 'id-token (registered client)' }),
  grantCodec(),
  'the member client has no openid scope',
);

/** What a check of the ID token declares: the run's member grant, or the registered client's. */
export const ID_TOKEN_GRANTS = [sharedMemberGrant, registeredOpenidGrant];
/** What a check of every ID token declares: those, another client's grant and the refreshed one. */
export const ID_TOKEN_PLACE_GRANTS = [...ID_TOKEN_GRANTS, otherClientGrant, refreshedGrant];

const skipWithoutIdToken = (t: CheckContext) => {
  if (!target().capabilities.idToken) {
    t.skip(
      'the authorization-server metadata does not list both id_token_signing_alg_values_supported and jwks_uri: no ID token is promised (the spec: use UserInfo)',
    );
  }
};

/** When the token response of a grant came (the end of its recorded exchange), in seconds. */
export const receivedAt = (res: HttpResponse) => (Date.parse(res.exchange.startedAt) + res.exchange.durationMs) / 1000;

/** The openid grant; each check calls the returned function (and declares ID_TOKEN_GRANTS). */
export function idTokenFlow(): (t: CheckContext) => Promise<IdTokenGrant> {
  const ownGrant = registeredOpenidGrant;
  return async (t) => {
    skipWithoutIdToken(t);
    const g = memberClient().scopes.includes('openid') ? await sharedMemberGrant(t) : await ownGrant(t);
    const tokens = grantTokens(g);
    return { grant: g, tokens, rec: g.rec, receivedAt: receivedAt(g.response) };
  };
}

/** A JWT's header and claims, or the check is blocked: authentication/9/id-token reports an undecodable one. */
export function decoded(jwt: unknown, where: string): { jwt: string; header: ProtectedHeaderParameters; claims: JWTPayload } {
  if (typeof jwt !== 'string') return blocked('authentication/9/id-token', `${where} returned no id_token`);
  try {
    return { jwt, header: decodeProtectedHeader(jwt), claims: decodeJwt(jwt) };
  } catch (e) {
    return blocked('authentication/9/id-token', `the id_token of ${where} is not a decodable JWT (${(e as Error).message})`);
  }
}

/** The id_token decoded without verification, or the check is blocked: authentication/9/id-token reports it. */
export async function decodedIdToken(t: CheckContext, flow: (t: CheckContext) => Promise<IdTokenGrant>): Promise<DecodedIdToken> {
  const g = await flow(t);
  return { ...g, ...decoded(g.tokens.id_token, 'the code exchange') };
}

/** One ID token response, not yet decoded: where it came from, its grant, and the token response. */
export interface IdTokenResponse extends IdTokenGrant {
  place: IdTokenPlace;
  /** a refresh response's: its grant's code exchange tokens */
  first?: TokenSet;
}

/**
 * Every token response that should carry an ID token: the member client's code exchange, another
 * client's (one the harness registers) and a refresh response, when the server put one there (noted
 * when it does not, or when the refresh failed: endpoints/token/refresh reports that). Checks that
 * call it declare ID_TOKEN_PLACE_GRANTS.
 */
export async function idTokenResponses(t: CheckContext, flow: (t: CheckContext) => Promise<IdTokenGrant>): Promise<IdTokenResponse[]> {
  const list: IdTokenResponse[] = [{ ...(await flow(t)), place: "the member client's code exchange" }];
  const other = await otherClientGrant(t).catch((e: unknown) => {
    // a target that registers no client, or gives it no code, is judged at the member client still
    if (!(e instanceof Blocked || e instanceof NotTestable)) throw e;
    t.note(`another client's ID token is not judged: ${e.message}`);
    return undefined;
  });
  const otherTokens = other?.response && tokensOf(other.response, other.rec);
  if (other && !otherTokens) t.note(`another client's code exchange gave no tokens (HTTP ${other.response?.status})`);
  if (other && otherTokens)
    list.push({
      grant: other,
      tokens: otherTokens,
      rec: other.rec,
      receivedAt: receivedAt(other.response),
      place: "another client's code exchange",
    });
  const r = await refreshedGrant(t).catch((e: unknown) => {
    if (!(e instanceof Blocked || e instanceof NotTestable)) throw e;
    t.note(`no refresh response is judged: ${e.message}`);
    return undefined;
  });
  const answer = r?.refresh?.response;
  const body = answer?.json() as Record<string, unknown> | undefined;
  if (r && (answer?.status !== 200 || !body || typeof body !== 'object'))
    t.note(`the refresh grant gave no answer to judge (${answer ? `HTTP ${answer.status}` : 'no refresh_token'})`);
  else if (r && body && !('id_token' in body))
    t.note('the refresh response carries no id_token (as the spec says): the code exchanges are judged');
  else if (r && answer && body)
    list.push({
      grant: r.grant,
      tokens: body as unknown as TokenSet,
      rec: r.grant.rec,
      receivedAt: receivedAt(answer),
      place: 'a refresh response',
      first: grantTokens(r.grant),
    });
  return list;
}

/** Every ID token (idTokenResponses), decoded without verification; blocked when one is not a JWT. */
export async function idTokens(t: CheckContext, flow: (t: CheckContext) => Promise<IdTokenGrant>): Promise<PlacedIdToken[]> {
  return (await idTokenResponses(t, flow)).map((x) => ({
    ...x,
    ...decoded(x.tokens.id_token, x.place),
    original: x.first && decoded(x.first.id_token, 'the refreshed grant’s code exchange').claims,
  }));
}

/** The problems `judge` finds with each ID token, each named by its place (empty: every one passes). */
export async function judgeEach(
  t: CheckContext,
  flow: (t: CheckContext) => Promise<IdTokenGrant>,
  judge: (x: PlacedIdToken) => string | undefined | Promise<string | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const x of await idTokens(t, flow)) {
    const problem = await judge(x);
    if (problem) problems.push(`${x.place}: ${problem}`);
  }
  return problems;
}
