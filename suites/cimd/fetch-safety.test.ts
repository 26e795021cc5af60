// Fetch safety of Client ID Metadata Documents: a client_id URL that is not https, or whose host is an
// IP literal the target has not allowlisted, yields no code. The harness listens on loopback stand-ins
// (127.0.0.2, 127.0.0.3) and counts connections; nothing leaves 127.0.0.0/8. Contacting 127.0.0.3, a
// special-use address, fails in production; the CIMD draft lets a development or testing server on
// the same loopback interface fetch it, so otherwise it warns (security/cimd/ssrf-loopback). The same
// address is tried in other spellings too (decimal, hexadecimal, IPv4-mapped IPv6), which URL parsers
// read as 127.0.0.3 but a screen of the host as written may not.
import { afterAll } from 'vitest';
import { clientMetadata } from '../../lib/cimd/document-server.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member, type FlowClient } from '../../lib/flows/clients.ts';
import { expectNoCode } from '../../lib/flows/outcome.ts';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import { config } from '../../lib/harness/context.ts';
import { once } from '../../lib/harness/once.ts';
import { READ_SCOPES, approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedDocuments } from './cimd-flows.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-fetch-safety-control'));

/** A valid document published on a listener of its own at `address`, named with `scheme`. */
async function standIn(address: string, scheme: 'http' | 'https', name: string): Promise<FlowClient> {
  const redirectUri = loopbackRedirect();
  const clientId = await docs.publishAt(address, scheme, name, (url) =>
    clientMetadata(url, redirectUri, ['openid', 'profile', 'email', 'courses:read']),
  );
  if (!clientId) notTestable(`this machine has no loopback address ${address} for the harness to listen on (Linux has all of 127.0.0.0/8)`);
  return { clientId, redirectUri, scopes: READ_SCOPES };
}

/** The prerequisites: the feature on, documents the harness serves, and a valid one accepted. */
async function ready(t: CheckContext): Promise<void> {
  requireCimd(t);
  requireSelfServed();
  await requireAccepted(await valid(t));
}

/** A valid document at `address`, used as client_id: the outcome, and how often the target connected there. */
async function probe(address: string, scheme: 'http' | 'https') {
  const client = await standIn(address, scheme, `stand-in-${address}`);
  const before = docs.connections(address);
  const rec = await authorize({ client, member: member(), resource: null, label: `cimd-${address}`, expectRefusal: true });
  return { rec, client, contacted: docs.connections(address) - before };
}

const special = once('client_id on the special-use address 127.0.0.3', () => probe('127.0.0.3', 'https'));
const production = () => config().cimd.production;
const DEV_EXCEPTION =
  'the CIMD draft lets an authorization server deployed for development or testing, itself on a loopback address, fetch from the same loopback interface (config cimd.production: false)';

check('security/cimd/https-only', 'valid document at http://127.0.0.2:<port>/… (not https; not cimd.host) → no code', async (t) => {
  await ready(t);
  const { rec, contacted } = await probe('127.0.0.2', 'http');
  expectNoCode(rec, 'a client_id URL must use https');
  if (contacted)
    t.note(
      `the target connected ${contacted} time(s) to 127.0.0.2 (refused afterwards); contacting special-use addresses is security/cimd/ssrf's to judge`,
    );
});

check(
  'security/cimd/ssrf',
  'client_id https://127.0.0.3:<port>/… (an IP literal the target does not allowlist) → no code; never contacted in production',
  async (t) => {
    await ready(t);
    const { rec, client, contacted } = await special(t);
    expectNoCode(rec, 'a document URL on an address the target has not allowlisted is refused');
    if (!contacted) return;
    if (!production()) {
      t.note(
        `the target connected ${contacted} time(s) to 127.0.0.3: ${DEV_EXCEPTION}; judged as a warning by security/cimd/ssrf-loopback`,
      );
      return;
    }
    fail(
      'a production authorization server never fetches a document URL that resolves to a special-use address',
      'no connection to 127.0.0.3',
      `the target connected ${contacted} time(s) to the harness's listener at ${client.clientId} (refused afterwards, but contacted); config cimd.production is true, so the draft's loopback exception does not apply`,
    );
  },
);

