// The third column of the admin scope matrix: an operator token that holds some operator scopes but
// not the one an operation needs is refused there with 403 insufficient_scope. The token holds the
// scopes of one admin read of /openapi.json (which it must reach: the control), and is sent to every
// other admin operation (writes with an empty body, which a correct server refuses unread).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { blockIfNotAcceptedHere, operatorScopes, scopedToken } from '../../lib/flows/operator.ts';
import { grant } from '../../lib/flows/tokens.ts';
import {
  adminOperations,
  callOperation,
  describeOperation,
  holds,
  maySend,
  requireOpenApi,
} from '../../lib/resource/openapi-operations.ts';
import { errorCodes } from '../../lib/resource/refusal.ts';
import { fileGrant } from '../../lib/flows/plan.ts';

const probe = fileGrant(
  'operator grant for one admin area',
  { member: 'members[0]', client: 'a client the harness registers', scopes: "one admin area's scopes", resource: 'member resource' },
  undefined,
  async () => {
    const ops = adminOperations(requireOpenApi(), target().origin);
    const advertised = await operatorScopes();
    // the operation the narrow token is for: a read whose scopes the target advertises
    const own = ops.find((o) => !o.write && o.requirements[0]!.every((s) => advertised.includes(s)));
    if (!own) return undefined;
    const scopes = own.requirements[0]!;
    const client = await registerLoopbackClient({ scope: scopes.join(' ') });
    const token = scopedToken(await grant({ client, member: member(), scopes, label: 'operator grant (one area)' }));
    const control = await callOperation(own, token.token);
    const others = ops.filter((o) => !holds(token.scopes, o) && maySend(o, true));
    const answers = [];
    for (const op of others) answers.push({ op, res: await callOperation(op, token.token) });
    return { own, token, control, answers };
  },
);

async function probed(t: CheckContext) {
  const p = await probe(t);
  if (!p) return t.skip('/openapi.json lists no admin read whose scope the target advertises: nothing to probe');
  if (p.control.status === 401) await blockIfNotAcceptedHere(p.token.token, 'operator');
  if (p.control.status === 401 || p.control.status === 403) {
    blocked(
      'service/operator-admin-api',
      `the operator token is refused at ${describeOperation(p.own)}, whose scope it holds (HTTP ${p.control.status})`,
    );
  }
  if (!p.answers.length)
    t.skip(`/openapi.json lists no other admin operation than those ${p.token.scopes.join(' ')} covers: nothing to probe`);
  return p;
}

check(
  'scopes/resource-scopes',
  'operator token holding one area’s scope at each other admin operation of /openapi.json → 403',
  async (t) => {
    const p = await probed(t);
    const wrong = p.answers.filter((a) => a.res.status !== 403).map((a) => `${describeOperation(a.op)} → HTTP ${a.res.status}`);
    if (wrong.length) {
      fail(
        'a scope grants access to its own area only: another operator scope does not stand in for it',
        `HTTP 403 at every operation the token lacks the scope for (it holds ${p.token.scopes.join(' ')})`,
        wrong.join('; '),
      );
    }
  },
  { grants: [probe] },
);

check(
  'errors/insufficient_scope',
  'operator token holding one area’s scope at each other admin operation → the 403 names insufficient_scope',
  async (t) => {
    const p = await probed(t);
    if (p.answers.some((a) => a.res.status !== 403)) blocked('scopes/resource-scopes', 'an operation did not refuse the token with 403');
    const wrong = p.answers.filter(
      (a) => !errorCodes(a.res).includes('insufficient_scope') || errorCodes(a.res).some((c) => c !== 'insufficient_scope'),
    );
    if (wrong.length) {
      fail(
        'a valid token lacking the required scope is refused with insufficient_scope',
        'error="insufficient_scope" (in WWW-Authenticate: Bearer, or the JSON body), and no other code',
        wrong
          .map(
            (a) =>
              `${describeOperation(a.op)}: ${describeResponse(a.res)}; WWW-Authenticate: ${a.res.header('www-authenticate') ?? '(absent)'}`,
          )
          .join(' | '),
      );
    }
  },
  { grants: [probe] },
);
