// A metadata document's redirect_uris must be under the document's host or loopback: a document
// that also lists https://cs-conformance.invalid/cb, and a request using that URI, yields no code there;
// nor do URIs that only look under the document's host or loopback (a host beginning with the
// document's, the document's host in the path or as userinfo, a host beginning 127.0.0.1.).
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient, servedDocuments } from './cimd-flows.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

const OFF_HOST = 'https://cs-conformance.invalid/cb';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-redirect-control'));

check(
  'resources/cimd/redirect-uris',
  `document listing ${OFF_HOST} (off its host, not loopback); redirect_uri = it, approve → no code sent there`,
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const client = await servedClient(docs, config().cimd.host, 'off-host-redirect', {
      change: (doc) => ({ ...doc, redirect_uris: [...(doc.redirect_uris as string[]), OFF_HOST] }),
    });
    const rec = await authorize({
      client,
      member: member(),
      resource: null,
      redirectUri: OFF_HOST,
      label: 'cimd-off-host-redirect',
      expectRefusal: true,
    });
    // an error redirect there (no code) treats the client as unknown: endpoints/authorize/client-id's to judge
    if (callbackParam(rec, 'code')) {
      fail(
        "a redirect URI off the document's host and not loopback is never used for the document's client",
        `no code sent to ${OFF_HOST} (an error page, or an error without a code)`,
        `a code sent to ${OFF_HOST} (${describeOutcome(rec)})`,
      );
    }
  },
);

/** Redirect URIs that only look under the document's host `h`, or loopback. */
const LOOK_ALIKES: [string, (h: string) => string][] = [
  ['a host beginning with the document’s', (h) => `https://${h}.cs-conformance.invalid/cb`],
  ['the document’s host in the path', (h) => `https://cs-conformance.invalid/${h}/cb`],
  ['the document’s host as userinfo', (h) => `https://${h}@cs-conformance.invalid/cb`],
  ['a host beginning 127.0.0.1.', () => 'http://127.0.0.1.cs-conformance.invalid/cb'],
];

check(
  'resources/cimd/redirect-uris',
  'documents also listing a redirect URI that only looks under their host or loopback (host prefix, host in the path, host as userinfo, 127.0.0.1.<name>); redirect_uri = it → no code sent there',
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const host = new URL(`http://${config().cimd.host}`).hostname;
    const probes: [string, AuthorizeRecord][] = [];
    // each look-alike a document of its own, tried side by side
    probes.push(
      ...(await sideBySide(LOOK_ALIKES, async ([what, uri]) => {
        const listed = uri(host);
        const client = await servedClient(docs, config().cimd.host, 'look-alike-redirect', {
          change: (doc) => ({ ...doc, redirect_uris: [...(doc.redirect_uris as string[]), listed] }),
        });
        const rec = await authorize({
          client,
          member: member(),
          resource: null,
          redirectUri: listed,
          label: `cimd-look-alike-${what}`,
          expectRefusal: true,
        });
        return [`${what} (${listed})`, rec] as [string, AuthorizeRecord];
      })),
    );
    const coded = probes.filter(([, rec]) => callbackParam(rec, 'code')).map(([what, rec]) => `${what}: ${describeOutcome(rec)}`);
    if (coded.length)
      fail(
        "a redirect URI is used for a metadata-document client only when it is under the document's host or a loopback address",
        'no code sent to any of them',
        coded.join('; '),
      );
  },
);
