// OIDC Core §3.1.2.1: the authorization endpoint supports GET and POST. The member client's request as
// an application/x-www-form-urlencoded POST, nobody signed in, is served as the GET is: a page (the
// sign-in) or a redirect on to it (or, where no sign-in is needed, the client's code); never 404,
// 405 or 5xx, nor an error sent to the client.
import { codeRequestParams } from '../../lib/flows/authorize.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { endpointUrl, form } from '../../lib/oauth/requests.ts';

check(
  'oidc-core/3.1.2.1/get-and-post',
  "the member client's authorization request as a form POST, nobody signed in → a page or a redirect to sign-in (no 404, 405, 5xx, no error to the client)",
  async () => {
    const client = memberClient();
    const res = await http({ url: endpointUrl(target(), 'authorization'), form: form(codeRequestParams(client)) });
    const location = res.header('location');
    // served as GET is: a page, a redirect on to the sign-in, or (where no sign-in is needed) the client's code
    const errorToClient = location !== undefined && location.startsWith(client.redirectUri) && /[?&]error=/.test(location);
    if (res.status >= 400 || res.status < 200 || (res.status >= 300 && (!location || errorToClient)))
      fail(
        'the authorization endpoint supports POST as well as GET (OIDC Core §3.1.2.1)',
        'a page (HTTP 200) or a redirect on to the sign-in, as for GET',
        `HTTP ${res.status}${location ? `, Location ${show(location.replace(/([?&](code|state)=)[^&]*/g, '$1…'), 160)}` : ''}`,
      );
  },
);
