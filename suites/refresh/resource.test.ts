// RFC 9700 §4.14.2: a refresh token is bound to the scope and the resource server the member consented
// to. The scope half is rfc6749/6/scope-not-exceeding's; here, a refresh naming the other origin as
// resource gets an error, or an access token that origin refuses.
import { check } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { tokensOf } from '../../lib/flows/tokens.ts';
import { memberGrantOfItsOwn } from '../../lib/flows/revoke-flow.ts';
import { graphql } from '../../lib/resource/graphql.ts';
import { tokenRequest } from '../../lib/oauth/requests.ts';

const otherResource = memberGrantOfItsOwn('refresh-other-resource', 'its refresh asks for another resource');

check(
  'rfc9700/4.14.2/refresh-bound-to-consent',
  "refresh with resource = the other origin → an error, or an access token the other origin's /account/graphql refuses",
  async (t) => {
    const other = config().otherOrigin?.baseUrl;
    if (!other) return t.skip('no otherOrigin configured: no second resource server to name');
    const { g, tokens } = await otherResource(t);
    if (!tokens.refresh_token) return t.skip('the code exchange gave no refresh_token (RFC 6749 §5.1 makes it optional)');
    const res = await tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: memberClient().clientId,
      client_secret: memberClient().clientSecret,
      resource: new URL(other).origin,
    });
    const moved = tokensOf(res, g.rec);
    if (!moved) return;
    const there = await graphql(moved.access_token, '{ viewer { id } }', undefined, new URL(other).origin);
    if (there.status < 300)
      fail(
        'a refresh token is bound to the resource server the member consented to',
        'an error, or a token the other origin refuses',
        `a token the other origin's /account/graphql served (HTTP ${there.status})`,
      );
  },
  { grants: [otherResource] },
);
