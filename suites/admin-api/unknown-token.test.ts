// A Bearer token the server never issued is refused at each admin operation of /openapi.json as at the
// Account API: 401 invalid_token, and the challenge points to the protected-resource metadata
// (Errors; RFC 6750 §3.1, RFC 9728 §5.1). Never served, never refused for its scope (403), which
// would say it was taken for a valid token.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { adminProbes } from '../../lib/flows/every-resource.ts';
import { callOperation, describeOperation } from '../../lib/resource/openapi-operations.ts';
import { describeRefusal, expectResourceMetadata, refusedWith, requireStatus } from '../../lib/resource/refusal.ts';

const answers = once('a never-issued token at each admin operation', async () => {
  const bogus = `cs-never-issued-${randomValue(24)}`;
  const out = [];
  for (const op of adminProbes()) out.push({ place: describeOperation(op), res: await callOperation(op, bogus) });
  return out;
});

check(
  'errors/invalid_token',
  'a never-issued Bearer token at each admin operation of /openapi.json → 401, error="invalid_token"',
  async (t) => {
    const all = await answers(t);
    if (!all.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    const wrong = all.filter((a) => !refusedWith(a.res, 401, 'invalid_token'));
    if (wrong.length)
      fail(
        'a token the server never issued is invalid_token (HTTP 401) at every resource',
        `HTTP 401 with error="invalid_token" (in WWW-Authenticate: Bearer, or the JSON body's "error"), and no other code, at each of ${all.length} admin operation(s)`,
        wrong.map((a) => `${a.place} → ${describeRefusal(a.res)}`).join(' | '),
      );
  },
);

check(
  'errors/www-authenticate',
  'the 401s for a never-issued token at each admin operation → Bearer challenges whose resource_metadata resolves to the protected-resource metadata',
  async (t) => {
    const all = await answers(t);
    if (!all.length) t.skip('/openapi.json lists no admin operation to probe (the spec shows none)');
    for (const a of all) requireStatus(a.res, 401, 'errors/invalid_token');
    for (const a of all)
      await expectResourceMetadata(
        a.res,
        `a 401 invalid_token carries a resource_metadata pointer to the protected-resource metadata (${a.place})`,
      );
  },
);
