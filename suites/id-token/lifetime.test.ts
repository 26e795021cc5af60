// Limits: the ID token lives 10 minutes (exp is 10 minutes after issue), within the usual clock skew.
import { check } from '../../lib/harness/check.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();
const LIFETIME = 600;
const SLACK = 5;
const SKEW = 60;

check(
  'limits/id-token-lifetime',
  "the id_token's iat and exp → exp − iat = 600 s (±5 s), iat within 60 s of the harness clock",
  async (t) => {
    const { claims, receivedAt } = await decodedIdToken(t, flow);
    const { exp, iat } = claims;
    if (typeof exp !== 'number') return blocked('authentication/9/exp', `the id_token has no numeric exp (${show(exp)})`);
    const what = 'the ID token lifetime is 10 minutes (exp is 10 minutes after issue)';
    if (typeof iat !== 'number') {
      // no iat: the issue time is taken as the moment the token response came
      const life = exp - receivedAt;
      if (Math.abs(life - LIFETIME) > SKEW + SLACK)
        fail(what, `exp ≈ ${LIFETIME} s after the token response (no iat; ±${SKEW + SLACK} s)`, `exp is ${life.toFixed(0)} s after it`);
      return t.note('the id_token has no iat: its lifetime was measured from the token response');
    }
    if (Math.abs(exp - iat - LIFETIME) > SLACK)
      fail(what, `exp − iat = ${LIFETIME} s (±${SLACK} s)`, `exp − iat = ${exp - iat} s (iat ${iat}, exp ${exp})`);
    if (Math.abs(iat - receivedAt) > SKEW)
      fail(
        what,
        `iat within ${SKEW} s of the harness clock (${Math.floor(receivedAt)})`,
        `iat = ${iat} (${(iat - receivedAt).toFixed(0)} s off)`,
      );
  },
  { grants: [...ID_TOKEN_GRANTS] },
);
