// OpenID Connect Discovery §3: claims_supported is RECOMMENDED: the claim names the OP may supply
// values for; an OP that issues ID tokens supplies sub at least.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'oidc-discovery/3/claims-supported',
  'GET /.well-known/openid-configuration → claims_supported, a list of claim names holding sub',
  async () => {
    const oidc = await requireDocument('openidConfiguration');
    const claims = oidc.claims_supported;
    if (!Array.isArray(claims) || !claims.every((c) => typeof c === 'string') || !claims.includes('sub'))
      fail(
        'the OpenID configuration lists the claims the OP may supply (claims_supported, RECOMMENDED)',
        'claims_supported: an array of claim names, sub among them',
        `claims_supported ${show(claims)}`,
      );
  },
);
