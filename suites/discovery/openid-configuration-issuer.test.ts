// OpenID Connect Discovery §4.3 (and §3's issuer): the issuer of the OpenID configuration is identical
// to the Issuer URL whose /.well-known/openid-configuration was fetched: {base_url} (a trailing
// slash tolerated, as the suffix is appended after removing one), with no query or fragment.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { baseIssuer, isBaseIssuer } from './issuer.ts';

check(
  'oidc-discovery/4.3/issuer-identical',
  'GET /.well-known/openid-configuration → issuer is {base_url} (one trailing slash tolerated), with no query or fragment',
  async () => {
    const oidc = await requireDocument('openidConfiguration');
    if (!isBaseIssuer(oidc.issuer))
      fail(
        'the issuer returned is identical to the Issuer URL used as the prefix to /.well-known/openid-configuration',
        `issuer ${show(baseIssuer())}`,
        `issuer ${show(oidc.issuer)}`,
      );
  },
);
