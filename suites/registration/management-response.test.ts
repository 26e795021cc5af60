// RFC 7592 §3 and Appendices A.1 and B, where the target offers management: the client information
// response carries registration_client_uri (a fully qualified URL) and registration_access_token (a
// credential no one guesses); a read returns the client as registered, its client_id unchanged, its
// current credentials; a token rotated by a read leaves the old one refused. Skipped where the
// registration response offers no management. (rfc7592/2/tls, https only, is in suites/discovery/tls.test.ts.)
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { bodyOf, isBearerRefusal, loopbackMetadata, manage, managedClient, NO_MANAGEMENT } from './managed.ts';

/** A registration's management members, or the check skips when it offers none. */
async function offered(t: CheckContext) {
  const res = await registerRequest(target(), loopbackMetadata());
  const body = bodyOf(res);
  if (res.status < 200 || res.status >= 300)
    blocked('authentication/4/loopback', `the registration was refused (${describeResponse(res)})`);
  if (body.registration_client_uri === undefined && body.registration_access_token === undefined) t.skip(NO_MANAGEMENT);
  return body;
}

check(
  'rfc7592/3/registration-client-uri',
  'POST register (loopback client) → with management offered, registration_client_uri: a fully qualified URL',
  async (t) => {
    const uri = (await offered(t)).registration_client_uri;
    if (typeof uri !== 'string' || !URL.canParse(uri) || !/^https?:$/.test(new URL(uri).protocol))
      fail(
        'the server gives the client the fully qualified URL of its client configuration endpoint',
        'an absolute http(s) URL',
        show(uri),
      );
  },
);

check(
  'rfc7592/3/registration-access-token',
  'POST register (loopback client) → with management offered, registration_access_token: a non-empty string',
  async (t) => {
    const token = (await offered(t)).registration_access_token;
    if (typeof token !== 'string' || !token)
      fail(
        'the client information response carries the registration access token',
        'a non-empty string',
        token === undefined ? 'absent' : typeof token,
      );
  },
);

const CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^A-Za-z0-9]/, 4],
];
/** Bits per character at their most generous: the log2 of the size of the alphabet `token` draws on. */
const perChar = (token: string) =>
  Math.log2(
    Math.max(
      CLASSES.reduce((n, [re, size]) => (re.test(token) ? n + size : n), 0),
      2,
    ),
  );
/** Bits of a token guessed at its most generous: its length times the log2 of its alphabet's size. */
const bits = (token: string): number => token.length * perChar(token);

/**
 * What two tokens do not share: their common prefix and suffix taken away (a signed JWT's header and
 * claims), then the characters of what remains that differ position by position, or that only the
 * longer one has (a counter's last digits; a JWS's signature). `alike`: the characters they share.
 */
function unlike(a: string, b: string): { alike: number; differing: number } {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const [x, y] = [a.slice(pre, a.length - suf), b.slice(pre, b.length - suf)];
  const differing = [...(x.length >= y.length ? x : y)].filter((c, i) => (x.length >= y.length ? y : x)[i] !== c).length;
  return { alike: Math.max(a.length, b.length) - differing, differing };
}

check(
  'rfc7592/5/entropy',
  'POST register twice (loopback clients) → each registration_access_token long enough for 128 bits and the two unlike each other (what differs between them carrying 128 bits)',
  async (t) => {
    const [a, b] = [await managedClient(t), await managedClient(t)];
    const weak = [a.token, b.token].filter((k) => bits(k) < 128).map((k) => `${k.length} characters (${Math.floor(bits(k))} bits at most)`);
    // two tokens alike in more than half their characters (a shared header and claims, a counter's
    // prefix) are still unguessable when what differs carries 128 bits (a JWS's signature); a
    // counter's few changing digits do not
    const { alike, differing } = unlike(a.token, b.token);
    const differingBits = differing * Math.min(perChar(a.token), perChar(b.token));
    const same = alike > Math.max(a.token.length, b.token.length) / 2 && differingBits < 128;
    if (weak.length || a.token === b.token || same)
      fail(
        'a registration access token cannot be guessed (RFC 6750 §5.2: 2^-128 or less)',
        'tokens of 128 bits or more, unlike each other: what differs between two carrying 128 bits or more when most is alike',
        [
          ...weak,
          a.token === b.token
            ? 'the two tokens are equal'
            : `${alike} characters alike; the ${differing} that differ carry ${Math.floor(differingBits)} bits at most`,
        ].join('; '),
      );
  },
);

check(
  'rfc7592/2.1/client-id-unchanged',
  'GET registration_client_uri with its token → 200, the client_id of the registration',
  async (t) => {
    const m = await managedClient(t);
    const res = await manage(m, 'GET');
    if (res.status !== 200 || bodyOf(res).client_id !== m.clientId)
      fail('a read returns the client, its client_id as issued', `HTTP 200 with client_id ${show(m.clientId)}`, describeResponse(res));
  },
);

const REGISTERED = [
  'client_name',
  'redirect_uris',
  'token_endpoint_auth_method',
  'application_type',
  'grant_types',
  'response_types',
  'scope',
];

check(
  'rfc7592/3/registered-metadata',
  'GET registration_client_uri → every metadata value the registration returned, and the management members',
  async (t) => {
    const m = await managedClient(t, { scope: 'openid', grant_types: ['authorization_code'], response_types: ['code'] });
    const res = await manage(m, 'GET');
    const body = bodyOf(res);
    const expected = [...REGISTERED.filter((k) => m.body[k] !== undefined), 'registration_client_uri', 'registration_access_token'];
    const missing = expected.filter((k) => body[k] === undefined);
    if (res.status !== 200 || missing.length)
      fail(
        'a read returns all registered metadata about the client',
        `HTTP 200 with ${expected.join(', ')}`,
        res.status === 200 ? `absent: ${missing.join(', ')}` : describeResponse(res),
      );
  },
);

check(
  'rfc7592/a.1/current-credentials',
  'GET registration_client_uri of a client_secret_post client → its current client_secret and a registration_access_token that works',
  async (t) => {
    const m = await managedClient(t, { token_endpoint_auth_method: 'client_secret_post' });
    if (typeof m.body.client_secret !== 'string') return t.note('the client was registered without a secret: no credential to return');
    const body = bodyOf(await manage(m, 'GET'));
    const token = body.registration_access_token;
    const works = typeof token === 'string' && (await manage(m, 'GET', { token })).status === 200;
    if (typeof body.client_secret !== 'string' || !works)
      fail(
        'the client’s current registration access token and client credentials are included in the client information response',
        'client_secret, and a registration_access_token that reads the client',
        `client_secret ${body.client_secret === undefined ? 'absent' : 'present'}; registration_access_token ${token === undefined ? 'absent' : works ? 'works' : 'refused'}`,
      );
  },
);

check(
  'rfc7592/a.1/discard-rotated',
  'GET registration_client_uri; when the answer rotates the registration_access_token, the old one → 401 (SHOULD)',
  async (t) => {
    const m = await managedClient(t);
    const before = m.token;
    const token = bodyOf(await manage(m, 'GET')).registration_access_token;
    if (typeof token !== 'string' || token === before) return t.note('the read kept the token: nothing rotated');
    const old = await manage(m, 'GET', { token: before });
    if (!isBearerRefusal(old))
      fail(
        'a registration access token rotated out is discarded by the server',
        'HTTP 401 with a Bearer challenge for the old token',
        describeResponse(old),
      );
  },
);
