// RFC 6749 §3.1, §3.2: "Request and response parameters MUST NOT be included more than once", and
// §4.1.2.1, §5.2 name the server's answer to a request that breaks it (invalid_request). Every
// parameter of the authorization and token endpoints sent twice: refused, no consent page, no code,
// no tokens. Where the two copies can differ (state, nonce, a PKCE challenge) they do; a parameter
// a server need not recognize is ignored, repeated or not (RFC 6749 §3.1), so it is not governed.
import type { CheckContext } from '../harness/check.ts';
import { fail, show } from '../harness/failure.ts';
import { codeGrant } from '../flows/token-checks.ts';
import { type Param } from '../surface/model.ts';
import { showAnswer, tokenAnswer } from './answers.ts';
import { driveCase, valueGrants, valueOf } from './authorize-case.ts';
import { section3 } from './govern.ts';
import { confidentialSequence, memberSequence } from './repeated-sequence.ts';
import { onFreshCode, phaseOf, twice } from './token-case.ts';
import { placeKey, type Place, type Relation } from './types.ts';
import { featureOffered } from './features.ts';

const RULE = 'a request parameter sent twice is refused (RFC 6749 §3.1, §3.2; invalid_request, §4.1.2.1, §5.2)';
const WHERE = { code: 'code exchange', refresh: 'refresh' } as const;

const again = new Map<string, ReturnType<typeof codeGrant>>();
const againFor = (key: string) => {
  if (!again.has(key)) again.set(key, codeGrant(`relations: ${key} twice, again`, { when: 'the shared code was spent before the case' }));
  return again.get(key)!;
};

export const repeated: Relation = {
  id: 'repeated',
  name: 'twice refused',
  over: 'param',
  govern({ operation: op, param: p }) {
    const clause = section3(
      op.endpoint,
      { authorization: 'rfc6749/3.1/repeated-request-parameter', token: 'rfc6749/3.2/repeated-request-parameter' },
      p,
    );
    if (typeof clause !== 'string') return clause;
    if (p!.repeatable) return { reason: `a client may send it more than once (${p!.repeatable})` };
    if (p!.recognized === 'maybe')
      return {
        reason: `a server need not recognize ${p!.name} (${p!.source}), and it ignores an unrecognized parameter, repeated or not (RFC 6749 §3.1)`,
      };
    const where = op.endpoint === 'authorization' ? 'authorization request' : WHERE[phaseOf(op)];
    const outcome = op.endpoint === 'authorization' ? 'refused: no consent page, no code' : 'refused, no tokens';
    return { clause, title: `${where} with ${p!.name} sent twice → ${outcome} [twice refused]` };
  },
  grants: (place) =>
    place.operation.endpoint === 'token'
      ? [place.param!.name === 'client_secret' ? confidentialSequence : memberSequence, againFor(placeKey(place))]
      : valueGrants(place.param!),
  async run(place, t) {
    const p = place.param!;
    if (p.recognized && p.recognized !== 'maybe' && !featureOffered(p.recognized))
      return t.skip(`the target does not advertise ${p.recognized} (the parameter ${p.name} is not one it recognizes)`);
    return place.operation.endpoint === 'token' ? atToken(place, t) : atAuthorization(p, t);
  },
};

async function atAuthorization(p: Param, t: CheckContext): Promise<void> {
  const second = await valueOf(p, t, true);
  const first = p.sent ? undefined : await valueOf(p, t);
  if (second === undefined) return t.skip(`the harness makes no value of ${p.name} (${p.kind}) for this target`);
  const { answer } = await driveCase(`twice-${p.name}`, { ...(p.sent ? {} : { params: { [p.name]: first } }), extra: [[p.name, second]] });
  if (answer.kind !== 'refused')
    fail(
      RULE,
      'a refusal: an error redirect (invalid_request) or an error page, no consent page, no code',
      `${p.name}=…&${p.name}=${show(second)}: ${showAnswer(answer)}`,
    );
}

async function atToken(place: Place, t: CheckContext): Promise<void> {
  const p = place.param!;
  const key = placeKey(place);
  const seq = p.name === 'client_secret' ? confidentialSequence : memberSequence;
  const { answers, rec } = await seq(t);
  const a = answers.get(key);
  if (!a) return t.skip(`the correct ${WHERE[phaseOf(place.operation)]} sends no ${p.name} (no value to repeat)`);
  let answer = tokenAnswer(a.res);
  // a refusal on a code an earlier case spent says nothing: again, on a code of its own
  if (!a.alive && answer.kind === 'refused' && p.name !== 'client_secret')
    answer = tokenAnswer(await onFreshCode(await againFor(key)(t), phaseOf(place.operation), twice(p.name, valueFor(p, rec))));
  // a refusal's shape (its status, its error code) is errors/invalid_request's to judge: here, no tokens
  if (answer.kind === 'served') fail(RULE, 'a refusal (invalid_request), no tokens', `${p.name} twice: ${showAnswer(answer)}`);
}

/** The second copy at the token endpoint: its own value again, or (not sent) the grant's scope twice. */
export function valueFor(p: Param, rec: { scopes: string[] }): string | undefined {
  return p.name === 'scope' ? rec.scopes.join(' ') : undefined;
}
