// A relation's cases at the token endpoint: one change to a correct code exchange or refresh (a
// parameter without a value, left out, sent twice, or an unknown one added), and a case sent
// again on a fresh code of its own when the shared one was spent before it could say anything.
import type { HttpResponse } from '../http/client.ts';
import { target } from '../harness/context.ts';
import { blocked } from '../harness/failure.ts';
import { tokenRequest } from '../oauth/requests.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { exchangeParams, tokensOf } from '../flows/tokens.ts';
import type { Operation } from '../surface/model.ts';
import { refreshPairs, type Pairs } from './sequence.ts';

export type Phase = 'code' | 'refresh';

export const phaseOf = (op: Operation): Phase => (op.id === 'token.refresh_token' ? 'refresh' : 'code');

const has = (pairs: Pairs, name: string) => pairs.some(([k]) => k === name);

/** `name=` with no value, in its place (added at the end where the request has none). */
export const emptied =
  (name: string) =>
  (base: Pairs): Pairs =>
    has(base, name) ? base.map(([k, v]) => [k, k === name ? '' : v]) : [...base, [name, '']];

export const without =
  (name: string) =>
  (base: Pairs): Pairs =>
    base.filter(([k]) => k !== name);

/** `name` once more: its own value again, or `value` (twice, where the request has none). */
export const twice =
  (name: string, value?: string) =>
  (base: Pairs): Pairs => {
    const own = base.find(([k]) => k === name)?.[1];
    if (own !== undefined) return [...base, [name, value ?? own]];
    return value === undefined ? base : [...base, [name, value], [name, value]];
  };

export const added =
  (name: string, value: string) =>
  (base: Pairs): Pairs => [...base, [name, value]];

/** Whether the correct request of a phase sends the parameter (a public client sends no client_secret). */
export function sends(rec: AuthorizeRecord, phase: Phase, name: string): boolean {
  const base = phase === 'code' ? Object.entries(exchangeParams(rec)) : refreshPairs(rec, 'x');
  return base.some(([k, v]) => k === name && v !== undefined);
}

/** A case sent on a code of its own (`rec`, fresh and unredeemed): as is, or on the refresh token its correct exchange gives. */
export async function onFreshCode(rec: AuthorizeRecord, phase: Phase, build: (base: Pairs) => Pairs): Promise<HttpResponse> {
  const exchange = Object.entries(exchangeParams(rec)).filter((p): p is [string, string] => p[1] !== undefined);
  if (phase === 'code') return tokenRequest(target(), build(exchange));
  const tokens = tokensOf(await tokenRequest(target(), exchange), rec);
  if (!tokens?.refresh_token) return blocked('endpoints/token/returns-tokens', 'the correct code exchange gave no refresh_token');
  const res = await tokenRequest(target(), build(refreshPairs(rec, tokens.refresh_token)));
  tokensOf(res, rec);
  return res;
}
