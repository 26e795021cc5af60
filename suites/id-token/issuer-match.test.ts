// OpenID Connect Discovery §4.3 (and Core §16.15): the id_token's iss is the OpenID configuration's
// issuer, character for character. authentication/9/iss judges iss against the origin, allowing the
// metadata's trailing-slash spelling, so it cannot see a configuration that spells it otherwise.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { decodedIdToken, idTokenGrant } from './id-token-flows.ts';

const flow = idTokenGrant();

check('oidc-discovery/4.3/iss-identical', "the id_token's iss → exactly the issuer of /.well-known/openid-configuration", async (t) => {
  const { claims } = await decodedIdToken(t, flow);
  const { issuer } = await requireDocument('openidConfiguration');
  if (claims.iss !== issuer)
    fail("the configuration's issuer is identical to the ID tokens' iss", `iss = ${show(issuer)}`, `iss = ${show(claims.iss)}`);
});
