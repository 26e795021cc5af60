// The implicit grant is off (RFC 9700 §2.1.2): response_type=token, id_token token, code token or code
// id_token token (the others issuing an access token there), otherwise a valid request of the member client that
// the member approves, puts no access token in the authorization response (query or fragment). An
// error page or an error redirect passes. response_type=id_token issues no access token: not judged.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
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

// the hybrid response types with token issue an access token in the authorization response too
for (const type of ['token', 'id_token token', 'code token', 'code id_token token']) {
  check(
    'security/authorize/no-implicit',
    `response_type=${type} (member client, the member approves) → no access_token in the authorization response`,
    async () => {
      const rec = await authorize({
        client: memberClient(),
        member: member(),
        params: { response_type: type },
        label: `implicit-${type.replaceAll(' ', '-')}`,
        expectRefusal: true,
      });
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
