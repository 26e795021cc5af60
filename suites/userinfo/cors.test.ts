// OpenID Connect Discovery §3: UserInfo, which browser-based clients call directly, supports CORS
// (SHOULD): the member's request (whichever token UserInfo serves) from the web origin of the member
// client's redirect URI, where a browser-based client of that client_id runs, gets an
// Access-Control-Allow-Origin that allows it ("*" or that origin). An OP may allow each client its
// own origins only (oidc-provider does), so no other origin is asked for.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { userinfoFor } from '../../lib/flows/userinfo.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { target } from '../../lib/harness/context.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { identityGrant } from '../../lib/flows/userinfo.ts';

check(
  'oidc-discovery/3/cors',
  'GET UserInfo for the member with Origin: the member client\'s redirect URI origin → Access-Control-Allow-Origin "*" or that origin',
  async (t) => {
    const ORIGIN = new URL(memberClient().redirectUri).origin;
    const { res } = await userinfoFor(grantTokens(await sharedMemberGrant(t)).access_token, (url, token) =>
      http({ url, headers: { origin: ORIGIN, authorization: `Bearer ${token}` } }),
    );
    if (res.status !== 200) blocked('resources/claims/userinfo', `GET UserInfo gave no claims (HTTP ${res.status})`);
    const acao = res.header('access-control-allow-origin')?.trim();
    if (acao !== '*' && acao !== ORIGIN)
      fail(
        'UserInfo supports CORS for browser-based clients',
        `Access-Control-Allow-Origin "*" or ${ORIGIN}`,
        `${show(acao)} (HTTP ${res.status})`,
      );
  },
  { grants: [identityGrant, sharedMemberGrant] },
);

check(
  'oidc-core/5.3/cors',
  "CORS preflight (OPTIONS) of UserInfo from the member client's redirect URI origin, asking for the Authorization header → 2xx allowing that origin and the header",
  async () => {
    const origin = new URL(memberClient().redirectUri).origin;
    const res = await http({
      url: endpointUrl(target(), 'userinfo'),
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    const acao = res.header('access-control-allow-origin')?.trim();
    const headers = (res.header('access-control-allow-headers') ?? '').toLowerCase();
    const allowsHeader = headers.split(',').some((h) => ['authorization', '*'].includes(h.trim()));
    if (res.status >= 300 || (acao !== '*' && acao !== origin) || !allowsHeader)
      fail(
        'UserInfo supports CORS, its preflight included (OIDC Core §5.3)',
        `a 2xx with Access-Control-Allow-Origin "*" or ${origin} and Access-Control-Allow-Headers naming authorization`,
        `HTTP ${res.status}, Access-Control-Allow-Origin ${show(acao)}, Access-Control-Allow-Headers ${show(res.header('access-control-allow-headers'))}`,
      );
  },
);
