// RFC 7591 §2, §2.1 and §3 on the registration request: a JSON POST (its media type may carry a
// charset parameter), unknown metadata ignored, jwks and jwks_uri never both registered, and grant
// and response types kept consistent (the code response type goes with the authorization_code grant).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { endpointUrl, registerRequest } from '../../lib/oauth/requests.ts';

const loopback = () => ({
  client_name: 'cs-conformance test client',
  application_type: 'native',
  redirect_uris: [loopbackRedirect()],
  token_endpoint_auth_method: 'none',
});
const ok = (res: HttpResponse) => res.status >= 200 && res.status < 300;

/** A refusal says something only if the same registration without the probe's addition is accepted. */
async function unlessPlainRefused(): Promise<void> {
  const plain = await registerRequest(target(), loopback());
  if (!ok(plain)) blocked('authentication/4/loopback', `the plain loopback registration is refused too (HTTP ${plain.status})`);
}

check(
  'rfc7591/3/json-post',
  'POST register with Content-Type: application/json; charset=utf-8 (a loopback client) → registered, as with application/json',
  async () => {
    const res = await http({
      url: endpointUrl(target(), 'registration'),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(loopback()),
    });
    if (ok(res)) return;
    await unlessPlainRefused();
    fail(
      'the registration endpoint accepts a JSON body (a media type parameter does not change the type)',
      'a 2xx registration',
      describeResponse(res),
    );
  },
);

check(
  'rfc7591/2/ignore-unknown',
  'POST register with two members no server defines (cs_conformance_note, cs_conformance_flags) beside a loopback client’s → registered',
  async () => {
    const res = await registerRequest(target(), { ...loopback(), cs_conformance_note: 'ignore me', cs_conformance_flags: { a: [1] } });
    if (ok(res)) return;
    await unlessPlainRefused();
    fail('client metadata the server does not understand are ignored, not a reason to refuse', 'a 2xx registration', describeResponse(res));
  },
);

check(
  'rfc7591/2/jwks-exclusive',
  'POST register with both jwks and jwks_uri (a loopback client) → refused, or a response that does not carry both',
  async () => {
    const res = await registerRequest(target(), {
      ...loopback(),
      jwks_uri: 'https://cs-conformance.invalid/jwks.json',
      jwks: { keys: [] },
    });
    const body = (res.json() ?? {}) as Record<string, unknown>;
    if (ok(res) && body.jwks !== undefined && body.jwks_uri !== undefined)
      fail(
        'jwks_uri and jwks are never both present in a registration response',
        'a refusal, or at most one of the two',
        `jwks_uri ${show(body.jwks_uri)} and jwks ${show(body.jwks)}`,
      );
  },
);

check(
  'rfc7591/2.1/consistent-types',
  'POST register {grant_types: ["refresh_token"], response_types: ["code"]} (a loopback client) → refused, or registered with authorization_code among its grant_types',
  async (t) => {
    const res = await registerRequest(target(), { ...loopback(), grant_types: ['refresh_token'], response_types: ['code'] });
    if (!ok(res)) return t.note(`refused (HTTP ${res.status})`);
    const body = (res.json() ?? {}) as Record<string, unknown>;
    const grants = body.grant_types;
    if (grants === undefined) return t.note('no grant_types returned: rfc7591/3.2.1/registered-metadata judges that');
    const responses = body.response_types ?? ['code'];
    // the code response type comes with the authorization_code grant (RFC 7591 §2.1's table)
    if (Array.isArray(responses) && responses.includes('code') && !(Array.isArray(grants) && grants.includes('authorization_code')))
      fail(
        'a client cannot register itself into an inconsistent state: the code response type without the authorization_code grant',
        'a refusal (invalid_client_metadata), or grant_types holding authorization_code',
        `registered with grant_types ${show(grants)} and response_types ${show(body.response_types)}`,
      );
  },
);
