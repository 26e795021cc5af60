// An independent strict client (oauth4webapi) completes the code flow: discovery, the authorization
// response, the code exchange. Whatever another check reports (metadata, iss/state, a non-JSON or
// failed token response) blocks it; what is left is a token response a strict client rejects.
import * as oauth from 'oauth4webapi';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { isJsonContentType } from '../../lib/harness/expect.ts';
import { fail, blocked } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { requireCallback } from '../../lib/flows/outcome.ts';
import { requireCode, tokensOf } from '../../lib/flows/tokens.ts';
import { MEMBER_SHAPE, ownGrant } from '../../lib/flows/plan.ts';

const NULL_BODY = [101, 204, 205, 304];
const message = (e: unknown) => `${(e as { code?: string }).code ?? (e as Error).name}: ${(e as Error).message}`;

// the member client's authorization, without openid (ID tokens are the authentication/9 checks' to judge),
// which oauth4webapi takes from the callback on and redeems
const code = ownGrant(
  'oauth4webapi',
  { ...MEMBER_SHAPE, scopes: 'configured, without openid' },
  'its code is redeemed by oauth4webapi',
  () => {
    const c = memberClient();
    const scopes = c.scopes.filter((s) => s !== 'openid');
    return authorize({ client: c, member: member(), scopes: scopes.length ? scopes : c.scopes, label: 'oauth4webapi' });
  },
);

check(
  'endpoints/token/returns-tokens',
  'a strict independent client (oauth4webapi) completes the code flow → it accepts the token response',
  async (t) => {
    // oauth4webapi's requests go through lib/http (undici), so they are recorded, masked and rate-limited
    let last: HttpResponse | undefined;
    const viaHarness = async (url: string, o: { method: string; headers: Record<string, string>; body?: unknown }): Promise<Response> => {
      last = await http({ url, method: o.method, headers: o.headers, body: o.body === undefined ? undefined : String(o.body) });
      const headers = new Headers();
      for (const [k, v] of Object.entries(last.headers)) for (const x of Array.isArray(v) ? v : [v]) headers.append(k, x);
      return new Response(NULL_BODY.includes(last.status) ? null : last.body, { status: last.status, headers });
    };
    const issuer = new URL(target().issuer ?? target().origin);
    const options = { [oauth.customFetch]: viaHarness, [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };

    let as: oauth.AuthorizationServer;
    try {
      as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oauth2' }));
    } catch (e) {
      return blocked(
        'endpoints/discovery/authorization-server',
        `oauth4webapi cannot use the authorization-server metadata (${message(e)})`,
      );
    }

    const elsewhere = (['authorization', 'token'] as const).map((n) => target().offOrigin[n]).filter(Boolean);
    if (elsewhere.length)
      blocked(
        'endpoints/oauth/same-origin',
        `the metadata puts endpoints on another origin (${elsewhere.join(', ')}); oauth4webapi would call them`,
      );

    const c = memberClient();
    const rec = await code(t);
    requireCallback(rec);
    requireCode(rec);
    const client: oauth.Client = { client_id: c.clientId };
    const auth = c.clientSecret ? oauth.ClientSecretPost(c.clientSecret) : oauth.None();

    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, rec.outcome.callback!, rec.state);
    } catch (e) {
      return blocked(
        ['endpoints/authorize/iss', 'endpoints/authorize/state', 'endpoints/authorize/code'],
        `oauth4webapi rejects the authorization response (${message(e)})`,
      );
    }

    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, rec.redirectUri, rec.pkce.verifier, {
      ...options,
      additionalParameters: rec.resource ? { resource: rec.resource } : undefined,
    });
    if (!last || !tokensOf(last, rec))
      return blocked('endpoints/token/returns-tokens', `the code exchange gave no tokens (HTTP ${response.status})`);
    if (!isJsonContentType(last.header('content-type')))
      return blocked('endpoints/oauth/json', 'the token response is not labelled application/json');
    try {
      await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: rec.scopes.includes('openid') ? rec.nonce : oauth.expectNoNonce,
      });
    } catch (e) {
      fail(
        'a strict OAuth client accepts the token response',
        'oauth4webapi processAuthorizationCodeResponse accepts it (RFC 6749 §5.1: string access_token, token_type Bearer, numeric expires_in, string scope and refresh_token)',
        message(e),
      );
    }
  },
  { grants: [code] },
);
