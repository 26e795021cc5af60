// RFC 7009 §2.2: a token the server never issued, posted to the revocation endpoint by an
// authenticated client, is answered HTTP 200 (an invalid token is no error for revocation).
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { revokeAs } from '../../lib/flows/revoke-flow.ts';

check('endpoints/revoke/unknown-token', 'the member client revokes a never-issued token → HTTP 200', async () => {
  const res = await revokeAs(memberClient(), randomValue(32));
  if (res.status !== 200)
    fail(
      'the revocation endpoint answers 200 when the client submitted an invalid token (RFC 7009 §2.2)',
      'HTTP 200',
      describeResponse(res),
    );
});
