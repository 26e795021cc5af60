// RFC 9700 §4.11.2, the authorization server as open redirector: an attacker registers a client with
// its own redirect URI and sends an erroneous request, so that the server's trusted URL sends the
// user straight on to the attacker. The server must authenticate the user first. A client the
// harness registers sends a request with an unsupported response_type, in a browser session nobody
// has signed in to: a sign-in page (or an error page) must come before any redirect to the client.
// Every kind of error is held so: an unknown scope and a missing code_challenge are tried as well.
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

const OTHER_ERRORS: [string, Record<string, string | undefined>][] = [
  ['an unknown scope', { scope: 'cs-unknown-scope' }],
  ['no code_challenge', { code_challenge: undefined, code_challenge_method: undefined }],
];

check(
  'rfc9700/4.11.2/authenticate-first',
  'a freshly registered client, an unknown scope, then no code_challenge, nobody signed in → a sign-in page (or an error page) before any redirect to its redirect URI',
  async () => {
    const client = await registerLoopbackClient();
    const early: string[] = [];
    for (const [what, params] of OTHER_ERRORS) {
      const label = `error-before-sign-in-${what.replaceAll(' ', '-')}`;
      const rec = await authorize({ client, member: member(), params, label, expectRefusal: true, fresh: true });
      if (rec.outcome.signedInAtStart)
        notTestable('the drive began in a browser session already signed in, though it asked for a fresh one');
      if (rec.outcome.kind === 'callback' && !rec.outcome.pages.some((p) => p.kind === 'login'))
        early.push(`${what}: redirected to the client before any sign-in, with ${showParam(rec, 'error')}`);
    }
    if (early.length)
      fail(
        'the authorization server authenticates the user before redirecting, erroneous requests included (RFC 9700 §4.11.2)',
        'a sign-in page (or an error page) before any redirect to the client',
        early.join('; '),
      );
  },
);
