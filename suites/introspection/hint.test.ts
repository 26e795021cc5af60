// RFC 7662 §2.1: token_type_hint only guides the search: a live access token introspected with the
// hint refresh_token is found, and active, all the same.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { decodeJwt } from 'jose';
import { acceptingPlaces } from '../../lib/flows/token-use.ts';
import { introspect, introspection, requireIntrospection } from './introspection-flows.ts';

// introspection changes nothing: the run's shared grant is introspected
const scenario = async (t: CheckContext) => {
  const g = await sharedMemberGrant(t);
  const tokens = grantTokens(g);
  await acceptingPlaces(tokens.access_token);
  return introspect(g.rec.client, tokens.access_token, 'refresh_token');
};

check(
  'rfc7662/2.1/hint-extends-search',
  'introspect a live member access token with token_type_hint=refresh_token → active: true',
  async (t) => {
    requireIntrospection(true);
    const body = introspection(await scenario(t), 'a live token is introspected whatever the hint');
    if (body.active !== true)
      fail(
        'a hint the token does not match extends the search to every kind of token (RFC 7662 §2.1)',
        '"active": true',
        `"active": ${show(body.active)}`,
      );
  },
  { grants: [sharedMemberGrant] },
);

check(
  'rfc9700/4.15/sub-resource-owner',
  "introspect the member's access token → sub, when present, equal to the ID token's sub of the same exchange",
  async (t) => {
    requireIntrospection(true);
    const g = await sharedMemberGrant(t);
    const tokens = grantTokens(g);
    if (!tokens.id_token) return t.note('the exchange gave no ID token: no resource owner sub to compare with');
    const body = introspection(await introspect(g.rec.client, tokens.access_token), "the member's token is introspected");
    const owner = decodeJwt(tokens.id_token).sub;
    if (body.sub !== undefined && body.sub !== owner)
      fail(
        'the access token’s sub names its resource owner (RFC 9700 §4.15)',
        `sub ${show(owner)} (the ID token's), or none`,
        `sub ${show(body.sub)}`,
      );
  },
  { grants: [sharedMemberGrant] },
);
