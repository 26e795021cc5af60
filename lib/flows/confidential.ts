// Client authentication at the token endpoint: a registered confidential (client_secret_post)
// loopback client, and telling a probe refused for its client apart from one refused for its point.
import type { HttpResponse } from '../http/client.ts';
import { oauthError } from '../oauth/oauth-error.ts';
import { memberClient, registerLoopbackClient, type FlowClient } from './clients.ts';
import { blocked } from '../harness/failure.ts';

/**
 * A fresh loopback client registered with token_endpoint_auth_method=client_secret_post. Blocked
 * when registration gives no client_secret: resources/registration/auth-methods reports that.
 */
export async function registerConfidentialClient(): Promise<FlowClient> {
  const client = await registerLoopbackClient({ token_endpoint_auth_method: 'client_secret_post' });
  if (!client.clientSecret) {
    blocked('resources/registration/auth-methods', 'registering with token_endpoint_auth_method=client_secret_post gave no client_secret');
  }
  return client;
}

/** The clause whose check reports the member client's own correct exchange being refused. */
export function memberExchangeReporter(): string {
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
