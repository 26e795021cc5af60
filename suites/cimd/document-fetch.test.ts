// How the target fetches a Client ID Metadata Document (CIMD draft §3, §4, §4.3, §4.4, §6.5, §6.6),
// judged on documents the harness serves under cimd.host and answers as each check needs: the URL's
// grammar, only a 200 answer is a document, no redirect followed, no shared secret, a failed fetch
// aborts the request, no error or invalid document cached, no URL inside a document fetched, and a
// document too large to keep refused. Each outcome is judged by the code: no code, or a code.
import { createServer } from 'node:net';
import { clientMetadata } from '../../lib/cimd/document-server.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { check } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';
import {
  approveValidDocument,
  codesForStatuses,
  documentBody,
  documentProbes,
  READ_SCOPES,
  requireSelfServed,
  tryDocumentClient,
  withCode,
} from './cimd-flows.ts';

const { docs, ready } = documentProbes('cimd-document-fetch-control');

const host = () => config().cimd.host;

check(
  'cimd/3/url-grammar',
  'a valid document whose client_id URL is spelled with a dot segment (/./), a fragment (#cs), or user:password@ → no code for each',
  async (t) => {
    await ready(t);
    const spellings: [string, (url: string) => string][] = [
      ['a dot segment', (u) => u.replace('/cs-conformance/', '/cs-conformance/./')],
      ['a fragment', (u) => `${u}#cs`],
      ['user:password@', (u) => u.replace('://', '://cs:cs@')],
    ];
    const probes: [string, AuthorizeRecord][] = [];
    // each spelling a document of its own, tried side by side
    probes.push(
      ...(await sideBySide(spellings, async ([name, spell]) => {
        const redirectUri = loopbackRedirect();
        const url = await docs.serve(host(), 'grammar', (u) => ({ status: 200, body: documentBody(spell(u), redirectUri) }));
        return [`${name} (${spell(url)})`, await tryDocumentClient(spell(url), redirectUri, `cimd-grammar-${name}`)] as [
          string,
          AuthorizeRecord,
        ];
      })),
    );
    const coded = withCode(probes);
    if (coded.length)
      fail(
        'a client_id URL has a path without dot segments, no fragment and no username or password',
        'no code for any of them',
        coded.join('; '),
      );
  },
);

check('cimd/4/status-200', 'document URL answering 404, then one answering 500, each with a valid document body → no code', async (t) => {
  await ready(t);
  const coded = await codesForStatuses(docs, [404, 500]);
  if (coded.length) fail('only a 200 answer is a metadata document', 'no code', coded.join('; '));
});

check(
  'cimd/4/no-redirects',
  'document URL answering 302 to a valid document (same host) → no code, and the redirect target never fetched',
  async (t) => {
    await ready(t);
    const redirectUri = loopbackRedirect();
    let first = '';
    const target = await docs.serve(host(), 'redirect-target', () => ({ status: 200, body: documentBody(first, redirectUri) }));
    first = await docs.serve(host(), 'redirecting', () => ({ status: 302, headers: { location: target } }));
    const rec = await tryDocumentClient(first, redirectUri, 'cimd-redirect');
    const followed = docs.fetches(target);
    if (callbackParam(rec, 'code') || followed)
      fail(
        'redirects are not followed when retrieving a metadata document',
        `no code, and ${target} never fetched`,
        `${describeOutcome(rec)}; the redirect target fetched ${followed} time(s)`,
      );
  },
);

check(
  'cimd/4.1/no-shared-secret',
  'document with token_endpoint_auth_method client_secret_post and a client_secret → no code, or a code redeemed without that secret',
  async (t) => {
    await ready(t);
    const redirectUri = loopbackRedirect();
    const url = await docs.serve(host(), 'shared-secret', (u) => ({
      status: 200,
      body: documentBody(u, redirectUri, { token_endpoint_auth_method: 'client_secret_post', client_secret: 'cs-document-chosen-secret' }),
    }));
    const rec = await tryDocumentClient(url, redirectUri, 'cimd-shared-secret');
    if (!callbackParam(rec, 'code')) return;
    // a code: the client must still be public, its document's secret no credential
    const tokens = tokensOf(await redeem(rec), rec);
    if (!tokens)
      fail(
        "a metadata-document client authenticates with no shared secret (the document's client_secret_post is refused)",
        'no code, or a code the public client redeems without a secret',
        `a code that the client could not redeem without the document's client_secret (${describeOutcome(rec)})`,
      );
    t.note('the document was accepted, and its client is public all the same: the code was redeemed without a secret');
  },
);

