// The flow of the client-authentication checks (client-authentication.test.ts): a registered confidential
// client's code and tokens presented with wrong credentials at the token, introspection and revocation
// endpoints, once, in an order where a probe a correct server refuses changes nothing the next one needs.
// Not a test file.
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { authorize, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { registerConfidentialClient } from '../../lib/flows/confidential.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { exchangeParams, redeem, requireCode, tokensOf, type TokenSet } from '../../lib/flows/tokens.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { endpointUrl, form, introspectRequest, revokeRequest, tokenRequest } from '../../lib/oauth/requests.ts';

/** The secrets a probe sends in place of the client's own: none, a wrong one, another registered client's. */
export const WRONG = ['no client_secret', 'a wrong client_secret', "another registered client's client_secret"] as const;
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

export const flow = fileGrant(
  'confidential client at every endpoint',
  { ...OWN_MEMBER_SHAPE, client: 'a confidential client the harness registers (and a second one, for its secret)' },
  'its code and tokens are presented with wrong credentials at the token, introspection and revocation endpoints',
  async () => {
    const a = await registerConfidentialClient();
    const b = await registerConfidentialClient();
    // a second client given the first one's secret has no secret of its own to try (rfc7591/3.2.1/client-secret-unique reports it)
    const sameSecret = b.clientId !== a.clientId && b.clientSecret === a.clientSecret;
    const other = b.clientId !== a.clientId && !sameSecret ? b.clientSecret : undefined;
    const secretOf = (w: Wrong) => (w === WRONG[0] ? undefined : w === WRONG[1] ? `wrong-${randomValue(24)}` : other);
    const rec = await authorize({ client: a, member: member(), label: 'confidential-every-endpoint', fresh: true });
    requireCode(rec);

    // the token endpoint: the code with another client's secret, then Basic (wrong) beside the body (right),
    // then the right secret alone; a code a faulty server took is spent: sent again it would be a replay,
    // which may revoke the grant the probes below need, so nothing is sent after it
    const codeOther = other ? await redeem(rec, { client_secret: other }) : undefined;
    const tookOther = codeOther && tokensOf(codeOther, rec);
    const basic = Buffer.from(`${encodeURIComponent(a.clientId)}:${encodeURIComponent(`wrong-${randomValue(16)}`)}`).toString('base64');
    const bothMethods = tookOther
      ? undefined
      : await http({ url: endpointUrl(target(), 'token'), form: form(exchangeParams(rec)), headers: { authorization: `Basic ${basic}` } });
    const tookBoth = bothMethods && tokensOf(bothMethods, rec);
    const control = tookOther || tookBoth ? undefined : await redeem(rec);
    const tokens: TokenSet | undefined = (control && tokensOf(control, rec)) || tookOther || tookBoth;
    if (!tokens)
      blocked(
        'authentication/1/confidential-client-secret-post',
        `the confidential client got no tokens with its secret (${control ? describeResponse(control) : 'not sent'})`,
      );
    if (!tokens!.refresh_token)
      blocked(
        'endpoints/token/returns-tokens',
        `the confidential client's code exchange gave no refresh token (${control ? describeResponse(control) : 'a wrong secret was taken'})`,
      );

    // introspection: its own secret first (the control), then the wrong ones; nothing here changes a token
    const ask = (secret: string | undefined) =>
      introspectRequest(target(), { token: tokens!.access_token, client_id: a.clientId, client_secret: secret });
    const introspection = target().endpoints.introspection
      ? { control: await ask(a.clientSecret), probes: await probes((w) => ask(secretOf(w))) }
      : undefined;

    // a refresh with the client's own secret (it works: the control, judged by endpoints/token/refresh);
    // the refresh grant with another client's secret; then revocation of the refresh token with each
    // wrong secret, each followed by a refresh with the right one: the token must have survived
    const refreshOwn = await refreshAs(rec, tokens!.refresh_token!, a.clientSecret);
    const first = tokensOf(refreshOwn, rec);
    let current = first?.refresh_token ?? tokens!.refresh_token!;
    const refreshOther = other && first ? await refreshAs(rec, current, other) : undefined;
    // a server that took the other secret may have rotated the refresh token: the probes go on from the new one
    current = (refreshOther && tokensOf(refreshOther, rec)?.refresh_token) || current;
    // the token the probes revoke refreshes before them (a control: else a refresh after a probe says nothing of it)
    const beforeProbes = first ? await refreshAs(rec, current, a.clientSecret) : undefined;
    const live = beforeProbes && tokensOf(beforeProbes, rec);
    if (live) current = live.refresh_token ?? current;
    const revocation: Probe[] = [];
    if (live && target().endpoints.revocation)
      for (const what of WRONG) {
        if (!secretOf(what) && what === WRONG[2]) continue;
        const res = await revokeRequest(target(), { token: current, client_id: a.clientId, client_secret: secretOf(what) });
        const after = await refreshAs(rec, current, a.clientSecret);
        revocation.push({ what, res, after });
        const next = tokensOf(after, rec);
        if (!next) break;
        current = next.refresh_token ?? current;
      }
    // revocation with a wrong secret in Authorization: Basic (nothing in the body): RFC 6749 §5.2's 401
    const wrongBasic = Buffer.from(`${encodeURIComponent(a.clientId)}:${encodeURIComponent(`wrong-${randomValue(16)}`)}`).toString(
      'base64',
    );
    const revokeBasic = target().endpoints.revocation
      ? await http({
          url: endpointUrl(target(), 'revocation'),
          form: [['token', current]],
          headers: { authorization: `Basic ${wrongBasic}` },
        })
      : undefined;
    return {
      a,
      other,
      sameSecret,
      codeOther,
      bothMethods,
      introspection,
      refreshOwn,
      refreshOther,
      proven: !!first,
      live: !!live,
      revocation,
      revokeBasic,
    };

    async function probes(send: (w: Wrong) => Promise<HttpResponse>): Promise<Probe[]> {
      const out: Probe[] = [];
      for (const what of WRONG) if (secretOf(what) || what !== WRONG[2]) out.push({ what, res: await send(what) });
      return out;
    }
  },
);
