// A token the server never issued is invalid (Errors: invalid_token, HTTP 401): UserInfo with a
// well-formed, never-issued Bearer token → 401 and a Bearer challenge with error="invalid_token"
// (RFC 6750 §3). The request with no token at all is the challenges suite's.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { bearerChallenge } from '../../lib/resource/www-authenticate.ts';
import { useToken } from '../../lib/flows/token-use.ts';

check(
  'errors/invalid_token',
  'GET UserInfo with a never-issued Bearer token → 401 with WWW-Authenticate: Bearer error="invalid_token"',
  async () => {
    const res = await useToken('UserInfo', randomValue(32));
    if (res.status !== 401) fail('a token the server never issued is invalid_token (HTTP 401)', 'HTTP 401', describeResponse(res));
    const values = res.headerValues('www-authenticate');
    const challenge = bearerChallenge(values);
    if (challenge?.params.error !== 'invalid_token') {
      fail(
        'the 401 names the error invalid_token (RFC 6750 §3)',
        'a WWW-Authenticate Bearer challenge with error="invalid_token"',
        values.length ? `WWW-Authenticate: ${values.map((v) => show(v)).join(', ')}` : 'no WWW-Authenticate header',
      );
    }
  },
);