/** A port on 127.0.0.1 that nothing listens on (taken from the OS, then freed). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

check(
  'cimd/4.3/abort-on-error',
  'client_id URL on cimd.host whose port refuses the connection, then one answering 200 with a non-JSON body → no code',
  async (t) => {
    await ready(t);
    const probes: [string, AuthorizeRecord][] = [];
    const refusedUrl = (await docs.publish(host(), 'unused', () => ({}))).replace(/:\d+\//, `:${await closedPort()}/`);
    const r1 = loopbackRedirect();
    probes.push(['connection refused', await tryDocumentClient(refusedUrl, r1, 'cimd-fetch-refused')]);
    const r2 = loopbackRedirect();
    const html = await docs.serve(host(), 'not-json', () => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>not a document</body></html>',
    }));
    probes.push(['a non-JSON answer', await tryDocumentClient(html, r2, 'cimd-not-json')]);
    const coded = withCode(probes);
    if (coded.length) fail('a metadata document that cannot be fetched aborts the authorization request', 'no code', coded.join('; '));
  },
);

/** The first fetch of a document URL is refused (answer 0); once it answers a valid document, a new request must get a code. */
async function notCached(label: string, firstAnswer: (url: string, redirectUri: string) => { status: number; body?: string }) {
  const redirectUri = loopbackRedirect();
  const url = await docs.serve(host(), label, (u, n) =>
    n === 0 ? firstAnswer(u, redirectUri) : { status: 200, body: documentBody(u, redirectUri) },
  );
  const before = await tryDocumentClient(url, redirectUri, `${label}-before`);
  const after = await tryDocumentClient(url, redirectUri, `${label}-after`);
  return { url, before, after, fetches: docs.fetches(url) };
}

check(
  'cimd/4.4/no-error-cache',
  'document URL answering 500, authorize (no code); the URL now answers the valid document; authorize again → a code',
  async (t) => {
    await ready(t);
    const r = await notCached('error-then-valid', () => ({ status: 500, body: 'server error' }));
    if (callbackParam(r.before, 'code')) blocked('cimd/4/status-200', `a 500 answer gave a code (${describeOutcome(r.before)})`);
    if (!callbackParam(r.after, 'code'))
      fail(
        'error responses are not cached',
        'a code once the URL answers the valid document',
        `${describeOutcome(r.after)}; the target fetched the URL ${r.fetches} time(s)`,
      );
  },
);

check(
  'cimd/4.4/no-invalid-cache',
  'document whose client_id is another URL, authorize (no code); the document fixed; authorize again → a code',
  async (t) => {
    await ready(t);
    const r = await notCached('invalid-then-valid', (u, redirectUri) => ({
      status: 200,
      body: documentBody(u.replace(/\.json$/, '-other.json'), redirectUri),
    }));
    if (callbackParam(r.before, 'code'))
      blocked('authentication/5/cimd-client-id', `a document naming another client_id gave a code (${describeOutcome(r.before)})`);
    if (!callbackParam(r.after, 'code'))
      fail(
        'invalid documents are not cached',
        'a code once the document is fixed',
        `${describeOutcome(r.after)}; the target fetched the URL ${r.fetches} time(s)`,
      );
  },
);

check(
  'cimd/5/as-metadata-flag',
  'a metadata-document client gets a code only where the authorization-server metadata has client_id_metadata_document_supported: true',
  async (t) => {
    if (target().capabilities.cimd) return t.note('client_id_metadata_document_supported is true in the authorization-server metadata');
    requireSelfServed();
    // not advertised: a valid document must then give no code (a server that supports it must say so)
    const rec = await approveValidDocument(docs, 'cimd-unadvertised');
    if (callbackParam(rec, 'code'))
      fail(
        'an authorization server that supports metadata documents includes client_id_metadata_document_supported in its metadata',
        'client_id_metadata_document_supported: true, since a metadata-document client gets a code',
        `the metadata lacks it, and ${rec.client.clientId} got a code`,
      );
  },
);

