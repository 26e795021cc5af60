// RFC 7662 §2.1: token_type_hint only guides the search: a live access token introspected with the
// hint refresh_token is found, and active, all the same.
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { freshGrant } from '../../lib/flows/revoke-flow.ts';
import { acceptingPlaces } from '../../lib/flows/token-use.ts';
import { introspect, introspection, requireIntrospection } from './introspection-flows.ts';

const scenario = once('introspect with a mismatched hint', async () => {
  const { g, tokens } = await freshGrant('introspect-hint');
  await acceptingPlaces(tokens.access_token);
  return introspect(g.rec.client, tokens.access_token, 'refresh_token');
});

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
);
