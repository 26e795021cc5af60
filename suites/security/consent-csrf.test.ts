// Consent CSRF (RFC 6749 §10.12, RFC 9700 §4.7): a forged approval yields no code for the victim's
// account. The attacker (members[1]) starts an authorization with his own PKCE verifier and keeps the
// consent form he is shown; the victim (members[0], signed in on a browser session of its own) submits
// it: as shown, and with each of its token-like fields removed or altered. The breach is a code that
// redeems, with the attacker's verifier, into the victim's data (viewer at /account/graphql). How the
// server binds an approval (to the session, to the pending request and its member) is its own affair,
// and a code for the attacker's own account is none.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { blocked, fail, notTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { forgeries, type ConsentForm, type Forgery } from '../../lib/browser/consent-forms.ts';
import { callbackParam, describeOutcome, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member, memberClient, type FlowClient } from '../../lib/flows/clients.ts';
import { decodeJwt } from 'jose';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens, redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { clientNote, requireConsentPage } from '../../lib/flows/outcome.ts';
import { authorizeAtConsent } from '../../lib/flows/consent-page.ts';
import { askViewer, type Json } from '../../lib/resource/viewer-answer.ts';

const WHO = '{ viewer { id email } }';

/** The attacker's pending authorization and the consent forms it showed him (none: the check is blocked). */
async function attackerForm(label: string): Promise<{ rec: AuthorizeRecord; forms: ConsentForm[] }> {
  // a server that remembers the member's consent is asked to show the page again (authorizeAtConsent)
  const rec = await authorizeAtConsent({ client: memberClient(), member: member(1), label, consentForms: 'capture' });
  const forms = rec.outcome.consentForms;
  if (!forms) {
    if (callbackParam(rec, 'code'))
      blocked('authentication/3/interactive-consent', `a code came without a consent page for ${clientNote(rec)}`);
    blocked('authentication/6/any-role', `members[1] was shown no consent page for ${clientNote(rec)} (${describeOutcome(rec)})`);
  }
  return { rec, forms: forms! };
}

/**
 * Whose account a grant is for: its viewer { id email }, or, for a client registered for the check
 * (identity scopes only, no Account API), its ID token's sub.
 */
async function whoseGrant(tokens: { access_token: string; id_token?: string }, client: FlowClient): Promise<Json> {
  if (client.scopes.includes('account:read')) return whoseData(tokens.access_token);
  // compared with the victim's sub from the member client's ID token (a pairwise sub per client would hide a breach)
  if (!tokens.id_token)
    notTestable(
      'configure a memberClient whose consent the target does not remember, with account:read (the client registered instead gets no ID token to tell whose account its code is for)',
    );
  return { sub: decodeJwt(tokens.id_token).sub };
}

/** Whose data a token reads: viewer { id email }, or the check is blocked (the viewer checks report it). */
async function whoseData(token: string): Promise<Json> {
  const a = await askViewer(token, WHO);
  if (a.res.status !== 200 || !a.viewer)
    blocked(['resources/viewer/id', 'resources/viewer/email'], `the Account API did not answer ${WHO}`);
  return a.viewer!;
}

const same = (a: Json, b: Json) =>
  (['id', 'email', 'sub'] as const).some((k) => (typeof a[k] === 'string' || typeof a[k] === 'number') && String(a[k]) === String(b[k]));

// members[0]'s own data, from the run's shared grant: what a forged approval must never hand over
const victim = once("the victim's own viewer", async () => {
  const tokens = grantTokens(await sharedMemberGrant());
  const sub = tokens.id_token ? decodeJwt(tokens.id_token).sub : undefined;
  return { ...(await whoseData(tokens.access_token)), sub };
});

/** One forged submission: the attacker's fresh form, changed, approved from the victim's session. */
async function tryForgery(t: CheckContext, forgery: Forgery, n: number, first?: { rec: AuthorizeRecord; forms: ConsentForm[] }) {
  const attacker = first ?? (await attackerForm(`csrf-attacker-${n}`));
  // the attacker's client, from the victim's own consent page for it
  const submitted = await authorizeAtConsent({
    client: attacker.rec.client,
    member: member(0),
    label: `csrf-victim-${n}`,
    expectRefusal: true,
    consentForms: forgery.apply(attacker.forms),
  });
  if (!callbackParam(submitted, 'code')) return t.note(`${forgery.what}: no code (${describeOutcome(submitted)})`);
  // a code with no consent page shown was never a submission of the forged form
  requireConsentPage(submitted);
  // a code: redeemed with the attacker's verifier, whose data does it read?
  const tokens = tokensOf(await redeem({ ...attacker.rec, callback: submitted.callback }), attacker.rec);
  if (!tokens) return t.note(`${forgery.what}: a code that does not redeem with the attacker's verifier (the victim's own request)`);
  const data = await whoseGrant(tokens, attacker.rec.client);
  if (same(data, await victim(t)))
    fail(
      "a malicious client cannot obtain authorization without the resource owner's awareness and explicit consent",
      "no code from a forged approval that redeems into the victim's data: a refusal, a code for the victim's own request, or a code for the attacker's own account",
      `${forgery.what}, submitted from members[0]'s session, gave a code that redeems with members[1]'s verifier into members[0]'s data ${show(data)}`,
    );
  t.note(`${forgery.what}: a code for the attacker's own account (${show(data)}), not the victim's: no breach`);
}

check(
  'security/csrf/consent-bound',
  "members[1]'s consent form submitted from members[0]'s session (as shown, anti-forgery fields removed or altered) → no code that redeems into members[0]'s data",
  async (t) => {
    if (member(0).username === member(1).username) notTestable('configure members[1] as a second member, not members[0] again');
    const first = await attackerForm('csrf-attacker-0');
    const list = forgeries(first.forms);
    t.note(
      `the attacker's consent form: ${show(first.forms.map((f) => ({ action: f.action, method: f.method, fields: f.fields.map(([n]) => n) })))}`,
    );
    // each forgery has a pending request of its own (one answered may not be answered again); they run
    // side by side, and the first to end otherwise than passing, in this order, ends the check
    const ends = await Promise.allSettled(list.map((forgery, n) => tryForgery(t, forgery, n, n === 0 ? first : undefined)));
    const ended = ends.find((e) => e.status === 'rejected');
    if (ended) throw ended.reason;
  },
  { grants: [sharedMemberGrant] },
);
