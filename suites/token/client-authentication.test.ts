// Client authentication at every endpoint that authenticates clients (spec Authentication 1: confidential
// clients use client_secret_post; RFC 6749 §2.3.1, §3.2.1, §6; RFC 7009 §2.1; RFC 7662 §2.1): a registered
// confidential client's code, refresh token and access token, presented with another registered client's
// secret at the token endpoint, with no, a wrong or another client's secret at the introspection and
// revocation endpoints, and with a wrong secret in Authorization: Basic beside the right one in the body
// (and alone, at the revocation endpoint: a 401 naming Basic). Introspection answers are JSON too.
// One consent: the flow makes every probe once, in an order where a probe that a correct server refuses
// changes nothing the next one needs, and each check reads its part.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse, isJsonContentType } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { expectOAuthError, oauthError } from '../../lib/oauth/oauth-error.ts';
import { flow, WRONG } from './client-auth-flow.ts';

const OTHER_CLIENT =
  'configure a registration endpoint that registers two confidential clients: the other client’s secret needs a second one';

/** The answer to a probe made with another registered client's secret: none when there was no other secret to try. */
function withOtherSecret(f: { sameSecret: boolean }, probe: HttpResponse | undefined): HttpResponse {
  if (f.sameSecret)
    blocked(
      'rfc7591/3.2.1/client-secret-unique',
      'the registration endpoint gave the second confidential client the first one’s client_secret',
    );
  if (!probe) notTestable(OTHER_CLIENT);
  return probe;
}

check(
  'authentication/1/confidential-client-secret-post',
  "confidential client redeems its code with another registered client's client_secret → invalid_client, no tokens",
  async (t) => {
    const f = await flow(t);
    const codeOther = withOtherSecret(f, f.codeOther);
    if (tokensOf(codeOther))
      fail('a client is authenticated by its own secret only', 'invalid_client, no tokens', describeResponse(codeOther));
    expectOAuthError(codeOther, ['invalid_client'], "another client's secret does not authenticate a confidential client");
  },
  { grants: [flow] },
);

check(
  'rfc6749/4.1.3/authenticate-client',
  "confidential client's code exchange with its client_secret in the body and Authorization: Basic with a wrong secret → refused (invalid_client or invalid_request), no tokens",
  async (t) => {
    const { bothMethods } = await flow(t);
    // not sent: the code was taken with another client's secret first (a second try would be a replay)
    if (!bothMethods) blocked('authentication/1/confidential-client-secret-post', "the code exchange took another client's secret");
    if (tokensOf(bothMethods))
      fail(
        'client authentication included in the request is checked (RFC 6749 §4.1.3): a failing Basic header is not outweighed by the body',
        'a refusal (invalid_client, e.g. HTTP 401 with WWW-Authenticate: Basic, or invalid_request: two methods at once), no tokens',
        describeResponse(bothMethods),
      );
    expectOAuthError(bothMethods, ['invalid_client', 'invalid_request'], 'a request whose included client authentication fails is refused');
  },
  { grants: [flow] },
);

// the prerequisite of the refresh and revocation probes, reported here: a refresh the member client's
// own checks never make (a confidential client authenticating with its secret)
check(
  'endpoints/token/refresh',
  "confidential client's refresh token redeemed with its own client_secret in the body (client_secret_post) → a new access token",
  async (t) => {
    const { refreshOwn } = await flow(t);
    if (!tokensOf(refreshOwn))
      fail(
        'the refresh grant yields a new access token, for a confidential client authenticating with its own secret too',
        'HTTP 200 with an access_token',
        describeResponse(refreshOwn),
      );
  },
  { grants: [flow] },
);

check(
  'rfc6749/6/require-client-authentication',
  "confidential client's refresh token redeemed with another registered client's client_secret → invalid_client, no token",
  async (t) => {
    const f = await flow(t);
    if (!f.proven) blocked('endpoints/token/refresh', "the confidential client's refresh with its own secret gave no token");
    const refreshOther = withOtherSecret(f, f.refreshOther);
    if (tokensOf(refreshOther))
      fail(
        'a confidential client authenticates for a refresh with its own secret (RFC 6749 §6)',
        'invalid_client, no token',
        describeResponse(refreshOther),
      );
    expectOAuthError(refreshOther, ['invalid_client'], "another client's secret does not authenticate a confidential client");
  },
  { grants: [flow] },
);

