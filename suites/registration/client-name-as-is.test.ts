// RFC 7591 §2.2: a client_name sent without a language tag is shown as is wherever a user interface
// presents it, with no assumption about its language, character set or script. A client registered
// moments before with a name in several scripts, with markup characters in it, is authorized up to
// its consent page: the page may name the client otherwise (its client_id), but where it shows the
// name (its distinctive word), it shows all of it verbatim: not transliterated, cut or read as HTML.
import { authorize } from '../../lib/flows/authorize.ts';
import { member, registerLoopbackClient } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';

check(
  'rfc7591/2.2/as-is',
  'a client registered with client_name "cs-conformance Ünïcødé 漢字 <b>word</b> & co"; authorize, sign in → the consent page shows that name verbatim, or does not show it',
  async (t) => {
    const word = `csname${randomValue(6).replace(/[^A-Za-z0-9]/g, 'x')}`;
    const name = `cs-conformance Ünïcødé 漢字 <b>${word}</b> & co`;
    const client = await registerLoopbackClient({ client_name: name, scope: 'openid' });
    const rec = await authorize({
      client: { ...client, firstUse: true },
      member: member(),
      label: 'client-name-as-is',
      consentForms: 'capture',
    });
    const text = rec.outcome.consentText;
    if (rec.outcome.kind !== 'stopped' || text === undefined)
      // no consent page, or none reached (its registered redirect URI not honoured)
      blocked(
        ['authentication/3/interactive-consent', 'rfc7591/3.2.1/registered-metadata'],
        `no consent page for a client registered moments before (${rec.outcome.kind})`,
      );
    if (!text.includes(word)) return t.note('the consent page does not show the client_name (it may name the client by its client_id)');
    if (!text.includes(name)) {
      const at = text.indexOf(word);
      fail(
        'a human-readable name is used as is where it is presented (RFC 7591 §2.2)',
        `the name verbatim: ${show(name)}`,
        `the page shows: ${show(text.slice(Math.max(0, at - 60), at + word.length + 30))}`,
      );
    }
  },
);
