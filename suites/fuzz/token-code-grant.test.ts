// Fuzzing the token endpoint's authorization_code grant: mutated forms (missing, duplicated,
// empty, overlong, re-cased, mis-encoded, invalid UTF-8, extra and hostile parameters).
import fc from 'fast-check';
import { config, target } from '../../lib/harness/context.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { fuzzTokenGrant } from '../../lib/fuzz/token-grant.ts';
import { memberResource } from '../../lib/target/target.ts';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);
const valid = fc
  .record({
    grant_type: fc.constant('authorization_code'),
    code: token,
    redirect_uri: fc.constant(loopbackRedirect(8976)),
    client_id: fc.constant('cs-conformance-fuzz'),
    code_verifier: fc.stringMatching(/^[A-Za-z0-9._~-]{43,64}$/),
  })
  .map((f) => ({ ...f, client_id: config().memberClient?.clientId ?? f.client_id, resource: memberResource(target()) }));

fuzzTokenGrant('token (authorization_code)', valid, { requests: 'token', grants: 'codes', grant: 'a code' });
