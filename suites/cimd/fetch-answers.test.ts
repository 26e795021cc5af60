// More ways a target could take a document it must not (CIMD draft §3, §4): a client_id URL spelt with
// a double-dot segment or with no path at all; a success other than 200 (201, 203) with a document
// body; a permanent or temporary redirect other than 302 (301, 307, 308) to a valid document, and a 302
// to a document on 127.0.0.3 (a special-use address: following it is a server-side request forgery).
// Each gets no code, and no redirect target is fetched.
import type { AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { codesForStatuses, documentBody, documentProbes, tryDocumentClient, withCode } from './cimd-flows.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

const { docs, ready } = documentProbes('cimd-fetch-answers-control');

const host = () => config().cimd.host;

check(
  'cimd/3/url-grammar',
  'a valid document whose client_id URL is spelt with a double-dot segment (/x/../), or has no path at all (http(s)://host:port) → no code for each',
  async (t) => {
    await ready(t);
    const probes: [string, AuthorizeRecord][] = [];
    const r1 = loopbackRedirect();
    const dotted = (u: string) => u.replace(/\/([^/]*)$/, '/x/../$1');
    const url = await docs.serve(host(), 'double-dot', (u) => ({ status: 200, body: documentBody(dotted(u), r1) }));
    probes.push([`a double-dot segment (${dotted(url)})`, await tryDocumentClient(dotted(url), r1, 'cimd-grammar-double-dot')]);
    const r2 = loopbackRedirect();
    const root = await docs.serveRoot(host(), (u) => ({ status: 200, body: documentBody(u, r2) }));
    if (root) probes.push([`no path (${root})`, await tryDocumentClient(root, r2, 'cimd-grammar-no-path')]);
    else t.note('documents are served behind the run’s front (cimd.listen), which has no root path: the URL without a path is not tried');
    const coded = withCode(probes);
    if (coded.length) fail('a client_id URL has a path component and no dot segments', 'no code for any of them', coded.join('; '));
  },
);

check('cimd/4/status-200', 'document URL answering 201, then one answering 203, each with a valid document body → no code', async (t) => {
  await ready(t);
  const coded = await codesForStatuses(docs, [201, 203]);
  if (coded.length) fail('only a 200 answer is a metadata document (a success of another status is an error)', 'no code', coded.join('; '));
});

check(
  'cimd/4/no-redirects',
  'document URL answering 301, 307 or 308 to a valid document (same host), and 302 to a valid document on 127.0.0.3 → no code, and no redirect target fetched',
  async (t) => {
    await ready(t);
    const probes: [string, AuthorizeRecord][] = [];
    const followed: string[] = [];
    // each redirect a document URL of its own, tried side by side
    const moved = await sideBySide([301, 307, 308], async (status) => {
      const redirectUri = loopbackRedirect();
      let first = '';
      const to = await docs.serve(host(), `moved-${status}`, () => ({ status: 200, body: documentBody(first, redirectUri) }));
      first = await docs.serve(host(), `redirecting-${status}`, () => ({ status, headers: { location: to } }));
      return { status, to, rec: await tryDocumentClient(first, redirectUri, `cimd-redirect-${status}`) };
    });
    for (const { status, to, rec } of moved) {
      probes.push([`HTTP ${status}`, rec]);
      if (docs.fetches(to)) followed.push(`the ${status}'s target ${to} fetched ${docs.fetches(to)} time(s)`);
    }
    const redirectUri = loopbackRedirect();
    let first = '';
    const inside = await docs.publishAt('127.0.0.3', 'http', 'redirect-inside', () => JSON.parse(documentBody(first, redirectUri)));
    if (inside) {
      const before = docs.connections('127.0.0.3');
      first = await docs.serve(host(), 'redirecting-inside', () => ({ status: 302, headers: { location: inside } }));
      probes.push(['HTTP 302 to 127.0.0.3', await tryDocumentClient(first, redirectUri, 'cimd-redirect-inside')]);
      const contacted = docs.connections('127.0.0.3') - before;
      if (contacted) followed.push(`${contacted} connection(s) to the redirect target ${inside}`);
    } else t.note('this machine has no loopback address 127.0.0.3 for the harness to listen on: the redirect inward is not tried');
    const coded = withCode(probes);
    if (coded.length || followed.length)
      fail(
        'redirects are not followed when retrieving a metadata document',
        'no code, and no redirect target fetched',
        [...coded, ...followed].join('; '),
      );
  },
);
