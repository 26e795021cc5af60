// What the member is shown for a metadata-document client: the document's client_name (CIMD draft
// §6.4: fetched to inform the user, SHOULD), the client_id URL's hostname (§6.4, SHOULD) and the
// redirect URI's host (MCP authorization, Localhost Redirect URI Risks: MUST be clearly displayed).
// Drives to the consent page, read, left unanswered.
import { afterAll } from 'vitest';
import { authorize, describeOutcome } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient, servedDocuments } from './cimd-flows.ts';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-consent-control'));
const NAME = `cs-conformance document client ${randomValue(6)}`;

/** The consent page of a named document client, captured unanswered. */
const consent = once('the consent page of a metadata-document client', async () => {
  const client = await servedClient(docs, config().cimd.host, 'named', { change: (doc) => ({ ...doc, client_name: NAME }) });
  const rec = await authorize({ client, member: member(), resource: null, label: 'cimd-consent-page', consentForms: 'capture' });
  return rec;
});

async function consentText(t: CheckContext): Promise<{ text: string; redirectHost: string }> {
  requireCimd(t);
  requireSelfServed();
  await requireAccepted(await valid(t));
  const rec = await consent(t);
  if (rec.outcome.kind !== 'stopped' || rec.outcome.consentText === undefined)
    blocked(
      'authentication/3/interactive-consent',
      `no consent page for a metadata-document client never authorized (${describeOutcome(rec)})`,
    );
  return { text: rec.outcome.consentText, redirectHost: new URL(rec.redirectUri).hostname };
}

check(
  'cimd/6.4/fetch-for-display',
  'document with a distinctive client_name; authorize, sign in → the consent page shows that name',
  async (t) => {
    const { text } = await consentText(t);
    if (!text.includes(NAME))
      fail(
        'the metadata document is fetched to show the user the application name',
        `the consent page shows "${NAME}"`,
        `a consent page without it: ${JSON.stringify(text.slice(0, 300))}`,
      );
  },
);

check(
  'mcp-authorization/cimd-security/show-redirect-host',
  'metadata-document client with a loopback redirect URI; authorize, sign in → the consent page shows the redirect URI hostname',
  async (t) => {
    const { text, redirectHost } = await consentText(t);
    if (!text.includes(redirectHost))
      fail(
        'the redirect URI hostname is clearly displayed during authorization',
        `the consent page shows ${redirectHost}`,
        `a consent page without it: ${JSON.stringify(text.slice(0, 300))}`,
      );
  },
);

check(
  'cimd/6.4/display-hostname',
  "metadata-document client under cimd.host; authorize, sign in → the consent page shows the client_id URL's hostname",
  async (t) => {
    const { text, redirectHost } = await consentText(t);
    const hostname = new URL(`http://${config().cimd.host}`).hostname;
    if (hostname === redirectHost)
      notTestable(
        `cimd.host ${hostname} is also the redirect URI's host, which the consent page shows anyway: serve the documents under another name the target allowlists (cimd.host, e.g. localhost)`,
      );
    if (hostname === new URL(target().origin).hostname)
      t.note(`the target's own host is ${hostname} too: its name on the page may stand for either`);
    if (!text.includes(hostname))
      fail(
        'the hostname of the client_id is displayed on the authorization interface, beside the fetched client information',
        `the consent page shows ${hostname}`,
        `a consent page without it: ${JSON.stringify(text.slice(0, 300))}`,
      );
  },
);
