// RFC 2119 §5: "an implementation which does include a particular option MUST be prepared to
// interoperate with another implementation which does not include the option". Each optional
// parameter the harness sends in its ordinary request, left out (one at a time): the request still
// gets what the text promises for it (the model's `omitted`), or a refusal the text allows there.
// A parameter the text requires (or requires in the case the harness's request is: nonce with
// openid, resource for member tokens) is not governed, nor one the harness does not send.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { fail } from '../harness/failure.ts';
import { registerLoopbackClient, loopbackRedirect } from '../flows/clients.ts';
import { fallbackGrant, fileGrant, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { freshCode } from '../flows/token-checks.ts';
import { registerRequest } from '../oauth/requests.ts';
import { oauthError } from '../oauth/oauth-error.ts';
import { describeResponse } from '../harness/expect.ts';
import { operation, presenceText, type Param } from '../surface/model.ts';
import { showAnswer, tokenAnswer, type Answer } from './answers.ts';
import { driveCase } from './authorize-case.ts';
import { runSequence } from './sequence.ts';
import { phaseOf, without } from './token-case.ts';
import { placeKey, type Relation } from './types.ts';

const RULE = 'a server serves a request that leaves out an optional parameter (RFC 2119 §5)';

const again = fallbackGrant<AuthorizeRecord>(
  'relations: optional parameters left out, a code of its own',
  OWN_MEMBER_SHAPE,
  'the correct exchange of the shared code gave no tokens: the refresh cases on a code of their own',
  'file',
);

/** One code of the member client: redeemed, then its refresh token refreshed without each optional parameter in turn. */
const sequence = fileGrant(
  'relations: optional parameters left out at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its code is redeemed; its refresh token is refreshed without each optional parameter in turn',
  async () => {
    const rec = await freshCode('relations-omitted-optional');
    const refresh = operation('token.refresh_token');
    const cases = refresh.params
      .filter((p) => p.sent && p.omitted)
      .map((p) => ({ key: `${refresh.id} ${p.name}`, phase: phaseOf(refresh), expect: 'either' as const, build: without(p.name) }));
    return runSequence(rec, cases, () => again(() => freshCode('relations-omitted-optional-again')));
  },
  undefined,
  undefined,
  [again],
);

export const omittedOptional: Relation = {
  id: 'omitted-optional',
  name: 'optional omitted',
  over: 'param',
  govern({ operation: op, param: p }) {
    if (p!.in === 'header') return { reason: 'a header, not a parameter' };
    if (p!.presence === 'required') return { reason: `required (${p!.source})` };
    if (!p!.sent) return { reason: "the harness's ordinary request does not send it: that request is the one without it" };
    if (!p!.omitted) return { reason: `${presenceText(p!)}, and the harness's ordinary request is that case` };
    const where =
      op.endpoint === 'authorization' ? 'authorization request' : op.endpoint === 'registration' ? 'loopback registration' : 'refresh';
    return {
      clause: 'rfc2119/5/interoperate-without-option',
      title: `${where} without ${p!.name} (optional; the harness sends it) → ${p!.omitted.promise} [optional omitted]`,
    };
  },
  grants: (place) => (place.operation.endpoint === 'token' ? [sequence] : []),
  async run(place, t) {
    const p = place.param!;
    if (place.operation.endpoint === 'registration') return judge(p, await registration(p));
    if (place.operation.endpoint === 'authorization') {
      const client = await registerLoopbackClient();
      return judge(p, (await driveCase(`omitted-${p.name}`, { client, params: { [p.name]: undefined } })).answer);
    }
    const { answers, rec } = await sequence(t);
    if (p.name === 'client_id' && rec.client.clientSecret)
      return t.skip('the member client is confidential: its client_id is part of its authentication (RFC 6749 §2.3.1)');
    return judge(p, tokenAnswer(answers.get(placeKey(place))!.res), t);
  },
};

/** A loopback registration of a public client without the parameter. */
async function registration(p: Param): Promise<Answer> {
  const metadata: Record<string, unknown> = {
    client_name: 'cs-conformance test client',
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: 'none',
  };
  delete metadata[p.name];
  const res = await registerRequest(target(), metadata);
  const body = res.json() as { client_id?: unknown } | undefined;
  if (res.status < 300 && typeof body?.client_id === 'string') return { kind: 'served', text: `HTTP ${res.status} with a client_id` };
  if (res.status >= 500) return { kind: 'server-error', text: describeResponse(res) };
  return res.status >= 400
    ? { kind: 'refused', error: oauthError(res)?.error, text: describeResponse(res) }
    : { kind: 'other', text: describeResponse(res) };
}

function judge(p: Param, answer: Answer, t?: CheckContext): void {
  const { promise, refusals } = p.omitted!;
  if (answer.kind === 'served') return;
  if (answer.kind === 'refused' && refusals.includes(answer.error ?? ''))
    return t?.note(`refused as the text allows: ${showAnswer(answer)}`);
  fail(RULE, `${promise}${refusals.length ? ` (or a refusal: ${refusals.join(', ')})` : ''}`, `without ${p.name}: ${showAnswer(answer)}`);
}
