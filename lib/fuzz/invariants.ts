// Invariants every fuzz session can state about an answer, each judged under one clause.
import type { Answer, Invariant } from './property.ts';

/** Error codes of the spec's Errors table and of the RFCs it cites (6749, 6750, 7009, 7591, 8707). */
export const KNOWN_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'unsupported_token_type',
  'invalid_client_metadata',
  'invalid_redirect_uri',
  'invalid_token',
  'insufficient_scope',
  'access_denied',
  'unsupported_response_type',
  'server_error',
  'temporarily_unavailable',
];

/** A 4xx from an OAuth endpoint is RFC 6749 §5.2 JSON with a known code and a description (a 429, rate limiting, is not an OAuth error). */
export const oauthErrorShape: Invariant<unknown> = (_v, a: Answer) => {
  const res = a.res;
  if (!res || res.status < 400 || res.status >= 500 || res.status === 429) return undefined;
  const body = res.json() as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return `HTTP ${res.status} with a body that is not a JSON object: ${res.body.slice(0, 120)}`;
  if (typeof body.error !== 'string' || !KNOWN_ERRORS.includes(body.error))
    return `HTTP ${res.status} with error ${JSON.stringify(body.error)}`;
  if (typeof body.error_description !== 'string') return `HTTP ${res.status} error ${body.error} without error_description`;
  return undefined;
};

/** Nothing random may be granted: no access token in any answer. */
export const noTokenIssued: Invariant<unknown> = (_v, a) => {
  const body = a.res?.json() as Record<string, unknown> | undefined;
  return a.res && a.res.status < 300 && typeof body?.access_token === 'string' ? `HTTP ${a.res.status} issued an access token` : undefined;
};

export const EXPECT_NO_5XX = 'a 4xx (or 2xx/3xx) answer within the timeout for any input; never a 5xx';
export const EXPECT_SHAPE = `4xx answers as JSON with "error" one of the known codes and an "error_description"`;
