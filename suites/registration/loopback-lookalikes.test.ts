// Registration is open to the spec's loopback form, http://127.0.0.1:<port>/<path> (RFC 8252 §7.3),
// and to nothing that only looks like it (RFC 9700 §2.6). One fixed probe per lookalike, so that no
// form is left to the fuzzer's luck. Names are reserved (.test); nothing is ever fetched.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { expectRefused, oauthError } from '../../lib/oauth/oauth-error.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const port = 40000 + Math.floor(Math.random() * 20000);
// No client_name: only the redirect-URI rule applies (a name would also be "unrecognised").
const register = (uri: string) => registerRequest(target(), { redirect_uris: [uri], token_endpoint_auth_method: 'none' });

/** A server that registers a plain fixed https callback too has one fault, reported by the spec's own check. */
const plainCallback = once('a plain fixed HTTPS callback', () => register('https://cs-conformance.invalid/oauth/callback'));

/** RFC 7591 §3.2.1 lets a server replace requested metadata: a 2xx is only a registration of `uri` when the
 * redirect_uris it returns (all registered metadata are returned) still hold it, as sent or as a URL parser writes it. */
function registered(res: HttpResponse, uri: string): boolean {
  if (res.status < 200 || res.status >= 300) return false;
  const uris = (res.json() as { redirect_uris?: unknown } | undefined)?.redirect_uris;
  if (!Array.isArray(uris)) return true;
  const forms = [uri, URL.canParse(uri) ? new URL(uri).href : uri];
  return uris.some((u) => typeof u === 'string' && forms.includes(u));
}

async function expectNoClient(res: HttpResponse, uri: string, what: string, t: CheckContext): Promise<void> {
  if (res.status >= 200 && res.status < 300 && !registered(res, uri)) {
    t.note(
      `a client was registered with redirect_uris ${JSON.stringify((res.json() as { redirect_uris?: unknown }).redirect_uris)}: the URI asked for was replaced (RFC 7591 §3.2.1)`,
    );
    return;
  }
  if (res.status >= 200 && res.status < 300 && (await plainCallback(t)).status < 300) {
    blocked('authentication/4/fixed-https-callback', 'the target registers a plain fixed HTTPS callback as well');
  }
  expectRefused(res, what);
}

// titles name the URI with <port>: a title is a stable id, the port is random per run
const lookalikes: [string, string][] = [
  ['a host that starts with 127.0.0.1', 'http://127.0.0.1.cs-conformance.test:<port>/callback'],
  ['127.0.0.1 as userinfo of another host', 'http://127.0.0.1@cs-conformance.test:<port>/callback'],
  ['plain http to a host that is not loopback at all', 'http://cs-conformance.test:<port>/callback'],
];
const at = (uri: string) => uri.replace('<port>', String(port));

for (const [what, uri] of lookalikes) {
  check('security/redirect-uri/loopback-only', `POST register {redirect_uris: [${uri}]}, ${what} → refused, no client_id`, async (t) => {
    await expectNoClient(
      await register(at(uri)),
      at(uri),
      `an http redirect URI that only looks like loopback (${what}) is not registered`,
      t,
    );
  });
}

// the host is 127.0.0.1, so RFC 9700 §2.6 is kept; userinfo is the lookalike device of RFC 3986 §7.6: a warning
check(
  'security/redirect-uri/no-userinfo',
  'POST register {redirect_uris: [http://cs-conformance@127.0.0.1:<port>/callback]}, userinfo before the loopback host → refused, no client_id',
  async (t) => {
    const uri = `http://cs-conformance@127.0.0.1:${port}/callback`;
    await expectNoClient(await register(uri), uri, 'a redirect URI with userinfo is not registered', t);
  },
);

check(
  'security/redirect-uri/no-fragment',
  'POST register {redirect_uris: [http://127.0.0.1:<port>/callback#fragment]} → refused, no client_id',
  async (t) => {
    const uri = `http://127.0.0.1:${port}/callback#fragment`;
    await expectNoClient(await register(uri), uri, 'a redirect URI must not include a fragment', t);
  },
);

check(
  'authentication/4/fixed-https-callback',
  'POST register {redirect_uris: [https://127.0.0.1:<port>/callback]} (https, not the http loopback form) → refused, no client_id',
  async () => {
    expectRefused(await register(`https://127.0.0.1:${port}/callback`), 'an HTTPS callback is not the loopback form, even on 127.0.0.1');
  },
);

// localhost and [::1] are loopback to RFC 8252 (§7.3, §8.3) but not the spec's form: either answer is correct.
check(
  'errors/invalid_redirect_uri',
  'POST register with http://localhost:<port>/callback, then http://[::1]:<port>/callback → a client, or a refusal naming invalid_redirect_uri',
  async () => {
    const wrong: string[] = [];
    for (const uri of [`http://localhost:${port}/callback`, `http://[::1]:${port}/callback`]) {
      const res = await register(uri);
      const body = res.json() as { client_id?: unknown } | undefined;
      if (res.status >= 200 && res.status < 300 && typeof body?.client_id === 'string') continue;
      const code = oauthError(res)?.error;
      if (code !== 'invalid_redirect_uri' && code !== 'invalid_client_metadata') wrong.push(`${uri}: ${describeResponse(res)}`);
    }
    if (wrong.length) {
      fail(
        'a loopback name outside the spec’s 127.0.0.1 form is registered, or refused as a redirect-URI problem',
        `one of: 2xx with a client_id; a 4xx error ${show('invalid_redirect_uri')} (or ${show('invalid_client_metadata')})`,
        wrong.join(' | '),
      );
    }
  },
);
