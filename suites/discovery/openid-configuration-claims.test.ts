// OpenID Connect Discovery §3: claims_supported is RECOMMENDED: the claim names the OP may supply
// values for. Which names it lists is the OP's ("this might not be an exhaustive list"), so none is
// required in it; an empty list is oidc-discovery/4.2/no-empty-arrays'.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { isStringArray } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check('oidc-discovery/3/claims-supported', 'GET /.well-known/openid-configuration → claims_supported, a list of claim names', async () => {
  const oidc = await requireDocument('openidConfiguration');
  const claims = oidc.claims_supported;
  if (!isStringArray(claims))
    fail(
      'the OpenID configuration lists the claims the OP may supply (claims_supported, RECOMMENDED)',
      'claims_supported: an array of claim names (strings)',
      `claims_supported ${show(claims)}`,
    );
});
