// What a request got, judged as an outcome (never one mechanism): served (tokens; a consent page or
// a code), refused (with its error code, or an error page), a server error, or something else; and
// whether two requests got the same outcome.
import type { HttpResponse } from '../http/client.ts';
import { describeResponse } from '../harness/expect.ts';
import { oauthError } from '../oauth/oauth-error.ts';
import { callbackParam, describeOutcome, type AuthorizeRecord } from '../flows/authorize.ts';
import { tokensOf } from '../flows/tokens.ts';

export interface Answer {
  kind: 'served' | 'refused' | 'server-error' | 'other';
  /** a refusal's error code; `page` for an error page (no redirect) */
  error?: string;
  /** what came back, for Actual: lines */
  text: string;
}

/** A token endpoint's answer: tokens, an OAuth error, a 5xx. */
export function tokenAnswer(res: HttpResponse): Answer {
  const text = describeResponse(res);
  if (tokensOf(res)) return { kind: 'served', text: `HTTP ${res.status} with tokens` };
  if (res.status >= 500) return { kind: 'server-error', text };
  if (res.status >= 400) return { kind: 'refused', error: oauthError(res)?.error, text };
  return { kind: 'other', text };
}

/**
 * An authorization request's answer in the member's signed-in session: the consent page (the drive
 * stops there) or a code is served; an error redirect or an error page is refused.
 */
export function authorizeAnswer(rec: AuthorizeRecord): Answer {
  const o = rec.outcome;
  const text = describeOutcome(rec);
  if (o.kind === 'stopped') return { kind: 'served', text: `the consent page (${text})` };
  if (o.kind === 'error-page') return { kind: 'refused', error: 'page', text };
  if (o.kind !== 'callback') return { kind: 'other', text };
  if (callbackParam(rec, 'code')) return { kind: 'served', text: `a code (${text})` };
  const error = callbackParam(rec, 'error');
  return error ? { kind: 'refused', error, text: `error=${error} (${text})` } : { kind: 'other', text };
}

/**
 * The same outcome: served both, or refused both with the same error code, or with codes that are
 * both among `allowed` (the errors the text names for the case: where it lets a server choose).
 * `codes`: false where the refusals may have other causes (a code a correct server spent earlier).
 */
export function sameAnswer(a: Answer, b: Answer, o: { codes?: boolean; allowed?: readonly string[] } = {}): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'refused' || o.codes === false || a.error === b.error) return true;
  const allowed = o.allowed ?? [];
  return a.error !== undefined && b.error !== undefined && allowed.includes(a.error) && allowed.includes(b.error);
}

export const showAnswer = (a: Answer): string =>
  a.kind === 'refused'
    ? `refused, ${a.error === 'page' ? 'an error page' : `error ${a.error ?? '(none)'}`}: ${a.text}`
    : `${a.kind}: ${a.text}`;
