// RFC 6749 §3.1.2: a registered redirect URI's query "MUST be retained when adding additional query
// parameters", at every redirect to it: the one with a code, and an error redirect. A loopback client
// is registered with ?cs_keep=1; its parameters and the response's must each come back as their own.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member, type FlowClient } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

async function clientWithQuery(t: CheckContext): Promise<FlowClient> {
  const uri = `${loopbackRedirect()}?cs_keep=1`;
  const res = await registerRequest(target(), {
    client_name: 'cs-conformance test client',
    application_type: 'native',
    redirect_uris: [uri],
    token_endpoint_auth_method: 'none',
  });
  const body = res.json() as { client_id?: unknown; redirect_uris?: unknown } | undefined;
  if (res.status >= 300 || typeof body?.client_id !== 'string' || (Array.isArray(body.redirect_uris) && !body.redirect_uris.includes(uri)))
    t.skip(`the target registers no redirect URI with a query (${describeResponse(res)}): there is no query to keep`);
  return { clientId: body!.client_id as string, redirectUri: uri, scopes: ['openid'] };
}

/** The redirect came back: cs_keep=1 is there as it was registered, and the response (code or error) as a parameter of its own. */
function expectKept(rec: AuthorizeRecord, t: CheckContext): void {
  if (rec.outcome.kind !== 'callback') return t.note(`no redirect came back (${describeOutcome(rec)}): nothing to judge`);
  const keep = callbackParam(rec, 'cs_keep');
  if (keep !== '1' || !(callbackParam(rec, 'code') || callbackParam(rec, 'error')))
    fail(
      'the redirect URI’s query is retained when the response parameters are added (RFC 6749 §3.1.2)',
      'cs_keep=1, and code (or error) beside it as a parameter of its own',
      `the redirect carries ${rec.callback.map(([k, v]) => (k === 'cs_keep' ? `cs_keep=${show(v)}` : k)).join(', ') || 'no parameters'} (${rec.outcome.callback?.search.length ?? 0} characters of query)`,
    );
}

check(
  'rfc6749/3.1.2/query-retained',
  'a loopback client registered with ?cs_keep=1 in its redirect URI, approve → the redirect keeps cs_keep=1 beside the code',
  async (t) => {
    const client = await clientWithQuery(t);
    const rec = await authorize({ client, member: member(), label: 'query-retained' });
    expectKept(rec, t);
  },
);

check(
  'rfc6749/3.1.2/query-retained',
  'a loopback client registered with ?cs_keep=1, its authorization request with response_type=cs_unknown → the error redirect keeps cs_keep=1 beside error',
  async (t) => {
    const client = await clientWithQuery(t);
    const rec = await authorize({
      client,
      member: member(),
      params: { response_type: 'cs_unknown' },
      label: 'query-retained-error',
      expectRefusal: true,
    });
    expectKept(rec, t);
  },
);
