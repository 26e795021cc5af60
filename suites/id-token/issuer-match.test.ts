// OpenID Connect Discovery §4.3 (and Core §16.15): the id_token's iss is the OpenID configuration's
// issuer, character for character. authentication/9/iss judges iss against the origin, allowing the
// metadata's trailing-slash spelling, so it cannot see a configuration that spells it otherwise.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();

check(
  'oidc-discovery/4.3/iss-identical',
  "the id_token's iss → exactly the issuer of /.well-known/openid-configuration",
  async (t) => {
    const { claims } = await decodedIdToken(t, flow);
    // an iss that authentication/9/iss refuses (neither the origin nor the metadata's spelling of it) is
    // that clause's failure; this one judges the spelling against the OpenID configuration's issuer
    const origin = target().origin;
    const advertised = target().metadata.authorizationServer?.issuer;
    if (claims.iss !== origin && claims.iss !== advertised)
      blocked('authentication/9/iss', `the id_token's iss ${show(claims.iss)} is neither this origin nor the metadata's issuer`);
    const { issuer } = await requireDocument('openidConfiguration');
    if (claims.iss !== issuer)
      fail("the configuration's issuer is identical to the ID tokens' iss", `iss = ${show(issuer)}`, `iss = ${show(claims.iss)}`);
  },
  { grants: [...ID_TOKEN_GRANTS] },
);
