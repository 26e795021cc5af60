// RFC 6749 §3.1, §3.2: "Parameters sent without a value MUST be treated as if they were omitted
// from the request." Every parameter of the authorization and token endpoints, required and
// optional alike: the request with `p=` gets the outcome of the same request without p (served or
// refused alike; an error code may differ only within the ones the text names for p missing).
import type { CheckContext } from '../harness/check.ts';
import { fail } from '../harness/failure.ts';
import { sideBySide } from '../harness/side-by-side.ts';
import { fallbackGrant, fileGrant, OWN_MEMBER_SHAPE } from '../flows/plan.ts';
import { codeGrant, freshCode } from '../flows/token-checks.ts';
import { operation, type Param } from '../surface/model.ts';
import { sameAnswer, showAnswer, tokenAnswer, type Answer } from './answers.ts';
import { baseAnswer, driveCase } from './authorize-case.ts';
import { section3 } from './govern.ts';
import { runSequence, type SeqCase } from './sequence.ts';
import { emptied, onFreshCode, phaseOf, sends, without } from './token-case.ts';
import { placeKey, type Place, type Relation } from './types.ts';

const base = baseAnswer('empty-value');
const RULE = 'a parameter sent without a value is treated as if it were omitted (RFC 6749 §3.1, §3.2)';
const WHERE = { code: 'code exchange', refresh: 'refresh' } as const;

const fresh = fallbackGrant<Awaited<ReturnType<typeof freshCode>>>(
  'relations: empty values, a code of its own',
  OWN_MEMBER_SHAPE,
  'a case a correct server serves comes after another that spent the shared code',
  'file',
  3,
);

/** Every case on one code: each parameter emptied, then left out (one without it already is the correct request). */
const sequence = fileGrant(
  'relations: empty values at the token endpoint',
  OWN_MEMBER_SHAPE,
  'its code is sent with each parameter emptied, then left out (the refusals first), then redeemed; its refresh token likewise',
  async () => {
    const rec = await freshCode('relations-empty-value');
    const cases: SeqCase[] = [];
    for (const op of [operation('token.authorization_code'), operation('token.refresh_token')]) {
      const phase = phaseOf(op);
      for (const p of op.params) {
        const key = `${op.id} ${p.name}`;
        const expect = p.presence === 'required' ? 'refused' : 'either';
        if (!sends(rec, phase, p.name)) cases.push({ key: `${key} empty`, phase, expect: 'tokens', build: emptied(p.name) });
        else
          cases.push(
            { key: `${key} empty`, phase, expect, build: emptied(p.name) },
            { key: `${key} omitted`, phase, expect, build: without(p.name) },
          );
      }
    }
    return runSequence(rec, cases, () => fresh(() => freshCode('relations-empty-value-own')));
  },
  undefined,
  undefined,
  [fresh],
);

const again = new Map<string, ReturnType<typeof codeGrant>>();
const againFor = (key: string) => {
  if (!again.has(key))
    again.set(
      key,
      codeGrant(`relations: ${key} emptied or left out, again`, { when: 'the shared code was spent before the case could be judged' }),
    );
  return again.get(key)!;
};

export const emptyValue: Relation = {
  id: 'empty-value',
  name: 'empty = omitted',
  over: 'param',
  govern({ operation: op, param: p }) {
    const clause = section3(op.endpoint, { authorization: 'rfc6749/3.1/empty-parameter', token: 'rfc6749/3.2/empty-parameter' }, p);
    if (typeof clause !== 'string') return clause;
    const where = op.endpoint === 'authorization' ? 'authorization request' : WHERE[phaseOf(op)];
    return { clause, title: `${where} with ${p!.name}= (no value) → the outcome of the same request without ${p!.name} [empty = omitted]` };
  },
  grants: (place) => (place.operation.endpoint === 'token' ? [sequence, againFor(placeKey(place))] : []),
  run: (place, t) => (place.operation.endpoint === 'token' ? atToken(place, t) : atAuthorization(place.param!, t)),
};

async function atAuthorization(p: Param, t: CheckContext): Promise<void> {
  const emptyCase = () => driveCase(`empty-${p.name}`, { params: { [p.name]: '' } });
  if (!p.sent) {
    const [empty, correct] = await sideBySide([emptyCase, () => base(t)], (f) => f());
    return judge(p, empty!.answer, correct!.answer, 'the correct request, which does not send it');
  }
  const empty = await emptyCase();
  // the text requires p, and the refusal is the one it names for p missing: p= is p left out
  if (p.presence === 'required' && !p.defaults && empty.answer.kind === 'refused' && p.missing?.includes(empty.answer.error ?? ''))
    return t.note(`${p.name}= refused as ${p.name} missing (${showAnswer(empty.answer)}); a request without it is refused so by the text`);
  const omitted = await driveCase(`without-${p.name}`, { params: { [p.name]: undefined } });
  judge(p, empty.answer, omitted.answer, `the request without ${p.name}`);
}

async function atToken(place: Place, t: CheckContext): Promise<void> {
  const p = place.param!;
  const key = placeKey(place);
  const phase = phaseOf(place.operation);
  const { answers } = await sequence(t);
  const e = answers.get(`${key} empty`)!;
  const o = answers.get(`${key} omitted`);
  let empty = tokenAnswer(e.res);
  let omitted: Answer = o ? tokenAnswer(o.res) : { kind: 'served', text: 'tokens (the correct request, which does not send it)' };
  const alive = e.alive && (o?.alive ?? true);
  if (sameAnswer(empty, omitted, { codes: alive, allowed: p.missing })) {
    if (!alive) t.note('an earlier refusal spent the shared code: the refusals are compared, not their error codes');
    return;
  }
  // a refusal on a code an earlier case spent says nothing: that side again, on a code of its own
  if (!e.alive && empty.kind !== 'served') empty = tokenAnswer(await onFreshCode(await againFor(key)(t), phase, emptied(p.name)));
  else if (o && !o.alive && omitted.kind !== 'served')
    omitted = tokenAnswer(await onFreshCode(await againFor(key)(t), phase, without(p.name)));
  judge(p, empty, omitted, o ? `the same ${WHERE[phase]} without ${p.name}` : 'the correct request, which does not send it');
}

function judge(p: Param, empty: Answer, omitted: Answer, what: string): void {
  if (!sameAnswer(empty, omitted, { allowed: p.missing }))
    fail(RULE, `the outcome of ${what}: ${showAnswer(omitted)}`, `with ${p.name}=: ${showAnswer(empty)}`);
}
