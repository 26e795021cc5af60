// The implicit grant is off (RFC 9700 §2.1.2), and the authorization endpoint serves response_type=code
// only (spec OAuth endpoints): each response type that issues a token there, otherwise a valid request
// of the member client that the member approves, puts no access token (token, id_token token and the
// hybrids code token and code id_token token) and no ID token (id_token, the hybrid code id_token, id_token token,
// code id_token token) in the authorization response (query or fragment). An error page or an error
// redirect passes. One authorization request per response type serves both judgements.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { authorize, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';

/** Parameters of the authorization response: the callback's query, and the fragment of the redirect that led there. */
function responseParams(rec: AuthorizeRecord): URLSearchParams {
  const out = new URLSearchParams(rec.callback);
  const location = rec.outcome.callbackHeaders?.location;
  const fragments = [
    rec.outcome.callback?.hash,
    location && URL.canParse(location, rec.redirectUri) ? new URL(location, rec.redirectUri).hash : '',
  ];
  for (const hash of fragments) for (const [k, v] of new URLSearchParams((hash ?? '').replace(/^#/, ''))) out.append(k, v);
  return out;
}

const requests = new Map(
  ['token', 'id_token token', 'code token', 'code id_token token', 'id_token', 'code id_token'].map((type) => [
    type,
    once(`response_type=${type}`, () =>
      authorize({
        client: memberClient(),
        member: member(),
        params: { response_type: type },
        label: `implicit-${type.replaceAll(' ', '-')}`,
        expectRefusal: true,
      }),
    ),
  ]),
);

for (const type of ['token', 'id_token token', 'code token', 'code id_token token']) {
  check(
    'security/authorize/no-implicit',
    `response_type=${type} (member client, the member approves) → no access_token in the authorization response`,
    async (t) => {
      const rec = await requests.get(type)!(t);
      if (responseParams(rec).has('access_token')) {
        fail(
          'access tokens are not issued in the authorization response (no implicit grant)',
          'one of: an error page; a redirect with error (e.g. unsupported_response_type) and no access_token',
          `the authorization response carries an access_token (${describeOutcome(rec)})`,
        );
      }
    },
  );
}

for (const type of ['id_token', 'code id_token', 'id_token token', 'code id_token token']) {
  check(
    'security/authorize/code-only',
    `response_type=${type} (member client, the member approves) → no id_token in the authorization response`,
    async (t) => {
      const rec = await requests.get(type)!(t);
      if (responseParams(rec).has('id_token')) {
        fail(
          'the authorization endpoint serves response_type=code only: no ID token in the authorization response',
          'one of: an error page; a redirect with error (e.g. unsupported_response_type) and no id_token',
          `the authorization response carries an id_token (${describeOutcome(rec)})`,
        );
      }
    },
  );
}
