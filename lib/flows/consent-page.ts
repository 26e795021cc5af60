// The consent page, which some checks need to see or to answer. A server may remember a member's
// consent to the member client and send the browser straight back (even past prompt=consent, which
// is only sent with openid). Then the authorization is made again by a loopback client registered
// for it moments before: nobody can have consented to that one, so its consent page must be shown.
import { authorize, type AuthorizeOptions, type AuthorizeRecord } from './authorize.ts';
import { registerLoopbackClient } from './clients.ts';
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
