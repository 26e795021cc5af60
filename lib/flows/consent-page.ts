// The consent page, which some checks need to see or to answer. A server may remember a member's
// consent to the member client and send the browser straight back (even past prompt=consent, which
// is only sent with openid). Then the authorization is made again by a loopback client registered
// for it moments before: nobody can have consented to that one, so its consent page must be shown.
import { authorize, callbackParam, describeOutcome, type AuthorizeOptions, type AuthorizeRecord } from './authorize.ts';
import { registerLoopbackClient, type FlowClient } from './clients.ts';
import type { Member } from '../browser/strategies.ts';
import { blocked, notTestable } from '../harness/failure.ts';
import type { Params } from '../oauth/requests.ts';
import { isIdentityScope } from '../spec/scopes.ts';

export const consentShown = (rec: AuthorizeRecord): boolean => rec.outcome.pages.some((p) => p.kind === 'consent');

/** An authorization that asks for the consent page, from a client never authorized before if need be. */
export async function authorizeAtConsent(o: AuthorizeOptions): Promise<AuthorizeRecord> {
  const rec = await authorize({ ...o, askConsent: true });
  if (rec.outcome.kind !== 'callback' || consentShown(rec) || o.client.firstUse) return rec;
  // a registered client may ask for identity scopes only (Authentication 7)
  const scopes = o.client.scopes.filter(isIdentityScope);
  const fresh = await registerLoopbackClient({ scope: (scopes.length ? scopes : ['openid']).join(' ') });
  return authorize({ ...o, client: { ...fresh, firstUse: true }, scopes: undefined, label: `${o.label} (new client)`, askConsent: true });
}

/**
 * An authorization with `params` that begins in a browser session signed `who` in: a plain approval
 * first, which signs in where it needs to, and the request in that same session (held for it), so
 * that the check makes its own precondition, whatever ran before it.
 */
export async function signedInAuthorize(client: FlowClient, who: Member, params: Params, label: string): Promise<AuthorizeRecord> {
  const warm = await authorize({ client, member: who, label: `${label}-sign-in`, hold: true });
  if (!callbackParam(warm, 'code')) blocked('endpoints/authorize/code', `the plain request got no code (${describeOutcome(warm)})`);
  const rec = await authorize({ client, member: who, params, label, expectRefusal: true, resume: warm.outcome.session });
  if (!rec.outcome.signedInAtStart)
    notTestable('the drive did not begin in the session the plain approval signed in (the browser lost it)');
  return rec;
}
