// Token confusion with an operator's credentials (RFC 6749 §7, §1.5; OpenID Connect Core §2): the code
// of a confidential operator client (before it is redeemed), its refresh and ID tokens, its client
// secret and any registration access token (RFC 7592), each as the Bearer token at UserInfo,
// /account/graphql, /mcp and one read of each admin operation family: none is an access token, so none
// is served. The operator's own access token, served at those reads, is the control.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked } from '../../lib/harness/failure.ts';
import { operatorCredentials } from './operator-credentials.ts';
import { expectNoneServed, type Presented } from '../../lib/flows/present.ts';

const PLACES = 'UserInfo, /account/graphql, /mcp and each admin operation family';

async function judge(t: CheckContext, presented: Presented[] | undefined, what: string) {
  const r = await operatorCredentials(t);
  t.note(`admin reads the operator's access token is served at: ${r.families.join('; ') || 'none (/openapi.json lists none it holds)'}`);
  await expectNoneServed(t, presented!, what);
}

check(
  'security/resource/access-tokens-only',
  `the operator client's authorization code, before it is redeemed, as the Bearer token at ${PLACES} → refused, no data`,
  async (t) => {
    const { code } = await operatorCredentials(t);
    await judge(t, code, 'an authorization code is redeemed at the token endpoint, never taken as an access token');
  },
  { grants: [operatorCredentials] },
);

check(
  'security/resource/access-tokens-only',
  `the operator client's refresh token as the Bearer token at ${PLACES} → refused, no data`,
  async (t) => {
    const { refresh } = await operatorCredentials(t);
    if (!refresh) blocked('endpoints/token/returns-tokens', 'the operator client’s code exchange gave no refresh_token');
    await judge(t, refresh, 'a refresh token is never sent to resource servers');
  },
  { grants: [operatorCredentials] },
);

check(
  'security/resource/access-tokens-only',
  `the operator client's ID token as the Bearer token at ${PLACES} → refused, no data`,
  async (t) => {
    const { idToken } = await operatorCredentials(t);
    if (!idToken)
      t.skip('the operator client’s code exchange gave no ID token (the target offers none for this client): nothing to present');
    await judge(t, idToken, 'an ID token is for the client, not an access token');
  },
  { grants: [operatorCredentials] },
);

check(
  'security/resource/access-tokens-only',
  `the operator client's client secret, and its registration access token (RFC 7592) when one is issued, as the Bearer token at ${PLACES} → refused, no data`,
  async (t) => {
    const { secret, registration } = await operatorCredentials(t);
    if (!secret && !registration)
      t.skip(
        'the registration gave the client_secret_post client neither a client_secret nor a registration_access_token: nothing to present',
      );
    if (!registration)
      t.note(
        'the registration response carries no registration_access_token (RFC 7592 is not offered): the client secret alone is presented',
      );
    await judge(
      t,
      [...(secret ?? []), ...(registration ?? [])],
      'a client secret authenticates the client at the token endpoint, and a registration access token is for the client configuration endpoint only: neither is an access token',
    );
  },
  { grants: [operatorCredentials] },
);
