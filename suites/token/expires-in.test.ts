// The token response states the access token's lifetime (RFC 6749 §5.1, RECOMMENDED: a warning):
// expires_in, a positive number of seconds. The spec shows no access-token lifetime, so the
// response is where a client learns it.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';

check(
  'rfc6749/5.1/expires-in',
  'successful code exchange → expires_in, a positive number of seconds',
  async (t) => {
    const tokens = grantTokens(await sharedMemberGrant(t));
    const v = tokens.expires_in as unknown;
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
      fail(
        "the token response states the access token's lifetime",
        'expires_in: a positive JSON number',
        v === undefined ? 'no expires_in' : `expires_in ${show(v)}`,
      );
    }
  },
  { grants: [sharedMemberGrant] },
);
