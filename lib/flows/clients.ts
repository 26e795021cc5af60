// The clients and members a flow uses, from the config; what is missing makes a check "Not testable".
import type { Member } from '../browser/strategies.ts';
import { configuredOrigins, signInOrigins } from '../config/load.ts';
import { config, target } from '../harness/context.ts';
import { notTestable, blocked } from '../harness/failure.ts';
import { http } from '../http/client.ts';
import { rememberSecret } from '../http/mask.ts';
import { endpointUrl } from '../oauth/requests.ts';
import { once } from '../harness/once.ts';
import type { CheckContext } from '../harness/check.ts';

export interface FlowClient {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  clientSecret?: string;
  /** registered by the harness for one authorization: nobody can have consented to it before */
  firstUse?: true;
}

export function memberClient(): FlowClient {
  const c = config().memberClient;
  if (!c) notTestable('configure memberClient (a member client created by a site operator: clientId, redirectUri, scopes)');
  return c;
}

export function member(n = 0): Member {
  const m = config().members?.[n];
  if (!m) notTestable(n === 0 ? "configure members[0] (a test member's login)" : `configure members[${n}] (a second test member's login)`);
  return m;
}

/** A loopback redirect URI at a port of our choosing (nothing listens: the browser's navigation is caught). */
export function loopbackRedirect(port?: number, path = '/cs-conformance/callback'): string {
  return `http://127.0.0.1:${port ?? anotherLoopbackPort()}${path}`;
}

/**
 * A loopback port drawn at random, other than `port`: never one the server's origins listen on (a
 * redirect URI there would catch the server's own pages as the client's).
 */
export function anotherLoopbackPort(port?: number): number {
  const taken = serverPorts();
  let p = randomPort();
  while (p === port || taken.has(p)) p = randomPort();
  return p;
}

const randomPort = () => 40000 + Math.floor(Math.random() * 20000);

/** The ports of the origins the browser visits on the server's side (the target's, the other origin's, sign-in). */
function serverPorts(): Set<number> {
  let c: ReturnType<typeof config>;
  try {
    c = config();
  } catch {
    return new Set(); // outside a run: no server to avoid
  }
  return new Set(
    [...configuredOrigins(c), ...signInOrigins(c)].map((o) => {
      const u = new URL(o);
      return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
    }),
  );
}

/**
 * A fresh client registered at the registration endpoint with a loopback redirect URI (open to
 * anyone: Authentication 4). Blocked when the target refuses it: authentication/4/loopback reports that.
 */
export async function registerLoopbackClient(extra: Record<string, unknown> = {}): Promise<FlowClient> {
  return (await registerLoopbackClientWithToken(extra)).client;
}

/** registerLoopbackClient, with the registration access token (RFC 7592) when the response carries one. */
export async function registerLoopbackClientWithToken(
  extra: Record<string, unknown> = {},
): Promise<{ client: FlowClient; registrationToken?: string }> {
  const redirectUri = loopbackRedirect();
  const res = await http({
    url: endpointUrl(target(), 'registration'),
    json: {
      client_name: 'cs-conformance test client',
      application_type: 'native',
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
      ...extra,
    },
  });
  const body = res.json() as Record<string, unknown> | undefined;
  if (res.status >= 300) blocked('authentication/4/loopback', `registering a loopback client failed (HTTP ${res.status})`);
  // registered, but no client_id to use: the registration response's rule
  if (typeof body?.client_id !== 'string')
    blocked('resources/registration/client-id', `the registration response (HTTP ${res.status}) carries no client_id string`);
  const text = (k: string) => (typeof body![k] === 'string' ? (body![k] as string) : undefined);
  for (const v of [text('client_secret'), text('registration_access_token')]) rememberSecret(v);
  const scopes = typeof extra.scope === 'string' ? extra.scope.split(' ') : ['openid'];
  return {
    client: { clientId: body!.client_id as string, redirectUri, scopes, clientSecret: text('client_secret') },
    registrationToken: text('registration_access_token'),
  };
}

const registeredOpenid = once('an openid client registered for OpenID requests', () => registerLoopbackClient({ scope: 'openid' }));

/** A client for OpenID authentication requests: the member client when it asks for openid, else one registered for it (once per file). */
export async function openidClient(t: CheckContext): Promise<FlowClient> {
  const client = memberClient();
  return client.scopes.includes('openid') ? client : registeredOpenid(t);
}
