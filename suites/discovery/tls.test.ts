// TLS where the service lives (RFC 8414 §2, §3, §6.1; RFC 9728 §7.1; RFC 7009 §2; RFC 7592 §2; MCP authorization,
// Communication Security): judged when {base_url} is https. The metadata is not served over plain
// HTTP on the same port, every endpoint and the key set it advertises are https URLs, a default
// handshake negotiates TLS 1.2+ with an AEAD suite (a warning: BCP 195 recommends it), and a TLS 1.1 handshake is refused. A plain-http
// {base_url} (the local references) skips them: no deployment is judged there.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { handshake, isAead, plainHttp } from '../../lib/http/tls-probe.ts';
import { WELL_KNOWN } from '../../lib/target/well-known.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { bodyOf, loopbackMetadata, NO_MANAGEMENT } from '../registration/managed.ts';

function requireHttps(t: CheckContext): void {
  if (new URL(target().origin).protocol !== 'https:')
    t.skip('{base_url} is plain http: the TLS requirements are judged on an https deployment');
}

const isHttps = (v: unknown) => typeof v === 'string' && URL.canParse(v) && new URL(v).protocol === 'https:';

check(
  'rfc8414/3/https',
  'a plain-text HTTP GET of /.well-known/oauth-authorization-server to the https port → no metadata (an error, a redirect, or no HTTP answer)',
  async (t) => {
    requireHttps(t);
    await requireDocument('authorizationServer');
    const answer = await plainHttp(target().origin, WELL_KNOWN.authorizationServer);
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    if (status === '200' && /"issuer"\s*:/.test(body))
      fail(
        'the metadata is obtained over https only',
        'no metadata over plain HTTP',
        `HTTP 200 with the metadata over plain HTTP: ${show(body.slice(0, 120))}`,
      );
    t.note(status ? `plain HTTP got HTTP ${status}` : 'plain HTTP got no HTTP answer');
  },
);

check('rfc8414/2/jwks-uri-https', 'authorization-server metadata → jwks_uri an https URL', async (t) => {
  requireHttps(t);
  const asm = await requireDocument('authorizationServer');
  if (asm.jwks_uri !== undefined && !isHttps(asm.jwks_uri)) fail('jwks_uri uses the https scheme', 'an https URL', show(asm.jwks_uri));
});

check('rfc7009/2/https-url', 'authorization-server metadata → revocation_endpoint an https URL, never an http one', async (t) => {
  requireHttps(t);
  const asm = await requireDocument('authorizationServer');
  if (asm.revocation_endpoint !== undefined && !isHttps(asm.revocation_endpoint))
    fail('the revocation endpoint URL is an HTTPS URL; an http one is never published', 'an https URL', show(asm.revocation_endpoint));
});

check('mcp-authorization/communication/https', 'authorization-server metadata → every *_endpoint an https URL', async (t) => {
  requireHttps(t);
  const asm = await requireDocument('authorizationServer');
  const plain = Object.entries(asm).filter(([k, v]) => k.endsWith('_endpoint') && typeof v === 'string' && !isHttps(v));
  if (plain.length)
    fail(
      'all authorization server endpoints are served over HTTPS',
      'https URLs only',
      plain.map(([k, v]) => `${k} ${show(v)}`).join('; '),
    );
});

check('rfc9728/7.1/tls', 'protected-resource metadata over https → its resource and authorization_servers are https URLs', async (t) => {
  requireHttps(t);
  const prm = await requireDocument('protectedResource');
  const servers = Array.isArray(prm.authorization_servers) ? prm.authorization_servers : [];
  const plain = [['resource', prm.resource] as const, ...servers.map((s) => ['authorization_servers', s] as const)].filter(
    ([, v]) => !isHttps(v),
  );
  if (plain.length)
    fail(
      'the protected resource and its metadata are reached over TLS',
      'https URLs only',
      plain.map(([k, v]) => `${k} ${show(v)}`).join('; '),
    );
});

// a warning: any suite a current client offers has confidentiality and integrity (CBC with HMAC too);
// AEAD is BCP 195's recommendation (RFC 9325 §4.2)
check('rfc8414/6.1/tls', 'a default TLS handshake with {base_url} → TLS 1.2 or later, an AEAD cipher suite', async (t) => {
  requireHttps(t);
  const h = await handshake(target().origin);
  if (!h.ok) fail('TLS with a cipher suite that provides confidentiality and integrity', 'a handshake', h.error);
  if (!['TLSv1.2', 'TLSv1.3'].includes(h.protocol) || !isAead(h))
    fail(
      'TLS with the cipher suites BCP 195 recommends (RFC 9325 §4.2: AEAD; a CBC suite SHOULD NOT be used unless encrypt_then_mac is negotiated)',
      'TLS 1.2+ with an AEAD suite',
      `${h.protocol} ${h.cipher}`,
    );
  t.note(`negotiated ${h.protocol} ${h.cipher}`);
});

check('rfc9728/7.1/bcp195', 'a TLS 1.1 handshake with {base_url} → refused (BCP 195: TLS 1.0 and 1.1 are not negotiated)', async (t) => {
  requireHttps(t);
  const h = await handshake(target().origin, { minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' });
  if (h.ok) fail('TLS follows BCP 195: TLS 1.1 is not negotiated', 'the TLS 1.1 handshake refused', `negotiated ${h.protocol} ${h.cipher}`);
});

check('rfc7591/5/tls12', 'a TLS handshake offering TLS 1.2 at most with {base_url} → completed (TLS 1.2 is supported)', async (t) => {
  requireHttps(t);
  const h = await handshake(target().origin, { maxVersion: 'TLSv1.2' });
  if (!h.ok) fail('the server supports TLS 1.2 (RFC 7591 §5, RFC 7592 §5)', 'a TLS 1.2 handshake completed', h.error);
  t.note(`negotiated ${h.protocol} ${h.cipher}`);
});

// RFC 7592 §2, §5: where a registration offers management, its client configuration endpoint is https
check(
  'rfc7592/2/tls',
  'POST register (loopback client) on an https {base_url} → with management offered, registration_client_uri an https URL',
  async (t) => {
    requireHttps(t);
    const res = await registerRequest(target(), loopbackMetadata());
    if (res.status < 200 || res.status >= 300)
      blocked('authentication/4/loopback', `the registration was refused (${describeResponse(res)})`);
    const uri = bodyOf(res).registration_client_uri;
    if (uri === undefined) t.skip(NO_MANAGEMENT);
    // a URL that is not one at all: rfc7592/3/registration-client-uri reports it
    if (typeof uri === 'string' && URL.canParse(uri) && new URL(uri).protocol !== 'https:')
      fail('the client configuration endpoint is protected by TLS', 'an https registration_client_uri', show(uri));
  },
);
