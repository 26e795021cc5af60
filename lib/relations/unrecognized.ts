// RFC 6749 §3.1, §3.2: "The authorization server MUST ignore unrecognized request parameters." Each
// operation of the authorization and token endpoints, with one parameter no server knows (its name
// and value drawn from the run's seed): the outcome of the same request without it.
import type { CheckContext } from '../harness/check.ts';
import { fail, show } from '../harness/failure.ts';
import { sideBySide } from '../harness/side-by-side.ts';
import { fallbackGrant, fileGrant, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import type { AuthorizeRecord } from '../flows/authorize.ts';
import { controlGrant, freshCode } from '../flows/token-checks.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { operation, type Operation } from '../surface/model.ts';
import { sameAnswer, showAnswer, tokenAnswer } from './answers.ts';
import { baseAnswer, driveCase } from './authorize-case.ts';
import { section3 } from './govern.ts';
import { runSequence } from './sequence.ts';
import { added, phaseOf } from './token-case.ts';
import { unknownParameter } from './unknown-name.ts';
import type { Relation } from './types.ts';

const base = baseAnswer('unrecognized');
const RULE = 'the authorization server ignores a request parameter it does not recognize (RFC 6749 §3.1, §3.2)';
const unknown = (op: Operation) =>
  unknownParameter(
    op.id,
    op.params.map((p) => p.name),
  );
const WHAT = {
  authorization: 'authorization request',
  'token.authorization_code': "a fresh code's correct exchange",
  'token.refresh_token': 'its correct refresh',
};

const again = fallbackGrant<AuthorizeRecord>(
  'relations: an unknown parameter, a code of its own',
  OWN_MEMBER_SHAPE,
  'the exchange with the unknown parameter was refused and spent the code: the refresh case on a code of its own',
  'file',
);

/** One code: its exchange with the unknown parameter (tokens, the code spent), then its refresh token's refresh with one. */
const sequence = fileGrant(
  'relations: an unknown parameter at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its code is redeemed with an unknown parameter added, then its refresh token refreshed with one',
  async () => {
    const rec = await freshCode('relations-unrecognized');
    const cases = [operation('token.authorization_code'), operation('token.refresh_token')].map((op) => ({
      key: op.id,
      phase: phaseOf(op),
      expect: 'tokens' as const,
      build: added(...unknown(op)),
    }));
    return runSequence(rec, cases, () => again(() => freshCode('relations-unrecognized-again')));
  },
  undefined,
  undefined,
  [again],
);

export const unrecognized: Relation = {
  id: 'unrecognized',
  name: 'unknown ignored',
  over: 'operation',
  govern({ operation: op }) {
    const clause = section3(op.endpoint, { authorization: 'rfc6749/3.1/ignore-unrecognized', token: 'rfc6749/3.2/ignore-unrecognized' });
    if (typeof clause !== 'string') return clause;
    const what = WHAT[op.id as keyof typeof WHAT] ?? op.id;
    return {
      clause,
      title: `${what} plus one parameter no server knows (name and value drawn from the run's seed) → the outcome without it [unknown ignored]`,
    };
  },
  grants: ({ operation: op }) => (op.endpoint === 'token' ? [sequence, sharedMemberGrant] : []),
  async run({ operation: op }, t) {
    const [name, value] = unknown(op);
    t.note(`the unknown parameter: ${name}=${value}`);
    if (op.endpoint === 'authorization') return atAuthorization(name, value, t);
    const answer = (await sequence(t)).answers.get(op.id)!;
    if (answer.res.status === 200 && tokenAnswer(answer.res).kind === 'served') return;
    // refused as invalid_client: judged only if the member client's own correct exchange is not refused too
    await controlGrant()(t, answer.res);
    fail(
      RULE,
      `HTTP 200 with an access_token, as ${WHAT[op.id as keyof typeof WHAT]} gets`,
      `with ${name}=${show(value)}: ${showAnswer(tokenAnswer(answer.res))}`,
    );
  },
};

async function atAuthorization(name: string, value: string, t: CheckContext): Promise<void> {
  const [withIt, without] = await sideBySide([() => driveCase('unrecognized', { params: { [name]: value } }), () => base(t)], (f) => f());
  if (!sameAnswer(withIt!.answer, without!.answer))
    fail(RULE, `the outcome without it: ${showAnswer(without!.answer)}`, `with ${name}=${show(value)}: ${showAnswer(withIt!.answer)}`);
}
