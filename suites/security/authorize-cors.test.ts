// RFC 9700 §2.6: CORS is not supported at the authorization endpoint, which a client never calls from
// script: a request carrying an Origin header, and a CORS preflight, get no Access-Control-Allow-Origin
// for that origin (nor "*"). The GET is a well-formed authorization request of the member client
// (when one is configured): a server may add CORS headers on the path that serves a real request only.
// The endpoint also takes the request as a POST form (OpenID Connect Core §3.1.2.1), judged the same way.
import { check } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { codeRequestParams } from '../../lib/flows/authorize.ts';
import { authorizationUrl, endpointUrl, type Params } from '../../lib/oauth/requests.ts';

/** The member client's authorization request (never driven: only its answer's headers are read), else the bare endpoint. */
function requestUrl(): string {
  const client = config().memberClient;
  if (!client) return endpointUrl(target(), 'authorization');
  return authorizationUrl(target(), codeRequestParams(client));
}

const ORIGIN = 'https://cs-conformance.invalid';

check(
  'rfc9700/2.6/no-cors-authorize',
  `GET and a CORS preflight (OPTIONS) at the authorization endpoint with Origin: ${ORIGIN} → no Access-Control-Allow-Origin for it or "*"`,
  async () => {
    const url = endpointUrl(target(), 'authorization');
    const get = await http({ url: requestUrl(), headers: { origin: ORIGIN } });
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

check(
  'rfc9700/2.6/no-cors-authorize',
  `POST at the authorization endpoint (the member client's request as a form) with Origin: ${ORIGIN} → no Access-Control-Allow-Origin for it or "*"`,
  async () => {
    const client = config().memberClient;
    const params: Params = client ? codeRequestParams(client) : {};
    const form = Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string');
    const res = await http({ url: endpointUrl(target(), 'authorization'), method: 'POST', headers: { origin: ORIGIN }, form });
    const acao = res.header('access-control-allow-origin')?.trim();
    if (acao === '*' || acao === ORIGIN)
      fail(
        'CORS is not supported at the authorization endpoint, whichever method reaches it (RFC 9700 §2.6)',
        `no Access-Control-Allow-Origin of ${ORIGIN} or "*"`,
        `POST: Access-Control-Allow-Origin ${show(acao)}`,
      );
  },
);
