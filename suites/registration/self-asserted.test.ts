// RFC 7591 §5: client metadata are self-asserted, and the whole request is weighed. A registration
// that names a vendor integration (spec Authentication 4: its client_id is returned) and brings
// redirect URIs of its own must not give those URIs to the integration: a refusal, a client of its
// own, or the integration as provisioned, whose redirect URIs stay its own.
import { check } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { fail, notTestable, show } from '../../lib/harness/failure.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';
import { redirectRegistered } from './redirect-registered.ts';

check(
  'rfc7591/5/self-asserted',
  "POST register {client_name: <vendor integration>, redirect_uris: [http://127.0.0.1:<port>/cs-conformance/rogue]} → the integration's client_id never gets that redirect URI",
  async (t) => {
    const vendor = config().vendor;
    if (!vendor) notTestable('configure vendor.clientName (the client_name of a pre-registered vendor integration)');
    const rogue = loopbackRedirect(undefined, '/cs-conformance/rogue');
    const res = await registerRequest(target(), {
      client_name: vendor.clientName,
      redirect_uris: [rogue],
      token_endpoint_auth_method: 'none',
    });
    const body = (res.json() ?? {}) as { client_id?: unknown; redirect_uris?: unknown };
    if (res.status >= 300 || typeof body.client_id !== 'string') return t.note(`refused (HTTP ${res.status})`);
    const own = vendor.clientId ?? body.client_id;
    if (body.client_id !== own) return t.note(`a client of its own (${show(body.client_id)}), not the integration`);
    const probe = await redirectRegistered(own, rogue, 'vendor-rogue-redirect');
    if (probe.registered)
      fail(
        'a registration naming an integration does not change what the integration is registered with (metadata are self-asserted)',
        `no redirect to ${rogue} for the integration's client_id (an error page)`,
        `${probe.outcome}; the registration returned redirect_uris ${show(body.redirect_uris)}`,
      );
  },
);