check(
  'authentication/1/confidential-client-secret-post',
  'confidential client introspects its live access token with no, a wrong, and another registered client\'s client_secret → refused or "active": false each time, never the token (with its own secret: active)',
  async (t) => {
    const { introspection } = await flow(t);
    if (!introspection) blocked('authentication/8/introspection', 'no introspection endpoint');
    const { control, probes } = introspection!;
    const body = control.json() as { active?: unknown } | undefined;
    if (control.status !== 200 || body?.active !== true)
      notTestable(
        `the introspection endpoint does not answer the confidential client about its own live token with its secret (${describeResponse(control)}): the wrong secrets cannot be told apart`,
      );
    const told = probes.filter((p) => p.res.status < 400 && (p.res.json() as { active?: unknown } | undefined)?.active !== false);
    if (told.length)
      fail(
        'a confidential client authenticates with its own client_secret at the introspection endpoint too',
        'for each: a refusal (HTTP 400/401, invalid_client) or HTTP 200 {"active": false}',
        told.map((p) => `${p.what}: ${describeResponse(p.res)}`).join('; '),
      );
    if (!probes.some((p) => p.what === WRONG[2]))
      t.note("another client's secret was not sent: the registration endpoint gave no second confidential client");
  },
  { grants: [flow] },
);

check(
  'authentication/1/confidential-client-secret-post',
  "confidential client revokes its refresh token with no, a wrong, and another registered client's client_secret → invalid_client each time, and the refresh token still refreshes",
  async (t) => {
    const { revocation, proven, live } = await flow(t);
    if (!target().endpoints.revocation) blocked('endpoints/discovery/authorization-server/endpoints', 'no revocation endpoint');
    if (!proven) blocked('endpoints/token/refresh', "the confidential client's refresh with its own secret gave no token");
    if (!live) blocked('endpoints/token/refresh', 'the refresh token a refresh returned does not refresh');
    for (const p of revocation) {
      if (!tokensOf(p.after!))
        fail(
          'a revocation request is authenticated like a token request: a confidential client needs its own client_secret',
          `with ${p.what}: refused (invalid_client), and the refresh token still works`,
          `revocation: ${describeResponse(p.res)}; the refresh with the right secret after it: ${describeResponse(p.after!)}`,
        );
      if (oauthError(p.res)?.error !== 'invalid_client')
        fail(
          'a revocation request whose client authentication fails is refused (RFC 7009 §2.2.1, RFC 6749 §5.2)',
          'a 4xx JSON error invalid_client',
          `with ${p.what}: ${describeResponse(p.res)}`,
        );
    }
  },
  { grants: [flow] },
);

check(
  'endpoints/oauth/json',
  'confidential client introspects its live access token with its secret → Content-Type: application/json',
  async (t) => {
    const { introspection } = await flow(t);
    if (!introspection) blocked('authentication/8/introspection', 'no introspection endpoint');
    const { control } = introspection!;
    if (control.status !== 200)
      notTestable(`the introspection endpoint does not answer the confidential client (${describeResponse(control)})`);
    if (!isJsonContentType(control.header('content-type')))
      fail(
        'OAuth endpoints return JSON',
        'Content-Type: application/json (parameters allowed)',
        `Content-Type: ${show(control.header('content-type'))}`,
      );
  },
  { grants: [flow] },
);

check(
  'rfc6749/5.2/invalid-client-401',
  "revocation of the confidential client's refresh token with Authorization: Basic <client_id:wrong secret> → HTTP 401 and a WWW-Authenticate naming Basic",
  async (t) => {
    const { revokeBasic } = await flow(t);
    if (!revokeBasic) blocked('endpoints/discovery/authorization-server/endpoints', 'no revocation endpoint');
    if (revokeBasic!.status !== 401 || !revokeBasic!.headerValues('www-authenticate').some((v) => /^\s*basic\b/i.test(v)))
      fail(
        'a client that tried the Authorization header is answered 401 with a challenge of its scheme (RFC 6749 §5.2, RFC 7009 §2.2.1)',
        'HTTP 401, invalid_client, WWW-Authenticate: Basic …',
        `${describeResponse(revokeBasic!)}; WWW-Authenticate: ${show(revokeBasic!.header('www-authenticate'))}`,
      );
  },
  { grants: [flow] },
);
