// Client authentication at the RFC 7592 client configuration endpoint, where the target offers it:
// each method (GET, PUT, DELETE) without the registration access token, with a token no one was
// given, with another kind of credential (the client's own client_secret), or with another client's
// token (Appendix B: the token must be the URL's client's) gets an RFC 6750 refusal (a Bearer
// challenge, 401 for a bad token) and changes nothing; a method the endpoint does not offer gets its
// error code (405 or 501, whatever the credentials: managed.ts). A probe is judged on its own point
// only: another client's token, say, counts only where a made-up token is refused (else the method's
// invalid-token check reports it).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import {
  bodyOf,
  isBearerRefusal,
  manage,
  managedClient,
  methodAnswers,
  supportFor,
  supportOf,
  updateBody,
  type Managed,
} from './managed.ts';

type Method = 'GET' | 'PUT' | 'DELETE';
const REFUSAL = 'a refusal with a WWW-Authenticate Bearer challenge (RFC 6750 §3: 401 for a bad token), and the client unchanged';
const INVALID: Record<Method, ClauseId> = {
  GET: 'rfc7592/2.1/invalid-token',
  PUT: 'rfc7592/2.2/invalid-token',
  DELETE: 'rfc7592/2.3/invalid-token',
};
const madeUp = () => `cs-${randomValue(24)}`;
const send = (m: Managed, method: Method, token: string | null) =>
  manage(m, method, { token, ...(method === 'PUT' ? { json: updateBody(m, { client_name: 'cs-conformance renamed' }) } : {}) });

/** The client as its own token reads it: its client_name (blocked when reads fail or leave the name out: their checks report it). */
async function nameOf(m: Managed): Promise<{ gone: boolean; name?: unknown }> {
  const res = await manage(m, 'GET');
  if (res.status !== 200) return { gone: true };
  const name = bodyOf(res).client_name;
  if (name === undefined) blocked('rfc7592/3/registered-metadata', 'a read leaves client_name out');
  return { gone: false, name };
}

/** A method the endpoint does not offer (405 or 501 to the client's own token): its 405 or 501 is the right answer to any request. */
async function notOffered(t: CheckContext, method: Method): Promise<boolean> {
  return method !== 'GET' && (await supportFor(t, method)) === 'not offered';
}

/**
 * Each attempt a Bearer refusal (405 or 501 for a method the endpoint does not offer), and the client
 * as it was. `control(method)`: whether the method refuses a made-up token, for attempts with another
 * client's token. A method answered otherwise while the client stays: what the method gets with a
 * client's own token tells a method answered with the wrong code (rfc7592/2/unsupported-method reports
 * it) from a bad refusal.
 */
async function judge(
  t: CheckContext,
  m: Managed,
  what: string,
  attempts: [string, Method, HttpResponse][],
  control?: (method: Method) => Promise<boolean>,
) {
  const wrong: typeof attempts = [];
  for (const a of attempts) if (!isBearerRefusal(a[2]) && !((await notOffered(t, a[1])) && [405, 501].includes(a[2].status))) wrong.push(a);
  const after = await nameOf(m);
  if (after.gone && !attempts.some(([, method]) => method === 'DELETE'))
    blocked('rfc7592/2.1/client-id-unchanged', 'the client does not read with its own token');
  if (!wrong.length && !after.gone && after.name === m.metadata.client_name) return;
  const changed = after.gone
    ? 'the client is gone'
    : after.name !== m.metadata.client_name
      ? `its client_name is now ${show(after.name)}`
      : undefined;
  for (const [, method] of changed ? [] : wrong)
    if (method !== 'GET' && (await supportFor(t, method)) === 'wrong code')
      blocked(
        'rfc7592/2/unsupported-method',
        `a ${method} with a client’s own token is answered as if the client were not there (it still reads)`,
      );
  if (!changed && control)
    for (const [, method] of wrong)
      if (!(await control(method))) blocked(INVALID[method], `a ${method} with a made-up token is served too`);
  t.note(`${wrong.length} attempt(s) served`);
  fail(what, REFUSAL, [...wrong.map(([how, , res]) => `${how}: ${describeResponse(res)}`), ...(changed ? [changed] : [])].join(' | '));
}

