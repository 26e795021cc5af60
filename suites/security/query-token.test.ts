// Tokens stay out of URLs (RFC 6750 §2.3, RFC 9700 §4.3.2): a valid access token sent only as
// ?access_token= is not accepted. UserInfo, /account/graphql and the admin API (an operator's token,
// at a read) refuse; /mcp may serve its anonymous session, but no tool beyond those it lists with no
// token at all. Hardening: RFC 6750 lets resource
// servers support the method, and its SHOULD NOT binds clients, so it warns.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { adminProbes } from '../../lib/flows/every-resource.ts';
import { scopedToken } from '../../lib/flows/operator.ts';
import { describeOperation, holds } from '../../lib/resource/openapi-operations.ts';
import { acceptingPlaces } from '../../lib/flows/token-use.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { mcpAttempt } from '../../lib/resource/mcp.ts';

const granted = sharedMemberGrant;
const operator = sharedOperatorGrant;

check(
  'security/resource/no-query-token',
  "a valid access token only as ?access_token= (no Authorization header) at UserInfo, /account/graphql, /mcp and an admin read (the operator's token) → not accepted",
  async (t) => {
    const { access_token: token } = grantTokens(await granted(t));
    await acceptingPlaces(token); // the token works where it is sent in the header
    const query = `?access_token=${encodeURIComponent(token)}`;
    const accepted: string[] = [];
    if (target().endpoints.userinfo) {
      const res = await http({ url: endpointUrl(target(), 'userinfo') + query });
      if (res.status < 300) accepted.push(`UserInfo: ${describeResponse(res)}`);
    }
    const gql = await http({ url: graphqlUrl() + query, method: 'POST', json: { query: '{ viewer { id email } }' } });
    const viewer = (gql.json() as { data?: { viewer?: unknown } } | undefined)?.data?.viewer;
    if (gql.status < 300 && viewer) accepted.push(`/account/graphql: ${describeResponse(gql)}`);
    const anonymous = await mcpAttempt();
    const inUrl = await mcpAttempt(undefined, target().origin, query);
    await anonymous.close();
    await inUrl.close();
    const extra = inUrl.tools.map((x) => x.name).filter((n) => !anonymous.tools.some((x) => x.name === n));
    if (!inUrl.error && extra.length)
      accepted.push(`/mcp: the session lists ${extra.join(', ')}, which an anonymous session is not offered`);
    // the admin API, with the operator's token: a read it holds the scope for, or any read (a 403 says the token was read)
    const op = adminProbes().filter((o) => !o.write);
    if (op.length) {
      const operatorToken = scopedToken(await operator(t));
      const read = op.find((o) => holds(operatorToken.scopes, o)) ?? op[0]!;
      const res = await http({
        url: `${read.url}${read.url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(operatorToken.token)}`,
      });
      if (res.status < 300 || res.status === 403) accepted.push(`admin ${describeOperation(read)}: ${describeResponse(res)}`);
    }
    if (accepted.length) {
      fail(
        'access tokens are not taken from the URL, where they end up in logs and browser history',
        'one of, at each: a refusal (UserInfo no 2xx, /account/graphql no viewer, the admin API 401); /mcp at most its anonymous tools',
        accepted.join(' | '),
      );
    }
  },
  { grants: [granted, operator] },
);
