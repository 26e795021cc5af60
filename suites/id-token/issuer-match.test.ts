// OpenID Connect Discovery §4.3 (and Core §16.15): every id_token's iss is the OpenID configuration's
// issuer, character for character. authentication/9/iss judges iss against the origin, allowing the
// metadata's trailing-slash spelling, so it cannot see a configuration that spells it otherwise.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { idTokenFlow, idTokens, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();

check(
  'oidc-discovery/4.3/iss-identical',
  "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one): its iss → exactly the issuer of /.well-known/openid-configuration",
  async (t) => {
    const list = await idTokens(t, flow);
    // an iss that authentication/9/iss refuses (neither the origin nor the metadata's spelling of it) is
    // that clause's failure; this one judges the spelling against the OpenID configuration's issuer
    const origin = target().origin;
    const advertised = target().metadata.authorizationServer?.issuer;
    for (const { claims, place } of list)
      if (claims.iss !== origin && claims.iss !== advertised)
        blocked('authentication/9/iss', `the iss ${show(claims.iss)} of ${place} is neither this origin nor the metadata's issuer`);
    const { issuer } = await requireDocument('openidConfiguration');
    const differ = list.filter((x) => x.claims.iss !== issuer);
    if (differ.length)
      fail(
        "the configuration's issuer is identical to the ID tokens' iss",
        `iss = ${show(issuer)}`,
        differ.map((x) => `${x.place}: iss = ${show(x.claims.iss)}`).join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);
