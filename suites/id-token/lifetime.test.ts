// Limits: the ID token lives 10 minutes (exp is 10 minutes after issue), within the usual clock skew,
// wherever it is issued (the member client's and another client's code exchange; a refresh response).
import { check } from '../../lib/harness/check.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { idTokenFlow, judgeEach, ID_TOKEN_PLACE_GRANTS, type PlacedIdToken } from './id-token-flows.ts';

const flow = idTokenFlow();
const LIFETIME = 600;
const SLACK = 5;
const SKEW = 60;

/** What is wrong with one ID token's lifetime, if anything. */
function judge({ claims, receivedAt, place }: PlacedIdToken): string | undefined {
  const { exp, iat } = claims;
  if (typeof exp !== 'number') return blocked('authentication/9/exp', `the id_token of ${place} has no numeric exp (${show(exp)})`);
  if (typeof iat !== 'number') {
    // no iat: the issue time is taken as the moment the token response came
    const life = exp - receivedAt;
    return Math.abs(life - LIFETIME) > SKEW + SLACK
      ? `no iat; exp is ${life.toFixed(0)} s after the token response (expected ≈ ${LIFETIME} s, ±${SKEW + SLACK} s)`
      : undefined;
  }
  if (Math.abs(exp - iat - LIFETIME) > SLACK) return `exp − iat = ${exp - iat} s (iat ${iat}, exp ${exp})`;
  if (Math.abs(iat - receivedAt) > SKEW) return `iat = ${iat}, ${(iat - receivedAt).toFixed(0)} s off the harness clock`;
  return undefined;
}

check(
  'limits/id-token-lifetime',
  "every id_token (the member client's and another client's code exchange; a refresh response, when it carries one): its iat and exp → exp − iat = 600 s (±5 s), iat within 60 s of the harness clock",
  async (t) => {
    const problems = await judgeEach(t, flow, judge);
    if (problems.length)
      fail(
        'the ID token lifetime is 10 minutes (exp is 10 minutes after issue)',
        `exp − iat = ${LIFETIME} s (±${SLACK} s), iat within ${SKEW} s of the harness clock (without iat: exp ≈ ${LIFETIME} s after the token response)`,
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);
