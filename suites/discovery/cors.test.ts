// OpenID Connect Discovery §3 and §4: what browser-based clients call directly supports CORS (SHOULD):
// the OpenID configuration and the JWK Set answer a request carrying an Origin header with an
// Access-Control-Allow-Origin that allows it ("*" or that origin). UserInfo: suites/userinfo/cors.test.ts.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { WELL_KNOWN } from '../../lib/target/well-known.ts';

const ORIGIN = 'https://cs-conformance.invalid';
const allows = (res: HttpResponse) => ['*', ORIGIN].includes(res.header('access-control-allow-origin')?.trim() ?? '');
const acao = (res: HttpResponse) => show(res.header('access-control-allow-origin'));

check(
  'oidc-discovery/4/cors',
  `GET /.well-known/openid-configuration with Origin: ${ORIGIN} → Access-Control-Allow-Origin "*" or that origin`,
  async () => {
    await requireDocument('openidConfiguration');
    const res = await http({ url: target().origin + WELL_KNOWN.openidConfiguration, headers: { origin: ORIGIN } });
    if (!allows(res))
      fail(
        'the OpenID configuration supports CORS for browser-based clients',
        `Access-Control-Allow-Origin "*" or ${ORIGIN}`,
        `${acao(res)} (HTTP ${res.status})`,
      );
  },
);

check('oidc-discovery/3/cors', `GET jwks_uri with Origin: ${ORIGIN} → Access-Control-Allow-Origin "*" or that origin`, async (t) => {
  const jwks = target().endpoints.jwks?.url;
  if (!jwks) t.skip('the target advertises no jwks_uri on its origin');
  const res = await http({ url: jwks!, headers: { origin: ORIGIN } });
  if (!allows(res))
    fail(
      'the JWK Set supports CORS for browser-based clients',
      `Access-Control-Allow-Origin "*" or ${ORIGIN}`,
      `${acao(res)} (HTTP ${res.status})`,
    );
});
