// Assertions on OAuth error answers: RFC 6749 §5.2 JSON with `error` and `error_description`
// (the spec's Errors section), an error code among those a correct server could give, a 4xx.
import type { HttpResponse } from '../http/client.ts';
import type { ClauseId } from '../spec/registry.ts';
import { describeResponse } from '../harness/expect.ts';
import { fail, show, blocked } from '../harness/failure.ts';

export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/** The error body, if the response is one (4xx, JSON object with a string `error`). */
export function oauthError(res: HttpResponse): OAuthErrorBody | undefined {
  const body = res.json() as Record<string, unknown> | undefined;
  return res.status >= 400 && res.status < 500 && body && typeof body.error === 'string' ? (body as unknown as OAuthErrorBody) : undefined;
}

/** A refusal: a 4xx that issues nothing. Which code, and which 4xx, are judged elsewhere. */
export function expectRefused(res: HttpResponse, what: string): void {
  const body = res.json() as Record<string, unknown> | undefined;
  const issued = body && ['access_token', 'refresh_token', 'id_token', 'client_id'].filter((k) => k in body);
  if (res.status < 400 || res.status >= 500 || issued?.length) {
    fail(what, 'a 4xx refusal that issues nothing', describeResponse(res));
  }
}

/** An RFC 6749 §5.2 error whose code is one of `codes` (any 4xx: the spec does not fix statuses). */
export function expectOAuthError(res: HttpResponse, codes: string[], what: string): OAuthErrorBody {
  const err = oauthError(res);
  if (!err) fail(what, `a 4xx JSON error with "error" one of ${codes.join(', ')}`, describeResponse(res));
  if (!codes.includes(err.error)) fail(what, `"error" one of ${codes.map((c) => show(c)).join(', ')}`, show(err.error));
  return err;
}

/** The spec's error shape: `error` and `error_description` strings in a JSON object. */
export function expectErrorShape(res: HttpResponse, what: string): void {
  const body = res.json() as Record<string, unknown> | undefined;
  if (!body || typeof body.error !== 'string' || typeof body.error_description !== 'string') {
    fail(what, 'a JSON object with string "error" and "error_description" (RFC 6749 §5.2)', describeResponse(res));
  }
}

/**
 * For checks of an error's code or shape: an accepted request is the behaviour check's failure,
 * not this one's, so the check is blocked and names the clause that reports it.
 */
export function requireRefusal(res: HttpResponse, reportedBy: ClauseId | readonly ClauseId[]): void {
  if (res.status < 400) blocked(reportedBy, `the request was accepted (HTTP ${res.status})`);
}
