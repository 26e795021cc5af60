// A valid token without an admin operation's scope — the member's token (identity and account
// scopes) — is refused with 403 at each admin operation of /openapi.json (status only here; the
// error code is errors/insufficient_scope's).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { blockIfNotAcceptedHere, scopedToken } from '../../lib/flows/operator.ts';
import {
  adminOperations,
  callOperation,
  describeOperation,
  holds,
  maySend,
  requireOpenApi,
} from '../../lib/resource/openapi-operations.ts';

const granted = sharedMemberGrant;

check(
  'scopes/resource-scopes',
  'member token (no operator scope) at each admin operation of /openapi.json → 403',
  async (t) => {
    const m = scopedToken(await granted(t));
    const ops = adminOperations(requireOpenApi(), target().origin).filter((o) => !holds(m.scopes, o) && maySend(o, true));
    if (!ops.length)
      t.skip('/openapi.json lists no admin operation the member token lacks the scope for (the spec shows none): nothing to probe');
    const answers = [];
    for (const op of ops) answers.push({ op, res: await callOperation(op, m.token) });
    if (answers.some((a) => a.res.status === 401)) await blockIfNotAcceptedHere(m.token, 'member');
    const wrong = answers.filter((a) => a.res.status !== 403).map((a) => `${describeOperation(a.op)} → HTTP ${a.res.status}`);
    if (wrong.length) {
      fail(
        'a scope grants access to its area only: a token without it is refused',
        `HTTP 403 at every operation (the token holds ${m.scopes.join(' ')})`,
        wrong.join('; '),
      );
    }
  },
  { grants: [granted] },
);
