// RFC 7591 §3.2.1, the client information response: a client_id no other client holds, a
// client_secret of its own with client_secret_expires_at (seconds, 0 for never), and every registered
// metadata value, the values the server registered (it may replace what was asked for). A server need
// not implement every field (§2: "The implementation and use of all client metadata fields is
// OPTIONAL"), and one it does not implement is ignored, not registered: only redirect_uris (which §2
// makes mandatory to implement) and token_endpoint_auth_method (the client type every client has) are
// sure to be registered, so only their absence fails.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { redirectRegistered } from './redirect-registered.ts';

type Body = Record<string, unknown>;
const bodyOf = (res: HttpResponse) => (res.json() ?? {}) as Body;

/** A loopback registration (these metadata and a fresh redirect URI); blocked when refused. */
async function registered(metadata: Body, refusedBy: Parameters<typeof blocked>[0] = 'authentication/4/loopback'): Promise<Body> {
  const res = await registerRequest(target(), {
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: 'none',
    ...metadata,
  });
  if (res.status < 200 || res.status >= 300) blocked(refusedBy, `the registration was refused (${describeResponse(res)})`);
  if (typeof bodyOf(res).client_id !== 'string') blocked('resources/registration/client-id', 'the registration response has no client_id');
  return bodyOf(res);
}

/** Two confidential clients, or the check ends: a server may keep loopback clients public. */
async function confidentialPair(t: CheckContext): Promise<[Body, Body]> {
  const pair = [] as Body[];
  for (const n of [1, 2]) {
    const res = await registerRequest(target(), {
      client_name: `cs-conformance confidential ${n} ${randomValue(4)}`,
      application_type: 'native',
      redirect_uris: [loopbackRedirect()],
      token_endpoint_auth_method: 'client_secret_post',
    });
    if (res.status >= 300 || typeof bodyOf(res).client_secret !== 'string')
      t.skip(`the target issues no client_secret to a loopback client (${describeResponse(res)}): no secret to judge`);
    pair.push(bodyOf(res));
  }
  return pair as [Body, Body];
}

check(
  'rfc7591/3.2.1/client-id-unique',
  'POST register twice, two loopback clients with no client_name and different redirect URIs → two different client_ids',
  async () => {
    const [a, b] = [await registered({}), await registered({})];
    if (a.client_id === b.client_id)
      fail('a client_id is not valid for any other registered client', 'two different client_ids', `both ${show(a.client_id)}`);
  },
);

check(
  'rfc7591/3.2.1/client-secret-unique',
  'POST register twice with client_secret_post (two loopback clients) → two different client_secrets',
  async (t) => {
    const [a, b] = await confidentialPair(t);
    if (a.client_secret === b.client_secret)
      fail(
        'a client_secret is unique to its client_id',
        'two different secrets',
        `${show(a.client_id)} and ${show(b.client_id)} share one secret`,
      );
  },
);

check(
  'rfc7591/3.2.1/secret-expires-at',
  'POST register with client_secret_post → with the client_secret, client_secret_expires_at: 0 or a time in seconds not yet past',
  async (t) => {
    const [a] = await confidentialPair(t);
    const at = a.client_secret_expires_at;
    const now = Date.now() / 1000;
    // seconds since the epoch (a JSON number, a fraction allowed): a value in milliseconds is thousands of years ahead
    if (typeof at !== 'number' || !Number.isFinite(at) || (at !== 0 && (at < now - 60 || at > now + 100 * 365 * 86400)))
      fail(
        'client_secret_expires_at is required with a client_secret: the time it expires, in seconds since the epoch, or 0',
        '0, or a number of seconds since the epoch between now and a hundred years from now',
        at === undefined ? 'absent' : show(at),
      );
  },
);

const ASKED = {
  client_name: 'cs-conformance metadata probe',
  application_type: 'native',
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  scope: 'openid',
};

/** Registered for every loopback client whatever fields a server implements: never left out of the response. */
const ALWAYS = ['redirect_uris', 'token_endpoint_auth_method'];

check(
  'rfc7591/3.2.1/registered-metadata',
  'POST register (client_name, application_type, redirect_uris, token_endpoint_auth_method, grant_types, response_types, scope) → redirect_uris and token_endpoint_auth_method returned, as registered (the others where the server registers them)',
  async (t) => {
    const body = await registered(ASKED);
    const missing = ALWAYS.filter((k) => body[k] === undefined);
    if (missing.length)
      fail(
        'all registered metadata about the client are returned (a value may be replaced, never left out)',
        `${ALWAYS.join(' and ')}, which every loopback client has registered`,
        `absent: ${missing.join(', ')}`,
      );
    const unstated = Object.keys(ASKED).filter((k) => body[k] === undefined);
    if (unstated.length) t.note(`not returned, so not registered by this server (it may not implement them): ${unstated.join(', ')}`);
  },
);

check(
  'rfc7591/3.2.1/registered-metadata',
  'POST register {redirect_uris: [http://127.0.0.1:<port>/cb?cs_probe=1]}, then the returned redirect URI at the authorization endpoint (response_type=cs_unknown) → the error redirect to it (it is registered)',
  async (t) => {
    const uri = `${loopbackRedirect()}?cs_probe=1`;
    const body = await registered({ client_name: 'cs-conformance test client', redirect_uris: [uri] });
    const returned = Array.isArray(body.redirect_uris) ? (body.redirect_uris as unknown[]) : [];
    if (!returned.includes(uri))
      return t.note(`the returned redirect_uris ${show(body.redirect_uris)} do not hold ${uri}: replaced, and said so`);
    const probe = await redirectRegistered(body.client_id as string, uri, 'returned-redirect-uri');
    // the probe needs the error redirect of an unknown response_type: without one for the member client either, it says nothing
    const mc = config().memberClient;
    if (!probe.registered && mc && !(await redirectRegistered(mc.clientId, mc.redirectUri, 'returned-redirect-uri-control')).registered)
      blocked('rfc6749/3.1.1/response-type-error', 'the member client gets no error redirect for an unknown response_type either');
    if (!probe.registered)
      fail(
        'the response returns the redirect URIs the server registered: the one it returns is honoured',
        `the error redirect to ${uri} (an unknown response_type, with a registered redirect URI)`,
        probe.outcome,
      );
  },
);
