// Client authentication at every endpoint that authenticates clients (spec Authentication 1: confidential
// clients use client_secret_post; RFC 6749 §2.3.1, §3.2.1, §6; RFC 7009 §2.1; RFC 7662 §2.1): a registered
// confidential client's code, refresh token and access token, presented with another registered client's
// secret at the token endpoint, with no, a wrong or another client's secret at the introspection and
// revocation endpoints, and with a wrong secret in Authorization: Basic beside the right one in the body.
// One consent: the flow makes every probe once, in an order where a probe that a correct server refuses
// changes nothing the next one needs, and each check reads its part.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { authorize, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { registerConfidentialClient } from '../../lib/flows/confidential.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { exchangeParams, redeem, requireCode, tokensOf, type TokenSet } from '../../lib/flows/tokens.ts';
import { expectOAuthError, oauthError } from '../../lib/oauth/oauth-error.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { endpointUrl, form, introspectRequest, revokeRequest, tokenRequest } from '../../lib/oauth/requests.ts';

/** The secrets a probe sends in place of the client's own: none, a wrong one, another registered client's. */
const WRONG = ['no client_secret', 'a wrong client_secret', "another registered client's client_secret"] as const;
type Wrong = (typeof WRONG)[number];

interface Probe {
  what: Wrong;
  res: HttpResponse;
  /** after a revocation probe: the refresh with the right secret */
  after?: HttpResponse;
}

const refreshAs = (rec: AuthorizeRecord, refreshToken: string, secret: string | undefined) =>
  tokenRequest(target(), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: rec.client.clientId,
    client_secret: secret,
    resource: rec.resource,
  });

const flow = fileGrant(
  'confidential client at every endpoint',
  { ...OWN_MEMBER_SHAPE, client: 'a confidential client the harness registers (and a second one, for its secret)' },
  'its code and tokens are presented with wrong credentials at the token, introspection and revocation endpoints',
  async () => {
    const a = await registerConfidentialClient();
    const b = await registerConfidentialClient();
    const other = b.clientId !== a.clientId ? b.clientSecret : undefined;
    const secretOf = (w: Wrong) => (w === WRONG[0] ? undefined : w === WRONG[1] ? `wrong-${randomValue(24)}` : other);
    const rec = await authorize({ client: a, member: member(), label: 'confidential-every-endpoint', fresh: true });
    requireCode(rec);

    // the token endpoint: the code with another client's secret, then Basic (wrong) beside the body (right)
    const codeOther = other ? await redeem(rec, { client_secret: other }) : undefined;
    const basic = Buffer.from(`${encodeURIComponent(a.clientId)}:${encodeURIComponent(`wrong-${randomValue(16)}`)}`).toString('base64');
    const bothMethods = await http({
      url: endpointUrl(target(), 'token'),
      form: form(exchangeParams(rec)),
      headers: { authorization: `Basic ${basic}` },
    });
    const control = await redeem(rec);
    const tokens: TokenSet | undefined = tokensOf(control, rec) ?? (codeOther && tokensOf(codeOther, rec)) ?? tokensOf(bothMethods, rec);
    if (!tokens?.refresh_token)
      blocked(
        'authentication/1/confidential-client-secret-post',
        `the confidential client got no refresh token with its secret (${describeResponse(control)})`,
      );

    // introspection: its own secret first (the control), then the wrong ones; nothing here changes a token
    const ask = (secret: string | undefined) =>
      introspectRequest(target(), { token: tokens!.access_token, client_id: a.clientId, client_secret: secret });
    const introspection = target().endpoints.introspection
      ? { control: await ask(a.clientSecret), probes: await probes((w) => ask(secretOf(w))) }
      : undefined;

    // the refresh grant with another client's secret; a refresh with the right one (it works: the control);
    // then revocation of the refresh token with each wrong secret, each followed by a refresh with the
    // right one: the token must have survived
    const refreshOther = other ? await refreshAs(rec, tokens!.refresh_token!, other) : undefined;
    const proven = await refreshAs(rec, tokens!.refresh_token!, a.clientSecret);
    const first = tokensOf(proven, rec);
    let current = first?.refresh_token ?? tokens!.refresh_token!;
    const revocation: Probe[] = [];
    if (first && target().endpoints.revocation)
      for (const what of WRONG) {
        if (!secretOf(what) && what === WRONG[2]) continue;
        const res = await revokeRequest(target(), { token: current, client_id: a.clientId, client_secret: secretOf(what) });
        const after = await refreshAs(rec, current, a.clientSecret);
        revocation.push({ what, res, after });
        const next = tokensOf(after, rec);
        if (!next) break;
        current = next.refresh_token ?? current;
      }
    return { a, other, codeOther, bothMethods, introspection, refreshOther, proven: !!first, revocation };

    async function probes(send: (w: Wrong) => Promise<HttpResponse>): Promise<Probe[]> {
      const out: Probe[] = [];
      for (const what of WRONG) if (secretOf(what) || what !== WRONG[2]) out.push({ what, res: await send(what) });
      return out;
    }
  },
);

const OTHER_CLIENT =
  'configure a registration endpoint that registers two confidential clients: the other client’s secret needs a second one';

check(
  'authentication/1/confidential-client-secret-post',
  "confidential client redeems its code with another registered client's client_secret → invalid_client, no tokens",
  async (t) => {
    const { codeOther } = await flow(t);
    if (!codeOther) notTestable(OTHER_CLIENT);
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

check(
  'rfc6749/6/require-client-authentication',
  "confidential client's refresh token redeemed with another registered client's client_secret → invalid_client, no token",
  async (t) => {
    const { refreshOther } = await flow(t);
    if (!refreshOther) notTestable(OTHER_CLIENT);
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
    if (!probes.some((p) => p.what === WRONG[2])) t.note(`${OTHER_CLIENT.replace('configure', 'not sent: ')}`);
  },
  { grants: [flow] },
);

check(
  'authentication/1/confidential-client-secret-post',
  "confidential client revokes its refresh token with no, a wrong, and another registered client's client_secret → invalid_client each time, and the refresh token still refreshes",
  async (t) => {
    const { revocation, proven } = await flow(t);
    if (!target().endpoints.revocation) blocked('endpoints/discovery/authorization-server/endpoints', 'no revocation endpoint');
    if (!proven) blocked('endpoints/token/refresh', "the confidential client's refresh with its own secret gave no token");
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
