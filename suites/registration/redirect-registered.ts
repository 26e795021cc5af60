// Whether a redirect URI is registered for a client, seen from outside without a consent: an
// authorization request with response_type=cs_unknown is answered by the error redirect to a
// registered URI (RFC 6749 §4.1.2.1), and by an error page, never a redirect, for any other
// (§3.1.2.4). Sent first without a browser: an error status with no Location is that error page. A
// server may instead ask the member to sign in first; the browser then goes on, signed in as the member.
import { authorize, describeOutcome } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { http } from '../../lib/http/client.ts';
import { pkce, randomValue } from '../../lib/oauth/pkce.ts';
import { authorizationUrl } from '../../lib/oauth/requests.ts';
import { memberResource } from '../../lib/target/target.ts';

export interface RedirectProbe {
  registered: boolean;
  /** what happened, for Actual: lines */
  outcome: string;
}

export async function redirectRegistered(clientId: string, redirectUri: string, label: string): Promise<RedirectProbe> {
  const url = authorizationUrl(target(), {
    response_type: 'cs_unknown',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid',
    state: randomValue(),
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    resource: memberResource(target()),
  });
  const page = await http({ url });
  if (page.status >= 400 && !page.header('location')) return { registered: false, outcome: `an error page (${describeResponse(page)})` };
  const rec = await authorize({
    client: { clientId, redirectUri, scopes: ['openid'] },
    member: member(),
    params: { response_type: 'cs_unknown' },
    label,
    expectRefusal: true,
  });
  return { registered: rec.outcome.kind === 'callback', outcome: describeOutcome(rec) };
}
