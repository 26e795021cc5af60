// OIDC Core §3.1.2.1, §3.1.2.3 and §2: prompt=none shows no page (a redirect to the client, signed
// out or in, by GET and by POST); prompt=login (alone or in a list) and max_age=0 (its equivalent) ask
// a signed-in member to sign in again before anything else, or, an OP that cannot reauthenticate,
// end in an error ("it MUST return an error, typically login_required"); a positive max_age the
// sign-in is older than asks for the sign-in again; max_age makes the ID token carry auth_time, the time of the latest sign-in. The member's
// session is signed in by a plain approval first (signedInAuthorize); an openid client is the member
// client, else one registered for it.
import { decodeJwt } from 'jose';
import { authorize, callbackParam, codeRequestParams, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient, openidClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { signedInAuthorize } from '../../lib/flows/consent-page.ts';
import { MEMBER_SHAPE, fileGrant, ownGrant } from '../../lib/flows/plan.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { whereItLeads } from '../../lib/flows/http-answer.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import { endpointUrl, form } from '../../lib/oauth/requests.ts';

// every page the drive read counts: one read as unknown (an error page, or a consent page read while still drawing) is shown too
const shown = (rec: AuthorizeRecord) => rec.outcome.pages.map((p) => p.kind);

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
    // signed in for certain: a pool session may be one no drive has signed in yet
    const inside = await signedInAuthorize(client, member(), { prompt: 'none' }, 'prompt-none-signed-in');
    if (inside.outcome.kind !== 'callback' || shown(inside).length)
      problems.push(`signed in: ${describeOutcome(inside)} (pages: ${shown(inside).join(', ') || 'none'})`);
    if (problems.length)
      fail(
        'with prompt=none the OP displays no authentication or consent page; it returns an error when it cannot go on without one',
        'a redirect to the client each time, with an error (or, signed in, a code) and no page',
        problems.join('; '),
      );
  },
);

check(
  'oidc-core/3.1.2.1/prompt-none',
  "the openid client's authorization request with prompt=none as a form POST, no cookie (nobody signed in) → a redirect to the client with an error, no page, no code",
  async (t) => {
    // a POST not served like a GET (refused, or an error sent to the client for any POST) is
    // oidc-core/3.1.2.1/get-and-post's to report: an error redirect here would prove nothing of prompt=none
    await requirePost(t);
    const client = await openidClient(t);
    const posted = await http({
      url: endpointUrl(target(), 'authorization'),
      form: form({ ...codeRequestParams(client), prompt: 'none' }),
    });
    const { res, location } = await whereItLeads(posted, client.redirectUri);
    const toClient = location !== undefined && location.href.startsWith(client.redirectUri);
    const error = toClient ? location!.searchParams.get('error') : null;
    if (!toClient || !error || location!.searchParams.has('code'))
      fail(
        'with prompt=none the OP displays no authentication or consent page; it returns an error when it cannot go on without one (by POST as by GET)',
        'a redirect to the client with an error (login_required, interaction_required, …) and no code',
        location
          ? `HTTP ${res.status} to ${show(location.href.replace(/([?&](code|state)=)[^&]*/g, '$1…'), 160)}`
          : `HTTP ${res.status}, a page`,
      );
  },
);

