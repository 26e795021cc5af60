// Whether a redirect URI is registered for a client, seen from outside without a consent: an
// authorization request with response_type=cs_unknown by the signed-in member is answered by the
// error redirect to a registered URI (RFC 6749 §4.1.2.1) and by an error page, never a redirect, for
// any other (§3.1.2.4). A server may ask the member to sign in first; the browser does.
import { authorize, type AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';

export interface RedirectProbe {
  registered: boolean;
  rec: AuthorizeRecord;
}

export async function redirectRegistered(clientId: string, redirectUri: string, label: string): Promise<RedirectProbe> {
  const rec = await authorize({
    client: { clientId, redirectUri, scopes: ['openid'] },
    member: member(),
    params: { response_type: 'cs_unknown' },
    label,
    expectRefusal: true,
  });
  return { registered: rec.outcome.kind === 'callback', rec };
}
