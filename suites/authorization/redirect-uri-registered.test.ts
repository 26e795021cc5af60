// Exact redirect URI matching where the member client's loopback URI cannot show it. A client the
// harness registers with a query in its redirect URI (RFC 6749 §3.1.2 allows one) is refused that URI
// with the query taken away or its parameters in another order. A vendor integration's registered
// https redirect URI (the registration response names it) is refused at another port: only a loopback
// URI's port may vary (RFC 8252 §7.3). Each near miss needs the exact URI accepted first (a consent
// page, or a redirect to it), or its refusal proves nothing.
import { authorize, describeOutcome } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member, type FlowClient } from '../../lib/flows/clients.ts';
import { expectNoRedirect } from '../../lib/flows/outcome.ts';
import { check } from '../../lib/harness/check.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { blocked, notTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

/** The exact registered URI is accepted: a consent page (captured, not answered) or a redirect back to it. */
async function accepted(client: FlowClient, label: string): Promise<string | undefined> {
  const rec = await authorize({ client, member: member(), resource: null, label, consentForms: 'capture', expectRefusal: true });
  return rec.outcome.kind === 'stopped' || rec.outcome.kind === 'callback' ? undefined : describeOutcome(rec);
}

const withQuery = once('a loopback client registered with a query in its redirect URI', async () => {
  const redirectUri = loopbackRedirect(undefined, '/cs-conformance/callback?cs=1&client=conformance');
  const res = await registerRequest(target(), {
    client_name: 'cs-conformance query probe',
    application_type: 'native',
    redirect_uris: [redirectUri],
    token_endpoint_auth_method: 'none',
    scope: 'openid',
  });
  const clientId = (res.json() as { client_id?: unknown } | undefined)?.client_id;
  if (res.status >= 300 || typeof clientId !== 'string') return { refused: `registration answered HTTP ${res.status}` };
  const client: FlowClient = { clientId, redirectUri, scopes: ['openid'], firstUse: true };
  const control = await accepted(client, 'redirect-query-control');
  return control ? { refused: `the registered URI itself was refused (${control})` } : { client };
});

/** The registered client with a query, or skipped: registering one is the server's choice (the spec's loopback form has none). */
async function queryClient(t: CheckContext): Promise<FlowClient> {
  const r = await withQuery(t);
  if (!r.client) t.skip(`the target does not take a loopback redirect URI with a query (${r.refused})`);
  return r.client!;
}

const queryVariants: [string, (u: URL) => string][] = [
  ['the query taken away', (u) => `${u.origin}${u.pathname}`],
  [
    'the query parameters in another order',
    (u) =>
      `${u.origin}${u.pathname}?${[...u.searchParams]
        .reverse()
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`,
  ],
];

for (const [what, alter] of queryVariants) {
  check(
    'endpoints/authorize/redirect-uri',
    `a client registered with …/callback?cs=1&client=conformance; redirect_uri with ${what} → error page, no redirect`,
    async (t) => {
      const client = await queryClient(t);
      const rec = await authorize({
        client,
        member: member(),
        redirectUri: alter(new URL(client.redirectUri)),
        catchClient: true,
        resource: null,
        label: `redirect-${what}`,
        expectRefusal: true,
      });
      expectNoRedirect(rec, 'a redirect URI registered with a query matches only with that query, as registered');
    },
  );
}

check(
  'endpoints/authorize/redirect-uri',
  "a vendor integration's registered https redirect URI at another port → error page, no redirect",
  async () => {
    const vendor = config().vendor;
    if (!vendor) notTestable('configure vendor.clientName (the client_name of a pre-registered vendor integration)');
    const res = await registerRequest(target(), { client_name: vendor.clientName });
    const body = res.json() as { client_id?: unknown; redirect_uris?: unknown } | undefined;
    const uris = Array.isArray(body?.redirect_uris) ? body.redirect_uris.filter((u): u is string => typeof u === 'string') : [];
    const https = uris.find((u) => URL.canParse(u) && new URL(u).protocol === 'https:');
    if (res.status < 200 || res.status >= 300 || typeof body?.client_id !== 'string')
      blocked('authentication/4/vendor-client-name', `the vendor integration's client_name gets no client_id (HTTP ${res.status})`);
    // the integration may have loopback redirect URIs only: no https one whose port the harness could vary
    if (!https)
      notTestable(
        `a vendor integration with a registered https redirect URI (its registration names none: redirect_uris ${show(body?.redirect_uris)})`,
      );
    const client: FlowClient = { clientId: body!.client_id as string, redirectUri: https!, scopes: ['openid'] };
    const control = await accepted(client, 'redirect-vendor-control');
    // no rule makes a vendor integration serve every member: without the exact URI accepted, no baseline to vary
    if (control)
      notTestable(
        `a member the vendor integration serves: its registered redirect URI ${https} is itself refused to this member (${control})`,
      );
    const u = new URL(https!);
    u.port = String(Number(u.port || 443) === 8443 ? 8444 : 8443);
    const rec = await authorize({
      client,
      member: member(),
      redirectUri: u.href,
      catchClient: true,
      resource: null,
      label: 'redirect-vendor-other-port',
      expectRefusal: true,
    });
    expectNoRedirect(rec, 'only a loopback redirect URI may vary in port');
  },
);
