// The operator-side credentials the token-confusion checks present: a confidential client the harness
// registers for openid and the advertised operator scopes (its client secret, and the registration
// access token when the registration gave one), members[0]'s code for it (presented before it is
// redeemed), and the refresh and ID tokens of its exchange. Each is presented at UserInfo,
// /account/graphql, /mcp and one read of each admin operation family the operator's own access token is
// served at: none of them is an access token.
import { blocked } from '../../lib/harness/failure.ts';
import { authorize } from '../../lib/flows/authorize.ts';
import { member, registerLoopbackClientWithToken } from '../../lib/flows/clients.ts';
import { operatorScopes } from '../../lib/flows/operator.ts';
import { fileGrant } from '../../lib/flows/plan.ts';
import { grantTokens, redeem, requireCode } from '../../lib/flows/tokens.ts';
import { describeOperation } from '../../lib/resource/openapi-operations.ts';
import { adminFamilies, presentAtOperation, presentEverywhere, resources } from '../../lib/flows/present.ts';

export const operatorCredentials = fileGrant(
  'an operator client’s code, tokens and client credentials',
  {
    member: 'members[0]',
    client: 'a confidential client the harness registers',
    scopes: 'openid and every advertised operator scope',
    resource: 'member resource',
  },
  'its code (before it is redeemed), refresh and ID tokens, client secret and registration access token are presented where an access token belongs',
  async () => {
    const scopes = await operatorScopes();
    if (!scopes.length) blocked('endpoints/discovery/authorization-server/scopes', 'scopes_supported lists no operator scope');
    const { client, registrationToken } = await registerLoopbackClientWithToken({
      token_endpoint_auth_method: 'client_secret_post',
      scope: ['openid', ...scopes].join(' '),
    });
    const families = adminFamilies(scopes);
    const rec = await authorize({ client, member: member(), label: 'operator-confusion' });
    const code = await presentEverywhere([{ name: "the operator's unredeemed code", value: requireCode(rec) }], families);
    const tokens = grantTokens({ rec, response: await redeem(rec) });
    // the admin reads the operator's own access token is served at: where a confusion would show
    const control = await Promise.all(families.map(async (op) => ({ op, answer: await presentAtOperation(op, tokens.access_token) })));
    if (families.length && !control.some((c) => c.answer.served))
      blocked(
        'scopes/resource-scopes',
        `the operator's own access token is served at no admin read (${control.map((c) => `${describeOperation(c.op)}: ${c.answer.text}`).join('; ')})`,
      );
    const ops = control.filter((c) => c.answer.served).map((c) => c.op);
    const at = (name: string, value: string | undefined) => (value === undefined ? undefined : presentEverywhere([{ name, value }], ops));
    const judged = new Set<string>([...resources(), ...ops.map(describeOperation)]);
    return {
      families: ops.map(describeOperation),
      code: code.filter((x) => judged.has(x.where)),
      refresh: await at("the operator's refresh token", tokens.refresh_token),
      idToken: await at("the operator's ID token", tokens.id_token),
      secret: await at("the operator client's secret", client.clientSecret),
      registration: await at("the operator client's registration access token", registrationToken),
    };
  },
);
