// The artefacts the lifetime checks of a file keep past their lifetimes, obtained once: a code left
// unredeemed; then a second code redeemed at once (the control: the client's correct exchange is
// served), its refresh token refreshed at once (the control for refreshing), and the access and refresh
// tokens that refresh gave, used at once at every place a check uses them again after their lifetime
// (the controls: they were good), side by side, before a lifetime of a few seconds can run out.
// The client is lifetimes.client when the config names one (a test deployment's short-lived client).
import { config, target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { blocked } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { tokenRequest } from '../oauth/requests.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { memberClient, type FlowClient } from '../flows/clients.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import { freshCode } from '../flows/token-checks.ts';
import { redeem, requireTokens, tokensOf, type TokenSet } from '../flows/tokens.ts';
import { refreshPairs } from './sequence.ts';
import { ACCESS_PLACES, introspect, use, type AccessPlace } from './lifetime-use.ts';

export interface Kept {
  /** the unredeemed code, and when the harness got it (epoch ms) */
  code: AuthorizeRecord;
  codeAt: number;
  /** the tokens of the control refresh, and when they came */
  tokens: TokenSet;
  tokensAt: number;
  /** the refresh token after the control refresh (the one it gave, or the same where the server does not rotate) */
  refreshToken: string;
  /** the control refresh's response */
  refreshed: HttpResponse;
  /** the access token at each place, and the refresh token at introspection, used at once */
  before: Partial<Record<AccessPlace | 'refresh introspected', HttpResponse>>;
}

/** The client whose artefacts have the declared lifetimes. */
export function lifetimesClient(): FlowClient {
  return config().lifetimes.client ?? memberClient();
}

export const kept = fileGrant(
  'relations: artefacts kept past their lifetimes',
  { ...OWN_MEMBER_SHAPE, client: 'lifetimes.client, else the member client' },
  'its first code is redeemed and the refresh token refreshed at once; the tokens that gives and a second code are used again after their lifetimes',
  async (): Promise<Kept> => {
    const client = lifetimesClient();
    const code = await freshCode('lifetimes-kept-code', { client });
    const codeAt = Date.now();
    const first = await freshCode('lifetimes-control', { client });
    const exchanged = requireTokens(await redeem(first), first);
    if (!exchanged.refresh_token) blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
    const refreshed = await tokenRequest(target(), refreshPairs(first, exchanged.refresh_token!));
    const tokens = tokensOf(refreshed, first);
    if (!tokens) blocked('endpoints/token/refresh', `a refresh at once with a fresh refresh token: ${describeResponse(refreshed)}`);
    const tokensAt = Date.now();
    const refreshToken = tokens!.refresh_token ?? exchanged.refresh_token!;
    const introspection = !!target().endpoints.introspection;
    const places = ACCESS_PLACES.filter((p) => p !== 'introspection' || introspection);
    const used = await Promise.all([
      ...places.map((p) => use(p, client, tokens!.access_token)),
      ...(introspection ? [introspect(client, refreshToken, 'refresh_token')] : []),
    ]);
    const before: Kept['before'] = Object.fromEntries(places.map((p, i) => [p, used[i]!]));
    if (introspection) before['refresh introspected'] = used.at(-1)!;
    return { code, codeAt, tokens: tokens!, tokensAt, refreshToken, refreshed, before };
  },
  2,
  "only where the run's tier waits out a lifetime",
);
