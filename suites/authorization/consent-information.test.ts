// RFC 6749 §10.2: the member authenticates explicitly and is told who asks. A client registered moments
// before (so no consent can be remembered) asks with a distinctive client_name; its consent page names
// it (its name, or its client_id). How the page presents the scopes is left to the server: a page may
// name them or describe them, which no outside check can tell apart from noise. The request is made by
// GET and, where the endpoint takes it, as a form POST. RFC 8252 §8.6: a loopback client's identity
// cannot be proven, so a client approved once is asked again, as if nothing had been approved.
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { consentShown } from '../../lib/flows/consent-page.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { requirePost } from '../../lib/flows/post-offered.ts';

for (const method of [undefined, 'POST'] as const) {
  check(
    'rfc6749/10.2/explicit-authentication',
    `a client registered with a distinctive client_name; authorize${method ? ' (the request as a form POST)' : ''}, sign in → the consent page names it (client_name or client_id)`,
    async (t) => {
      if (method) await requirePost(t);
      const name = `cs-conformance consent probe ${randomValue(6)}`;
      const client = await registerLoopbackClient({ client_name: name, scope: 'openid' });
      const rec = await authorize({
        client: { ...client, firstUse: true },
        member: member(),
        method,
        label: `consent-names-client${method ? '-post' : ''}`,
        consentForms: 'capture',
      });
      const text = rec.outcome.consentText;
      if (rec.outcome.kind !== 'stopped' || text === undefined)
        blocked(
          ['authentication/3/interactive-consent', 'rfc7591/3.2.1/registered-metadata'],
          `no consent page for a client registered moments before (${rec.outcome.kind})`,
        );
      if (!text.includes(name) && !text.includes(client.clientId))
        fail(
          'the resource owner is given information about the client (RFC 6749 §10.2)',
          `the consent page names the client: "${name}" or its client_id`,
          `a consent page without either: ${JSON.stringify(text.slice(0, 300))}`,
        );
    },
  );
}

check(
  'rfc8252/8.6/repeat-consent',
  'a loopback client registered moments before, approved once; the same request again (no prompt) → the consent page again before any code',
  async () => {
    const client = await registerLoopbackClient({ scope: 'openid' });
    const first = await authorize({ client: { ...client, firstUse: true }, member: member(), label: 'repeat-consent-first' });
    if (!consentShown(first) && callbackParam(first, 'code'))
      blocked(
        'authentication/3/interactive-consent',
        'the first request of a client registered moments before got a code with no consent page',
      );
    if (!callbackParam(first, 'code'))
      blocked(
        ['endpoints/authorize/code', 'rfc7591/3.2.1/registered-metadata'],
        `the first approval gave no code (${describeOutcome(first)})`,
      );
    const again = await authorize({
      client,
      member: member(),
      label: 'repeat-consent-again',
      consentForms: 'capture',
      expectRefusal: true,
    });
    if (again.outcome.kind !== 'stopped' || !consentShown(again))
      fail(
        'an earlier approval of a client whose identity cannot be proven does not stand in for this one (RFC 8252 §8.6)',
        'the consent page again, before any code',
        `no consent page the second time: ${describeOutcome(again)}`,
      );
  },
);
