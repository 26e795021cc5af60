// The token endpoint's side of RFC 6749 §2.3.1, §5.1 and §5.2: client credentials only in the
// body (an empty parameter taken as omitted is the relation empty-value's, suites/relations), the token response not cacheable (Cache-Control no-store
// and Pragma no-cache; a registration response with a client_secret too), a client that tried HTTP
// Basic refused with 401 and a WWW-Authenticate naming Basic, and error_description and error_uri of
// the characters §5.2 allows.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { confidentialCodeGrant, memberExchangeReporter } from '../../lib/flows/confidential.ts';
import { freshCode } from '../../lib/flows/token-checks.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { exchangeParams, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { ERROR_PARAM_EXPECTED, errorParamProblems } from '../../lib/oauth/error-syntax.ts';
import { accessTokenExp } from '../../lib/flows/token-response-rules.ts';
import { endpointUrl, form, introspectRequest, registerRequest, tokenRequest } from '../../lib/oauth/requests.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';

const headerHas = (res: HttpResponse, name: string, value: RegExp) => res.headerValues(name).some((v) => value.test(v));

// a code exchange that succeeds: what its response headers say (the run's shared grant's exchange)
const exchanged = async (t: CheckContext) => {
  const g = await sharedMemberGrant(t);
  return { rec: g.rec, res: g.response, tokens: g.response && tokensOf(g.response, g.rec) };
};

// the member client tries HTTP Basic with a wrong secret: the §5.2 answer, a 401 with a challenge
const basic = fileGrant('HTTP Basic with a wrong secret', OWN_MEMBER_SHAPE, 'its code is sent with a wrong secret', async () => {
  const rec = await freshCode('token-basic-wrong-secret');
  const { client_secret: _, ...params } = exchangeParams(rec);
  const credentials = Buffer.from(`${encodeURIComponent(rec.client.clientId)}:${encodeURIComponent(`wrong-${randomValue(16)}`)}`).toString(
    'base64',
  );
  const res = await http({ url: endpointUrl(target(), 'token'), form: form(params), headers: { authorization: `Basic ${credentials}` } });
  tokensOf(res, rec);
  return res;
});

