// Redirect URIs as RFC 6749 §3.1.2 and RFC 8252 §8.4 have them: a relative reference (a path, or a
// network-path //host/path) is no redirection endpoint, and a private-use scheme without a period is
// rejected (SHOULD; it is not reverse-domain based), a period elsewhere in the URI not counting.
// (A registered query kept when parameters are added: query-retained.test.ts.)
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';

const uri = () => loopbackRedirect();

const register = (uri: string, name = 'cs-conformance test client') =>
  registerRequest(target(), {
    client_name: name,
    application_type: 'native',
    redirect_uris: [uri],
    token_endpoint_auth_method: 'none',
  });

const registered = (res: HttpResponse, uri: string) => {
  const body = res.json() as { client_id?: unknown; redirect_uris?: unknown } | undefined;
  const kept = Array.isArray(body?.redirect_uris) ? body.redirect_uris.includes(uri) : true;
  return res.status < 300 && typeof body?.client_id === 'string' && kept;
};

/**
 * No client for `uri`: a refusal, or (RFC 7591 §3.2.1) a client whose registered redirect_uris leave
 * it out. A server that registers any redirect URI at all (a fixed https callback too, which the spec
 * refuses) is reported by authentication/4/fixed-https-callback.
 */
async function expectNotRegistered(res: HttpResponse, uri: string, what: string): Promise<void> {
  if (!registered(res, uri)) return;
  const https = 'https://cs-conformance.invalid/callback';
  if (registered(await register(https), https)) blocked('authentication/4/fixed-https-callback', `${https} is registered too`);
  fail(what, `a refusal (invalid_redirect_uri or invalid_client_metadata), or a client without ${show(uri)}`, describeResponse(res));
}

check(
  'rfc6749/3.1.2/redirect-absolute',
  'POST register {redirect_uris: ["/cs-conformance/callback"]} (relative) → no client with it',
  async () => {
    const uri = '/cs-conformance/callback';
    await expectNotRegistered(await register(uri), uri, 'a redirection endpoint URI is absolute (RFC 6749 §3.1.2)');
  },
);

check(
  'rfc6749/3.1.2/redirect-absolute',
  'POST register {redirect_uris: ["//127.0.0.1:<port>/callback"]} (a network-path reference, no scheme) → no client with it',
  async () => {
    const uri = `//127.0.0.1:${40000 + Math.floor(Math.random() * 20000)}/callback`;
    await expectNotRegistered(await register(uri), uri, 'a redirection endpoint URI is absolute (RFC 6749 §3.1.2): it has a scheme');
  },
);

for (const [id, uri, what] of [
  ['rfc8252/8.4/scheme-without-period', 'csconformance:/callback', 'a private-use URI scheme without a period is rejected (RFC 8252 §8.4)'],
  [
    'rfc8252/8.4/reverse-domain-scheme',
    'csconformance:/callback',
    'private-use schemes must be reverse-domain based (RFC 8252 §8.4, §7.1): one without a period is not',
  ],
] as const) {
  check(id, `POST register {redirect_uris: [${JSON.stringify(uri)}]} → no client with it`, async () => {
    await expectNotRegistered(await register(uri), uri, what);
  });
  // the period must be in the scheme: one in the rest of the URI (a host) does not make the scheme reverse-domain based
  const dotted = 'csconformance://cs-conformance.test/callback';
  check(
    id,
    `POST register {redirect_uris: [${JSON.stringify(dotted)}]} (a period in the host, none in the scheme) → no client with it`,
    async () => {
      await expectNotRegistered(await register(dotted), dotted, what);
    },
  );
}

check(
  'rfc9700/2.6/client-id-not-influenced',
  'POST register {client_id: "cs-conformance-chosen-<random>"} (a loopback client) → refused, or a client_id other than the one asked for',
  async () => {
    const chosen = `cs-conformance-chosen-${randomValue(12)}`;
    const res = await registerRequest(target(), {
      client_id: chosen,
      client_name: 'cs-conformance test client',
      application_type: 'native',
      redirect_uris: [loopbackRedirect()],
      token_endpoint_auth_method: 'none',
    });
    const got = (res.json() as { client_id?: unknown } | undefined)?.client_id;
    if (res.status < 300 && got === chosen)
      fail(
        'a client cannot choose its client_id, which could pass for another party’s identifier (RFC 9700 §2.6, §4.15.1)',
        'a refusal, or a client_id the server picked',
        `HTTP ${res.status} with client_id ${show(got)}, the one asked for`,
      );
  },
);

// nor through its name: a client_id spelt from client_name lets a client pick an identifier like another party's
check(
  'rfc9700/2.6/client-id-not-influenced',
  'POST register {client_name: "cs-conformance <random>"} (a loopback client) → refused, or a client_id that does not spell the name',
  async () => {
    const word = `csname${randomValue(9).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const res = await register(uri(), `cs-conformance ${word}`);
    const got = (res.json() as { client_id?: unknown } | undefined)?.client_id;
    if (res.status < 300 && typeof got === 'string' && got.toLowerCase().includes(word.toLowerCase()))
      fail(
        'a client cannot choose its client_id through its client_name either (RFC 9700 §2.6, §4.15.1)',
        'a refusal, or a client_id that does not carry the client_name',
        `client_name "cs-conformance ${word}" got client_id ${show(got)}`,
      );
  },
);
