// An unrecognised client_name (with no loopback redirect URI) is refused with invalid_client_metadata.
// No redirect URI is sent (a loopback one would make the registration open to anyone, an https one
// would break the fixed-callback rule too), so a server may also refuse for the missing
// redirect_uris (RFC 7591 §2, invalid_redirect_uri): both codes are correct readings of this input.
import { randomValue } from '../../lib/oauth/pkce.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { expectOAuthError, expectRefused, requireRefusal } from '../../lib/oauth/oauth-error.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

// No redirect URI: the loopback rule and the fixed-callback rule stay out of the way.
const unknown = () => registerRequest(target(), { client_name: `cs-conformance unknown integration ${randomValue(6)}` });

check('authentication/4/unknown-client-name', 'POST register {client_name: <unknown>} → refused, no client_id', async () => {
  expectRefused(await unknown(), 'an unrecognised client_name is refused');
});

check(
  'errors/invalid_client_metadata',
  'POST register {client_name: <unknown>} → error invalid_client_metadata (or invalid_redirect_uri)',
  async () => {
    const res = await unknown();
    requireRefusal(res, 'authentication/4/unknown-client-name');
    expectOAuthError(
      res,
      ['invalid_client_metadata', 'invalid_redirect_uri'],
      'registration with an unrecognised client_name and no redirect_uris',
    );
  },
);

// an empty list is no redirect URI: "every listed URI is loopback" holds of [] as of nothing (RFC 7591 §5:
// redirect-based clients register their redirection URIs)
check(
  'authentication/4/unknown-client-name',
  'POST register {client_name: <unknown>, redirect_uris: []} (an empty list) → refused, no client_id',
  async () => {
    expectRefused(
      await registerRequest(target(), { client_name: `cs-conformance unknown integration ${randomValue(6)}`, redirect_uris: [] }),
      'an unrecognised client_name with an empty redirect_uris list is refused',
    );
  },
);
