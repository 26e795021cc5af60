// The admin operations of /openapi.json (those needing an operator scope) refuse a request with no
// token with 401 (RFC 6750 §3, RFC 9110 §15.5.2): no scope is held, nothing is served.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { adminOperations, callOperation, describeOperation, maySend, requireOpenApi } from '../../lib/resource/openapi-operations.ts';

check('scopes/resource-scopes', 'no Authorization header at each admin operation of /openapi.json → 401', async (t) => {
  const ops = adminOperations(requireOpenApi(), target().origin).filter((o) => maySend(o, true));
  if (!ops.length) t.skip('/openapi.json lists no admin operation needing an operator scope (the spec shows none): nothing to probe');
  const wrong: string[] = [];
  for (const op of ops) {
    const res = await callOperation(op, undefined);
    if (res.status !== 401) wrong.push(`${describeOperation(op)} → HTTP ${res.status}`);
  }
  if (wrong.length)
    fail('an operation that needs a scope refuses a request that holds none', 'HTTP 401 at every operation', wrong.join('; '));
});
