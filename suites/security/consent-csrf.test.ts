// Consent CSRF (RFC 6749 §10.12): an approval not bound to the page shown to the member yields no code.
// Session A is shown the consent page of its request and leaves it unanswered; session B, the same
// member signed in on another browser session, submits A's form (A's action and fields, B's cookies)
// by pressing Allow. Judged by outcome: no code that redeems for A's request. How the server binds
// consent (a token in the form, the request held in the session) is its own affair.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

check(
  'security/csrf/consent-bound',
  "consent form shown to session A, approved from the member's other session B → no code for A's request",
  async (t) => {
    const client = memberClient();
    const who = member();
    // askConsent: a server that remembers the member's consent is asked to show the page again
    const a = await authorize({ client, member: who, label: 'csrf-shown-to-a', askConsent: true, consentForms: 'capture' });
    const shown = a.outcome.consentForms;
    if (!shown) {
      if (callbackParam(a, 'code')) blocked('authentication/3/interactive-consent', 'a code came without a consent page');
      blocked('authentication/6/any-role', `session A was shown no consent page (${describeOutcome(a)})`);
    }
    t.note(
      `the consent form shown to session A: ${JSON.stringify(shown!.map((f) => ({ action: f.action, method: f.method, fields: f.fields.map(([n]) => n) })))}`,
    );
    // B: the same member signed in on a browser session of its own (fresh), answering with A's form
    const b = await authorize({
      client,
      member: who,
      label: 'csrf-submitted-by-b',
      expectRefusal: true,
      askConsent: true,
      fresh: true,
      consentForms: shown,
    });
    if (!callbackParam(b, 'code')) return;
    // a code: whose request did it approve? Redeemed with A's verifier, it is A's.
    const res = await redeem({ ...a, callback: b.callback });
    if (tokensOf(res, a)) {
      fail(
        'an approval is bound to the session the consent page was shown to',
        "no code for session A's request when another session submits its form",
        `session B's submission of A's form gave a code that redeems with A's PKCE verifier (${describeOutcome(b)})`,
      );
    }
    t.note(
      `session B got a code, but not one for A's request (it does not redeem with A's verifier: HTTP ${res.status}): the server bound the approval to B's own request`,
    );
  },
);