for (const [id, param, value] of [
  ['oidc-core/3.1.2.1/prompt-login', 'prompt', 'login'],
  ['oidc-core/3.1.2.1/prompt-login', 'prompt', 'login consent'],
  ['oidc-core/3.1.2.1/max-age', 'max_age', '0'],
] as const) {
  check(
    id,
    `the member signed in, then ${param}=${value} → a sign-in page before any consent page or code, or an error redirect without a code`,
    async (t) => {
      const client = await openidClient(t);
      const rec = await signedInAuthorize(client, member(), { [param]: value }, `${param}-${value.replace(/ /g, '-')}`);
      const first = rec.outcome.pages[0]?.kind;
      // an OP that cannot reauthenticate the member returns an error (login_required, typically), shows nothing
      const refused = first === undefined && !!callbackParam(rec, 'error') && !callbackParam(rec, 'code');
      if (first !== 'login' && !refused)
        fail(
          `${param}=${value} makes the OP ask a signed-in member to authenticate again, or return an error when it cannot`,
          'one of: a sign-in page first; a redirect with an error (login_required, typically), no page and no code',
          `${first ? `a ${first} page first` : 'no page'} (${describeOutcome(rec)})`,
        );
    },
  );
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

/**
 * members[0] signs in (or is signed in) and approves with max_age=3600; 2.2 s later, in the same
 * browser session, the request asks max_age=1: the sign-in is older than that, so the OP must ask
 * for it again (a server counting whole seconds sees at least 2), and the new ID token's auth_time
 * is that sign-in, later than the first ID token's iat.
 */
const reauth = fileGrant(
  'max-age-reauthentication',
  { ...MEMBER_SHAPE, client: 'an openid client', params: 'max_age=3600, then max_age=1 in the same session 2 s later' },
  'the member signs in again in its session',
  async () => {
    const client = memberClient().scopes.includes('openid') ? memberClient() : await registerLoopbackClient({ scope: 'openid' });
    const first = await grant({ client, member: member(), params: { max_age: '3600' }, label: 'max-age-first', hold: true });
    const before = grantTokens(first);
    await new Promise((r) => setTimeout(r, 2200));
    const rec = await authorize({
      client,
      member: member(),
      params: { max_age: '1' },
      label: 'max-age-1',
      expectRefusal: true,
      resume: first.rec.outcome.session,
    });
    const after = callbackParam(rec, 'code') ? tokensOf(await redeem(rec), rec) : undefined;
    return { before, rec, after };
  },
  2,
);

check(
  'oidc-core/3.1.2.1/max-age',
  'the member signed in over 2 s before (a grant with max_age=3600), then max_age=1 → a sign-in page before any consent page or code',
  async (t) => {
    const { rec } = await reauth(t);
    if (!rec.outcome.signedInAtStart)
      notTestable('the drive did not begin in the session the first approval signed in (the browser lost it)');
    const first = rec.outcome.pages[0]?.kind;
    if (first !== 'login')
      fail(
        'a sign-in older than max_age makes the OP actively re-authenticate the member',
        'a sign-in page first',
        `${first ? `a ${first} page first` : 'no page'} (${describeOutcome(rec)})`,
      );
  },
  { grants: [reauth] },
);

check(
  'oidc-core/2/auth-time-max-age',
  "the member signed in again for max_age=1 (2 s after a grant with max_age=3600), redeem → the new ID token's auth_time is that sign-in: later than the first ID token's iat",
  async (t) => {
    const { before, rec, after } = await reauth(t);
    if (rec.outcome.pages[0]?.kind !== 'login') blocked('oidc-core/3.1.2.1/max-age', 'max_age=1 brought no sign-in page back');
    if (!after?.id_token)
      blocked(
        ['endpoints/authorize/code', 'authentication/9/id-token'],
        `the re-authenticated request gave no ID token (${describeOutcome(rec)})`,
      );
    const iat = typeof before.id_token === 'string' ? decodeJwt(before.id_token).iat : undefined;
    if (typeof iat !== 'number') blocked('oidc-core/2/iat', 'the first ID token has no numeric iat');
    const authTime = decodeJwt(after!.id_token!).auth_time;
    if (typeof authTime !== 'number' || authTime <= iat!)
      fail(
        'auth_time is the time the member authenticated (OIDC Core §2), REQUIRED with max_age: after a re-authentication, that one',
        `auth_time: a NumericDate after ${iat} (the first ID token's iat; the member signed in again 2 s later)`,
        `auth_time ${show(authTime)}`,
      );
  },
  { grants: [reauth] },
);
