// OpenID Connect authentication requests beyond OAuth's (Core §2, §3.1.2.1, §5.5): a nonce comes back
// in the ID token exactly as sent, whatever its characters; ui_locales and claims_locales naming
// languages the OP lacks, and a claims request the OP does not support, are no reason for an error.
import { decodeJwt } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { target } from '../../lib/harness/context.ts';

const NONCE = 'cs nonce+%2F/é=';

check(
  'oidc-core/2/nonce-no-processing',
  `an openid authorization with nonce ${JSON.stringify(NONCE)} → the ID token's nonce is exactly that`,
  async (t) => {
    if (!target().capabilities.idToken)
      t.skip('no ID token is promised (the metadata lacks id_token_signing_alg_values_supported or jwks_uri)');
    const client = memberClient();
    if (!client.scopes.includes('openid')) t.skip('memberClient.scopes has no openid: no ID token to carry the nonce');
    const rec = await authorize({ client, member: member(), params: { nonce: NONCE }, label: 'nonce-characters' });
    if (!callbackParam(rec, 'code')) blocked('endpoints/authorize/code', `no code for the openid request (${describeOutcome(rec)})`);
    const tokens = tokensOf(await redeem(rec), rec);
    if (!tokens?.id_token) blocked('authentication/9/id-token', 'the code exchange returned no id_token');
    const nonce = decodeJwt(tokens!.id_token!).nonce;
    if (nonce !== NONCE) fail('the nonce is passed through unmodified (OIDC Core §2)', `nonce ${show(NONCE)}`, `nonce ${show(nonce)}`);
  },
);

for (const [id, label, params] of [
  ['oidc-core/3.1.2.1/ui-locales', 'ui_locales="x-unknown tlh" (languages the OP lacks)', { ui_locales: 'x-unknown tlh' }],
  // OIDC Core §5.2: as for ui_locales, an error SHOULD NOT result for languages the OP lacks (§15.1 asks support of both)
  ['oidc-core/5.2/claims-locales-error', 'claims_locales="x-unknown tlh" (languages the OP lacks)', { claims_locales: 'x-unknown tlh' }],
  [
    'oidc-core/5.5/claims-parameter',
    'claims={"userinfo":{"email":null}} (the OP does not advertise the claims parameter)',
    { claims: '{"userinfo":{"email":null}}' },
  ],
  // OIDC Core §15.1: display and acr_values are mandatory to implement (an OP may ignore a value it lacks)
  ['oidc-core/15.1/display', 'display=popup', { display: 'popup' }],
  ['oidc-core/15.1/acr-values', 'acr_values=urn:example:loa:1 (a voluntary request)', { acr_values: 'urn:example:loa:1' }],
] as const) {
  check(id, `the member client's authorization request plus ${label}, approve → a code, no error`, async () => {
    const rec = await authorize({
      client: memberClient(),
      member: member(),
      params,
      label: `with-${Object.keys(params)[0]}`,
      expectRefusal: true,
    });
    if (!callbackParam(rec, 'code')) {
      // refused: would the same request without the extra parameter be?
      const control = await authorize({
        client: memberClient(),
        member: member(),
        label: `${Object.keys(params)[0]}-control`,
        expectRefusal: true,
      });
      if (!callbackParam(control, 'code'))
        blocked(['authentication/6/any-role', 'endpoints/authorize/code'], 'the same request without it gets no code either');
      fail(
        'a parameter the OP does not support is no reason for an error (OIDC Core §3.1.2.1, §5.5)',
        'a redirect with a code',
        describeOutcome(rec),
      );
    }
  });
}
