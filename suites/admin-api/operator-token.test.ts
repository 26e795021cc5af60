// An operator token (the operator scopes the target advertises) reaches the admin API: each admin
// operation of /openapi.json whose scope it holds answers neither 401 nor 403. Writes are sent (with
// an empty JSON body) only to the embedded reference or with allowWrites.
import type { CheckContext } from '../../lib/harness/check.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blockIfNotAcceptedHere, scopedToken } from '../../lib/flows/operator.ts';
import { sharedOperatorGrant } from '../../lib/flows/shared-grants.ts';
import {
  adminOperations,
  callOperation,
  describeOperation,
  holds,
  maySend,
  requireOpenApi,
} from '../../lib/resource/openapi-operations.ts';

const operator = sharedOperatorGrant;

async function operatorOps(t: CheckContext) {
  const op = scopedToken(await operator(t));
  const ops = adminOperations(requireOpenApi(), target().origin).filter((o) => holds(op.scopes, o) && maySend(o, false));
  if (!ops.length)
    t.skip(
      `/openapi.json lists no admin operation the operator token holds the scope for${target().embeddedReference ? '' : ' (writes need allowWrites)'}: nothing to probe`,
    );
  return { token: op.token, ops };
}

check(
  'service/operator-admin-api',
  'operator token at an admin read of /openapi.json it holds the scope for → neither 401 nor 403',
  async (t) => {
    const { token, ops } = await operatorOps(t);
    const op = ops.find((o) => !o.write) ?? ops[0]!;
    const res = await callOperation(op, token);
    if (res.status === 401) await blockIfNotAcceptedHere(token, 'operator');
    if (res.status === 401 || res.status === 403) {
      fail(
        'an operator reaches the admin API with the operator scopes',
        `${describeOperation(op)} → neither 401 nor 403`,
        describeResponse(res),
      );
    }
  },
  { grants: [operator] },
);

check(
  'scopes/resource-scopes',
  'operator token at each admin operation of /openapi.json it holds the scope for → neither 401 nor 403',
  async (t) => {
    const { token, ops } = await operatorOps(t);
    const answers = [];
    for (const op of ops) answers.push({ op, res: await callOperation(op, token) });
    if (answers.some((a) => a.res.status === 401)) await blockIfNotAcceptedHere(token, 'operator');
    const wrong = answers
      .filter((a) => a.res.status === 401 || a.res.status === 403)
      .map((a) => `${describeOperation(a.op)} → HTTP ${a.res.status}`);
    if (wrong.length)
      fail('a scope grants access to its area', 'neither 401 nor 403 at every operation whose scope the token holds', wrong.join('; '));
  },
  { grants: [operator] },
);
