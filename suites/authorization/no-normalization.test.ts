// OIDC Core §14 (and Discovery §5): no Unicode normalization when strings are compared. A loopback
// client registers a redirect URI whose path holds "é" as NFC (caf%C3%A9); the same request with the
// NFD spelling (cafe%CC%81), equal only after normalization, gets no code. The NFC spelling itself
// must work first, or the probe proves nothing.
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { loopbackRedirect, member } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';

check(
  'oidc-core/14/no-normalization',
  'a loopback client registered with redirect path …/caf%C3%A9 (NFC); the request with …/cafe%CC%81 (NFD) → no code (the NFC spelling gets one)',
  async () => {
    const nfc = loopbackRedirect(undefined, '/cs-conformance/caf%C3%A9');
    const nfd = nfc.replace('caf%C3%A9', 'cafe%CC%81');
    const res = await http({
      url: endpointUrl(target(), 'registration'),
      json: {
        client_name: 'cs-conformance normalization probe',
        application_type: 'native',
        redirect_uris: [nfc],
        token_endpoint_auth_method: 'none',
      },
    });
    const clientId = (res.json() as { client_id?: unknown } | undefined)?.client_id;
    if (res.status >= 300 || typeof clientId !== 'string')
      notTestable(`the target does not register a loopback redirect URI with a non-ASCII path (HTTP ${res.status})`);
    const client = { clientId: clientId as string, redirectUri: nfc, scopes: ['openid'], firstUse: true as const };
    const control = await authorize({ client, member: member(), label: 'redirect-nfc' });
    if (!callbackParam(control, 'code')) notTestable(`the registered NFC spelling itself got no code (${describeOutcome(control)})`);
    const rec = await authorize({ client, member: member(), redirectUri: nfd, label: 'redirect-nfd', expectRefusal: true });
    if (callbackParam(rec, 'code'))
      fail(
        'strings are compared without Unicode normalization (OIDC Core §14)',
        `no code for the NFD spelling ${nfd}`,
        `a code sent there (${describeOutcome(rec)})`,
      );
  },
);
