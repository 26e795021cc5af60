// Fuzzing the token endpoint's refresh_token grant with mutated forms and made-up refresh tokens.
import fc from 'fast-check';
import { config } from '../../lib/harness/context.ts';
import { fuzzTokenGrant } from '../../lib/fuzz/token-grant.ts';

const valid = fc
  .record({
    grant_type: fc.constant('refresh_token'),
    refresh_token: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    client_id: fc.constant(''),
    scope: fc.constantFrom('openid', 'account:read', 'openid email account:read'),
  })
  .map((f) => ({ ...f, client_id: config().memberClient?.clientId ?? 'cs-conformance-fuzz' }));

fuzzTokenGrant('token (refresh_token)', valid, { requests: 'refresh', grants: 'refresh tokens', grant: 'a refresh token' });