for (const method of ['GET', 'PUT', 'DELETE'] as const) {
  check(
    INVALID[method],
    `${method} registration_client_uri${method === 'PUT' ? ' (a new client_name)' : ''} with no Authorization, then with a token no one was given → a Bearer refusal, each; the client unchanged`,
    async (t) => {
      const m = await managedClient(t);
      await judge(t, m, `a ${method} without a valid registration access token is refused as RFC 6750 describes`, [
        ['no token', method, await send(m, method, null)],
        ['a made-up token', method, await send(m, method, madeUp())],
      ]);
    },
  );
}

check(
  'rfc7592/2.1/invalid-token',
  'GET registration_client_uri of a client_secret_post client with its client_secret as the Bearer token → a Bearer refusal (a secret is no registration access token)',
  async (t) => {
    const m = await managedClient(t, { token_endpoint_auth_method: 'client_secret_post' });
    const secret = m.body.client_secret;
    if (typeof secret !== 'string') return t.note('the client was registered without a secret: no secret to try');
    await judge(
      t,
      m,
      'the client’s secret is not its registration access token',
      [['its client_secret', 'GET', await send(m, 'GET', secret)]],
      async () => isBearerRefusal(await send(m, 'GET', madeUp())),
    );
  },
);

check(
  'rfc7592/b/token-matches-client',
  "client A's registration_access_token at client B's registration_client_uri: GET, PUT, DELETE → a Bearer refusal, each; B unchanged",
  async (t) => {
    const [a, b, c] = [await managedClient(t), await managedClient(t), await managedClient(t)];
    // first, whether each method refuses a made-up token at all (harmless: the PUT sends B's metadata
    // unchanged, the DELETE goes to a client C of its own); one that serves it is judged by its
    // invalid-token check, not here
    const del = await manage(c, 'DELETE', { token: madeUp() });
    const open: Record<Method, boolean> = {
      GET: !isBearerRefusal(await manage(b, 'GET', { token: madeUp() })),
      PUT: !isBearerRefusal(await manage(b, 'PUT', { token: madeUp(), json: updateBody(b) })),
      DELETE: !isBearerRefusal(del),
    };
    // a method the endpoint does not offer has nothing to take over
    const offered = { GET: true, PUT: !(await notOffered(t, 'PUT')), DELETE: !(await notOffered(t, 'DELETE')) };
    const methods = (['GET', 'PUT', 'DELETE'] as const).filter((method) => offered[method] && !open[method]);
    if (!methods.length) blocked(Object.values(INVALID), 'every method serves a made-up registration access token');
    const served = (['GET', 'PUT', 'DELETE'] as const).filter((x) => offered[x] && open[x]);
    if (served.length) t.note(`a made-up token is served by ${served.join(', ')}`);
    const attempts: [string, Method, HttpResponse][] = [];
    for (const method of methods) attempts.push([method, method, await send(b, method, a.token)]);
    await judge(t, b, 'the client of the URL is the client the registration access token was issued to', attempts);
  },
);

check(
  'rfc7592/2/unsupported-method',
  'PATCH registration_client_uri with its token → 405 (or 501), not served; PUT and DELETE, each by a client of its own → served, or 405 (or 501), never 404 while the client reads',
  async (t) => {
    const m = await managedClient(t);
    const res = await manage(m, 'PATCH', { json: { client_name: 'cs-conformance patched' } });
    // a server that offers PATCH beyond RFC 7592 does what it answers: the name is changed
    const patched = res.status >= 200 && res.status < 300 && bodyOf(await manage(m, 'GET')).client_name === 'cs-conformance patched';
    const answers = Object.values(await methodAnswers(t)).filter((a) => a !== undefined);
    const wrong = [
      ...(patched || res.status === 405 || res.status === 501 ? [] : [`PATCH: ${describeResponse(res)}`]),
      ...answers.filter((a) => supportOf(a) === 'wrong code').map((a) => `${a.method}: HTTP ${a.status}, and the client still reads`),
    ];
    if (wrong.length)
      fail(
        'a method the client configuration endpoint does not support gets the appropriate error code',
        'HTTP 405 Method Not Allowed (or 501 Not Implemented); or, a method it offers, the request served (a PATCH: the change made)',
        wrong.join(' | '),
      );
  },
);
