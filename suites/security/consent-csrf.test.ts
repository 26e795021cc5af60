// Consent CSRF (RFC 6749 §10.12): an approval not bound to the page shown to the member yields no code.
// Session A is shown the consent page of its request and leaves it unanswered; session B, the same
// member signed in on another browser session, submits A's form (A's action and fields, B's cookies)
// by pressing Allow. Judged by outcome: no code that redeems for A's request. How the server binds
// consent (a token in the form, the request held in the session) is its own affair.
import type { Page } from 'playwright-core';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';

interface Form {
  action: string;
  method: string;
  fields: [string, string][];
}

// Page scripts as strings: the harness is compiled without the DOM types.
const CAPTURE = `[...document.forms].map((f) => ({ action: f.action, method: f.method,
  fields: [...f.elements].filter((e) => e.name && !['submit', 'button', 'image', 'reset'].includes(e.type)
    && (!['checkbox', 'radio'].includes(e.type) || e.checked)).map((e) => [e.name, e.value]) }))`;

/** Rewrites this page's forms into the captured ones: same action, exactly the captured fields (buttons kept). */
const replay = (forms: Form[]) => `(() => { const shown = ${JSON.stringify(forms)};
  [...document.forms].forEach((f, i) => { const s = shown[i]; if (!s) return; f.action = s.action; f.method = s.method;
    [...f.elements].filter((e) => e.name && !['submit', 'button', 'image', 'reset'].includes(e.type)).forEach((e) => e.remove());
    for (const [name, value] of s.fields) { const input = document.createElement('input');
      input.type = 'hidden'; input.name = name; input.value = value; f.append(input); } }); })()`;

check(
  'security/csrf/consent-bound',
  "consent form shown to session A, approved from the member's other session B → no code for A's request",
  async (t) => {
    const client = memberClient();
    const who = member();
    let shown: Form[] | undefined;
    const a = await authorize({
      client,
      member: who,
      label: 'csrf-shown-to-a',
      atConsent: async (page: Page) => {
        shown = await page.evaluate<Form[]>(CAPTURE);
        return 'stop';
      },
    });
    if (!shown) {
      if (callbackParam(a, 'code')) blocked('authentication/3/interactive-consent', 'a code came without a consent page');
      blocked('authentication/6/any-role', `session A was shown no consent page (${describeOutcome(a)})`);
    }
    t.note(
      `the consent form shown to session A: ${JSON.stringify(shown!.map((f) => ({ action: f.action, method: f.method, fields: f.fields.map(([n]) => n) })))}`,
    );
    const b = await authorize({
      client,
      member: who,
      label: 'csrf-submitted-by-b',
      expectRefusal: true,
      atConsent: async (page: Page) => void (await page.evaluate(replay(shown!))),
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
