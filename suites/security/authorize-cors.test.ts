// RFC 9700 §2.6: CORS is not supported at the authorization endpoint, which a client never calls from
// script: a request carrying an Origin header, and a CORS preflight, get no Access-Control-Allow-Origin
// for that origin (nor "*").
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';

const ORIGIN = 'https://cs-conformance.invalid';

check(
  'rfc9700/2.6/no-cors-authorize',
  `GET and a CORS preflight (OPTIONS) at the authorization endpoint with Origin: ${ORIGIN} → no Access-Control-Allow-Origin for it or "*"`,
  async () => {
    const url = endpointUrl(target(), 'authorization');
    const get = await http({ url, headers: { origin: ORIGIN } });
    const preflight = await http({
      url,
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    });
    const allowing = [
      ['GET', get],
      ['OPTIONS', preflight],
    ].filter(([, r]) => {
      const acao = (r as typeof get).header('access-control-allow-origin')?.trim();
      return acao === '*' || acao === ORIGIN;
    });
    if (allowing.length)
      fail(
        'CORS is not supported at the authorization endpoint (RFC 9700 §2.6)',
        `no Access-Control-Allow-Origin of ${ORIGIN} or "*"`,
        allowing
          .map(([m, r]) => `${m}: Access-Control-Allow-Origin ${show((r as typeof get).header('access-control-allow-origin'))}`)
          .join('; '),
      );
  },
);
