// OIDC Core §6.1 and §6.2: an OP that does not support Request Objects (request_parameter_supported
// not true; request_uri_parameter_supported false, since omitted it means true) answers a request
// carrying one with request_not_supported / request_uri_not_supported, redirected to the client: it
// neither ignores the parameter nor fetches the request_uri (the harness's own loopback listener).
import { afterAll } from 'vitest';
import { documentServer } from '../../lib/cimd/document-server.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';

const listener = documentServer();
afterAll(() => listener.close());

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** The member client's request as an unsigned Request Object (alg none). */
function requestObject(): string {
  const client = memberClient();
  return `${b64({ alg: 'none' })}.${b64({ client_id: client.clientId, response_type: 'code', redirect_uri: client.redirectUri, scope: client.scopes.join(' ') })}.`;
}

function expectError(rec: Awaited<ReturnType<typeof authorize>>, code: string, what: string) {
  const error = callbackParam(rec, 'error');
  if (error !== code) fail(what, `a redirect with error=${code}`, error ? `error=${error}` : describeOutcome(rec));
}

const metadata = () => target().metadata.openidConfiguration ?? target().metadata.authorizationServer ?? {};

check(
  'oidc-core/6.1/request-not-supported',
  "the member client's authorization request plus request=<an unsigned Request Object> → a redirect with error=request_not_supported",
  async (t) => {
    if ((metadata() as Record<string, unknown>).request_parameter_supported === true)
      t.skip('request_parameter_supported is true: the OP supports Request Objects');
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { request: requestObject() },
      label: 'request-object',
      expectRefusal: true,
    });
    expectError(rec, 'request_not_supported', 'an OP that does not support the request parameter returns request_not_supported');
  },
);

check(
  'oidc-core/6.2/request-uri-not-supported',
  "the member client's authorization request plus request_uri=https://127.0.0.6:<port>/… → a redirect with error=request_uri_not_supported",
  async (t) => {
    if ((metadata() as Record<string, unknown>).request_uri_parameter_supported !== false)
      t.skip('request_uri_parameter_supported is not false (omitted, it means true): the OP supports request_uri');
    const uri = await listener.publishAt('127.0.0.6', 'https', 'request-object', () => ({}));
    if (!uri) notTestable('this machine has no loopback address 127.0.0.6 for the harness to listen on');
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params: { request_uri: uri },
      label: 'request-uri',
      expectRefusal: true,
    });
    const contacted = listener.connections('127.0.0.6');
    if (contacted) t.note(`the target connected ${contacted} time(s) to the request_uri's listener`);
    expectError(rec, 'request_uri_not_supported', 'an OP that does not support request_uri returns request_uri_not_supported');
  },
);
