// Tokens stay out of URLs (RFC 6750 §2.3, RFC 9700 §4.3.2): a valid access token sent only as
// ?access_token= is not accepted. UserInfo and /account/graphql refuse; /mcp may serve its anonymous
// session, but no tool beyond those it lists with no token at all; an operator token in the query is
// served by no admin read. Hardening: RFC 6750 lets resource servers support the method, and its
// SHOULD NOT binds clients, so it warns.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { acceptingPlaces } from '../../lib/flows/token-use.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { mcpAttempt } from '../../lib/resource/mcp.ts';
import { scopedToken } from '../../lib/flows/operator.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import { callOperation, describeOperation } from '../../lib/resource/openapi-operations.ts';
import { adminFamilies } from '../../lib/flows/present.ts';

const granted = sharedMemberGrant;

check(
  'security/resource/no-query-token',
  'a valid access token only as ?access_token= (no Authorization header) at UserInfo, /account/graphql and /mcp → not accepted',
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
    if (accepted.length) {
      fail(
        'access tokens are not taken from the URL, where they end up in logs and browser history',
        'one of, at each: a refusal (UserInfo no 2xx, /account/graphql no viewer); /mcp at most its anonymous tools',
        accepted.join(' | '),
      );
    }
  },
  { grants: [granted] },
);

const operator = sharedOperatorGrant;

check(
  'security/resource/no-query-token',
  'a valid operator access token only as ?access_token= (no Authorization header) at one read of each admin operation family it holds the scope for → not accepted',
  async (t) => {
    const { token, scopes } = scopedToken(await operator(t));
    const families = adminFamilies(scopes);
    // the control: the same token in the header is served there
    const served = [];
    for (const op of families) if ((await callOperation(op, token)).status < 300) served.push(op);
    if (!served.length)
      t.skip('the operator token is served at no admin read of /openapi.json (in the header): there is nowhere to try the query string');
    const accepted: string[] = [];
    for (const op of served) {
      const res = await http({ url: `${op.url}?access_token=${encodeURIComponent(token)}`, method: op.method });
      if (res.status < 300) accepted.push(`${describeOperation(op)}: ${describeResponse(res)}`);
    }
    if (accepted.length)
      fail(
        'access tokens are not taken from the URL, where they end up in logs and browser history',
        'a refusal at each admin read (no 2xx) when the token is only in the query string',
        accepted.join(' | '),
      );
  },
  { grants: [operator] },
);
