// OIDC Core §3.1.2.1, §3.1.2.3 and §2: prompt=none shows no page (a redirect to the client, signed
// out or in); prompt=login and max_age=0 ask a signed-in member to sign in again before anything
// else; max_age makes the ID token carry auth_time. The member's session is one an earlier drive
// signed in (the driver says so); an openid client is the member client, else one registered for it.
import { decodeJwt } from 'jose';
import { authorize, callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, openidClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { signedInAuthorize } from '../../lib/flows/consent-page.ts';
import { MEMBER_SHAPE, ownGrant } from '../../lib/flows/plan.ts';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';

const shown = (rec: AuthorizeRecord) => rec.outcome.pages.filter((p) => p.kind === 'login' || p.kind === 'consent').map((p) => p.kind);

check(
  'oidc-core/3.1.2.1/prompt-none',
  'prompt=none with nobody signed in, then with the member signed in → a redirect to the client (no code when signed out), never a sign-in or consent page',
  async (t) => {
    const client = await openidClient(t);
    const problems: string[] = [];
    const out = await authorize({ client, fresh: true, params: { prompt: 'none' }, label: 'prompt-none-signed-out', expectRefusal: true });
    if (out.outcome.kind !== 'callback' || shown(out).length)
      problems.push(`signed out: ${describeOutcome(out)} (pages: ${shown(out).join(', ') || 'none'})`);
    else if (callbackParam(out, 'code')) problems.push('signed out: a code, though nobody authenticated');
    const inside = await authorize({
      client,
      member: member(),
      params: { prompt: 'none' },
      label: 'prompt-none-signed-in',
      expectRefusal: true,
    });
    if (shown(inside).length) problems.push(`signed in: ${shown(inside).join(', ')} page shown (${describeOutcome(inside)})`);
    if (problems.length)
      fail(
        'with prompt=none the OP displays no authentication or consent page; it returns an error when it cannot go on without one',
        'a redirect to the client each time, with an error (or, signed in, a code) and no page',
        problems.join('; '),
      );
  },
);

for (const [id, param, value] of [
  ['oidc-core/3.1.2.1/prompt-login', 'prompt', 'login'],
  ['oidc-core/3.1.2.1/max-age', 'max_age', '0'],
] as const) {
  check(id, `the member signed in, then ${param}=${value} → a sign-in page before any consent page or code`, async (t) => {
    const client = await openidClient(t);
    const rec = await signedInAuthorize(client, member(), { [param]: value }, `${param}-${value}`);
    const first = rec.outcome.pages[0]?.kind;
    if (first !== 'login')
      fail(
        `${param}=${value} makes the OP ask a signed-in member to authenticate again`,
        'a sign-in page first',
        `${first ? `a ${first} page first` : 'no page'} (${describeOutcome(rec)})`,
      );
  });
}

const maxAge = ownGrant(
  'max-age-auth-time',
  { ...MEMBER_SHAPE, client: 'an openid client', params: 'max_age=3600' },
  undefined,
  async (t) => grant({ client: await openidClient(t!), member: member(), params: { max_age: '3600' }, label: 'max-age-auth-time' }),
);

check(
  'oidc-core/2/auth-time-max-age',
  'an openid authorization with max_age=3600, approve, redeem → the ID token has a numeric auth_time, not after iat',
  async (t) => {
    const g = await maxAge(t);
    const jwt = grantTokens(g).id_token;
    if (typeof jwt !== 'string') blocked('authentication/9/id-token', 'the code exchange returned no id_token');
    const claims = decodeJwt(jwt!);
    const { auth_time: authTime, iat } = claims;
    if (typeof authTime !== 'number' || (typeof iat === 'number' && authTime > iat + 5))
      fail(
        'auth_time is REQUIRED when max_age was requested (OIDC Core §2, §3.1.2.1)',
        'auth_time: a NumericDate no later than iat',
        `auth_time ${show(authTime)}, iat ${show(iat)}`,
      );
  },
  { grants: [maxAge] },
);

check(
  'oidc-core/3.1.2.1/prompt-select-account',
  'the member signed in, then prompt=select_account → a page (account choice, sign-in or consent) or an error redirect, never a code without a page',
  async (t) => {
    const client = await openidClient(t);
    const rec = await signedInAuthorize(client, member(), { prompt: 'select_account' }, 'prompt-select-account');
    if (callbackParam(rec, 'code') && rec.outcome.pages.length === 0)
      fail(
        'prompt=select_account prompts the member to select an account (or errors when it cannot)',
        'a page before the code, or an error redirect',
        `a code with no page shown (${describeOutcome(rec)})`,
      );
  },
);
