// OpenID Connect Discovery §3 and §4.2 on the OpenID configuration itself: the members §3 marks
// REQUIRED for a code-flow OP are there, each of its type, and no member is an empty array.
// (openid-configuration/agrees compares only the keys both documents share, so it sees neither.)
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

const URLS = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'];
const LISTS = ['response_types_supported', 'subject_types_supported', 'id_token_signing_alg_values_supported'];

const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v);
const isList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');

check(
  'oidc-discovery/3/required-metadata',
  'GET /.well-known/openid-configuration → issuer, authorization_endpoint, token_endpoint, jwks_uri, response_types_supported, subject_types_supported, id_token_signing_alg_values_supported',
  async () => {
    const doc = await requireDocument('openidConfiguration');
    const wrong = [...URLS.filter((k) => !isUrl(doc[k])), ...LISTS.filter((k) => !isList(doc[k]))];
    if (wrong.length) {
      fail(
        'the OpenID configuration has every REQUIRED member',
        `${URLS.join(', ')} as absolute URLs; ${LISTS.join(', ')} as non-empty arrays of strings`,
        wrong.map((k) => `${k} = ${show(doc[k], 100)}`).join('; '),
      );
    }
  },
);

check('oidc-discovery/4.2/no-empty-arrays', 'GET /.well-known/openid-configuration → no member whose value is []', async () => {
  const doc = await requireDocument('openidConfiguration');
  const empty = Object.keys(doc).filter((k) => Array.isArray(doc[k]) && (doc[k] as unknown[]).length === 0);
  if (empty.length) fail('claims with zero elements are omitted', 'no member with value []', empty.map((k) => `${k} = []`).join(', '));
});