check(
  'security/cimd/ssrf-loopback',
  'client_id https://127.0.0.3:<port>/… (a special-use address the target does not allowlist) → never contacted',
  async (t) => {
    await ready(t);
    const { rec, client, contacted } = await special(t);
    if (rec.callback.some(([k]) => k === 'code')) blocked('security/cimd/ssrf', 'the document on 127.0.0.3 was accepted');
    if (!contacted) return;
    if (production()) blocked('security/cimd/ssrf', 'contacted in a production deployment');
    fail(
      'requests to special-use addresses are prevented; only a development or testing deployment on the same loopback interface may fetch there',
      'no connection to 127.0.0.3 (or, for a development or testing server, a known exception)',
      `the target connected ${contacted} time(s) to the harness's listener at ${client.clientId}: allowed only because ${DEV_EXCEPTION}; if this is a production deployment, set cimd.production and it fails security/cimd/ssrf`,
    );
  },
);

/** 127.0.0.3 spelt otherwise: every URL parser (WHATWG, and the resolver behind it) reads each as 127.0.0.3. */
const SPELLINGS: [string, string][] = [
  ['decimal', '2130706435'],
  ['hexadecimal', '0x7f000003'],
  ['IPv4-mapped IPv6', '[::ffff:127.0.0.3]'],
];

/** A valid document on the 127.0.0.3 listener, named with each spelling of the address: the outcomes and the connections. */
const spelt = once('client_id on 127.0.0.3 spelt in decimal, hexadecimal and IPv4-mapped IPv6', async () => {
  const client = await standIn('127.0.0.3', 'https', 'spelt');
  const out: { what: string; rec: Awaited<ReturnType<typeof authorize>>; clientId: string }[] = [];
  const before = docs.connections('127.0.0.3');
  // each spelling tried side by side
  out.push(
    ...(await sideBySide(SPELLINGS, async ([what, written]) => {
      const clientId = client.clientId.replace('//127.0.0.3:', `//${written}:`);
      const rec = await authorize({
        client: { ...client, clientId },
        member: member(),
        resource: null,
        label: `cimd-spelt-${what}`,
        expectRefusal: true,
      });
      return { what, clientId, rec };
    })),
  );
  return { probes: out, contacted: docs.connections('127.0.0.3') - before };
});

check(
  'security/cimd/ssrf',
  'client_id https://<127.0.0.3 in decimal, hexadecimal, IPv4-mapped IPv6>:<port>/… (not allowlisted) → no code for each; never contacted in production',
  async (t) => {
    await ready(t);
    const { probes, contacted } = await spelt(t);
    const coded = probes.filter((p) => p.rec.callback.some(([k]) => k === 'code')).map((p) => `${p.what} (${p.clientId})`);
    if (coded.length)
      fail(
        'a document URL on an address the target has not allowlisted is refused, however the address is spelt',
        'no code',
        coded.join('; '),
      );
    if (!contacted) return;
    if (!production())
      return t.note(
        `the target connected ${contacted} time(s) to 127.0.0.3: ${DEV_EXCEPTION}; judged as a warning by security/cimd/ssrf-loopback`,
      );
    fail(
      'a production authorization server never fetches a document URL that resolves to a special-use address',
      'no connection to 127.0.0.3',
      `the target connected ${contacted} time(s) to the harness's listener at 127.0.0.3 through ${SPELLINGS.map(([w]) => w).join(', ')} spellings; config cimd.production is true`,
    );
  },
);

check(
  'security/cimd/ssrf-loopback',
  'client_id https://<127.0.0.3 in decimal, hexadecimal, IPv4-mapped IPv6>:<port>/… (not allowlisted) → never contacted',
  async (t) => {
    await ready(t);
    const { probes, contacted } = await spelt(t);
    if (probes.some((p) => p.rec.callback.some(([k]) => k === 'code')))
      blocked('security/cimd/ssrf', 'a document on 127.0.0.3, spelt otherwise, was accepted');
    if (!contacted) return;
    if (production()) blocked('security/cimd/ssrf', 'contacted in a production deployment');
    fail(
      'requests to special-use addresses are prevented, however the address is spelt',
      'no connection to 127.0.0.3 (or, for a development or testing server, a known exception)',
      `the target connected ${contacted} time(s) to the harness's listener at 127.0.0.3 for client_ids spelling it ${SPELLINGS.map(([w, x]) => `${w} (${x})`).join(', ')}: allowed only because ${DEV_EXCEPTION}`,
    );
  },
);
