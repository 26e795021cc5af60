// Introspection (RFC 7662) as the member client: its client_id (and secret when configured) in the
// form, the only client credentials the harness has. Optional: only when introspection_endpoint
// is advertised; an answer refusing those credentials makes the check Not testable.
import type { CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail, notTestable } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { FlowClient } from '../../lib/flows/clients.ts';
import { introspectRequest } from '../../lib/oauth/requests.ts';

export function requireIntrospection(t: CheckContext): void {
  if (!target().capabilities.introspection)
    t.skip('the target does not advertise introspection_endpoint (RFC 7662 introspection is checked only where offered)');
}

export function introspect(client: FlowClient, token: string): Promise<HttpResponse> {
  return introspectRequest(target(), { token, client_id: client.clientId, client_secret: client.clientSecret });
}

/** The introspection response object (RFC 7662 §2.2: HTTP 200, JSON with a boolean `active`). */
export function introspection(res: HttpResponse, what: string): Record<string, unknown> {
  if (res.status === 401 || res.status === 403 || (res.status >= 400 && /"(invalid|unauthorized)_client"/.test(res.body))) {
    notTestable(
      `the introspection endpoint refused the member client's credentials (${describeResponse(res)}); the harness introspects only as the configured memberClient`,
    );
  }
  const body = res.json() as Record<string, unknown> | undefined;
  if (res.status !== 200 || !body || typeof body !== 'object' || Array.isArray(body) || typeof body.active !== 'boolean') {
    fail(what, 'HTTP 200 with a JSON object carrying a boolean "active" (RFC 7662 §2.2)', describeResponse(res));
  }
  return body;
}
