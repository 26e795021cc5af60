// Fuzzing the registration endpoint with JSON metadata: type confusion, extra members, unicode,
// hostile values and bodies that are not JSON. Never a 5xx; never a fixed callback accepted.
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { hostile, unicode } from '../../lib/fuzz/values.ts';
import { fuzz, noServerError } from '../../lib/fuzz/property.ts';
import { EXPECT_NO_5XX, EXPECT_SHAPE, oauthErrorShape } from '../../lib/fuzz/invariants.ts';

const anyJson = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const redirect = fc.oneof(
  fc.integer({ min: 1024, max: 65535 }).map((p) => loopbackRedirect(p)),
  fc.constant('https://cs-conformance.invalid/cb'),
  fc.constantFrom(
    'http://127.0.0.1.evil.invalid/cb',
    'http://localhost:8080/cb',
    'http://127.0.0.1@cs-conformance.invalid/',
    'javascript:alert(1)',
    'http://[::1]/cb',
    'cs-app:/cb',
  ),
  unicode,
  hostile,
);
// built once: a regex arbitrary built inside chain() would be parsed again for every case
const extraName = fc.stringMatching(/^[a-z_]{1,10}$/);
const metadata = fc
  .record(
    {
      client_name: fc.oneof(fc.constant('cs-conformance fuzz'), unicode, hostile, anyJson, fc.constant('<vendor>')),
      redirect_uris: fc.oneof(fc.array(redirect, { minLength: 1, maxLength: 3 }), redirect, anyJson),
      token_endpoint_auth_method: fc.oneof(
        fc.constantFrom('none', 'client_secret_post', 'client_secret_basic', 'private_key_jwt', 'NONE'),
        anyJson,
      ),
      application_type: fc.oneof(fc.constantFrom('native', 'web'), anyJson),
      scope: fc.oneof(fc.constantFrom('openid', 'account:read', 'courses:write openid'), anyJson),
    },
    { requiredKeys: [] },
  )
  .chain((m) => fc.dictionary(extraName, anyJson, { maxKeys: 2 }).map((extra) => ({ ...extra, ...m })));
const body = fc.oneof(
  { weight: 5, arbitrary: metadata.map((m) => ({ json: m })) },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('[]', 'null', '{', '{"redirect_uris":')).map((raw) => ({ raw })) },
);

const vendorName = () => config().vendor?.clientName;
const withVendor = (m: Record<string, unknown>) =>
  m.client_name === '<vendor>' ? { ...m, client_name: vendorName() ?? 'no vendor configured' } : m;

function isFixedWebCallback(uri: string): boolean {
  if (/^\s*(javascript|data):/i.test(uri)) return true;
  if (!URL.canParse(uri)) return false;
  // text that starts like the loopback form but names another host (http://127.0.0.1.<name>/,
  // http://127.0.0.1@<host>/) is judged by the fixed checks of security/redirect-uri/loopback-only
  if (/^http:\/\/127\.0\.0\.1/i.test(uri)) return false;
  const u = new URL(uri);
  return /^https?:$/.test(u.protocol) && !['127.0.0.1', '[::1]', 'localhost'].includes(u.hostname);
}

const property = fuzz({
  name: 'registration',
  arbitrary: body,
  request: (b) => ({
    url: endpointUrl(target(), 'registration'),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: 'json' in b ? JSON.stringify(withVendor(b.json)) : b.raw,
  }),
});

property('errors/invalid_request', 'malformed registrations → no 5xx, no hang', EXPECT_NO_5XX, noServerError);
property('errors/shape', 'registration errors → JSON with a known code and a description', EXPECT_SHAPE, oauthErrorShape);
property(
  'authentication/4/fixed-https-callback',
  'mutated metadata → never a client for a fixed web callback (or a script URI)',
  'no 2xx registration with an http(s) redirect URI on a host that is not loopback, nor a javascript:/data: URI, unless client_name names the vendor integration',
  (b, a) => {
    if (!('json' in b) || !a.res || a.res.status >= 300) return undefined;
    const m = withVendor(b.json);
    if (vendorName() !== undefined && m.client_name === vendorName()) return undefined;
    const uris = Array.isArray(m.redirect_uris) ? m.redirect_uris : [m.redirect_uris];
    // loopback forms other than 127.0.0.1 ([::1], localhost) and private-use schemes (RFC 8252 §7) a
    // correct server may accept or refuse: the fixed registration checks say which outcomes pass
    const foreign = uris.filter((u) => typeof u === 'string' && isFixedWebCallback(u));
    return foreign.length ? `HTTP ${a.res.status}: registered with ${JSON.stringify(foreign)}` : undefined;
  },
);
