// The member denies consent: the client gets error=access_denied with state and iss, and no code; and
// so when the request came as a form POST (OIDC Core §3.1.2.1).
// Denying needs the consent page: it is asked for with prompt=consent (with openid), since a server
// may remember the member's earlier consent, and then by a client registered for it (authorizeAtConsent).
import { check } from '../../lib/harness/check.ts';
import { once } from '../../lib/harness/once.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { authorizeAtConsent } from '../../lib/flows/consent-page.ts';
import { member, memberClient } from '../../lib/flows/clients.ts';
import { callbackValues, expectErrorRedirect, issuer, requireCallback, requireConsentPage, showValues } from '../../lib/flows/outcome.ts';
import type { CheckContext } from '../../lib/harness/check.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';

const asked = once('deny', async () => authorizeAtConsent({ client: memberClient(), member: member(), decision: 'deny', label: 'deny' }));

/** The denied authorization; without a consent page nothing was denied (the clause that reports why blocks it). */
async function denied(t: CheckContext) {
  const rec = await asked(t);
  requireConsentPage(rec);
  return rec;
}

check('authentication/3/interactive-consent', 'deny at the consent page → error=access_denied, no code', async (t) => {
  const rec = await denied(t);
  requireCallback(rec);
  expectErrorRedirect(rec, ['access_denied'], 'denying consent is reported to the client (RFC 6749 §4.1.2.1)');
});

const askedByPost = once('deny a form POST', async () =>
  authorizeAtConsent({ client: memberClient(), member: member(), decision: 'deny', method: 'POST', label: 'deny-post' }),
);

check(
  'authentication/3/interactive-consent',
  'the authorization request as a form POST, deny at the consent page → error=access_denied, no code',
  async (t) => {
    await requirePost(t);
    const rec = await askedByPost(t);
    requireConsentPage(rec);
    requireCallback(rec);
    expectErrorRedirect(rec, ['access_denied'], 'denying consent is reported to the client, whichever method the request came by');
  },
);

check('endpoints/authorize/state', 'deny → the error redirect echoes state byte for byte', async (t) => {
  const rec = await denied(t);
  requireCallback(rec);
  const states = callbackValues(rec, 'state');
  if (states.length !== 1 || states[0] !== rec.state)
    fail('state is echoed on error redirects too', show(rec.state), showValues(rec, 'state'));
});

check('endpoints/authorize/iss', 'deny → the error redirect carries exactly one iss, equal to the issuer', async (t) => {
  const rec = await denied(t);
  requireCallback(rec);
  const iss = callbackValues(rec, 'iss');
  if (iss.length !== 1 || iss[0] !== issuer())
    fail('RFC 9207: iss on error responses too', `one iss = ${show(issuer())}`, showValues(rec, 'iss'));
});

check(
  'oidc-core/3.1.2.6/no-other-parameters',
  'deny → the error redirect carries error, error_description, error_uri, state and iss only',
  async (t) => {
    const rec = await denied(t);
    requireCallback(rec);
    // a code beside an error is endpoints/authorize/code's to report
    const other = [...new Set(rec.callback.map(([k]) => k))].filter(
      (k) => !['error', 'error_description', 'error_uri', 'state', 'iss', 'code'].includes(k),
    );
    if (other.length)
      fail(
        'an authentication error response returns no other parameters (OIDC Core §3.1.2.6)',
        'error, error_description, error_uri, state and iss only',
        `also ${other.join(', ')}`,
      );
  },
);
