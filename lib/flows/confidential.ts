// Client authentication at the token endpoint: a registered confidential (client_secret_post)
// loopback client, and telling a probe refused for its client apart from one refused for its point.
import type { HttpResponse } from '../http/client.ts';
import type { ClauseId } from '../spec/registry.ts';
import { oauthError } from '../oauth/oauth-error.ts';
import { config, target } from '../harness/context.ts';
import { blocked, notTestable } from '../harness/failure.ts';
import { registerRequest } from '../oauth/requests.ts';
import { loopbackRedirect, member, memberClient, type FlowClient } from './clients.ts';
import { authorize, type AuthorizeRecord } from './authorize.ts';
import { MEMBER_SHAPE, ownGrant, type Planned } from './plan.ts';
import { requireCode } from './tokens.ts';

/**
 * A confidential client for the client_secret_post checks: a fresh loopback client registered with
 * token_endpoint_auth_method=client_secret_post. A server may refuse that method or register the
 * client as public instead (RFC 7591 §3.2.1, RFC 8252 §8.4): then the configured member client,
 * when it is confidential, or the checks are not testable. A response that claims the method but
 * gives no secret blocks them: resources/registration/auth-methods reports it.
 */
export async function registerConfidentialClient(): Promise<FlowClient> {
  const redirectUri = loopbackRedirect();
  const res = await registerRequest(target(), {
    client_name: 'cs-conformance confidential client',
    application_type: 'native',
    redirect_uris: [redirectUri],
    token_endpoint_auth_method: 'client_secret_post',
  });
  const body = (res.json() ?? {}) as { client_id?: unknown; client_secret?: unknown; token_endpoint_auth_method?: unknown };
  if (res.status < 300 && typeof body.client_id === 'string' && typeof body.client_secret === 'string') {
    return { clientId: body.client_id, clientSecret: body.client_secret, redirectUri, scopes: ['openid'] };
  }
  if (res.status < 300 && typeof body.client_id !== 'string')
    blocked('resources/registration/client-id', `the registration gave no client_id string (${res.status})`);
  if (res.status >= 400 || body.token_endpoint_auth_method === 'none') {
    const configured = config().memberClient;
    if (configured?.clientSecret) return configured;
    notTestable(
      'configure a confidential memberClient (clientSecret): the registration endpoint gives no confidential loopback client (it may keep them public, RFC 8252 §8.4)',
    );
  }
  return blocked(
    'resources/registration/auth-methods',
    'registering with token_endpoint_auth_method=client_secret_post gave no client_secret',
  );
}

/** The clause whose check reports the member client's own correct exchange being refused. */
export function memberExchangeReporter(): ClauseId {
  return memberClient().clientSecret ? 'endpoints/token/returns-tokens' : 'authentication/1/public-none';
}

/**
 * A probe by the member client answered invalid_client: if the member client's correct exchange
 * (`control`, run only then) is refused with invalid_client too, the client itself is not accepted
 * and the probe says nothing about its own clause, so the check is blocked. Otherwise the answer
 * stands and the check judges it.
 */
export async function unlessClientRefused(res: HttpResponse, control: () => Promise<HttpResponse | undefined>): Promise<void> {
  if (oauthError(res)?.error !== 'invalid_client') return;
  const c = await control();
  if (c && oauthError(c)?.error === 'invalid_client') {
    blocked(memberExchangeReporter(), `the member client's correct code exchange is refused with invalid_client too`);
  }
}

/** The confidential client this worker registered for the checks that need one (once, whichever asks first). */
let registered: Promise<FlowClient> | undefined;

/**
 * A code of a registered confidential client, of the check's own and unredeemed (in the member's
 * pooled session: the client is the harness's own, nobody else's grant is tied to it; `fresh` for a
 * grant the check will refresh or revoke).
 */
export function confidentialCodeGrant(id: string, o: { changes?: string; when?: string; fresh?: boolean } = {}): Planned<AuthorizeRecord> {
  return ownGrant(
    id,
    { ...MEMBER_SHAPE, client: 'a confidential client the harness registers', ...(o.fresh ? { session: 'own' as const } : {}) },
    o.changes ?? 'its code is redeemed by the check',
    async () => {
      const client = await (registered ??= registerConfidentialClient());
      const rec = await authorize({ client, member: member(), label: id, fresh: o.fresh });
      requireCode(rec);
      return rec;
    },
    { when: o.when },
  );
}