check(
  'rfc6749/5.1/pragma',
  'a successful code exchange → Pragma: no-cache (beside Cache-Control: no-store)',
  async (t) => {
    const { res, tokens } = await exchanged(t);
    if (!tokens) return blocked(memberExchangeReporter(), `the member client's code exchange gave no tokens (${describeResponse(res)})`);
    if (!headerHas(res, 'pragma', /(^|,)\s*no-cache\s*(,|$)/i))
      fail(
        'a response with tokens is not cached (RFC 6749 §5.1)',
        'a Pragma header with no-cache',
        `Pragma: ${show(res.header('pragma'))}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'rfc6749/5.2/invalid-client-401',
  'code exchange with Authorization: Basic <client_id:wrong secret> → HTTP 401 and a WWW-Authenticate naming Basic, no tokens',
  async (t) => {
    const res = await basic(t);
    if (res.status !== 401 || !headerHas(res, 'www-authenticate', /^\s*basic\b/i))
      fail(
        'a client that tried the Authorization header is answered 401 with a challenge of its scheme (RFC 6749 §5.2)',
        'HTTP 401, invalid_client, WWW-Authenticate: Basic …',
        `${describeResponse(res)}; WWW-Authenticate: ${show(res.header('www-authenticate'))}`,
      );
  },
  { grants: [basic] },
);

check(
  'rfc6750/5.2/limited-lifetime',
  'a code exchange → a lifetime stated: expires_in a positive number, an exp inside the access token (a JWT), or introspection with a numeric exp',
  async (t) => {
    const { rec, res, tokens } = await exchanged(t);
    if (!tokens) return blocked(memberExchangeReporter(), `the member client's code exchange gave no tokens (${describeResponse(res)})`);
    if (typeof tokens.expires_in === 'number' && tokens.expires_in > 0 && Number.isFinite(tokens.expires_in)) return;
    // the sentence's own example: a validity time inside the protected part of the token
    if (accessTokenExp(tokens.access_token) !== undefined) return;
    const i = target().endpoints.introspection
      ? await introspectRequest(target(), {
          token: tokens.access_token,
          client_id: rec.client.clientId,
          client_secret: rec.client.clientSecret,
        })
      : undefined;
    if (typeof (i?.json() as { exp?: unknown } | undefined)?.exp === 'number') return;
    fail(
      'bearer tokens have a limited lifetime (RFC 6750 §5.2)',
      'one of: expires_in a positive number; an exp claim inside the access token (a JWT); an introspection exp',
      `expires_in ${show(tokens.expires_in)}; the access token carries no readable exp${i ? `; introspection: ${describeResponse(i)}` : '; no introspection endpoint'}`,
    );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'rfc6750/5.3/short-lived',
  'a code exchange → expires_in at most 3600 (one hour), when stated',
  async (t) => {
    const { res, tokens } = await exchanged(t);
    if (!tokens) return blocked(memberExchangeReporter(), `the member client's code exchange gave no tokens (${describeResponse(res)})`);
    if (typeof tokens.expires_in !== 'number')
      return t.note(`expires_in ${show(tokens.expires_in)}: no lifetime stated to judge (rfc6750/5.2/limited-lifetime)`);
    if (tokens.expires_in > 3600)
      fail('bearer tokens are short-lived: one hour or less (RFC 6750 §5.3)', 'expires_in ≤ 3600', `expires_in ${tokens.expires_in}`);
  },
  { grants: [sharedMemberGrant] },
);

check(
  'mcp-authorization/token-theft/short-lived',
  'a code exchange → expires_in at most 86400 (a day), when stated',
  async (t) => {
    const { res, tokens } = await exchanged(t);
    if (!tokens) return blocked(memberExchangeReporter(), `the member client's code exchange gave no tokens (${describeResponse(res)})`);
    if (typeof tokens.expires_in !== 'number')
      return t.note(`expires_in ${show(tokens.expires_in)}: no lifetime stated to judge (rfc6750/5.2/limited-lifetime)`);
    if (tokens.expires_in > 86400)
      fail(
        'access tokens are short-lived, to limit a leaked one (MCP Authorization, token theft)',
        'expires_in ≤ 86400',
        `expires_in ${tokens.expires_in}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'rfc6749/5.1/expiry-other-means',
  'a code exchange without expires_in → an exp inside its access token (a JWT), or introspecting it gives a numeric exp (with expires_in: nothing more asked)',
  async (t) => {
    const { rec, res, tokens } = await exchanged(t);
    if (!tokens) return blocked(memberExchangeReporter(), `the member client's code exchange gave no tokens (${describeResponse(res)})`);
    if (tokens.expires_in !== undefined)
      return t.note(`expires_in ${show(tokens.expires_in)} is stated: the SHOULD applies when it is omitted`);
    if (accessTokenExp(tokens.access_token) !== undefined) return t.note('no expires_in; the access token (a JWT) carries exp');
    if (!target().endpoints.introspection)
      return t.note('no expires_in and no introspection endpoint: the default may be documented, which a client cannot see');
    const i = await introspectRequest(target(), {
      token: tokens.access_token,
      client_id: rec.client.clientId,
      client_secret: rec.client.clientSecret,
    });
    const exp = (i.json() as { exp?: unknown } | undefined)?.exp;
    if (typeof exp !== 'number')
      fail(
        'without expires_in, the expiry is given by other means (RFC 6749 §5.1)',
        'an exp claim inside the access token (a JWT), or introspection with a numeric "exp"',
        `the access token carries no readable exp; introspection: ${describeResponse(i)}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

for (const [id, name] of [
  ['rfc6749/5.2/error-description-charset', 'error_description'],
  ['rfc6749/5.2/error-uri-charset', 'error_uri'],
] as const) {
  check(
    id,
    `token-endpoint errors (an unknown code; HTTP Basic refused) → ${name}, when present, of the characters RFC 6749 §5.2 allows`,
    async (t) => {
      const unknown = await tokenRequest(target(), {
        grant_type: 'authorization_code',
        code: `cs-unknown-${randomValue(16)}`,
        redirect_uri: loopbackRedirect(),
        client_id: 'cs-conformance-unknown-client',
      });
      for (const res of [unknown, await basic(t)]) {
        const body = res.json() as Record<string, unknown> | undefined;
        if (!body || body[name] === undefined) continue;
        const problems = errorParamProblems([body[name]], name);
        if (problems.length) fail(`${name} keeps to the characters RFC 6749 §5.2 allows`, ERROR_PARAM_EXPECTED[name], problems.join('; '));
      }
    },
    { grants: [basic] },
  );
}

const misplaced = 'its code is redeemed with the secret misplaced';
const secretInUri = confidentialCodeGrant('secret-in-uri', { changes: misplaced });
const secretNowhere = confidentialCodeGrant('secret-nowhere', { changes: misplaced, when: 'the secret in the URI gave tokens' });

check(
  'rfc6749/2.3.1/secret-not-in-uri',
  "confidential client's code exchange with client_secret in the URI's query, not the body → refused, no tokens",
  async (t: CheckContext) => {
    const rec = await secretInUri(t);
    const { client_secret: secret, ...params } = exchangeParams(rec);
    const url = new URL(endpointUrl(target(), 'token'));
    url.searchParams.set('client_secret', String(secret));
    const res = await http({ url: url.href, form: form(params) });
    // tokens: would they come with no client_secret anywhere? Then the secret is not checked at all
    if (tokensOf(res, rec)) {
      const other = await secretNowhere(t);
      if (tokensOf(await redeem(other, { client_secret: undefined }), other))
        blocked('authentication/1/confidential-client-secret-post', 'the confidential client gets tokens with no client_secret at all');
    }
    if (tokensOf(res, rec))
      fail(
        'client credentials are sent in the request body only, never in the URI (RFC 6749 §2.3.1)',
        'a refusal (invalid_client), no tokens',
        describeResponse(res),
      );
  },
  { grants: [secretInUri, secretNowhere] },
);

check(
  'rfc6749/5.1/no-store-registration',
  'POST register {token_endpoint_auth_method: client_secret_post} → a response with a client_secret carries Cache-Control: no-store',
  async (t) => {
    const res = await registerRequest(target(), {
      client_name: 'cs-conformance confidential client',
      application_type: 'native',
      redirect_uris: [loopbackRedirect()],
      token_endpoint_auth_method: 'client_secret_post',
    });
    const body = res.json() as { client_secret?: unknown } | undefined;
    if (typeof body?.client_secret !== 'string') return t.note(`no client_secret was issued (${describeResponse(res)}): nothing to judge`);
    if (!headerHas(res, 'cache-control', /(^|,)\s*no-store\s*(,|$)/i))
      fail(
        'a response with credentials is not cached (RFC 6749 §5.1)',
        'Cache-Control: no-store',
        `Cache-Control: ${show(res.header('cache-control'))}`,
      );
  },
);
