// Introspection (RFC 7662) as the member client: its client_id (and secret when configured) in the
// form, the only client credentials the harness has. The spec makes introspection the place binding
// is reported, so a missing introspection_endpoint fails; an answer refusing those credentials
// (RFC 7662 §2.1 lets a server require its own) makes the check Not testable.
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { FlowClient } from '../../lib/flows/clients.ts';
import { introspectRequest } from '../../lib/oauth/requests.ts';

/**
 * The spec says binding *is* reported through token introspection (Authentication 8): a target that
 * advertises no introspection endpoint fails the binding clause; one advertised on another origin
 * cannot be called (not testable).
 */
export function requireIntrospection(forOtherClause = false): void {
  if (target().capabilities.introspection || target().offOrigin.introspection) return;
  // a check of another rule of introspection reaches nothing: the binding clause reports the absence
  if (forOtherClause) blocked('authentication/8/introspection', 'no introspection_endpoint is advertised');
  fail(
    'binding is reported through token introspection (RFC 7662)',
    'an introspection_endpoint in the authorization-server metadata',
    'no introspection_endpoint is advertised',
  );
}

export function introspect(client: FlowClient, token: string, hint?: string): Promise<HttpResponse> {
  return introspectRequest(target(), { token, token_type_hint: hint, client_id: client.clientId, client_secret: client.clientSecret });
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