check(
  'cimd/6.5/no-fetch-document-urls',
  'valid document whose logo_uri, client_uri, policy_uri and tos_uri point at a harness listener on 127.0.0.4 → that listener never contacted',
  async (t) => {
    await ready(t);
    const listed = await docs.publishAt('127.0.0.4', 'https', 'listed', () => ({}));
    if (!listed) notTestable('this machine has no loopback address 127.0.0.4 for the harness to listen on (Linux has all of 127.0.0.0/8)');
    const before = docs.connections('127.0.0.4');
    const redirectUri = loopbackRedirect();
    const at = (p: string) => listed.replace(/\/cs-conformance\/.*$/, `/${p}`);
    const url = await docs.serve(host(), 'listed-urls', (u) => ({
      status: 200,
      body: documentBody(u, redirectUri, {
        logo_uri: at('logo.png'),
        client_uri: at('about'),
        policy_uri: at('policy'),
        tos_uri: at('tos'),
      }),
    }));
    const rec = await tryDocumentClient(url, redirectUri, 'cimd-listed-urls');
    const contacted = docs.connections('127.0.0.4') - before;
    // the browser cannot reach 127.0.0.4 (its proxy lets it reach the configured origins only): a connection is the server's
    if (contacted)
      fail(
        'URLs inside a metadata document that resolve to special-use addresses are not fetched by the server',
        'no connection to 127.0.0.4',
        `${contacted} connection(s) to the harness's listener at 127.0.0.4 (${describeOutcome(rec)})`,
      );
  },
);

check(
  'cimd/6.6/response-size',
  'document URL streaming a 10 MB JSON object (a valid document with a 10 MB padding member) → no code',
  async (t) => {
    await ready(t);
    const redirectUri = loopbackRedirect();
    const url = await docs.serve(host(), 'huge', (u) => ({ status: 200, body: documentBody(u, redirectUri), padding: 10 * 1024 * 1024 }));
    const rec = await tryDocumentClient(url, redirectUri, 'cimd-huge');
    // the target hung up mid-document (its limit at work) and gave a code all the same: it went on after a failed fetch
    if (callbackParam(rec, 'code') && docs.cutShort(url))
      blocked('cimd/4.3/abort-on-error', `the target stopped reading the document, then gave a code (${describeOutcome(rec)})`);
    if (callbackParam(rec, 'code'))
      fail('the size of a fetched metadata document is limited', 'no code for a 10 MB document', describeOutcome(rec));
  },
);

check(
  'mcp-authorization/cimd/document-structure',
  'a document without redirect_uris (otherwise valid), authorized with a loopback redirect URI → no code',
  async (t) => {
    await ready(t);
    const redirectUri = loopbackRedirect();
    const url = await docs.serve(host(), 'no-redirect-uris', (u) => {
      const { redirect_uris: _, ...rest } = clientMetadata(u, redirectUri, ['openid', 'profile', 'email', 'courses:read']);
      return { status: 200, body: JSON.stringify(rest) };
    });
    const rec = await tryDocumentClient(url, redirectUri, 'cimd-no-redirect-uris');
    if (callbackParam(rec, 'code'))
      fail(
        'a metadata document is validated: valid JSON with its required fields',
        'no code for a document without redirect_uris',
        describeOutcome(rec),
      );
  },
);

check(
  'cimd/4.5/redirect-registration',
  'document listing http://127.0.0.1:<port>/cs-conformance/callback; redirect_uri = the same host and port, path /cs-conformance/other → no code sent there',
  async (t) => {
    await ready(t);
    const listed = loopbackRedirect();
    const other = listed.replace('/cs-conformance/callback', '/cs-conformance/other');
    const url = await docs.serve(host(), 'redirect-exact', (u) => ({ status: 200, body: documentBody(u, listed) }));
    const rec = await authorize({
      client: { clientId: url, redirectUri: listed, scopes: READ_SCOPES },
      member: member(),
      resource: null,
      redirectUri: other,
      label: 'cimd-redirect-unlisted',
      expectRefusal: true,
    });
    if (callbackParam(rec, 'code'))
      fail(
        'the redirect URI of a request is an exact match of one the metadata document registers',
        `no code sent to ${other}`,
        `a code sent there (${describeOutcome(rec)})`,
      );
  },
);
