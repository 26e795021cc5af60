// One approved authorization (once per file): the member signs in, sees the consent, approves,
// and is sent back with code, state and iss (RFC 9207); and one more with the request as a form
// POST (OIDC Core §3.1.2.1), judged alike. It asks for the consent page with prompt=consent (with
// openid); a server that still skips it, remembering the member's consent, is asked again by a
// client registered for it, to which nobody has consented (authorizeAtConsent).
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { anotherLoopbackPort, member, memberClient, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { callbackValues, clientNote, issuer, requireCallback, showValues } from '../../lib/flows/outcome.ts';
import { authorizeAtConsent, consentShown } from '../../lib/flows/consent-page.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';
import type { CheckContext } from '../../lib/harness/check.ts';

// a state a client may well use: within RFC 6749's VSCHAR, yet it needs percent-encoding and must
// come back byte for byte
const STATE = `cs:~state/ "&=+?#%[]'`;
const approved = once('approve', async () =>
  authorizeAtConsent({ client: memberClient(), member: member(), params: { state: STATE }, label: 'approval' }),
);
const postApproval = once('approve a form POST', async () =>
  authorizeAtConsent({ client: memberClient(), member: member(), params: { state: STATE }, method: 'POST', label: 'approval-post' }),
);
/** The approval by POST: blocked when the endpoint does not take POST. */
const approvedByPost = async (t: CheckContext) => {
  await requirePost(t);
  return postApproval(t);
};

check(
  'authentication/6/any-role',
  'a member of the site (any role) signs in and approves → sent back to the client, not refused',
  async (t) => {
    const rec = await approved(t);
    // a refusal: no way back to the client, or an error without a code (a code beside an error is
    // endpoints/authorize/code's to report)
    const refusal = callbackParam(rec, 'code') ? undefined : callbackParam(rec, 'error');
    if (rec.outcome.kind !== 'callback' || refusal) {
      fail(
        'anyone with a role at the site, students included, can authorize the member client',
        'a redirect back to the client after approval',
        refusal ? `error=${refusal}` : describeOutcome(rec),
      );
    }
  },
);

for (const [how, approval] of [
  ['', approved],
  [' (the request as a form POST)', approvedByPost],
] as const) {
  check('authentication/3/interactive-consent', `authorization request${how} → a consent page is shown before the code`, async (t) => {
    const rec = await approval(t);
    requireCallback(rec);
    // the record's client had never been authorized when no consent page came: nothing to remember
    if (!consentShown(rec) && callbackParam(rec, 'code'))
      fail(
        'no code without the signed-in member approving at the authorization endpoint',
        'a consent page before the code',
        `a code with no consent page for ${clientNote(rec)} (${describeOutcome(rec)})`,
      );
  });

  check('endpoints/authorize/code', `approve${how} → redirect to redirect_uri with exactly one code and no error`, async (t) => {
    const rec = await approval(t);
    requireCallback(rec);
    const codes = callbackValues(rec, 'code');
    if (codes.length !== 1 || !codes[0] || callbackParam(rec, 'error')) {
      fail(
        'on approval the user is redirected with a code',
        'one non-empty code, no error',
        `${codes.length} code(s)${callbackParam(rec, 'error') ? `, error=${callbackParam(rec, 'error')}` : ''}`,
      );
    }
  });

  check('endpoints/authorize/state', `approve${how} → state echoed byte for byte`, async (t) => {
    const rec = await approval(t);
    requireCallback(rec);
    const states = callbackValues(rec, 'state');
    if (states.length !== 1 || states[0] !== STATE) fail('state is echoed back unchanged', show(STATE), showValues(rec, 'state'));
  });

  check('endpoints/authorize/iss', `approve${how} → exactly one iss, equal to the issuer (RFC 9207)`, async (t) => {
    const rec = await approval(t);
    requireCallback(rec);
    const iss = callbackValues(rec, 'iss');
    if (iss.length !== 1 || iss[0] !== issuer())
      fail('iss identifies the issuer exactly once', `one iss = ${show(issuer())}`, showValues(rec, 'iss'));
  });
}

for (const [how, approval, method] of [
  ['', approved, undefined],
  [' (the request as a form POST)', approvedByPost, 'POST'],
] as const) {
  check(
    'limits/loopback-any-port',
    `the member client's loopback redirect_uri at another port${how} → code delivered to that port`,
    async (t) => {
      const client = memberClient();
      const u = new URL(client.redirectUri);
      if (u.hostname !== '127.0.0.1') t.skip(`memberClient.redirectUri ${client.redirectUri} is not a loopback URI`);
      if (!callbackParam(await approval(t), 'code')) blocked('endpoints/authorize/code', 'the registered redirect URI itself gave no code');
      u.port = String(anotherLoopbackPort(Number(u.port || 80)));
      const rec = await authorize({
        client,
        member: member(),
        redirectUri: u.href,
        method,
        label: `other-port${method ? '-post' : ''}`,
        expectRefusal: true,
      });
      if (!callbackParam(rec, 'code')) fail('a loopback redirect URI may use any port', `a code at ${u.href}`, describeOutcome(rec));
    },
  );
}

check(
  'limits/loopback-any-port',
  'a loopback client the harness registers, its redirect_uri at another port → code delivered to that port',
  async () => {
    const client = await registerLoopbackClient({ scope: 'openid' });
    const at = await authorize({ client, member: member(), label: 'registered-loopback', expectRefusal: true });
    if (!callbackParam(at, 'code'))
      // a client registered moments before: its redirect URI may not be registered at all
      blocked(
        ['endpoints/authorize/code', 'rfc7591/3.2.1/registered-metadata'],
        `the registered loopback redirect URI itself gave no code (${describeOutcome(at)})`,
      );
    const u = new URL(client.redirectUri);
    u.port = String(anotherLoopbackPort(Number(u.port || 80)));
    const rec = await authorize({
      client,
      member: member(),
      redirectUri: u.href,
      label: 'registered-loopback-other-port',
      expectRefusal: true,
    });
    if (!callbackParam(rec, 'code')) fail('a loopback redirect URI may use any port', `a code at ${u.href}`, describeOutcome(rec));
  },
);
