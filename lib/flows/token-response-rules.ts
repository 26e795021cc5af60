// The rules every successful token response keeps, whichever grant it answers (RFC 6749 §5.1,
// RFC 6750 §5, the spec's Token section): a place (the code exchange, the refresh grant, any other
// grant the metadata advertises) is judged by running each rule on its response. The code
// exchange's own checks predate this table and keep their titles; the other places use it.
import { decodeJwt } from 'jose';
import type { ClauseId } from '../spec/registry.ts';
import type { HttpResponse } from '../http/client.ts';
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { describeResponse, isJsonContentType } from '../harness/expect.ts';
import { fail, show } from '../harness/failure.ts';
import { introspectRequest } from '../oauth/requests.ts';
import type { FlowClient } from './clients.ts';
import { cacheDirectives } from './token-checks.ts';
import type { TokenSet } from './tokens.ts';

/** A successful token response: the raw answer, its body, and the client that asked. */
export interface TokenAnswer {
  res: HttpResponse;
  tokens: TokenSet;
  client: FlowClient;
}

export interface ResponseRule {
  clause: ClauseId;
  /** what the rule requires, for the check's title: `<place> → <requires>` */
  requires: string;
  judge(a: TokenAnswer, t: CheckContext): Promise<void> | void;
}

const stated = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The access token's exp as the client's own introspection gives it, when it can ask. */
async function introspectedExp(a: TokenAnswer): Promise<{ exp?: number; res?: HttpResponse }> {
  if (!target().endpoints.introspection) return {};
  const res = await introspectRequest(target(), {
    token: a.tokens.access_token,
    client_id: a.client.clientId,
    client_secret: a.client.clientSecret,
  });
  const exp = (res.json() as { exp?: unknown } | undefined)?.exp;
  return { exp: typeof exp === 'number' ? exp : undefined, res };
}

/**
 * The exp of an access token that is a JWT (RFC 6750 §5.2 names "a validity time field inside the
 * protected part of the token" as one way to limit its lifetime), when it is one and carries it.
 */
export function accessTokenExp(token: string): number | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

function atMost(clause: ClauseId, seconds: number, why: string): ResponseRule {
  return {
    clause,
    requires: `expires_in at most ${seconds}, when stated`,
    judge: ({ tokens }, t) => {
      if (typeof tokens.expires_in !== 'number')
        return t.note(`expires_in ${show(tokens.expires_in)}: no lifetime stated to judge (rfc6750/5.2/limited-lifetime)`);
      if (tokens.expires_in > seconds) fail(why, `expires_in ≤ ${seconds}`, `expires_in ${tokens.expires_in}`);
    },
  };
}

export const RESPONSE_RULES: readonly ResponseRule[] = [
  {
    clause: 'endpoints/token/no-store',
    requires: 'Cache-Control: no-store',
    judge: ({ res }) => {
      if (!cacheDirectives(res).includes('no-store'))
        fail(
          'a response containing tokens must not be stored',
          'a Cache-Control header with the no-store directive',
          `Cache-Control: ${show(res.header('cache-control'))}`,
        );
    },
  },
  {
    clause: 'rfc6749/5.1/pragma',
    requires: 'Pragma: no-cache (beside Cache-Control: no-store)',
    judge: ({ res }) => {
      if (!res.headerValues('pragma').some((v) => /(^|,)\s*no-cache\s*(,|$)/i.test(v)))
        fail(
          'a response with tokens is not cached (RFC 6749 §5.1)',
          'a Pragma header with no-cache',
          `Pragma: ${show(res.header('pragma'))}`,
        );
    },
  },
  {
    clause: 'endpoints/oauth/json',
    requires: 'Content-Type: application/json',
    judge: ({ res }) => {
      if (!isJsonContentType(res.header('content-type')))
        fail(
          'OAuth endpoints return JSON',
          'Content-Type: application/json (parameters allowed)',
          `Content-Type: ${show(res.header('content-type'))}`,
        );
    },
  },
  {
    clause: 'endpoints/token/returns-tokens',
    requires: 'token_type Bearer (RFC 6749 §5.1: REQUIRED, case-insensitive)',
    judge: ({ tokens }) => {
      if (typeof tokens.token_type !== 'string' || tokens.token_type.toLowerCase() !== 'bearer')
        fail(
          'the access token is a Bearer token, and the response says so',
          'token_type "Bearer" (any case)',
          `token_type ${show(tokens.token_type)}`,
        );
    },
  },
  {
    clause: 'rfc6749/5.1/expires-in',
    requires: 'expires_in, a positive number of seconds',
    judge: ({ tokens }) => {
      if (!stated(tokens.expires_in))
        fail(
          "the token response states the access token's lifetime",
          'expires_in: a positive JSON number',
          `expires_in ${show(tokens.expires_in)}`,
        );
    },
  },
  {
    clause: 'rfc6749/5.1/expiry-other-means',
    requires: 'without expires_in, an exp inside its access token (a JWT), or introspecting it gives a numeric exp',
    judge: async (a, t) => {
      if (a.tokens.expires_in !== undefined)
        return t.note(`expires_in ${show(a.tokens.expires_in)} is stated: the SHOULD applies when it is omitted`);
      if (accessTokenExp(a.tokens.access_token) !== undefined) return t.note('no expires_in; the access token (a JWT) carries exp');
      if (!target().endpoints.introspection)
        return t.note('no expires_in and no introspection endpoint: the default may be documented, which a client cannot see');
      const { exp, res } = await introspectedExp(a);
      if (exp === undefined)
        fail(
          'without expires_in, the expiry is given by other means (RFC 6749 §5.1)',
          'an exp claim inside the access token (a JWT), or introspection with a numeric "exp"',
          `the access token carries no readable exp; introspection: ${describeResponse(res!)}`,
        );
    },
  },
  {
    clause: 'rfc6750/5.2/limited-lifetime',
    requires:
      'a lifetime stated: expires_in a positive number, an exp inside the access token (a JWT), or introspection with a numeric exp',
    judge: async (a) => {
      if (stated(a.tokens.expires_in) || accessTokenExp(a.tokens.access_token) !== undefined) return;
      const { exp, res } = await introspectedExp(a);
      if (exp === undefined)
        fail(
          'bearer tokens have a limited lifetime (RFC 6750 §5.2)',
          'one of: expires_in a positive number; an exp claim inside the access token (a JWT); an introspection exp',
          `expires_in ${show(a.tokens.expires_in)}; the access token carries no readable exp; ${res ? `introspection: ${describeResponse(res)}` : 'no introspection endpoint'}`,
        );
    },
  },
  atMost('rfc6750/5.3/short-lived', 3600, 'bearer tokens are short-lived: one hour or less (RFC 6750 §5.3)'),
  atMost(
    'mcp-authorization/token-theft/short-lived',
    86400,
    'access tokens are short-lived, to limit a leaked one (MCP Authorization, token theft)',
  ),
];
