// RFC 9700 §4.11.2, the authorization server as open redirector: an attacker registers a client with
// its own redirect URI and sends an erroneous request, so that the server's trusted URL sends the
// user straight on to the attacker. The server must authenticate the user first. A client the
// harness registers sends a request with an unsupported response_type, in a browser session nobody
// has signed in to: a sign-in page (or an error page) must come before any redirect to the client.
import { authorize, showParam } from '../../lib/flows/authorize.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';

check(
  'rfc9700/4.11.2/authenticate-first',
  'a freshly registered client, response_type=cs_unsupported, nobody signed in → a sign-in page (or an error page) before any redirect to its redirect URI',
  async () => {
    const client = await registerLoopbackClient();
    const rec = await authorize({
      client,
      member: member(),
      params: { response_type: 'cs_unsupported' },
      label: 'error-before-sign-in',
      expectRefusal: true,
      fresh: true,
    });
    if (rec.outcome.signedInAtStart) notTestable('the drive began in a browser session already signed in, though it asked for a fresh one');
    const signIn = rec.outcome.pages.some((p) => p.kind === 'login');
    if (rec.outcome.kind === 'callback' && !signIn)
      fail(
        'the authorization server authenticates the user before redirecting, erroneous requests included (RFC 9700 §4.11.2)',
        'a sign-in page (or an error page) before any redirect to the client',
        `redirected to the client before any sign-in, with ${showParam(rec, 'error')}`,
      );
  },
);
