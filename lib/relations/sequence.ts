// The token endpoint's cases of a relation, on one live code: every case a correct server refuses
// first, then the ones it may serve (a code serves once: each after the first success gets a fresh
// code of its own, a conditional grant), then the correct exchange as the control. A correct server
// may spend a code on a refused exchange; the control says whether it did, and a check compares
// error codes only where the code was shown alive. The refresh cases follow on the refresh token
// the exchange gave: those it may serve first (each rotation hands on the newest refresh token),
// then the refused ones, then a correct refresh as their control. `fresh`: a code of its own (a
// fallback grant of the sequence's), for a case a correct server serves after the shared code was
// spent, and for the refresh cases when a refused exchange spent it.
import type { HttpResponse } from '../http/client.ts';
import { target } from '../harness/context.ts';
import { blocked } from '../harness/failure.ts';
import { tokenRequest } from '../oauth/requests.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { exchangeParams, tokensOf, type TokenSet } from '../flows/tokens.ts';

export type Pairs = [string, string][];

export interface SeqCase {
  key: string;
  phase: 'code' | 'refresh';
  /** what a correct server does with it */
  expect: 'refused' | 'tokens' | 'either';
  /** the request, from the correct one */
  build(base: Pairs): Pairs;
}

export interface SeqAnswer {
  res: HttpResponse;
  /** the credential was shown alive after this case (a later correct request on it succeeded) */
  alive: boolean;
  /** sent with a fresh code, the shared one being spent */
  fresh?: boolean;
}

export interface SeqResult {
  rec: AuthorizeRecord;
  answers: Map<string, SeqAnswer>;
}

const pairsOf = (o: Record<string, string | undefined>): Pairs =>
  Object.entries(o).filter((p): p is [string, string] => p[1] !== undefined);

/** The correct refresh of a grant's refresh token (RFC 6749 §6, the grant's resource repeated). */
export function refreshPairs(rec: AuthorizeRecord, refreshToken: string): Pairs {
  return pairsOf({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: rec.client.clientId,
    client_secret: rec.client.clientSecret,
    resource: rec.resource,
  });
}

export async function runSequence(
  rec: AuthorizeRecord,
  cases: readonly SeqCase[],
  fresh: () => Promise<AuthorizeRecord>,
): Promise<SeqResult> {
  const answers = new Map<string, SeqAnswer>();
  const send = (pairs: Pairs) => tokenRequest(target(), pairs);
  // the code phase: refusals on the live code, then the cases it may serve, then the control
  const code = cases.filter((c) => c.phase === 'code');
  const pending: string[] = [];
  let spent = false; // the shared code gave tokens: cases a correct server serves now need a code of their own
  let tokens: TokenSet | undefined;
  for (const c of [...code.filter((x) => x.expect === 'refused'), ...code.filter((x) => x.expect !== 'refused')]) {
    const shared = c.expect === 'refused' || !spent;
    const r = shared ? rec : await fresh();
    const res = await send(c.build(pairsOf(exchangeParams(r))));
    const got = tokensOf(res, r);
    tokens ??= got;
    answers.set(c.key, { res, alive: !shared || !spent, fresh: !shared });
    if (!shared || spent) continue;
    pending.push(c.key);
    if (got) {
      spent = true;
      settle(answers, pending, true);
    }
  }
  if (!spent) {
    const control = await send(pairsOf(exchangeParams(rec)));
    tokens ??= tokensOf(control, rec);
    settle(answers, pending, control.status === 200 && !!tokensOf(control, rec));
  }
  const refresh = cases.filter((c) => c.phase === 'refresh');
  if (!refresh.length) return { rec, answers };
  // a refused case may have spent the code (a correct server may): the refresh cases on a code of their own
  let owner = rec;
  if (!tokens) {
    owner = await fresh();
    tokens = tokensOf(await send(pairsOf(exchangeParams(owner))), owner);
  }
  if (!tokens) return blocked('endpoints/token/returns-tokens', "a fresh code's correct exchange gave no tokens");
  if (!tokens.refresh_token) return blocked('endpoints/token/returns-tokens', 'the code exchange gave no refresh_token');
  let current = tokens.refresh_token;
  const order = [
    ...refresh.filter((c) => c.expect === 'tokens'),
    ...refresh.filter((c) => c.expect === 'either'),
    ...refresh.filter((c) => c.expect === 'refused'),
  ];
  const before: string[] = [];
  for (const c of order) {
    const res = await send(c.build(refreshPairs(owner, current)));
    answers.set(c.key, { res, alive: false });
    before.push(c.key);
    // a refresh that served hands on the newest refresh token (a correct server may rotate it)
    const got = tokensOf(res, owner);
    if (got) {
      settle(answers, before, true);
      current = got.refresh_token ?? current;
    }
  }
  const control = await send(refreshPairs(owner, current));
  settle(answers, before, !!tokensOf(control, owner));
  return { rec, answers };
}

/** The cases sent since the last proof: the credential was (or was not) alive after them. */
function settle(answers: Map<string, SeqAnswer>, keys: string[], alive: boolean): void {
  for (const k of keys.splice(0)) answers.get(k)!.alive = alive;
}
