// A protected-resource request with no credentials gets a WWW-Authenticate header (RFC 6750 §3):
// UserInfo with no Authorization header, by GET and by POST (it takes both), is refused with a Bearer
// challenge, from which a client learns the scheme (and the resource_metadata pointer). Whether the
// challenge names an error is a SHOULD NOT of §3.1, not judged here.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';

for (const method of ['GET', 'POST'] as const)
  check(
    'rfc6750/3/www-authenticate-no-credentials',
    `${method} UserInfo with no Authorization header → refused (4xx) with a WWW-Authenticate Bearer challenge`,
    async () => {
      const res = await http({ method, url: endpointUrl(target(), 'userinfo'), ...(method === 'POST' ? { form: {} } : {}) });
      // a POST answered 404 or 405 is oidc-core/5.3/get-and-post's to report (UserInfo takes POST)
      if (method === 'POST' && (res.status === 404 || res.status === 405))
        blocked('oidc-core/5.3/get-and-post', `UserInfo does not take POST (HTTP ${res.status})`);
      if (res.status < 400 || res.status >= 500)
        fail('UserInfo without credentials is refused', 'a 4xx refusal (401)', describeResponse(res));
      const values = res.headerValues('www-authenticate');
      if (!bearerChallenge(values)) {
        fail(
          'a request with no credentials gets a WWW-Authenticate header (RFC 6750 §3)',
          'a WWW-Authenticate header with a Bearer challenge',
          values.length ? `WWW-Authenticate: ${values.map((v) => show(v)).join(', ')}` : `HTTP ${res.status}, no WWW-Authenticate header`,
        );
      }
    },
  );
